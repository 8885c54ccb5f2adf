import EnrichCore
import EnrichTestSupport
import Foundation
import Testing

/// Four workers (`--shard K/4`) on one Google quota with their state in one PostgreSQL
/// database (`--state`), merged with `enrich merge`: the real binary, the Google double
/// enforcing 50 requests a second per method, and a throw-away cluster on loopback.
@Suite(.serialized, .enabled(if: PostgresCluster.isAvailable, "needs Debian's postgresql package"))
struct FleetTests {
  static let cluster = Result { try PostgresCluster() }
  static let distinct = 120
  static let workers = 4
  static let concurrency = 8

  /// `distinct` places of the double's fixture, then 40 of them again (new ids, spread over the
  /// input), so most repeats fall in another worker's shard than their first.
  static func rows() throws -> [String] {
    let lines = try GoogleScenario.fixtureRows(count: distinct).split(separator: "\n").map(String.init)
    let places = Array(lines.dropFirst())
    var rows = places
    for copy in 0..<40 {
      let original = places[(copy * 37) % places.count]
      let fields = original.split(separator: ",", maxSplits: 1)
      rows.insert("\(distinct + copy + 1),\(fields[1])", at: min(rows.count, copy * 4 + 2))
    }
    return [lines[0]] + rows
  }

  /// The fleet's shared rate, below the double's quota of 50 a second so that a busy machine's
  /// scheduling delays (a request granted on time but sent late) never make the test's verdict.
  /// Four workers that did not share it would send up to 160 a second and be refused by the
  /// hundreds.
  static let sharedQPS = 40

  static func options(_ state: String) -> [String] {
    [
      "--provider", "google", "--at", "2026-12-06T10:00", "--qps", String(sharedQPS), "-j",
      String(concurrency),
      "--state", state,
    ]
  }

  /// What a fleet run left: the double's counters, each worker's rows, the rows of one
  /// process on the whole input, and the repeated rows whose first answer may be asked again.
  struct FleetRun {
    var stats: JSONValue
    var rows: [[String: Any]]
    var single: [[String: Any]]

    func repeats(_ endpoint: String) -> Int {
      Int(stats["repeatedAfterSuccess"]?[endpoint]?.doubleValue ?? 0)
    }

    /// Repeated rows whose kept verdict lists candidates: another worker asks again rather than
    /// pay a Place Details call for each (the search is the cheaper way to the same decision).
    var ambiguousRepeats: Int {
      single.filter { row in
        let id = (row["input"] as? [String: Any])?["id"] as? String
        return Int(id ?? "") ?? 0 > FleetTests.distinct && row["status"] as? String == "ambiguous"
      }.count
    }
  }

  /// Four workers, each on its shard of one input (`--shard K/4`), against one double and one
  /// database, and their outputs merged (`enrich merge`); with `kill`, worker 2 is killed
  /// (SIGKILL) with requests in flight first, then started again with the others.
  func runFleet(kill: Bool) async throws -> FleetRun {
    let state = try Self.cluster.get().database(kill ? "fleet_killed" : "fleet")
    let lines = try Self.rows()
    let text = lines.joined(separator: "\n") + "\n"
    let scenario = try GoogleScenario(rows: text, double: ["--quota-qps", "50", "--latency-ms", "40"])
    let parts = (1...Self.workers).map { scenario.path("part-\($0).ndjson") }
    func start(_ worker: Int) throws -> EnrichProcess.Running {
      try EnrichProcess.start(
        [scenario.input, "-o", parts[worker], "--shard", "\(worker + 1)/\(Self.workers)"]
          + Self.options(state),
        environment: scenario.environment)
    }
    if kill { try await scenario.crash(after: 10) { try start(1) } }
    let running = try (0..<Self.workers).map(start)
    for (worker, process) in running.enumerated() {
      let result = try process.wait(timeout: 300)
      #expect(result.status == 0, "worker \(worker + 1): \(result.stderr)")
      #expect(!result.stderr.contains("error"), "worker \(worker + 1): \(result.stderr)")
    }
    let stats = try await scenario.double.stats()
    let merged = try EnrichProcess.run(["merge", scenario.path("merged.json")] + parts)
    #expect(merged.status == 0, "\(merged.stderr)")
    let single = try GoogleScenario(rows: text)
    let reference = try single.run("single.json", ["--no-cache"])
    #expect(reference.status == 0, "\(reference.stderr)")
    return FleetRun(
      stats: stats, rows: try scenario.rows("merged.json"), single: try single.rows("single.json"))
  }

  @Test func fourWorkersShareOneQuotaAndPayEachSearchOnce() async throws {
    let fleet = try await runFleet(kill: false)
    // A search another worker answered is read from its kept verdict (and its place asked by
    // ID), never paid again, unless searching again is the cheaper way to the decision.
    #expect(fleet.repeats("searchText") <= fleet.ambiguousRepeats, "\(fleet.stats)")
    #expect(fleet.ambiguousRepeats < 5)
    let limited = fleet.stats["rateLimited"]?.doubleValue ?? 0
    let total = fleet.stats["total"]?.doubleValue ?? 1
    #expect(limited / total <= 0.02, "\(fleet.stats)")
    // The merged output: every row once, in input order, as one process decides it.
    #expect(fleet.rows.map(GoogleScenario.decision) == fleet.single.map(GoogleScenario.decision))
  }

  @Test func aKilledWorkerStartedAgainRepaysAtMostItsRequestsInFlight() async throws {
    let fleet = try await runFleet(kill: true)
    // The double answered the killed worker's held requests after it died (or not yet): at
    // most that many searches are paid again, by the worker started again.
    #expect(fleet.repeats("searchText") <= fleet.ambiguousRepeats + Self.concurrency, "\(fleet.stats)")
    let limited = fleet.stats["rateLimited"]?.doubleValue ?? 0
    let total = fleet.stats["total"]?.doubleValue ?? 1
    #expect(limited / total <= 0.02, "\(fleet.stats)")
    #expect(fleet.rows.map(GoogleScenario.decision) == fleet.single.map(GoogleScenario.decision))
  }

  @Test func aRunWithAPasswordInTheURLKeepsItOutOfEveryFileAndMessage() async throws {
    // The throw-away cluster trusts loopback logins, so any password connects.
    let url = try Self.cluster.get().database("fleet_secret").replacingOccurrences(
      of: "enrich@", with: "enrich:s3cr3t-pw@")
    let scenario = try GoogleScenario()
    let run = try scenario.run(
      "out.json",
      ["--state", url, "--summary", scenario.path("summary.json"), "-o", scenario.path("out.csv")])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(!(run.stdout + run.stderr).contains("s3cr3t-pw"))
    let summary = try scenario.object("summary.json")
    let cache = try #require(summary["cache"] as? [String: Any], "\(summary)")
    #expect((cache["path"] as? String)?.contains("enrich:REDACTED@127.0.0.1") == true, "\(cache)")
    for file in try FileManager.default.contentsOfDirectory(atPath: scenario.directory.path) {
      let text = String(
        decoding: try Data(contentsOf: scenario.directory.appendingPathComponent(file)), as: UTF8.self)
      #expect(!text.contains("s3cr3t-pw"), "\(file)")
    }
    // A re-run on the shared cache asks what a re-run on the SQLite cache asks (the same keys
    // and terms rules), and decides the same.
    let sharedAsks = try await asks(of: scenario) { try scenario.run("again.json", ["--state", url]) }
    _ = try scenario.run("file.json", ["--cache", scenario.path("cache.sqlite")])
    let fileAsks = try await asks(of: scenario) {
      try scenario.run("file-again.json", ["--cache", scenario.path("cache.sqlite")])
    }
    #expect(sharedAsks == fileAsks)
    #expect(sharedAsks.searches < 18)
    #expect(
      try scenario.rows("again.json").map(GoogleScenario.decision)
        == scenario.rows("file-again.json").map(GoogleScenario.decision))
  }

  /// The searches and details calls `run` made.
  func asks(of scenario: GoogleScenario, _ run: () throws -> EnrichProcess.Result) async throws -> Asks {
    let searches = try await scenario.double.requestCount("searchText")
    let details = try await scenario.double.requestCount("details")
    let result = try run()
    #expect(result.status == 0, "\(result.stderr)")
    return Asks(
      searches: try await scenario.double.requestCount("searchText") - searches,
      details: try await scenario.double.requestCount("details") - details)
  }

  struct Asks: Equatable {
    var searches: Int
    var details: Int
  }

  @Test func theStateURLsPasswordNeverAppears() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let output = directory.appendingPathComponent("out.json").path
    // Nobody listens on port 1: the connection fails, and the error names the database.
    let result = try EnrichProcess.run(
      [
        EnrichProcess.samples("places.csv"), "-o", output, "--provider", "none", "--state",
        "postgresql://fleet:s3cr3t-pw@127.0.0.1:1/enrich",
      ])
    #expect(result.status != 0)
    #expect(result.stderr.contains("postgresql://fleet:REDACTED@127.0.0.1:1/enrich"), "\(result.stderr)")
    #expect(!result.stderr.contains("s3cr3t-pw"))
    let shown = try EnrichProcess.run(
      [
        "pipeline", "show", EnrichProcess.samples("places.csv"), "-o", output, "--state",
        "postgresql://fleet:s3cr3t-pw@db.internal/enrich",
      ])
    #expect(shown.status == 0, "\(shown.stderr)")
    #expect(
      shown.stdout.contains(#"state: "postgresql://fleet:REDACTED@db.internal/enrich""#), "\(shown.stdout)")
    #expect(!shown.stdout.contains("s3cr3t-pw"))
  }
}
