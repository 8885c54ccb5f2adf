import EnrichTestSupport
import Foundation
import Testing

/// The invariant of nightly runs: for the same input, configuration and provider data, a fresh
/// run, a cached re-run, an `--offline` run on a complete cache and a killed-and-resumed run
/// write identical rows — matched, geocoded, ambiguous and not found alike, with faults on
/// the way. (Offline rows carry what the terms let a cache keep: the decision, IDs and
/// coordinates, not Google's content.)
@Suite(.serialized) struct SourceInvarianceTests {
  /// Every status of the scenario appears, so the property covers each.
  func expectEveryStatus(_ rows: [[String: Any]]) {
    let statuses = Set(rows.compactMap { $0["status"] as? String })
    for status in ["matched", "geocoded", "ambiguous", "not_found", "low_confidence"] {
      #expect(statuses.contains(status), "no \(status) row in the scenario")
    }
  }

  @Test func freshCachedOfflineAndResumedRunsWriteTheSameRows() async throws {
    let scene = try GoogleScenario(double: ["--latency-ms", "20"])
    let fresh = try scene.run("fresh.json", ["--no-cache"])
    #expect(fresh.status == 0, "\(fresh.stderr)")
    let reference = try scene.rows("fresh.json")
    expectEveryStatus(reference)
    let freshCost = try await scene.double.stats()["costUSD"]?.doubleValue ?? 0

    // First run on an empty cache, with transient faults on the way (each retried), then the
    // immediate re-run: the same rows, the re-run for less.
    let cache = ["--cache", scene.path("cache.sqlite")]
    try await scene.double.reset()
    try await scene.double.script(["503", "reset", "429", "500", "503"])
    let first = try scene.run("first.json", cache)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(NSArray(array: try scene.rows("first.json")) == NSArray(array: reference))
    try await scene.double.reset()
    let again = try scene.run("again.json", cache + ["--summary", scene.path("again-summary.json")])
    #expect(again.status == 0, "\(again.stderr)")
    #expect(NSArray(array: try scene.rows("again.json")) == NSArray(array: reference))
    let againCost = try await scene.double.stats()["costUSD"]?.doubleValue ?? 0
    #expect(againCost < freshCost * 0.75, "re-run \(againCost) vs first \(freshCost)")
    #expect(try await scene.total("repeatedAfterSuccess") == 0 || againCost < freshCost)

    // Offline: nothing sent, the same decisions.
    try await scene.double.reset()
    let offline = try scene.run("offline.json", cache + ["--offline"])
    #expect(offline.status == 0, "\(offline.stderr)")
    #expect(try await scene.total("requests") == 0)
    let offlineRows = try scene.rows("offline.json")
    #expect(offlineRows.map(GoogleScenario.decision) == reference.map(GoogleScenario.decision))

    // Killed mid-run (the cache holds some verdicts, the journal some rows), then the plain
    // command again: the same rows.
    let killedCache = ["--cache", scene.path("killed.sqlite"), "-j", "2"]
    try await scene.double.reset()
    try await scene.crash(after: 8) { try scene.start("killed.json", killedCache) }
    #expect(!FileManager.default.fileExists(atPath: scene.path("killed.json")))
    try await scene.double.script(["503", "reset"])
    let resumed = try scene.run("killed.json", killedCache)
    #expect(resumed.status == 0, "\(resumed.stderr)")
    #expect(resumed.stderr.contains("resuming the interrupted run"), "\(resumed.stderr)")
    #expect(NSArray(array: try scene.rows("killed.json")) == NSArray(array: reference))
    #expect(try await scene.total("repeatedAfterSuccess") <= 2)
  }

  @Test func offlineMissesAreNotCached() async throws {
    let scene = try GoogleScenario()
    // No row can be answered: only --allow-empty writes such an output.
    let result = try scene.run(
      "out.json", ["--cache", scene.path("empty.sqlite"), "--offline", "--allow-empty"])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(try await scene.total("requests") == 0)
    let rows = try scene.rows("out.json")
    let named = rows.filter { ($0["input"] as? [String: Any])?["name"] as? String != "" }
    #expect(
      named.allSatisfy {
        ($0["error"] as? [String: Any])?["code"] as? String == "not_cached"
          || $0["status"] as? String == "skipped"
      })
    #expect(rows.contains { ($0["error"] as? [String: Any])?["code"] as? String == "not_cached" })
  }

  @Test func theDryRunPlanIsThePlanRun() async throws {
    let scene = try GoogleScenario()
    let cache = ["--cache", scene.path("cache.sqlite")]
    #expect(try scene.run("first.json", cache).status == 0)
    // Now the cache decides every row: the plan is exact.
    let dry = try scene.run("never.json", cache + ["--dry-run", "--summary", scene.path("plan.json")])
    #expect(dry.status == 0, "\(dry.stderr)")
    #expect(!FileManager.default.fileExists(atPath: scene.path("never.json")))
    let plan = try scene.object("plan.json")
    try await scene.double.reset()
    let again = try scene.run("again.json", cache + ["--summary", scene.path("summary.json")])
    #expect(again.status == 0, "\(again.stderr)")
    let made = try await scene.double.stats()["requests"]
    let planned = plan["requests"] as? [String: Int] ?? [:]
    let names = [
      "google.places:searchText": "searchText", "google.places.get": "details", "google.geocode": "geocode",
      "google.places:searchNearby": "searchNearby",
    ]
    for (endpoint, name) in names {
      #expect(planned[endpoint, default: 0] == Int(made?[name]?.doubleValue ?? 0), "\(endpoint)")
    }
    #expect((plan["possibleRequests"] as? [String: Int] ?? [:]).isEmpty)
    let summary = try scene.object("summary.json")
    let runPlan = try #require(summary["plan"] as? [String: Any])
    #expect(runPlan["requests"] as? [String: Int] == planned)
    #expect(
      abs((summary["estimatedCostUSD"] as? Double ?? 0) - (plan["estimatedCostUSD"] as? Double ?? 0)) < 0.011)
  }
}
