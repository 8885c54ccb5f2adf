import CReadOSM

/// Reads an OpenStreetMap extract (`.osm` XML or `.osm.pbf`) through libreadosm and hands each
/// node, way and relation to Swift callbacks as values. The handle is closed in `deinit`.
///
/// Elements arrive in file order (in PBF: all nodes, then ways, then relations). A callback
/// that throws stops the parse; `parse` rethrows that error.
// Its pointers never leave it: every use is checked here, and deinit frees them.
@safe package final class OSMFileReader {
  /// The extract's path.
  package let path: String
  private let handle: UnsafeRawPointer

  /// Opens the extract.
  /// - Throws: `ReadOSMError` when the file is missing or its name is not `.osm` / `.pbf`.
  package init(path: String) throws(ReadOSMError) {
    var pointer: UnsafeRawPointer?
    let status = unsafe readosm_open(path, &pointer)
    guard status == READOSM_OK, let pointer = unsafe pointer else {
      if let pointer = unsafe pointer { unsafe readosm_close(pointer) }
      throw ReadOSMError.from(status: status, path: path)
    }
    self.path = path
    unsafe self.handle = pointer
  }

  deinit { unsafe readosm_close(handle) }

  /// Parses the whole file once. Pass nil for element kinds you do not need (faster: libreadosm
  /// still decodes them but no Swift value is built).
  /// - Throws: `ReadOSMError` for a bad or truncated file, or whatever a callback threw.
  package func parse(
    nodes: ((OSMNode) throws -> Void)? = nil,
    ways: ((OSMWay) throws -> Void)? = nil,
    relations: ((OSMRelation) throws -> Void)? = nil
  ) throws {
    let context = ParseContext(nodes: nodes, ways: ways, relations: relations)
    let userData = unsafe UnsafeRawPointer(Unmanaged.passUnretained(context).toOpaque())
    let status = withExtendedLifetime(context) {
      unsafe readosm_parse(
        handle, userData,
        nodes == nil ? nil : { data, node in unsafe ParseContext.from(data)?.deliver(node) ?? READOSM_ABORT },
        ways == nil ? nil : { data, way in unsafe ParseContext.from(data)?.deliver(way) ?? READOSM_ABORT },
        relations == nil
          ? nil : { data, relation in unsafe ParseContext.from(data)?.deliver(relation) ?? READOSM_ABORT })
    }
    if let error = context.error { throw error }
    if status != READOSM_OK { throw ReadOSMError.from(status: status, path: path) }
  }
}

/// Carries the Swift callbacks through libreadosm's `user_data` pointer.
private final class ParseContext {
  let nodes: ((OSMNode) throws -> Void)?
  let ways: ((OSMWay) throws -> Void)?
  let relations: ((OSMRelation) throws -> Void)?
  var error: (any Error)?

  init(
    nodes: ((OSMNode) throws -> Void)?, ways: ((OSMWay) throws -> Void)?,
    relations: ((OSMRelation) throws -> Void)?
  ) {
    self.nodes = nodes
    self.ways = ways
    self.relations = relations
  }

  /// libreadosm passes back exactly the pointer `parse` gave it.
  static func from(_ data: UnsafeRawPointer?) -> ParseContext? {
    unsafe data.map { unsafe Unmanaged<ParseContext>.fromOpaque($0).takeUnretainedValue() }
  }

  func deliver(_ node: UnsafePointer<readosm_node>?) -> Int32 {
    guard let node = unsafe node?.pointee, let nodes else { return READOSM_OK }
    return call {
      unsafe try nodes(
        OSMNode(
          id: node.id, latitude: node.latitude, longitude: node.longitude,
          timestamp: Self.string(node.timestamp), tags: Self.tags(node.tags, node.tag_count)))
    }
  }

  func deliver(_ way: UnsafePointer<readosm_way>?) -> Int32 {
    guard let way = unsafe way?.pointee, let ways else { return READOSM_OK }
    var refs: [Int64] = []
    if let pointer = unsafe way.node_refs, unsafe way.node_ref_count > 0 {
      refs = unsafe Array(UnsafeBufferPointer(start: pointer, count: Int(way.node_ref_count)))
    }
    return call {
      unsafe try ways(
        OSMWay(
          id: way.id, nodeRefs: refs, timestamp: Self.string(way.timestamp),
          tags: Self.tags(way.tags, way.tag_count)))
    }
  }

  func deliver(_ relation: UnsafePointer<readosm_relation>?) -> Int32 {
    guard let relation = unsafe relation?.pointee, let relations else { return READOSM_OK }
    var members: [OSMMember] = []
    if let pointer = unsafe relation.members, unsafe relation.member_count > 0 {
      unsafe members.reserveCapacity(Int(relation.member_count))
      let buffer = unsafe UnsafeBufferPointer(start: pointer, count: Int(relation.member_count))
      for index in 0..<buffer.count {
        let member = unsafe buffer[index]
        let kind: OSMMember.Kind =
          switch unsafe member.member_type {
          case READOSM_MEMBER_NODE: .node
          case READOSM_MEMBER_WAY: .way
          default: .relation
          }
        unsafe members.append(OSMMember(kind: kind, id: member.id, role: Self.string(member.role) ?? ""))
      }
    }
    return call {
      unsafe try relations(
        OSMRelation(
          id: relation.id, members: members, timestamp: Self.string(relation.timestamp),
          tags: Self.tags(relation.tags, relation.tag_count)))
    }
  }

  private func call(_ body: () throws -> Void) -> Int32 {
    do {
      try body()
      return READOSM_OK
    } catch {
      self.error = error
      return READOSM_ABORT
    }
  }

  private static func string(_ pointer: UnsafePointer<CChar>?) -> String? {
    unsafe pointer.map { unsafe String(cString: $0) }
  }

  private static func tags(_ pointer: UnsafePointer<readosm_tag>?, _ count: Int32) -> [String: String] {
    guard let pointer = unsafe pointer, count > 0 else { return [:] }
    var tags: [String: String] = [:]
    tags.reserveCapacity(Int(count))
    let buffer = unsafe UnsafeBufferPointer(start: pointer, count: Int(count))
    for index in 0..<buffer.count {
      let tag = unsafe buffer[index]
      guard let key = unsafe tag.key, let value = unsafe tag.value else { continue }
      unsafe tags[String(cString: key)] = String(cString: value)
    }
    return tags
  }
}
