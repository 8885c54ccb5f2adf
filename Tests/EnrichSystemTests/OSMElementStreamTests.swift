import EnrichSystem
import Foundation
import Testing

/// The extract read on its own thread: the same elements in the same order as a direct parse,
/// failures handed over, and an early stop that neither hangs nor leaves the reader running.
@Suite struct OSMElementStreamTests {
  /// Ids in file order, with the kind, so two reads can be compared whole.
  static func key(_ element: OSMElement) -> String {
    switch element {
    case .node(let node): "n\(node.id) \(node.latitude) \(node.longitude) \(node.tags.count)"
    case .way(let way): "w\(way.id) \(way.nodeRefs) \(way.tags.count)"
    case .relation(let relation): "r\(relation.id) \(relation.members.count) \(relation.tags.count)"
    }
  }

  @Test func givesEveryElementInFileOrder() throws {
    var direct: [String] = []
    try OSMFileReader(path: ReadOSMTests.sample).parse(
      nodes: { direct.append(Self.key(.node($0))) }, ways: { direct.append(Self.key(.way($0))) },
      relations: { direct.append(Self.key(.relation($0))) })
    // A small queue, so the reader waits for the user many times over.
    let stream = try OSMElementStream(path: ReadOSMTests.sample, capacity: 1)
    var streamed: [String] = []
    var batches = 0
    while let batch = try stream.next() {
      #expect(batch.count <= OSMElementStream.batchSize)
      streamed += batch.map(Self.key)
      batches += 1
    }
    #expect(streamed == direct)
    #expect(batches == (direct.count + OSMElementStream.batchSize - 1) / OSMElementStream.batchSize)
    #expect(try stream.next() == nil)  // the end stays the end
    stream.stop()
  }

  @Test func aTruncatedFileFailsAfterItsGoodPart() throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: ReadOSMTests.sample))
    let path = try ReadOSMTests.temporary("cut.osm.pbf", data.prefix(data.count / 2))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let stream = try OSMElementStream(path: path)
    var elements = 0
    let error = #expect(throws: ReadOSMError.self) {
      while let batch = try stream.next() { elements += batch.count }
    }
    #expect(error != nil)
    #expect(elements > 0)
    #expect(throws: ReadOSMError.self) { try stream.next() }  // the failure stays
    stream.stop()
  }

  @Test func aMissingFileFailsAtOnce() {
    #expect {
      try OSMElementStream(path: "/nonexistent/places.osm.pbf")
    } throws: { $0 is ReadOSMError }
  }

  @Test func stoppingEarlyEndsTheReader() throws {
    let stream = try OSMElementStream(path: ReadOSMTests.sample, capacity: 1)
    #expect(try stream.next()?.isEmpty == false)
    // The reader is blocked on the full queue: stop must release it and wait for its end.
    stream.stop()
    stream.stop()  // and a second stop does nothing
  }
}
