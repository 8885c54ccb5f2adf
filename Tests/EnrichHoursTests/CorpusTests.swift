import EnrichCore
import EnrichHours
import Foundation
import Testing

/// The 1,727 real-world expressions in ../shared/data/opening-hours-expressions.jsonl.
@Suite struct CorpusTests {
  static func corpus() throws -> [(expr: String, referenceParses: Bool)] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let url = root.deletingLastPathComponent().appendingPathComponent(
      "shared/data/opening-hours-expressions.jsonl")
    let text = try String(contentsOf: url, encoding: .utf8)
    return try text.split(separator: "\n").map { line in
      let value = try TestJSON.parse(String(line))
      return (value["expr"]?.stringValue ?? "", value["reference_parses"]?.boolValue ?? false)
    }
  }

  @Test func everyExpressionEvaluatesAndNearlyAllReferenceOnesParse() throws {
    let corpus = try Self.corpus()
    #expect(corpus.count == 1727)
    let context = HoursContext(
      timeZone: TimeZone(identifier: "Europe/Helsinki"),
      coordinate: Coordinate(latitude: 60.17, longitude: 24.94),
      countryCode: "FI")
    let time = try RequestedTime.parse("2026-06-19T21:30")
    var parsed = 0
    var failures: [String] = []
    for entry in corpus where entry.referenceParses {
      let result = OpenStatusEvaluator.evaluate(osm: entry.expr, at: time, context: context)
      if result.warning == nil {
        parsed += 1
      } else {
        failures.append("\(entry.expr): \(result.warning ?? "")")
      }
    }
    let total = corpus.filter(\.referenceParses).count
    #expect(Double(parsed) / Double(total) >= 0.995, "\(failures.prefix(20).joined(separator: "\n"))")
    for entry in corpus where !entry.referenceParses {
      let result = OpenStatusEvaluator.evaluate(osm: entry.expr, at: time, context: context)
      if result.warning != nil { #expect(result.info.status == .unknown) }
    }
  }
}
