import Foundation
import Testing

/// Hindi end to end through the binary, on a hand-written extract: Devanagari names found by
/// Devanagari and romanised text and prefixes, `name:hi` shown with `--language hi`, and a
/// batch with Hindi column headers.
@Suite struct HindiEndToEndTests {
  static let extract = """
    <?xml version="1.0" encoding="UTF-8"?>
    <osm version="0.6" generator="HindiEndToEndTests">
      <node id="1" version="1" lat="26.4500" lon="75.9400">
        <tag k="amenity" v="restaurant"/><tag k="name" v="शर्मा ढाबा"/>
        <tag k="addr:street" v="स्टेशन रोड"/><tag k="addr:housenumber" v="12"/>
        <tag k="addr:city" v="चंदनपुर"/><tag k="addr:postcode" v="305001"/>
      </node>
      <node id="2" version="1" lat="26.4510" lon="75.9410">
        <tag k="shop" v="chemist"/><tag k="name" v="Chandni Medical Store"/>
        <tag k="name:hi" v="चांदनी मेडिकल स्टोर"/><tag k="addr:street" v="Station Road"/>
        <tag k="addr:housenumber" v="14"/><tag k="addr:city" v="Chandanpur"/>
      </node>
      <node id="3" version="1" lat="26.4520" lon="75.9420">
        <tag k="amenity" v="place_of_worship"/><tag k="religion" v="hindu"/>
        <tag k="name" v="हनुमान मंदिर"/><tag k="name:en" v="Hanuman Temple"/>
      </node>
      <node id="4" version="1" lat="26.4530" lon="75.9430">
        <tag k="addr:street" v="सदर बाज़ार"/><tag k="addr:housenumber" v="40"/>
        <tag k="addr:city" v="चंदनपुर"/>
      </node>
    </osm>
    """

  static func environment() throws -> [String: String] {
    let directory = try EnrichProcess.temporaryDirectory()
    let extract = directory.appendingPathComponent("hindi.osm")
    try Data(Self.extract.utf8).write(to: extract)
    let index = directory.appendingPathComponent("hindi.sqlite").path
    let build = try EnrichProcess.run(["index", "build", extract.path, "-o", index])
    #expect(build.status == 0, "\(build.stderr)")
    return ["ENRICH_INDEX": index, "XDG_CACHE_HOME": directory.path]
  }

  /// The rows of a batch run of `csv` (saved as `name`) on the extract, NDJSON out.
  static func batch(_ csv: String, named name: String) throws -> [[String: Any]] {
    let environment = try environment()
    let directory = try EnrichProcess.temporaryDirectory()
    let input = directory.appendingPathComponent(name)
    try Data(csv.utf8).write(to: input)
    let output = directory.appendingPathComponent("out.ndjson").path
    let result = try EnrichProcess.run(
      [input.path, "-o", output, "--no-journal", "--no-open-status"], environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    return try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n").map {
      try json(String($0))
    }
  }

  static func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func romanisedAndDevanagariSearchesFindTheDevanagariName() throws {
    let environment = try Self.environment()
    for query in ["Sharma Dhaba", "शर्मा ढाबा", "Sharma Dhaba, 12, Station Road"] {
      let result = try EnrichProcess.run(["search", query], environment: environment)
      #expect(result.status == 0, "\(result.stderr)")
      let row = try Self.json(result.stdout)
      #expect(row["status"] as? String == "matched", "\(query): \(result.stdout)")
      let place = row["place"] as? [String: Any]
      #expect(place?["id"] as? String == "node/1", "\(query)")
    }
  }

  @Test func suggestCompletesDevanagariAndRomanisedPrefixes() throws {
    let environment = try Self.environment()
    for prefix in ["शर्मा", "Sharm"] {
      let result = try EnrichProcess.run(["suggest", prefix], environment: environment)
      #expect(result.status == 0, "\(result.stderr)")
      let suggestions = try #require(try Self.json(result.stdout)["suggestions"] as? [[String: Any]])
      #expect(suggestions.first?["mainText"] as? String == "शर्मा ढाबा", "\(prefix): \(result.stdout)")
    }
  }

  @Test func languageHiShowsTheHindiName() throws {
    let environment = try Self.environment()
    let result = try EnrichProcess.run(
      ["search", "Chandni Medical Store", "--language", "hi"], environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    let place = try #require(try Self.json(result.stdout)["place"] as? [String: Any])
    #expect(place["name"] as? String == "चांदनी मेडिकल स्टोर")
  }

  @Test func aStreetNamedInDevanagariIsGeocodedFromItsLatinSpelling() throws {
    let rows = try Self.batch(
      "address,city\n\"40, Sadar Bazaar\",Chandanpur\n\"40, Sadar Bazar\",\n\"40, सदर बाज़ार\",\n",
      named: "addresses.csv")
    #expect(rows.map { $0["status"] as? String } == ["geocoded", "geocoded", "geocoded"], "\(rows)")
    for row in rows {
      let address = (row["place"] as? [String: Any])?["address"] as? [String: Any]
      #expect(address?["street"] as? String == "सदर बाज़ार", "\(row)")
      #expect(address?["houseNumber"] as? String == "40", "\(row)")
    }
  }

  @Test func aBatchWithHindiHeadersIsMatched() throws {
    let rows = try Self.batch(
      "नाम,पता,शहर,पिन कोड\nशर्मा ढाबा,\"12, स्टेशन रोड\",चंदनपुर,305001\nHanuman Temple,,Chandanpur,\n",
      named: "दुकानें.csv")
    #expect(rows.count == 2)
    #expect(rows.map { $0["status"] as? String } == ["matched", "matched"], "\(rows)")
    #expect(rows.map { ($0["place"] as? [String: Any])?["id"] as? String } == ["node/1", "node/3"])
  }
}
