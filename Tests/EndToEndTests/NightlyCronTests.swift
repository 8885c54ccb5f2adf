import EnrichSystem
import EnrichTestSupport
import Foundation
import Testing

/// One cron line, right every night: `pipelines/nightly-refresh.yaml` on its first night (no
/// previous output), after a clean night, after a crash (kill -9, five times in one night), and
/// after the input changed; and the journal rules behind it (`--resume`, `--restart`).
@Suite(.serialized) struct NightlyCronTests {
  /// The shipped pipeline against the double and the sample index, writing into `out`; its
  /// search asks Google alone (the sample index knows every place of the double, so the
  /// cascade would leave Google almost nothing to do), without the quota's pacing.
  static let command = [
    "run", EnrichProcess.packageRoot.appendingPathComponent("pipelines/nightly-refresh.yaml").path,
    "--set", "stages.search.providers=[google]", "--set", "providers.1.qps=500",
  ]

  func night(_ scene: GoogleScenario, input: String? = nil) throws -> EnrichProcess.Result {
    try EnrichProcess.run(Self.command, environment: try nightly(scene, input: input))
  }

  func nightly(_ scene: GoogleScenario, input: String? = nil) throws -> [String: String] {
    scene.environment.merging([
      "NIGHTLY_INPUT": input ?? scene.input, "NIGHTLY_INDEX": try SampleIndex.path(),
      "NIGHTLY_OUT": scene.path("out/nightly"),
    ]) { $1 }
  }

  @Test func theNightlyPipelineRunsTheFirstNightAndAfterACrash() async throws {
    let scene = try GoogleScenario(
      rows: try String(contentsOfFile: EnrichProcess.samples("places.csv"), encoding: .utf8))
    // Night 1: the output folder does not exist, nor does a previous output.
    let first = try night(scene)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stderr.contains("no previous output"), "\(first.stderr)")
    let lastNight = try scene.rows("out/nightly/places.json")
    #expect(lastNight.count == 30)
    #expect(FileManager.default.fileExists(atPath: scene.path("out/nightly/summary.json")))

    // Night 2 crashes half way (Google is slow tonight); the same line again resumes it and
    // compares with night 1.
    try await scene.double.reset()
    let environment = try nightly(scene)
    try await scene.crash(after: 6) { try EnrichProcess.start(Self.command, environment: environment) }
    #expect(journaled(scene.path("out/nightly/places.enrich-journal")) > 0)
    let second = try night(scene)
    #expect(second.status == 0, "\(second.stderr)")
    #expect(second.stderr.contains("resuming the interrupted run"), "\(second.stderr)")
    // Nothing changed since night 1: the same rows, and a report that says so.
    let summary = try scene.object("out/nightly/summary.json")
    let changes = try #require(summary["changes"] as? [String: Any])
    #expect(changes["rowsChanged"] as? Int == 0, "\(changes)")
    #expect(changes["previousRows"] as? Int == 30)
    let tonight = try scene.rows("out/nightly/places.json")
    #expect(NSArray(array: tonight) == NSArray(array: lastNight))

    // Night 3: a row deleted, another renamed. Paired by id: one removed, one changed.
    var lines = try String(contentsOfFile: scene.input, encoding: .utf8).components(separatedBy: "\n")
    lines.remove(at: 5)  // id 5, Kiila
    lines[3] = lines[3].replacingOccurrences(of: "Kappeli", with: "Cafe Kappeli")
    try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: scene.input))
    let third = try night(scene)
    #expect(third.status == 0, "\(third.stderr)")
    #expect(third.stderr.contains("removed 1"), "\(third.stderr)")
    let report = try #require(try scene.object("out/nightly/summary.json")["changes"] as? [String: Any])
    #expect(report["removed"] as? Int == 1)
    #expect((report["removedRows"] as? [[String: Any]])?.first?["key"] as? String == "5")
    #expect(report["rowsChanged"] as? Int == 1, "\(report)")
    let changed = try scene.rows("out/nightly/places.json").filter { $0["change"] != nil }
    #expect(changed.count == 1)
    let kinds = (changed.first?["change"] as? [String: Any])?["kinds"] as? [String]
    #expect(kinds?.contains("input_changed") == true)
  }

  @Test func fiveKillsThenTheCronLineWriteWhatACleanRunWrites() async throws {
    // 120 rows, each asking Google for a place of its own.
    let scene = try GoogleScenario(
      rows: try GoogleScenario.fixtureRows(count: 120), double: ["--latency-ms", "5"])
    let concurrency = 4
    let options = ["--cache", scene.path("cache.sqlite"), "-j", "\(concurrency)"]
    let clean = try scene.run("clean.json", ["--cache", scene.path("clean.sqlite"), "-j", "\(concurrency)"])
    #expect(clean.status == 0, "\(clean.stderr)")
    let cleanRequests = try await scene.total("requests")
    try await scene.double.reset()

    // Each night is killed after 15 more requests, while more are in flight.
    for _ in 1...5 {
      try await scene.crash(after: 15) { try scene.start("out.json", options) }
    }
    let kills = 5
    let final = try scene.run("out.json", options)
    #expect(final.status == 0, "\(final.stderr)")
    #expect(final.stderr.contains("resuming the interrupted run"))
    #expect(NSArray(array: try scene.rows("out.json")) == NSArray(array: try scene.rows("clean.json")))
    // At most the requests in flight at each kill were paid twice (here, held by the double:
    // none was answered, so nothing answered may have been asked again).
    let repeated = try await scene.total("repeatedAfterSuccess")
    #expect(repeated <= kills * concurrency, "\(repeated) repeated")
    // And each kill cost at most its rows in flight: their held requests, and a details call
    // for a row whose search was kept before the kill.
    let made = try await scene.total("requests")
    #expect(made <= cleanRequests + 2 * kills * concurrency, "\(made) made vs \(cleanRequests) clean")
  }

  @Test func aChangedInputStartsOverAndSaysWhyAndRestartDiscardsAJournal() async throws {
    let scene = try GoogleScenario()
    let options = ["--no-cache", "-j", "1"]
    try await scene.crash(after: 4) { try scene.start("out.json", options) }
    try Data((GoogleScenario.mixedRows + "19,Kappeli,Eteläesplanadi 1,Helsinki,,\n").utf8).write(
      to: URL(fileURLWithPath: scene.input))
    let changed = try scene.run("out.json", options)
    #expect(changed.status == 0, "\(changed.stderr)")
    #expect(changed.stderr.contains("starting over"), "\(changed.stderr)")
    #expect(changed.stderr.contains("changed since the interrupted run"), "\(changed.stderr)")
    #expect(try scene.rows("out.json").count == 19)

    try await scene.crash(after: 4) { try scene.start("restarted.json", options) }
    let restarted = try scene.run("restarted.json", options + ["--restart"])
    #expect(restarted.status == 0, "\(restarted.stderr)")
    #expect(!restarted.stderr.contains("resuming"))
    // --resume stays "resume or fail": with nothing left to resume it fails.
    let nothing = try scene.run("restarted.json", options + ["--resume"])
    #expect(nothing.status == 64, "\(nothing.stderr)")
    #expect(nothing.stderr.contains("no interrupted run to resume"))
    let both = try scene.run("restarted.json", options + ["--resume", "--restart"])
    #expect(both.status == 64, "\(both.stderr)")
  }

  /// Rows the journal at `path` has committed (0 when there is none).
  func journaled(_ path: String) -> Int {
    guard FileManager.default.fileExists(atPath: path),
      let database = try? SQLiteDatabase(path: path, mode: .readOnly),
      let text = try? database.scalarText("SELECT count(*) FROM rows", purpose: "count journaled rows")
    else { return 0 }
    return Int(text) ?? 0
  }
}
