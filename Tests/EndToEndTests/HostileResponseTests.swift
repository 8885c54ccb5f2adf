import EnrichTestSupport
import Foundation
import Testing

/// A broken or hostile server behind the Google endpoints, through the real binary: every
/// oversized, endless, dripping or absurdly nested answer ends its row as `failed` with the
/// reason, under a hard memory cap, and the run goes on with the other rows.
@Suite(.serialized) struct HostileResponseTests {
  /// 1 GiB of heap: the 2 GiB gzip bomb alone would not fit, a capped run needs far less.
  static let memoryLimitKB = 1 << 20

  func environment(_ double: GoogleDouble) -> [String: String] {
    [
      "GOOGLE_MAPS_API_KEY": GoogleDouble.key, "ENRICH_PLACES_ENDPOINT": double.baseURL,
      "ENRICH_GEOCODING_ENDPOINT": double.baseURL,
    ]
  }

  func rows(_ path: String) throws -> [[String: Any]] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return try #require(json["rows"] as? [[String: Any]])
  }

  /// Runs `faults` (scripted in order on Text Search) then two normal rows, one row at a time
  /// so the scripted answers meet the rows in order, and checks each fault row failed with its
  /// reason while the normal rows matched.
  func expectEachFailsOnlyItsRow(
    _ faults: [(fault: String, code: String, reason: String)], timeoutSeconds: Int
  ) async throws {
    let double = try GoogleDouble()
    try await double.script(faults.map(\.fault), endpoint: "searchText")
    let directory = try EnrichProcess.temporaryDirectory()
    let input = directory.appendingPathComponent("in.csv")
    var text = "name,address\n"
    for index in faults.indices { text += "Hostile \(index + 1),Mannerheimintie \(index + 1)\n" }
    text += "Kappeli,Eteläesplanadi 1\nGaijin,Bulevardi 6\n"
    try Data(text.utf8).write(to: input)
    let output = directory.appendingPathComponent("out.json").path
    let result = try EnrichProcess.run(
      [
        input.path, "-o", output, "--provider", "google", "--no-cache", "--no-open-status", "-j", "1",
        "--timeout", String(timeoutSeconds), "--retries", "0",
      ],
      environment: environment(double), limits: .memory(kilobytes: Self.memoryLimitKB))
    #expect(result.status == 1, "\(result.stderr)")
    let rows = try rows(output)
    #expect(rows.count == faults.count + 2)
    #expect(rows.map { $0["row"] as? Int } == Array(1...(faults.count + 2)))
    for (row, fault) in zip(rows, faults) {
      #expect(row["status"] as? String == "failed", "\(fault.fault): \(row)")
      let error = row["error"] as? [String: Any]
      #expect(error?["code"] as? String == fault.code, "\(fault.fault)")
      #expect(
        (error?["message"] as? String)?.contains(fault.reason) == true,
        "\(fault.fault): \(String(describing: error))")
    }
    #expect(rows[faults.count]["status"] as? String == "matched")
    #expect(rows[faults.count + 1]["status"] as? String == "matched")
    #expect(result.stderr.contains("matched 2, failed \(faults.count)"))
    #expect(try await double.requestCount("searchText") == faults.count + 2)
  }

  /// Answers too big or too deep: each is refused by its limit, whatever the machine's speed
  /// (the timeout is far beyond what reading 32 MiB over loopback takes).
  @Test func eachOversizedAnswerFailsOnlyItsRow() async throws {
    let decoded = "over the 33554432 bytes (32 MiB) limit once decoded"
    let aborted = "body over the 33554432 bytes (32 MiB) limit; transfer aborted"
    try await expectEachFailsOnlyItsRow(
      [
        ("gzip_bomb", "bad_response", decoded), ("endless", "bad_response", decoded),
        ("gzip_flood", "bad_response", aborted), ("huge_length", "bad_response", aborted),
        ("huge_headers", "bad_response", "headers over the 262144 bytes (256 KiB) limit"),
        ("deep_json", "bad_response", "nesting deeper than 256 levels"),
      ], timeoutSeconds: 300)
  }

  /// An answer that never ends (a byte now and then) is ended by the timeout; no retries.
  @Test func aDrippingAnswerTimesOutOnlyItsRow() async throws {
    try await expectEachFailsOnlyItsRow([("drip", "unavailable", "timed out")], timeoutSeconds: 2)
  }

  @Test func theLimitIsASettingAndANormalAnswerUnderItPasses() async throws {
    let double = try GoogleDouble()
    let directory = try EnrichProcess.temporaryDirectory()
    let input = directory.appendingPathComponent("in.csv")
    try Data("name,address\nKappeli,Eteläesplanadi 1\n".utf8).write(to: input)
    let output = directory.appendingPathComponent("out.json").path
    let arguments = [
      input.path, "-o", output, "--provider", "google", "--no-cache", "--no-open-status", "--retries", "0",
    ]
    // A real search answer is a few KB: a 1 KiB limit refuses it, the default takes it.
    let tight = try EnrichProcess.run(
      arguments + ["--max-response-size", "1K", "--allow-empty"], environment: environment(double))
    #expect(tight.status == 1, "\(tight.stderr)")
    let refused = try rows(output)
    #expect(refused.count == 1)
    let message = (refused[0]["error"] as? [String: Any])?["message"] as? String ?? ""
    #expect(message.contains("1024 bytes (1 KiB) limit"), "\(message)")
    #expect(message.contains("--max-response-size"))
    let roomy = try EnrichProcess.run(arguments, environment: environment(double))
    #expect(roomy.status == 0, "\(roomy.stderr)")
    #expect(try rows(output)[0]["status"] as? String == "matched")
    // A size that is not one: CommandLineTests (exit 64 through the binary) and
    // EnrichCLITests.ParsedArgumentsTests (every spelling).
  }
}
