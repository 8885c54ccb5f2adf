import EnrichSystem
import EnrichTestSupport
import Foundation
import Testing

/// Cron-grade behaviour through the real binary: locks, budgets, journal and resume.
@Suite(.serialized) struct RunControlTests {
  /// A bigger input: the sample rows repeated with a distinct name suffix per copy (so
  /// de-duplication cannot answer them all at once), long enough to interrupt.
  func repeatedSample(times: Int, in directory: URL) throws -> String {
    let lines = try String(contentsOfFile: EnrichProcess.samples("places.csv"), encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
    var text = String(lines[0]) + "\n"
    for copy in 0..<times {
      for line in lines.dropFirst() where !line.isEmpty {
        // `id,name,...`: suffix the name when there is one.
        var cells = line.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false).map(
          String.init)
        if cells.count == 3, !cells[1].isEmpty, !cells[1].hasPrefix("\"") { cells[1] += " \(copy)" }
        text += cells.joined(separator: ",") + "\n"
      }
    }
    let url = directory.appendingPathComponent("big.csv")
    try Data(text.utf8).write(to: url)
    return url.path
  }

  func rows(_ path: String) throws -> [Any] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return try #require(document["rows"] as? [Any])
  }

  func summary(_ path: String) throws -> [String: Any] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func aSecondRunOnTheSameOutputExitsAtOnceWithStatus5() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let output = directory.appendingPathComponent("out.json").path
    let holder = try FileLock(path: directory.appendingPathComponent(".out.json.enrich-lock").path)
    defer { holder.release() }
    let result = try EnrichProcess.run(
      [EnrichProcess.samples("places.csv"), "-o", output], environment: try SampleIndex.environment())
    #expect(result.status == 5, "\(result.stderr)")
    #expect(result.stderr.contains("another enrich run is writing \(output)"))
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func aStaleLockFromADeadProcessIsTakenOver() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let output = directory.appendingPathComponent("out.json").path
    try Data("pid 999999 since 2026-01-01T00:00:00Z\n".utf8)
      .write(to: directory.appendingPathComponent(".out.json.enrich-lock"))
    let result = try EnrichProcess.run(
      [EnrichProcess.samples("places.csv"), "-o", output], environment: try SampleIndex.environment())
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try rows(output).count == 30)
  }

  @Test func aRequestBudgetStopsCleanlyAndResumeFinishesTheSameOutput() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let environment = try SampleIndex.environment()
    let clean = directory.appendingPathComponent("clean.json").path
    #expect(
      try EnrichProcess.run([EnrichProcess.samples("places.csv"), "-o", clean], environment: environment)
        .status == 0)

    let output = directory.appendingPathComponent("out.json").path
    let summaryPath = directory.appendingPathComponent("summary.json").path
    let stopped = try EnrichProcess.run(
      [EnrichProcess.samples("places.csv"), "-o", output, "--max-requests", "8", "--summary", summaryPath],
      environment: environment)
    #expect(stopped.status == 4, "\(stopped.stderr)")
    #expect(stopped.stderr.contains("request budget reached"))
    #expect(stopped.stderr.contains("the same command resumes it"))
    let partial = try rows(output)
    #expect(partial.count == 30)
    // Never exceeded: each row holds its worst case (a search and a possible fallback geocode)
    // before it starts, so the last row that could not be sure of room was not started.
    let first = try summary(summaryPath)
    let made = (first["requests"] as? [String: Int])?.values.reduce(0, +) ?? 0
    #expect(made <= 8 && made >= 6)
    let codes = partial.compactMap {
      (($0 as? [String: Any])?["error"] as? [String: Any])?["code"] as? String
    }
    #expect(codes.contains("budget_exhausted"))

    let resumed = try EnrichProcess.run(
      [EnrichProcess.samples("places.csv"), "-o", output, "--resume", "--summary", summaryPath],
      environment: environment)
    #expect(resumed.status == 0, "\(resumed.stderr)")
    #expect(resumed.stderr.contains("resuming the interrupted run"))
    let second = try summary(summaryPath)
    #expect((second["resumedRows"] as? Int ?? 0) > 0)
    #expect(NSArray(array: try rows(output)) == NSArray(array: try rows(clean)))
    let journal = directory.appendingPathComponent(".out.json.enrich-journal").path
    #expect(!FileManager.default.fileExists(atPath: journal))
  }

  /// Environment pointing the google provider at `double`.
  func googleEnvironment(_ double: GoogleDouble) -> [String: String] {
    [
      "GOOGLE_MAPS_API_KEY": GoogleDouble.key, "ENRICH_PLACES_ENDPOINT": double.baseURL,
      "ENRICH_GEOCODING_ENDPOINT": double.baseURL,
    ]
  }

  /// Waits until the journal holds `rows` committed rows while the run still goes on; fails
  /// when the run ends first or the rows never come.
  func waitForJournal(_ journal: String, rows: Int, while run: EnrichProcess.Running) async throws {
    try await waitUntil("the journal holds \(rows) rows") { committedRows(journal) >= rows || !run.isRunning }
    try #require(run.isRunning, "the run finished before it could be interrupted")
  }

  @Test func resumeAfterKill9AtSeveralPointsWritesWhatACleanRunWrites() async throws {
    let double = try GoogleDouble(["--latency-ms", "80"])
    let directory = try EnrichProcess.temporaryDirectory()
    let environment = googleEnvironment(double)
    let input = try repeatedSample(times: 4, in: directory)
    let options = ["--provider", "google", "-j", "2", "--no-cache", "--at", "2026-12-06T10:00"]
    let clean = directory.appendingPathComponent("clean.json").path
    let cleanRun = try EnrichProcess.run([input, "-o", clean] + options, environment: environment)
    #expect(cleanRun.status == 0, "\(cleanRun.stderr)")
    let cleanSearches = try await double.requestCount("searchText")
    try await double.reset()

    let output = directory.appendingPathComponent("out.json").path
    let journal = directory.appendingPathComponent(".out.json.enrich-journal").path
    for (index, point) in [15, 50].enumerated() {
      let resume = index == 0 ? [] : ["--resume"]
      let run = try EnrichProcess.start([input, "-o", output] + options + resume, environment: environment)
      try await waitForJournal(journal, rows: point, while: run)
      run.signal(SIGKILL)
      _ = try run.wait()
      #expect(!FileManager.default.fileExists(atPath: output))
    }
    let committed = journaledRows(journal)
    try await double.reset()
    let summaryPath = directory.appendingPathComponent("summary.json").path
    let resumed = try EnrichProcess.run(
      [input, "-o", output, "--resume", "--summary", summaryPath] + options, environment: environment)
    #expect(resumed.status == 0, "\(resumed.stderr)")
    let summary = try summary(summaryPath)
    let resumedRows = summary["resumedRows"] as? Int ?? 0
    #expect(resumedRows >= 50 && resumedRows == committed.count)
    // Rows are journaled as they finish, in any order; no committed row was searched again:
    // the last run searched exactly the named rows the journal did not hold.
    let finalRows = try rows(output).compactMap { $0 as? [String: Any] }
    // (Identical queries share one request, so count distinct ones.)
    let rest = finalRows.filter { !committed.contains($0["row"] as? Int ?? 0) }
    let searchedAfterwards = Set(rest.compactMap { $0["query"] as? String }).count
    #expect(try await double.requestCount("searchText") == searchedAfterwards)
    #expect(cleanSearches == Set(finalRows.compactMap { $0["query"] as? String }).count)
    #expect(NSArray(array: finalRows) == NSArray(array: try rows(clean)))
    #expect(!FileManager.default.fileExists(atPath: journal))
  }

  /// The row numbers the journal has committed.
  func journaledRows(_ journal: String) -> Set<Int> {
    guard let database = try? SQLiteDatabase(path: journal, mode: .readWrite),
      let statement = try? database.prepare("SELECT row FROM rows", purpose: "list journaled rows")
    else { return [] }
    var rows: Set<Int> = []
    while (try? statement.step()) == true { rows.insert(Int(statement.int(0))) }
    return rows
  }

  @Test func aSecondRunNamingALiveRunsJournalIsLockedOutAndTheJournalSurvives() async throws {
    let double = try GoogleDouble(["--latency-ms", "80"])
    let directory = try EnrichProcess.temporaryDirectory()
    let environment = googleEnvironment(double)
    let input = try repeatedSample(times: 4, in: directory)
    let options = ["--provider", "google", "-j", "2", "--no-cache", "--at", "2026-12-06T10:00"]
    let output = directory.appendingPathComponent("out.json").path
    let journal = directory.appendingPathComponent(".out.json.enrich-journal").path
    let first = try EnrichProcess.start([input, "-o", output] + options, environment: environment)
    try await waitForJournal(journal, rows: 5, while: first)
    let other = directory.appendingPathComponent("other.json").path
    let second = try EnrichProcess.run(
      [EnrichProcess.samples("places.csv"), "-o", other, "--journal", journal] + options,
      environment: environment)
    #expect(second.status == 5, "\(second.stderr)")
    #expect(second.stderr.contains("another enrich run is writing \(journal)"), "\(second.stderr)")
    first.signal(SIGKILL)
    _ = try first.wait()
    #expect(committedRows(journal) >= 5)
    let resumed = try EnrichProcess.run(
      [input, "-o", output, "--resume"] + options, environment: environment)
    #expect(resumed.status == 0, "\(resumed.stderr)")
    #expect(resumed.stderr.contains("resuming"))
    #expect(try rows(output).count == 120)
  }

  @Test func sigtermLeavesNoTemporaryFileAndExits130() async throws {
    let double = try GoogleDouble(["--latency-ms", "80"])
    let directory = try EnrichProcess.temporaryDirectory()
    let input = try repeatedSample(times: 4, in: directory)
    let output = directory.appendingPathComponent("out.json").path
    let journal = directory.appendingPathComponent(".out.json.enrich-journal").path
    let run = try EnrichProcess.start(
      [input, "-o", output, "--provider", "google", "-j", "2", "--no-cache"],
      environment: googleEnvironment(double))
    try await waitForJournal(journal, rows: 10, while: run)
    run.signal(SIGTERM)
    let result = try run.wait()
    #expect(result.status == 130)
    #expect(result.stderr.contains("interrupted"))
    #expect(result.stderr.contains("the same command continues the run"))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(!leftovers.contains { $0.contains(".tmp-") })
    #expect(!FileManager.default.fileExists(atPath: output))
    #expect(committedRows(journal) >= 10)
  }

  /// Rows the journal has committed, read the way a second process would.
  func committedRows(_ journal: String) -> Int {
    guard FileManager.default.fileExists(atPath: journal),
      let database = try? SQLiteDatabase(path: journal, mode: .readOnly),
      let text = try? database.scalarText("SELECT count(*) FROM rows", purpose: "count journaled rows")
    else { return 0 }
    return Int(text) ?? 0
  }

  @Test func resumeIsRefusedWhenTheInputChanged() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let environment = try SampleIndex.environment()
    let input = try repeatedSample(times: 1, in: directory)
    let output = directory.appendingPathComponent("out.json").path
    #expect(
      try EnrichProcess.run([input, "-o", output, "--max-requests", "3"], environment: environment).status
        == 4)
    try Data("name\nKappeli\n".utf8).write(to: URL(fileURLWithPath: input))
    let refused = try EnrichProcess.run([input, "-o", output, "--resume"], environment: environment)
    #expect(refused.status == 64, "\(refused.stderr)")
    #expect(refused.stderr.contains("--resume refused"))
    #expect(refused.stderr.contains("changed since the interrupted run"))
  }

  @Test func resumeWithoutAnInterruptedRunSaysSo() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let output = directory.appendingPathComponent("out.json").path
    let result = try EnrichProcess.run(
      [EnrichProcess.samples("places.csv"), "-o", output, "--resume"],
      environment: try SampleIndex.environment())
    #expect(result.status == 64)
    #expect(result.stderr.contains("no interrupted run to resume"))
  }
}
