import Foundation
import Testing

/// Maps and joins show only answers a user may trust: a row that is `low_confidence`,
/// `ambiguous` or `not_found` has no point and no answer columns (its candidates and the
/// geocoder's own columns stay), and an address answer carries an id of the address, never the
/// id of a business that happens to carry the address's tags.
@Suite(.serialized) struct TrustedAnswerTests {
  static let statuses = ["low_confidence", "ambiguous", "not_found", "geocoded", "matched"]

  /// One row per status, each with its own point in the input (a GeoJSON file): an invented
  /// café on a real street, a chain without an address, an invented café on an invented
  /// street, a flat in the building of Café Ekberg, and Café Ekberg.
  struct Enriched {
    let directory: URL
    init() throws {
      directory = try EnrichProcess.temporaryDirectory()
      let rows = [
        ("Cafe Kuunsilta", "Eteläranta 99"), ("Espresso House", ""), ("Cafe Qwxzzy", "Qwxzzykatu 5"),
        ("", "Bulevardi 9 A 12"), ("Cafe Ekberg", "Bulevardi 9"),
      ]
      let features = rows.map { name, address in
        """
        {"type":"Feature","geometry":{"type":"Point","coordinates":[24.945,60.169]},\
        "properties":{"name":"\(name)","address":"\(address)"}}
        """
      }
      let input = directory.appendingPathComponent("in.geojson")
      try Data(
        "{\"type\":\"FeatureCollection\",\"features\":[\(features.joined(separator: ","))]}".utf8
      ).write(to: input)
      var arguments = [input.path, "--at", "2026-12-06T10:00", "--no-journal"]
      for format in ["csv", "geojson", "gpkg", "kml", "json"] { arguments += ["-o", "out.\(format)"] }
      let result = try EnrichProcess.run(
        arguments, directory: directory, environment: try SampleIndex.environment())
      guard result.status == 0 else { throw EnrichProcess.Failure(description: result.stderr) }
    }
    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
  }

  /// OGR's features of `file`'s first layer: each one's properties and geometry (WKT or nil).
  static func features(_ file: String) throws -> [(properties: [String: Any], geometry: String?)] {
    let read = try ExternalTools.read("ogr-json", [file])
    let layer = try #require((read["layers"] as? [[String: Any]])?.first)
    let features = try #require(layer["features"] as? [[String: Any]])
    return features.map { (($0["properties"] as? [String: Any]) ?? [:], $0["geometry"] as? String) }
  }

  @Test func untrustedRowsHaveNoPointInAnyMapFormat() throws {
    let enriched = try Enriched()
    for file in ["out.geojson", "out.gpkg", "out.kml"] {
      let features = try Self.features(enriched.path(file))
      #expect(features.map { $0.properties["enrich_status"] as? String } == Self.statuses, "\(file)")
      #expect(features.map { $0.geometry == nil } == [true, true, true, false, false], "\(file)")
      #expect(features[4].geometry == "POINT (24.9377736 60.1647366)", "\(file)")
    }
  }

  /// The answer columns hold only the trusted answer; what the geocoder said for the invented
  /// café's street stays in its own columns, and the candidates in theirs.
  @Test func untrustedRowsPresentNoAnswer() throws {
    let enriched = try Enriched()
    let answer = [
      "enrich_place_id", "enrich_place_name", "enrich_formatted_address", "enrich_lat", "enrich_lng",
      "enrich_location_type", "enrich_partial_match",
    ]
    for file in ["out.gpkg", "out.geojson", "out.kml"] {
      let rows = try Self.features(enriched.path(file)).map(\.properties)
      for row in rows.prefix(3) {
        for name in answer { #expect(row[name] is NSNull, "\(file) \(row["enrich_status"] ?? "") \(name)") }
      }
      #expect(rows[0]["enrich_geocode_id"] as? String == "street/etelaranta", "\(file)")
      #expect(rows[0]["enrich_geocode_lat"] as? Double != nil, "\(file)")
      #expect(rows[1]["enrich_candidate1_name"] as? String == "Espresso House", "\(file)")
    }
    let csv = try ExternalTools.read("pandas-json", [enriched.path("out.csv")])
    let records = try #require(csv["records"] as? [[String: Any]])
    #expect(records.prefix(3).allSatisfy { $0["enrich_place_id"] is NSNull && $0["enrich_lat"] is NSNull })
  }

  /// The flat at Bulevardi 9 A 12 is geocoded to the building whose address point is Café
  /// Ekberg's node: its id names the address, so a join on ids keeps the flat and the café apart.
  @Test func anAddressAnswerCarriesTheAddressesIdNotTheCafes() throws {
    let enriched = try Enriched()
    let rows = try Self.features(enriched.path("out.gpkg")).map(\.properties)
    let cafe = try #require(rows[4]["enrich_place_id"] as? String)
    let flat = try #require(rows[3]["enrich_place_id"] as? String)
    #expect(cafe == "node/151006533")
    #expect(flat == "address/bulevardi/9a/00120")
    #expect(flat != cafe)
    #expect(rows[3]["enrich_geocode_id"] as? String == flat)
    #expect(rows[3]["enrich_unit"] as? String == "12")
    // The JSON rows say the same.
    let document = try JSONSerialization.jsonObject(
      with: Data(contentsOf: URL(fileURLWithPath: enriched.path("out.json"))))
    let json = try #require((document as? [String: Any])?["rows"] as? [[String: Any]])
    #expect((json[3]["place"] as? [String: Any])?["id"] as? String == flat)
  }
}
