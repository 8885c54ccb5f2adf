import EnrichCore
import EnrichHours
import Foundation
import Testing

/// The 1,727 real-world expressions in Fixtures/opening-hours-expressions.jsonl (a copy of the
/// shared corpus; licences in Fixtures/README.md).
@Suite struct CorpusTests {
  static func corpus() throws -> [(expr: String, referenceParses: Bool)] {
    let url = try #require(
      Bundle.module.url(
        forResource: "opening-hours-expressions", withExtension: "jsonl", subdirectory: "Fixtures"))
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

  /// Truncated and spliced real expressions must give an answer, never a crash.
  @Test func damagedExpressionsNeverCrash() throws {
    let corpus = try Self.corpus().prefix(400).map(\.expr)
    let context = HoursContext(
      timeZone: TimeZone(identifier: "America/New_York"),
      coordinate: Coordinate(latitude: 89.9, longitude: 0),
      countryCode: "US")
    let time = try RequestedTime.parse("2026-03-08T02:30")
    var answers = 0
    for (index, expression) in corpus.enumerated() {
      let characters = Array(expression)
      let cut = String(characters.prefix(index % max(characters.count, 1)))
      let other = Array(corpus[(index * 7) % corpus.count])
      let spliced = String(characters.prefix(characters.count / 2) + other.suffix(other.count / 2))
      for text in [cut, spliced, expression.uppercased(), expression + " +99999 days"] {
        let status = OpenStatusEvaluator.evaluate(osm: text, at: time, context: context).info.status
        if [.open, .closed, .unknown].contains(status) { answers += 1 }
      }
    }
    #expect(answers == corpus.count * 4)
  }
}
