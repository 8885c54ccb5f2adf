import EnrichSystem
import Foundation

/// Writes N copies of an extract as one .osm XML file, each copy's ids offset and coordinates
/// shifted 0.05° north per copy, so the result is a realistic extract N times larger.
enum Synthesizer {
  static func write(extract: String, output: String, copies: Int) throws {
    guard FileManager.default.createFile(atPath: output, contents: nil),
      let handle = FileHandle(forWritingAtPath: output)
    else { throw CocoaError(.fileWriteUnknown) }
    defer { try? handle.close() }
    var buffer =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<osm version=\"0.6\" generator=\"LocalBench\">\n"
    func flush(_ force: Bool = false) {
      if force || buffer.utf8.count > 1 << 20 {
        handle.write(Data(buffer.utf8))
        buffer = ""
      }
    }
    func tags(_ tags: [String: String]) -> String {
      tags.map { "<tag k=\"\(escape($0.key))\" v=\"\(escape($0.value))\"/>" }.joined()
    }
    var nodes: [OSMNode] = []
    var ways: [OSMWay] = []
    var relations: [OSMRelation] = []
    try OSMFileReader(path: extract).parse(
      nodes: { nodes.append($0) }, ways: { ways.append($0) }, relations: { relations.append($0) })
    let offset: Int64 = 100_000_000_000
    for copy in 0..<copies {
      let shift = Double(copy) * 0.05
      let base = Int64(copy) * offset
      for node in nodes {
        buffer += "<node id=\"\(node.id + base)\" lat=\"\(node.latitude + shift)\" lon=\"\(node.longitude)\">"
        buffer += tags(node.tags) + "</node>\n"
        flush()
      }
    }
    for copy in 0..<copies {
      let base = Int64(copy) * offset
      for way in ways {
        buffer += "<way id=\"\(way.id + base)\">" + way.nodeRefs.map { "<nd ref=\"\($0 + base)\"/>" }.joined()
        buffer += tags(way.tags) + "</way>\n"
        flush()
      }
    }
    for copy in 0..<copies {
      let base = Int64(copy) * offset
      for relation in relations {
        buffer += "<relation id=\"\(relation.id + base)\">"
        buffer += relation.members.map {
          "<member type=\"\($0.kind.rawValue)\" ref=\"\($0.id + base)\" role=\"\(escape($0.role))\"/>"
        }.joined()
        buffer += tags(relation.tags) + "</relation>\n"
        flush()
      }
    }
    buffer += "</osm>\n"
    flush(true)
    print("wrote \(copies) copies: \(nodes.count * copies) nodes, \(ways.count * copies) ways to \(output)")
  }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
      .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
  }
}
