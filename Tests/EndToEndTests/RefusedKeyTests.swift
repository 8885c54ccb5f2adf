import EnrichTestSupport
import Foundation
import Testing

/// A key Google refuses stops the run at its first answer, whatever the concurrency: nothing
/// more is sent, every row is still written once (`skipped`), the exit status is 3, and no cost
/// is estimated for refused requests (Google bills none).
@Suite(.serialized) struct RefusedKeyTests {
  func environment(_ double: GoogleDouble, key: String) -> [String: String] {
    [
      "GOOGLE_MAPS_API_KEY": key, "ENRICH_PLACES_ENDPOINT": double.baseURL,
      "ENRICH_GEOCODING_ENDPOINT": double.baseURL,
    ]
  }

  func json(_ path: String) throws -> [String: Any] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// 40 distinct rows, so no two share a request; names only, so a row that is answered needs
  /// no geocoding afterwards.
  func input(in directory: URL) throws -> String {
    let input = directory.appendingPathComponent("in.csv")
    var text = "name\n"
    for index in 1...40 { text += "Cafe Number \(index)\n" }
    try Data(text.utf8).write(to: input)
    return input.path
  }

  /// The wrong key (400 API_KEY_INVALID, what Google answers), or a right key whose every
  /// answer is a scripted 401 UNAUTHENTICATED or 403 PERMISSION_DENIED.
  @Test(arguments: ["wrong key", "401", "403"])
  func theFirstRefusalStopsTheRun(refusal: String) async throws {
    let double = try GoogleDouble()
    var key = GoogleDouble.key
    if refusal == "wrong key" {
      key = "AIzaWrongKey-zzzzzzzzzzzzzzzzzzzzzzzzzzzz"
    } else {
      try await double.script(Array(repeating: refusal, count: 40))
    }
    let directory = try EnrichProcess.temporaryDirectory()
    let output = directory.appendingPathComponent("out.json").path
    let yesterday = Data(#"{"generator": "enrich 0.1.0", "rows": []}"#.utf8)
    try yesterday.write(to: URL(fileURLWithPath: output))
    let summary = directory.appendingPathComponent("summary.json").path
    let concurrency = 8
    let result = try EnrichProcess.run(
      [
        try input(in: directory), "-o", output, "--provider", "google", "-j", "\(concurrency)", "--summary",
        summary, "--no-open-status",
      ],
      environment: environment(double, key: key))
    #expect(result.status == 3, "\(result.stderr)")
    let stats = try await double.stats()
    let sent = Int(stats["total"]?.doubleValue ?? -1)
    // The first request to the API goes alone, so exactly one is refused and nothing follows.
    #expect(sent == 1, "\(stats)")
    #expect(sent <= concurrency)
    #expect(result.stderr.contains("enrich: error: Places Text Search: HTTP"))
    #expect(result.stderr.contains("Check the API key"))
    #expect(!result.stderr.contains("estimated cost"))
    #expect(!result.stderr.contains(key), "the key must never be shown")
    // No row was answered: yesterday's output stays as it was.
    #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == yesterday)
    #expect(result.stderr.contains("no output was replaced"), "\(result.stderr)")
    let written = try json(summary)
    #expect(written["estimatedCostUSD"] == nil)
    #expect((written["requests"] as? [String: Int])?["google.places:searchText"] == 1)
    #expect((written["stopReason"] as? String)?.contains("Check the API key") == true)
  }

  /// The key stops working mid-run: answers already received are priced, refused ones are not,
  /// and no request starts after the first refusal.
  @Test func aKeyRevokedMidRunPricesOnlyTheAnsweredRequests() async throws {
    let double = try GoogleDouble()
    // "ok" is no fault: the first three searches are answered, every later one refused.
    try await double.script(["ok", "ok", "ok"] + Array(repeating: "403", count: 40), endpoint: "searchText")
    let directory = try EnrichProcess.temporaryDirectory()
    let output = directory.appendingPathComponent("out.json").path
    let summary = directory.appendingPathComponent("summary.json").path
    let concurrency = 8
    let result = try EnrichProcess.run(
      [
        try input(in: directory), "-o", output, "--provider", "google", "-j", "\(concurrency)", "--summary",
        summary, "--no-open-status", "--no-cache",
      ],
      environment: environment(double, key: GoogleDouble.key))
    #expect(result.status == 3, "\(result.stderr)")
    let sent = try await double.requestCount("searchText")
    // Three answered, then at most the rows in flight when the first 403 arrived.
    #expect(sent >= 4 && sent <= 3 + concurrency, "\(sent) requests")
    let refused = sent - 3
    let rows = try #require(try json(output)["rows"] as? [[String: Any]])
    #expect(rows.count == 40)
    #expect(rows.filter { $0["status"] as? String == "skipped" }.count == 40 - 3)
    let written = try json(summary)
    let cost = try #require(written["estimatedCostUSD"] as? Double)
    // Text Search Pro: $32 per 1,000; only the three answered searches are priced.
    #expect(abs(cost - 3 * 0.032) < 1e-9, "cost \(cost) for \(sent) sent, \(refused) refused")
    #expect(result.stderr.contains("estimated cost: $0.10"))
  }
}
