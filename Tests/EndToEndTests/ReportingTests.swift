import EnrichTestSupport
import Foundation
import Testing

/// Change report, JSON logs, offline runs and failure budgets through the real binary.
@Suite struct ReportingTests {
  func rows(_ path: String) throws -> [[String: Any]] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return try #require(document["rows"] as? [[String: Any]])
  }

  @Test func compareReportsWhatChangedSinceThePreviousOutput() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let environment = try SampleIndex.environment()
    let input = directory.appendingPathComponent("in.csv")
    try Data("name,address\nKappeli,Eteläesplanadi 1\nGaijin,Bulevardi 6\n".utf8).write(to: input)
    let previous = directory.appendingPathComponent("monday.json").path
    #expect(try EnrichProcess.run([input.path, "-o", previous], environment: environment).status == 0)
    try Data("name,address\nKappeli,Eteläesplanadi 1\nCafe Ekberg,Bulevardi 9\n".utf8).write(to: input)
    let today = directory.appendingPathComponent("tuesday.json").path
    let result = try EnrichProcess.run(
      [input.path, "-o", today, "--compare", previous], environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    // No id column: rows are paired by their input fields, so the replaced row is one removed
    // and one added.
    let changed = try rows(today)
    #expect(changed[0]["change"] == nil)
    let change = try #require(changed[1]["change"] as? [String: Any])
    #expect(change["kinds"] as? [String] == ["added"])
    #expect(
      result.stderr.contains("changes since the previous output: 1 row (added 1, removed 1)"),
      "\(result.stderr)")
  }

  @Test func jsonLogsGiveOneObjectPerStderrLine() throws {
    let result = try EnrichProcess.run(
      [EnrichProcess.samples("places.csv"), "-o", "-", "--log-format", "json"],
      environment: try SampleIndex.environment())
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stderr.split(separator: "\n")
    #expect(!lines.isEmpty)
    for line in lines {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      #expect(object != nil, "not JSON: \(line)")
    }
    #expect(lines.contains { $0.contains("\"event\":\"summary\"") })
    #expect(lines.contains { $0.contains("\"level\":\"warning\"") })
  }

  @Test func offlineAnswersFromTheCacheAloneAndMarksMisses() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let environment = try SampleIndex.environment()
    let cache = directory.appendingPathComponent("cache.sqlite").path
    let input = directory.appendingPathComponent("in.csv")
    try Data("name,address\nKappeli,Eteläesplanadi 1\n".utf8).write(to: input)
    let arguments = ["-o", "-", "--cache", cache, "--no-open-status"]
    #expect(try EnrichProcess.run([input.path] + arguments, environment: environment).status == 0)
    try Data("name,address\nKappeli,Eteläesplanadi 1\nGaijin,Bulevardi 6\n".utf8).write(to: input)
    let offline = try EnrichProcess.run([input.path] + arguments + ["--offline"], environment: environment)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(offline.stdout.utf8)) as? [String: Any])
    let rows = try #require(document["rows"] as? [[String: Any]])
    #expect(rows[0]["status"] as? String == "matched")
    #expect(rows[1]["status"] as? String == "failed")
    #expect((rows[1]["error"] as? [String: Any])?["code"] as? String == "not_cached")
    #expect(offline.status == 1)
  }

  @Test func maxFailuresAbortsEarlyWithStatus1() async throws {
    let double = try GoogleDouble(["--fault-ratio", "1", "--faults", "400"])
    let directory = try EnrichProcess.temporaryDirectory()
    let output = directory.appendingPathComponent("out.json").path
    let result = try EnrichProcess.run(
      [
        EnrichProcess.samples("places.csv"), "-o", output, "--provider", "google", "-j", "1",
        "--max-failures", "3", "--allow-empty",
      ],
      environment: [
        "GOOGLE_MAPS_API_KEY": GoogleDouble.key, "ENRICH_PLACES_ENDPOINT": double.baseURL,
        "ENRICH_GEOCODING_ENDPOINT": double.baseURL,
      ])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stderr.contains("rows failed (--max-failures 3)"))
    let written = try rows(output)
    #expect(written.count == 30)
    #expect(written.last?["status"] as? String == "skipped")
  }

  @Test func contradictoryCacheOptionsAreUsageErrors() throws {
    let result = try EnrichProcess.run([
      EnrichProcess.samples("places.csv"), "-o", "-", "--no-cache", "--offline",
    ])
    #expect(result.status == 64)
    // The same rule, in the same words, as a pipeline file's `cache: {enabled: false, offline: true}`.
    #expect(
      result.stderr.contains("--no-cache: the cache is disabled (enabled: false) but other cache settings"))
  }
}
