import EnrichCore
import EnrichTestSupport
import Foundation
import Testing

/// The google provider through the real binary against the local double of both APIs.
@Suite(.serialized) struct GooglePipelineTests {
  func environment(_ double: GoogleDouble, key: String = GoogleDouble.key) -> [String: String] {
    [
      "GOOGLE_MAPS_API_KEY": key, "ENRICH_PLACES_ENDPOINT": double.baseURL,
      "ENRICH_GEOCODING_ENDPOINT": double.baseURL,
    ]
  }

  func document(_ path: String) throws -> [String: Any] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func theSampleSpreadsheetThroughGoogle() async throws {
    let double = try GoogleDouble()
    let directory = try EnrichProcess.temporaryDirectory()
    let output = directory.appendingPathComponent("out.json").path
    let csv = directory.appendingPathComponent("out.csv").path
    let result = try EnrichProcess.run(
      [
        EnrichProcess.samples("places.csv"), "-o", output, "-o", csv, "--provider", "google", "--at",
        "2026-12-06T10:00",
      ],
      environment: environment(double))
    #expect(result.status == 0, "\(result.stderr)")
    let json = try document(output)
    #expect(json["provider"] as? String == "google")
    let attributions = try #require(json["attributions"] as? [[String: Any]])
    #expect(attributions.contains { $0["text"] as? String == "Google Maps" })
    let rows = try #require(json["rows"] as? [[String: Any]])
    #expect(rows.count == 30)
    let first = try #require(rows[0]["place"] as? [String: Any])
    #expect(rows[0]["status"] as? String == "matched")
    #expect(first["name"] as? String == "Fazer Café")
    #expect(!(first["id"] as? String ?? "node/").hasPrefix("node/"))
    #expect(["open", "closed", "unknown"].contains(first["openStatus"] as? String))
    #expect(rows[22]["status"] as? String == "geocoded")  // Bulevardi 9 A 12: the unit goes to the geocoder
    // Third-party credits of a place travel with it (Google's terms require showing them).
    let kappeli = try #require(rows[2]["place"] as? [String: Any])
    let credits = try #require(kappeli["attributions"] as? [[String: Any]])
    #expect(credits.first?["provider"] as? String == "Example Listings Oy")
    // CSV lines end in CRLF, which Swift reads as one Character.
    let kappeliLine = try String(contentsOfFile: csv, encoding: .utf8).components(separatedBy: "\r\n")
      .first { $0.hasPrefix("3,Kappeli,") }
    #expect(kappeliLine?.contains("Google Maps; Example Listings Oy") == true)
    #expect(rows[24]["method"] as? String == "nearby")
    // The search mask is derived from what is written: never `*`.
    let mask = try await double.lastRequest("searchText")?["headers"]?["X-Goog-FieldMask"]?.stringValue
    #expect(mask?.contains("places.displayName") == true)
    #expect(mask?.contains("*") == false)
    // The hours came with the searches (one Text Search Enterprise request is cheaper than Text
    // Search Pro and a Place Details call after it): no Details call was made.
    #expect(try await double.requestCount("details") == 0)
    #expect(mask?.contains("places.regularOpeningHours") == true)
    let billing = try await double.stats()["billing"]
    #expect(billing?["Text Search Enterprise"]?.doubleValue == 27)
  }

  @Test func aBadKeyStopsTheRunAtOnceWithStatus3AndTheKeyIsNeverShown() async throws {
    let double = try GoogleDouble()
    let directory = try EnrichProcess.temporaryDirectory()
    let output = directory.appendingPathComponent("out.json").path
    let wrongKey = "AIzaWrongKey-zzzzzzzzzzzzzzzzzzzzzzzzzzzz"
    let result = try EnrichProcess.run(
      [EnrichProcess.samples("places.csv"), "-o", output, "--provider", "google", "-j", "1"],
      environment: environment(double, key: wrongKey))
    #expect(result.status == 3, "\(result.stderr)")
    #expect(result.stderr.contains("enrich: error:"))
    let requests = try await double.requestCount("searchText") + double.requestCount("geocode")
    #expect(requests == 1)
    let written = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    #expect(!result.stderr.contains(wrongKey))
    #expect(!written.contains(wrongKey))
  }

  @Test func theKeyNeverReachesOutputsLogsOrTheCache() async throws {
    let double = try GoogleDouble()
    let directory = try EnrichProcess.temporaryDirectory()
    let cache = directory.appendingPathComponent("cache.sqlite").path
    let outputs = ["out.json", "out.csv", "out.kml"].map { directory.appendingPathComponent($0).path }
    let result = try EnrichProcess.run(
      [EnrichProcess.samples("places.csv"), "--provider", "google", "--cache", cache, "--log-format", "json"]
        + outputs.flatMap { ["-o", $0] },
      environment: environment(double))
    #expect(result.status == 0, "\(result.stderr)")
    for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
      let data = try Data(contentsOf: directory.appendingPathComponent(file))
      #expect(data.range(of: Data(GoogleDouble.key.utf8)) == nil, "\(file) holds the key")
    }
    #expect(!result.stderr.contains(GoogleDouble.key))
    #expect(!result.stdout.contains(GoogleDouble.key))
  }

  @Test func duplicateRowsShareOneRequestAndAReRunCostsNothing() async throws {
    let double = try GoogleDouble()
    let directory = try EnrichProcess.temporaryDirectory()
    let input = directory.appendingPathComponent("in.csv")
    var text = "name,address\n"
    for copy in 0..<10 {
      text += "Kappeli,Eteläesplanadi 1\nGaijin,Bulevardi 6\nCafe Ekberg \(copy),Bulevardi 9\n"
    }
    try Data(text.utf8).write(to: input)
    let cache = directory.appendingPathComponent("cache.sqlite").path
    let arguments = [
      input.path, "-o", directory.appendingPathComponent("out.json").path, "--provider", "google",
      "--cache", cache, "--no-open-status",
    ]
    #expect(try EnrichProcess.run(arguments, environment: environment(double)).status == 0)
    #expect(try await double.requestCount("searchText") == 12)  // 2 shared + 10 distinct
    try await double.reset()
    let again = try EnrichProcess.run(arguments, environment: environment(double))
    #expect(again.status == 0, "\(again.stderr)")
    #expect(try await double.requestCount("searchText") == 0)
    #expect(again.stderr.contains("cache hits"))
  }

  @Test func aCascadeAsksGoogleOnlyForWhatTheLocalIndexCouldNotAnswer() async throws {
    let double = try GoogleDouble()
    let directory = try EnrichProcess.temporaryDirectory()
    let input = directory.appendingPathComponent("in.csv")
    try Data("name,address\nKappeli,Eteläesplanadi 1\nNo Such Place Anywhere,Nowhere Road 99\n".utf8).write(
      to: input)
    var env = environment(double)
    env["ENRICH_INDEX"] = try SampleIndex.path()
    let result = try EnrichProcess.run(
      [input.path, "-o", "-", "--provider", "local,google", "--no-open-status"], environment: env)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try await double.requestCount("searchText") == 1)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let rows = try #require(json["rows"] as? [[String: Any]])
    #expect(rows[0]["provider"] as? String == "local")
    #expect((json["attributions"] as? [[String: Any]])?.count == 2)
  }

  @Test func dryRunMakesNoRequest() async throws {
    let double = try GoogleDouble()
    let result = try EnrichProcess.run(
      [
        EnrichProcess.samples("places.csv"), "-o", "/tmp/never-written.json", "--provider", "google",
        "--dry-run",
      ],
      environment: environment(double))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("google.places:searchText: 27 requests"))
    #expect(result.stderr.contains("estimated cost: $"))
    #expect(try await double.requestCount("searchText") == 0)
    #expect(!FileManager.default.fileExists(atPath: "/tmp/never-written.json"))
  }
}
