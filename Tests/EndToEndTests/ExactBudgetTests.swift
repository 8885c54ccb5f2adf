import EnrichTestSupport
import Foundation
import Testing

/// Budgets against the double: a request's cost is held before it is sent, so `--max-cost` and
/// `--max-requests` are never exceeded; every answer paid for is written; rows not reached are
/// `skipped` (`budget_exhausted`) and resumable; failure counts in messages are the output's.
@Suite(.serialized) struct ExactBudgetTests {
  func codes(_ rows: [[String: Any]]) -> [String] {
    rows.compactMap { ($0["error"] as? [String: Any])?["code"] as? String }
  }

  @Test func aCostBudgetIsNeverExceededAndTheRestResumes() async throws {
    let scene = try GoogleScenario(rows: try GoogleScenario.fixtureRows(count: 60))
    let clean = try scene.run("clean.json", ["--no-cache", "--journal", scene.path("clean.journal")])
    #expect(clean.status == 0, "\(clean.stderr)")
    let cleanRequests = try await scene.total("requests")
    try await scene.double.reset()

    let options = ["--cache", scene.path("cache.sqlite"), "--summary", scene.path("summary.json")]
    let stopped = try scene.run("out.json", options + ["--max-cost", "0.50"])
    #expect(stopped.status == 4, "\(stopped.stderr)")
    #expect(stopped.stderr.contains("cost budget reached"), "\(stopped.stderr)")
    let spent = try await scene.double.stats()["costUSD"]?.doubleValue ?? 99
    #expect(spent <= 0.50, "spent $\(spent)")
    #expect(spent >= 0.40, "spent $\(spent): the budget was left mostly unused")
    let summary = try scene.object("summary.json")
    #expect((summary["estimatedCostUSD"] as? Double ?? 99) <= 0.50)
    let partial = try scene.rows("out.json")
    #expect(partial.count == 60)
    let skipped = partial.filter { ($0["error"] as? [String: Any])?["code"] as? String == "budget_exhausted" }
    #expect(!skipped.isEmpty)
    // Rows stop at one point: every row before it was processed, every row after it skipped.
    let firstSkipped =
      partial.firstIndex { ($0["error"] as? [String: Any])?["code"] as? String == "budget_exhausted" } ?? 0
    #expect(partial[firstSkipped...].allSatisfy { $0["status"] as? String == "skipped" })
    #expect(partial[..<firstSkipped].allSatisfy { $0["status"] as? String != "skipped" })

    // The same command resumes: no search already paid for is asked again (a geocode may be,
    // when a row of each part had the same address: Google's geocodes cannot be kept), and the
    // output is a clean run's.
    let firstPart = try await scene.total("requests")
    let resumed = try scene.run("out.json", options)
    #expect(resumed.status == 0, "\(resumed.stderr)")
    #expect(resumed.stderr.contains("resuming the interrupted run"))
    #expect(NSArray(array: try scene.rows("out.json")) == NSArray(array: try scene.rows("clean.json")))
    let repeated = try await scene.double.stats()["repeatedAfterSuccess"]
    #expect(repeated?["searchText"] == nil && repeated?["details"] == nil, "\(String(describing: repeated))")
    let geocodes = Int(repeated?["geocode"]?.doubleValue ?? 0)
    let total = try await scene.total("requests")
    #expect(total == cleanRequests + geocodes, "\(firstPart) + \(total - firstPart) vs \(cleanRequests)")
  }

  @Test func aRequestBudgetKeepsEveryAnswerPaidFor() async throws {
    let scene = try GoogleScenario(
      rows: try GoogleScenario.fixtureRows(count: 40), double: ["--latency-ms", "10"])
    let stopped = try scene.run(
      "out.json", ["--no-cache", "--max-requests", "20", "--summary", scene.path("summary.json")])
    #expect(stopped.status == 4, "\(stopped.stderr)")
    #expect(stopped.stderr.contains("request budget reached"))
    let made = try await scene.total("requests")
    #expect(made <= 20 && made >= 15, "\(made) requests")
    // Every request made belongs to a row that was written with its answer: as many rows were
    // processed as requests answered them (one search each, a fallback geocode for some).
    let rows = try scene.rows("out.json")
    let processed = rows.filter { $0["status"] as? String != "skipped" }
    let geocodes = Int(try await scene.double.stats()["requests"]?["geocode"]?.doubleValue ?? 0)
    #expect(
      processed.count + geocodes == made, "\(processed.count) rows, \(geocodes) geocodes, \(made) requests")
    #expect(codes(rows).filter { $0 == "budget_exhausted" }.count == rows.count - processed.count)
  }

  @Test func theFailureCountInMessagesIsTheOutputs() async throws {
    let scene = try GoogleScenario(
      rows: try GoogleScenario.fixtureRows(count: 40), double: ["--latency-ms", "20"])
    // Every search is refused as a bad request (the row fails, nothing is retried).
    try await scene.double.configure(#"{"fault_ratio": 1, "faults": ["400"]}"#)
    let result = try scene.run(
      "out.json",
      ["--no-cache", "--max-failures", "5", "--summary", scene.path("summary.json"), "--allow-empty"])
    #expect(result.status == 1, "\(result.stderr)")
    let failed = try scene.rows("out.json").filter { $0["status"] as? String == "failed" }.count
    #expect(failed >= 5)
    #expect(result.stderr.contains("\(failed) rows failed (--max-failures 5)"), "\(result.stderr)")
    let summary = try scene.object("summary.json")
    #expect(summary["stopReason"] as? String == "\(failed) rows failed (--max-failures 5)")
    #expect((summary["status"] as? [String: Int])?["failed"] == failed)
  }
}
