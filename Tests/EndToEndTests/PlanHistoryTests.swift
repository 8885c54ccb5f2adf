import EnrichTestSupport
import Foundation
import Testing

/// A night whose rows are partly new cannot know which of them will fall back to geocoding (it
/// depends on search answers not bought yet): `--dry-run` expects the share of such possible
/// requests that earlier runs on the cache made, and says so; without history it gives the range.
@Suite(.serialized) struct PlanHistoryTests {
  /// Fixture places by name and street (found by the search) and names nobody knows at their
  /// own addresses (each falls back to a geocode of its address).
  static func night(_ places: ArraySlice<Substring>, unknown: Range<Int>) -> String {
    "id,name,address,city\n" + places.joined(separator: "\n") + "\n"
      + unknown.map { "u\($0),Nonexistent Bistro \($0),Keksitynkatu \($0),Helsinki" }.joined(separator: "\n")
      + "\n"
  }

  static func geocodes(_ plan: [String: Any], _ member: String) -> Int {
    (plan[member] as? [String: Int])?["google.geocode"] ?? 0
  }

  @Test func theDryRunExpectsTheShareOfPossibleRequestsEarlierRunsMade() async throws {
    let places = try GoogleScenario.fixtureRows(count: 60).split(separator: "\n").dropFirst()
    let scene = try GoogleScenario(rows: Self.night(places.prefix(30), unknown: 0..<10))
    let cache = ["--cache", scene.path("cache.sqlite")]

    // A first night: only the range.
    let firstDry = try scene.run("never.json", cache + ["--dry-run", "--summary", scene.path("plan1.json")])
    #expect(firstDry.status == 0, "\(firstDry.stderr)")
    #expect(firstDry.stderr.contains("no earlier run on this cache"), "\(firstDry.stderr)")
    #expect(try scene.object("plan1.json")["expectedRequests"] == nil)
    #expect(!FileManager.default.fileExists(atPath: scene.path("cache.sqlite")))

    let first = try scene.run("first.json", cache + ["--summary", scene.path("summary1.json")])
    #expect(first.status == 0, "\(first.stderr)")
    let planned = try #require(try scene.object("summary1.json")["plan"] as? [String: Any])
    let certain = Self.geocodes(planned, "requests")
    let possible = Self.geocodes(planned, "possibleRequests")
    let made = Int(try await scene.double.stats()["requests"]?["geocode"]?.doubleValue ?? 0)
    #expect(possible >= 20 && made > certain, "certain \(certain), possible \(possible), made \(made)")
    let share = Double(made - certain) / Double(possible)

    // The next night: 30 new places and 10 new unknown names, beside what the cache decides.
    try Data(Self.night(places.suffix(30), unknown: 10..<20).utf8).write(
      to: URL(fileURLWithPath: scene.input))
    let dry = try scene.run("never.json", cache + ["--dry-run", "--summary", scene.path("plan2.json")])
    #expect(dry.status == 0, "\(dry.stderr)")
    #expect(dry.stderr.contains("expected"), "\(dry.stderr)")
    let plan = try scene.object("plan2.json")
    let expected =
      Self.geocodes(plan, "requests")
      + Int((share * Double(Self.geocodes(plan, "possibleRequests"))).rounded())
    #expect(Self.geocodes(plan, "expectedRequests") == expected)

    try await scene.double.reset()
    let second = try scene.run("second.json", cache)
    #expect(second.status == 0, "\(second.stderr)")
    let madeAgain = Int(try await scene.double.stats()["requests"]?["geocode"]?.doubleValue ?? 0)
    // Closer to what was made than the certain count alone.
    #expect(
      abs(expected - madeAgain) < abs(Self.geocodes(plan, "requests") - madeAgain),
      "expected \(expected), certain \(Self.geocodes(plan, "requests")), made \(madeAgain)")

    // --offline makes no request: it teaches the history nothing.
    let before = try scene.run("never.json", cache + ["--dry-run", "--summary", scene.path("plan3.json")])
    #expect(before.status == 0)
    #expect(try scene.run("offline.json", cache + ["--offline"]).status == 0)
    let after = try scene.run("never.json", cache + ["--dry-run", "--summary", scene.path("plan4.json")])
    #expect(after.status == 0)
    #expect(
      NSDictionary(dictionary: try scene.object("plan3.json"))
        == NSDictionary(dictionary: try scene.object("plan4.json")))
  }
}
