import EnrichCore

/// `ZoneBoundaryTable` decoded once: the zone (standing for every zone of the same clock) on
/// land at a coordinate, from 60° S to 90° N. Cells are about 4 km at their finest, so within
/// that distance of a line between two clocks the answer may be the other side's.
struct ZoneQuadtree: Sendable {
  static let shared = ZoneQuadtree(
    zones: ZoneBoundaryTable.zones, tree: ZoneBoundaryTable.tree, alphabet: ZoneBoundaryTable.alphabet,
    rootDegrees: ZoneBoundaryTable.rootDegrees)

  let zones: [String]
  /// Preorder tokens: 0 splits into four quarters (NW, NE, SW, SE), 1 is no zone, k + 2 is zones[k].
  private let tokens: [UInt16]
  /// For each token, the index just past its subtree.
  private let subtreeEnd: [Int32]
  /// Index of each root cell's token, row by row from the north-west.
  private let roots: [Int32]
  private let rootDegrees: Int

  init(zones: String, tree: String, alphabet: String, rootDegrees: Int) {
    self.zones = zones.split(whereSeparator: \.isWhitespace).map(String.init)
    self.rootDegrees = rootDegrees
    var values: [UInt8: Int] = [:]
    for (index, byte) in alphabet.utf8.enumerated() { values[byte] = index }
    var tokens: [UInt16] = []
    var pending: Int?
    for byte in tree.utf8 {
      guard let value = values[byte] else { continue }  // line breaks
      if let prefix = pending {
        tokens.append(UInt16(80 + (prefix - 80) * alphabet.utf8.count + value))
        pending = nil
      } else if value >= 80 {
        pending = value
      } else {
        tokens.append(UInt16(value))
      }
    }
    self.tokens = tokens
    var subtreeEnd = [Int32](repeating: 0, count: tokens.count)
    // Ends found from the back: a split's subtree ends where its fourth child's does.
    func end(of index: Int) -> Int {
      guard tokens[index] == 0 else { return index + 1 }
      var child = index + 1
      for _ in 0..<4 where child < tokens.count { child = Int(subtreeEnd[child]) }
      return child
    }
    for index in tokens.indices.reversed() { subtreeEnd[index] = Int32(end(of: index)) }
    var roots: [Int32] = []
    var index = 0
    while index < tokens.count {
      roots.append(Int32(index))
      index = Int(subtreeEnd[index])
    }
    self.roots = roots
    self.subtreeEnd = subtreeEnd
  }

  /// The zone on land at `coordinate` (or nearby at sea), nil where the table has none.
  func zone(at coordinate: Coordinate) -> String? {
    guard coordinate.isValid else { return nil }
    let size = Double(rootDegrees)
    let columns = 360 / rootDegrees
    let row = min(max(Int((90 - coordinate.latitude) / size), 0), 180 / rootDegrees - 1)
    let column = min(max(Int((coordinate.longitude + 180) / size), 0), columns - 1)
    guard row * columns + column < roots.count else { return nil }
    var index = Int(roots[row * columns + column])
    var south = 90 - Double(row + 1) * size
    var west = -180 + Double(column) * size
    var cell = size
    while tokens[index] == 0 {
      cell /= 2
      let north = coordinate.latitude >= south + cell
      let east = coordinate.longitude >= west + cell
      if north { south += cell }
      if east { west += cell }
      var child = index + 1
      for _ in 0..<((north ? 0 : 2) + (east ? 1 : 0)) { child = Int(subtreeEnd[child]) }
      index = child
    }
    let token = Int(tokens[index])
    return token >= 2 && token - 2 < zones.count ? zones[token - 2] : nil
  }
}
