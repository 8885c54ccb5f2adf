import EnrichCore
import EnrichTestSupport
import Foundation
import Testing

/// Hindi through the Google provider, against the double serving a hand-written fixture of
/// shops named in Devanagari with English names beside them: `--language hi` is sent as
/// `languageCode` and the Devanagari `displayName`s it brings back are read and matched, from
/// rows typed in Devanagari (under Hindi headers) and in Latin letters.
@Suite struct GoogleHindiTests {
  static let fixture = EnrichProcess.packageRoot.appendingPathComponent("Tests/Doubles/places-hindi.json")
    .path

  func environment(_ double: GoogleDouble) -> [String: String] {
    [
      "GOOGLE_MAPS_API_KEY": GoogleDouble.key, "ENRICH_PLACES_ENDPOINT": double.baseURL,
      "ENRICH_GEOCODING_ENDPOINT": double.baseURL,
    ]
  }

  /// Runs `rows` (CSV text) with `options` and returns the output's rows.
  func run(_ rows: String, _ options: [String], double: GoogleDouble) throws -> [[String: Any]] {
    let directory = try EnrichProcess.temporaryDirectory()
    let input = directory.appendingPathComponent("दुकानें.csv")
    try Data(rows.utf8).write(to: input)
    let output = directory.appendingPathComponent("out.json").path
    let result = try EnrichProcess.run(
      [input.path, "-o", output, "--provider", "google", "--no-cache", "--no-open-status"] + options,
      environment: environment(double))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("name=नाम"), "\(result.stderr)")
    let data = try Data(contentsOf: URL(fileURLWithPath: output))
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return try #require(document["rows"] as? [[String: Any]])
  }

  static func names(_ rows: [[String: Any]]) -> [String?] {
    rows.map { ($0["place"] as? [String: Any])?["name"] as? String }
  }

  @Test func devanagariAndRomanisedRowsFindTheDevanagariNames() async throws {
    let double = try GoogleDouble(["--fixture", Self.fixture])
    let rows = try run(
      """
      नाम,पता,शहर
      गुलमोहर मिष्ठान भंडार,"52, जौहरी बाज़ार",जयपुर
      सरस्वती पुस्तक सदन,"118, चौड़ा रास्ता",जयपुर
      Kesar Chai Ghar,,Jaipur

      """, ["--language", "hi", "--region", "IN"], double: double)
    #expect(rows.map { $0["status"] as? String } == ["matched", "matched", "matched"], "\(rows)")
    #expect(Self.names(rows) == ["गुलमोहर मिष्ठान भंडार", "सरस्वती पुस्तक सदन", "केसर चाय घर"])
    let body = try #require(try await double.lastBody("searchText"))
    #expect(body["languageCode"]?.stringValue == "hi")
    #expect(body["regionCode"]?.stringValue == "IN")
  }

  @Test func anotherLanguageBringsTheNamesInThatLanguage() async throws {
    let double = try GoogleDouble(["--fixture", Self.fixture])
    let rows = try run(
      """
      नाम,शहर
      Gulmohar Mishthan Bhandar,Jaipur
      Saraswati Pustak Sadan,Jaipur

      """, ["--language", "en"], double: double)
    #expect(rows.map { $0["status"] as? String } == ["matched", "matched"], "\(rows)")
    #expect(Self.names(rows) == ["Gulmohar Mishthan Bhandar", "Saraswati Pustak Sadan"])
    #expect(try await double.lastBody("searchText")?["languageCode"]?.stringValue == "en")
  }
}
