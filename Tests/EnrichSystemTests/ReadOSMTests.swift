import EnrichSystem
import Foundation
import Testing

@Suite struct ReadOSMTests {
  static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("samples/helsinki.osm.pbf").path

  static func temporary(_ name: String, _ contents: Data) throws -> String {
    let path = NSTemporaryDirectory() + "\(UUID().uuidString)-\(name)"
    try contents.write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func readsXMLNodesWaysAndRelations() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <osm version="0.6">
        <node id="1" lat="60.1" lon="24.9" timestamp="2020-01-02T03:04:05Z"><tag k="name" v="Kämp"/></node>
        <node id="2" lat="60.2" lon="25.0"/>
        <way id="10"><nd ref="1"/><nd ref="2"/><tag k="highway" v="residential"/></way>
        <relation id="20"><member type="way" ref="10" role="outer"/><tag k="type" v="multipolygon"/></relation>
      </osm>
      """
    let path = try Self.temporary("tiny.osm", Data(xml.utf8))
    defer { try? FileManager.default.removeItem(atPath: path) }
    var nodes: [OSMNode] = []
    var ways: [OSMWay] = []
    var relations: [OSMRelation] = []
    try OSMFileReader(path: path).parse(
      nodes: { nodes.append($0) }, ways: { ways.append($0) }, relations: { relations.append($0) })
    #expect(nodes.count == 2)
    #expect(nodes.first?.tags["name"] == "Kämp")
    #expect(nodes.first?.timestamp == "2020-01-02T03:04:05Z")
    #expect(ways == [OSMWay(id: 10, nodeRefs: [1, 2], tags: ["highway": "residential"])])
    #expect(relations.first?.members == [OSMMember(kind: .way, id: 10, role: "outer")])
  }

  @Test func readsTheSamplePBF() throws {
    var counts = (nodes: 0, ways: 0, relations: 0)
    try OSMFileReader(path: Self.sample).parse(
      nodes: { _ in counts.nodes += 1 }, ways: { _ in counts.ways += 1 },
      relations: { _ in counts.relations += 1 })
    #expect(counts.nodes > 10_000)
    #expect(counts.ways > 1_000)
    #expect(counts.relations > 100)
  }

  @Test func callbackErrorsStopTheParse() throws {
    struct Enough: Error {}
    var seen = 0
    #expect(throws: Enough.self) {
      try OSMFileReader(path: Self.sample).parse(nodes: { _ in
        seen += 1
        if seen == 10 { throw Enough() }
      })
    }
    #expect(seen == 10)
  }

  @Test func truncatedPBFFails() throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: Self.sample))
    let path = try Self.temporary("cut.osm.pbf", data.prefix(data.count / 2))
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(throws: ReadOSMError.self) { try OSMFileReader(path: path).parse(nodes: { _ in }) }
  }

  @Test func notOSMFails() throws {
    let path = try Self.temporary("text.osm.pbf", Data("this is not OpenStreetMap data\n".utf8))
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect {
      try OSMFileReader(path: path).parse(nodes: { _ in })
    } throws: { ($0 as? ReadOSMError)?.kind == .invalidPBF }
  }

  @Test func wrongSuffixAndMissingFileFail() throws {
    #expect {
      try OSMFileReader(path: "/tmp/places.csv")
    } throws: { ($0 as? ReadOSMError)?.kind == .unsupportedSuffix }
    #expect {
      try OSMFileReader(path: "/nonexistent/extract.osm.pbf")
    } throws: { ($0 as? ReadOSMError)?.kind == .fileNotFound }
  }
}
