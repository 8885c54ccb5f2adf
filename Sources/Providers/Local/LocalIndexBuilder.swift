import EnrichCore
import EnrichSystem
import Foundation

/// Builds the local provider's place index from an OpenStreetMap extract (`.osm.pbf` or `.osm`)
/// in one pass through libreadosm, into ONE SQLite file. The file is written under a temporary
/// name next to the output and renamed only when complete: a bad extract leaves nothing under
/// the target name (and an existing index there untouched).
package enum LocalIndexBuilder {
  /// Builds `output` from `extract`.
  /// - Parameters:
  ///   - extract: path of a `.osm.pbf` or `.osm` file.
  ///   - output: path of the index to write (replaced when the build succeeds).
  ///   - options: country override.
  ///   - progress: called every 100,000 elements and at the end, on the calling thread (for a
  ///     large extract also before each finishing step).
  /// - Returns: counts, duration and file size.
  /// - Throws: `IndexBuildError` naming the file and what to do.
  @discardableResult
  package static func build(
    extract: String, output: String, options: IndexBuildOptions = .init(),
    progress: (@Sendable (IndexBuildProgress) -> Void)? = nil
  ) throws(IndexBuildError) -> IndexBuildStats {
    let started = Date()
    let target = try IndexOutput(path: output)
    // The extract is decoded on a thread of its own while this one indexes its elements.
    let stream: OSMElementStream
    do {
      stream = try OSMElementStream(path: extract)
    } catch {
      throw IndexBuildError(.input, "cannot read OSM extract \(error.description)")
    }
    defer { stream.stop() }
    target.removeStalePartials()
    do {
      var stats = try run(
        stream: stream, extract: extract, into: target, options: options, progress: progress)
      // Checked again: something else may have appeared at the output during the build.
      try target.checkReplaceable()
      try target.commit()
      stats.seconds = Date().timeIntervalSince(started)
      let size = (try? FileManager.default.attributesOfItem(atPath: target.target)[.size] as? NSNumber)
      stats.bytes = size?.int64Value ?? 0
      return stats
    } catch {
      target.discard()
      switch error {
      case let error as IndexBuildError: throw error
      case let error as ReadOSMError:
        throw IndexBuildError(.input, "cannot read OSM extract \(error.description)")
      case let error as SQLiteError:
        // Every SQLite call of a build writes the index: its failures are the output's (disk
        // full, read-only folder, I/O error).
        throw IndexBuildError(
          .output,
          "cannot write index '\(output)': \(error.message) (while trying to \(error.purpose)); check that its "
            + "folder is writable and has free space")
      case let error as SystemError:
        // The node position files beside the partial index (disk full, I/O error).
        throw IndexBuildError(
          .output,
          "cannot write index '\(output)': cannot keep node positions in '\(target.scratch(".nodes"))' "
            + "(\(error)\(error.code == ENOSPC ? ": the disk is full" : "")); check that its folder is writable "
            + "and has free space")
      default: throw IndexBuildError(.input, "cannot build index '\(output)' from '\(extract)': \(error)")
      }
    }
  }

  private static func run(
    stream: OSMElementStream, extract: String, into target: IndexOutput, options: IndexBuildOptions,
    progress: (@Sendable (IndexBuildProgress) -> Void)?
  ) throws -> IndexBuildStats {
    let database = try SQLiteDatabase(path: target.temporary, mode: .create)
    let writer = try IndexWriter(database: database)
    writer.inheritance = try AddressInheritance(database: database)
    var state = try ImportState(
      nodes: NodeCoordinateStore(path: target.scratch(".nodes")),
      ways: NodeCoordinateStore(path: target.scratch(".ways")))
    defer {
      state.nodes.remove()
      state.ways.remove()
    }

    func report(force: Bool = false) {
      let total = state.progress.nodes + state.progress.ways + state.progress.relations
      guard let progress, force || total % 100_000 == 0 else { return }
      state.progress.places = writer.placeCount
      state.progress.addresses = writer.addressCount
      progress(state.progress)
    }

    func add(_ node: OSMNode) throws {
      state.progress.nodes += 1
      try state.nodes.append(id: node.id, latitude: node.latitude, longitude: node.longitude)
      state.extend(latitude: node.latitude, longitude: node.longitude, timestamp: node.timestamp)
      if !node.tags.isEmpty {
        try writer.add(
          osmID: "node/\(node.id)", tags: node.tags, latitude: node.latitude, longitude: node.longitude)
      }
      report()
    }
    func add(_ way: OSMWay) throws {
      state.progress.ways += 1
      state.nodes.prepareForLookups()
      state.noteTimestamp(way.timestamp)
      let points = way.nodeRefs.compactMap { state.nodes.coordinate(of: $0) }
      guard let point = representativePoint(points, isLine: way.tags["highway"] != nil) else {
        if !way.tags.isEmpty { state.skipped += 1 }
        return
      }
      try state.ways.append(id: way.id, latitude: point.latitude, longitude: point.longitude)
      try writer.inheritance?.note(osmID: "way/\(way.id)", tags: way.tags, points: points)
      if !way.tags.isEmpty {
        try writer.add(
          osmID: "way/\(way.id)", tags: way.tags, latitude: point.latitude, longitude: point.longitude)
      }
      report()
    }
    func add(_ relation: OSMRelation) throws {
      state.progress.relations += 1
      state.ways.prepareForLookups()
      state.noteTimestamp(relation.timestamp)
      guard relation.tags["name"] != nil || relation.tags["addr:housenumber"] != nil else { return }
      let points = relation.members.compactMap { member in
        switch member.kind {
        case .node: state.nodes.coordinate(of: member.id)
        case .way: state.ways.coordinate(of: member.id)
        case .relation: nil
        }
      }
      guard let point = representativePoint(points, isLine: false) else {
        state.skipped += 1
        return
      }
      try writer.add(
        osmID: "relation/\(relation.id)", tags: relation.tags, latitude: point.latitude,
        longitude: point.longitude)
      report()
    }
    while let batch = try stream.next() {
      for element in batch {
        switch element {
        case .node(let node): try add(node)
        case .way(let way): try add(way)
        case .relation(let relation): try add(relation)
        }
      }
    }
    // Positions are no longer needed: free their disk space before the index is finished.
    state.nodes.remove()
    state.ways.remove()
    if state.progress.nodes == 0 {
      throw IndexBuildError(.input, "'\(extract)' contains no OSM nodes: is it an OpenStreetMap extract?")
    }
    let country = options.countryCode?.uppercased() ?? writer.guessedCountry
    var metadata: [String: String] = [
      "format": IndexSchema.format,
      "schema_version": IndexSchema.version,
      "source_file": (extract as NSString).lastPathComponent,
      "bbox": [state.minLatitude, state.minLongitude, state.maxLatitude, state.maxLongitude]
        .map { String(format: "%.7f", $0) }.joined(separator: ","),
      "build_time": ISO8601DateFormatter().string(from: Date()),
      "attribution": Attribution.openStreetMap.text,
      "places": String(writer.placeCount),
      "addresses": String(writer.addressCount),
    ]
    metadata["romanised_places"] = String(writer.romanisedCount)
    metadata["source_timestamp"] = state.latestTimestamp
    metadata["country_code"] = country
    let total = state.progress.nodes + state.progress.ways + state.progress.relations
    let streetCount = try writer.finish(metadata: metadata) { step in
      guard let progress, total >= IndexBuildProgress.stepThreshold else { return }
      var update = state.progress
      update.step = step
      update.places = writer.placeCount
      update.addresses = writer.addressCount
      progress(update)
    }
    report(force: true)
    var stats = IndexBuildStats()
    stats.nodes = state.progress.nodes
    stats.ways = state.progress.ways
    stats.relations = state.progress.relations
    stats.places = writer.placeCount
    stats.addresses = writer.addressCount
    stats.streets = streetCount
    stats.skippedWithoutGeometry = state.skipped
    return stats
  }

  /// A line's middle vertex (on the street), or the mean of an area's vertices.
  static func representativePoint(
    _ points: [(latitude: Double, longitude: Double)], isLine: Bool
  ) -> (latitude: Double, longitude: Double)? {
    guard !points.isEmpty else { return nil }
    if isLine { return points[points.count / 2] }
    var vertices = points[...]
    if points.count > 2, let first = points.first, let last = points.last,
      first.latitude == last.latitude, first.longitude == last.longitude
    {
      vertices = vertices.dropLast()
    }
    let count = Double(vertices.count)
    return (
      vertices.reduce(0) { $0 + $1.latitude } / count, vertices.reduce(0) { $0 + $1.longitude } / count
    )
  }
}

/// Mutable state of one import pass.
private struct ImportState {
  let nodes: NodeCoordinateStore
  let ways: NodeCoordinateStore
  var progress = IndexBuildProgress()
  var skipped = 0
  var minLatitude = 90.0
  var maxLatitude = -90.0
  var minLongitude = 180.0
  var maxLongitude = -180.0
  var latestTimestamp: String?

  init(nodes: NodeCoordinateStore, ways: NodeCoordinateStore) {
    self.nodes = nodes
    self.ways = ways
  }

  mutating func extend(latitude: Double, longitude: Double, timestamp: String?) {
    minLatitude = min(minLatitude, latitude)
    maxLatitude = max(maxLatitude, latitude)
    minLongitude = min(minLongitude, longitude)
    maxLongitude = max(maxLongitude, longitude)
    noteTimestamp(timestamp)
  }

  mutating func noteTimestamp(_ timestamp: String?) {
    guard let timestamp, !timestamp.isEmpty else { return }
    if latestTimestamp.map({ timestamp > $0 }) ?? true { latestTimestamp = timestamp }
  }
}
