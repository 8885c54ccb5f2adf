import Foundation
import Testing

/// Addresses written as Monaco, Spain and Italy write them, geocoded and matched through the
/// binary against a small extract with those conventions, and open status on Monaco's clock.
@Suite struct InternationalAddressTests {
  /// Quai Antoine 1er 6 (an address point), Boulevard des Moulins 12 bis, Calle Mayor 12, Via Roma 7;
  /// a café inside the building at Quai Antoine 1er 6 without its own address, open 09:00-10:00.
  static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <osm version="0.6">
      <node id="1" lat="43.7350" lon="7.4210"/><node id="2" lat="43.7360" lon="7.4230"/>
      <way id="100"><nd ref="1"/><nd ref="2"/><tag k="highway" v="primary"/><tag k="name" v="Quai Antoine 1er"/></way>
      <node id="3" lat="43.7380" lon="7.4250"/><node id="4" lat="43.7390" lon="7.4270"/>
      <way id="101"><nd ref="3"/><nd ref="4"/><tag k="highway" v="primary"/><tag k="name" v="Boulevard des Moulins"/></way>
      <node id="5" lat="43.7330" lon="7.4190"/><node id="6" lat="43.7335" lon="7.4195"/>
      <way id="102"><nd ref="5"/><nd ref="6"/><tag k="highway" v="residential"/><tag k="name" v="Calle Mayor"/></way>
      <node id="7" lat="43.7320" lon="7.4170"/><node id="8" lat="43.7325" lon="7.4175"/>
      <way id="103"><nd ref="7"/><nd ref="8"/><tag k="highway" v="residential"/><tag k="name" v="Via Roma"/></way>
      <node id="10" lat="43.7354" lon="7.4215"/><node id="11" lat="43.7354" lon="7.4219"/>
      <node id="12" lat="43.7357" lon="7.4219"/><node id="13" lat="43.7357" lon="7.4215"/>
      <way id="110"><nd ref="10"/><nd ref="11"/><nd ref="12"/><nd ref="13"/><nd ref="10"/><tag k="building" v="yes"/>
        <tag k="addr:street" v="Quai Antoine 1er"/><tag k="addr:housenumber" v="6"/>
        <tag k="addr:postcode" v="98000"/><tag k="addr:country" v="MC"/></way>
      <node id="20" lat="43.7385" lon="7.4260"><tag k="addr:street" v="Boulevard des Moulins"/>
        <tag k="addr:housenumber" v="12 bis"/><tag k="addr:country" v="MC"/></node>
      <node id="21" lat="43.7332" lon="7.4192"><tag k="addr:street" v="Calle Mayor"/><tag k="addr:housenumber" v="12"/></node>
      <node id="22" lat="43.7322" lon="7.4172"><tag k="addr:street" v="Via Roma"/><tag k="addr:housenumber" v="7"/></node>
      <node id="30" lat="43.7355" lon="7.4217"><tag k="amenity" v="cafe"/><tag k="name" v="Café du Port"/>
        <tag k="opening_hours" v="Mo-Su 09:00-10:00"/></node>
    </osm>
    """

  static func index() throws -> [String: String] {
    let directory = try EnrichProcess.temporaryDirectory()
    let extract = directory.appendingPathComponent("monaco-mini.osm").path
    try Data(xml.utf8).write(to: URL(fileURLWithPath: extract))
    let index = directory.appendingPathComponent("monaco-mini.sqlite").path
    let built = try EnrichProcess.run(["index", "build", extract, "-o", index, "--country", "MC"])
    #expect(built.status == 0, "\(built.stderr)")
    return ["ENRICH_INDEX": index]
  }

  static func rows(_ csv: String, _ extra: [String] = []) throws -> (EnrichProcess.Result, [[String: Any]]) {
    let environment = try index()
    let directory = try EnrichProcess.temporaryDirectory()
    let input = directory.appendingPathComponent("in.csv")
    try Data(csv.utf8).write(to: input)
    let result = try EnrichProcess.run(
      [input.path, "-o", "-", "--no-journal"] + extra, environment: environment)
    let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    return (result, document?["rows"] as? [[String: Any]] ?? [])
  }

  @Test func numberFirstCommaAndSuffixedAddressesFindTheirBuilding() throws {
    let (result, rows) = try Self.rows(
      """
      address
      6 Quai Antoine 1er
      "12 bis Bd des Moulins, 98000 Monaco"
      "Calle Mayor, 12"
      "C/ Mayor 12"
      "V. Roma, 7"
      "Quai Antoine 1er, 6"

      """, ["--no-open-status"])
    #expect(result.status == 0, "\(result.stderr)")
    let expected = [
      "Quai Antoine 1er", "Boulevard des Moulins", "Calle Mayor", "Calle Mayor", "Via Roma",
      "Quai Antoine 1er",
    ]
    let numbers = ["6", "12 bis", "12", "12", "7", "6"]
    #expect(rows.count == expected.count)
    for (index, row) in rows.enumerated() {
      let place = row["place"] as? [String: Any]
      let address = place?["address"] as? [String: Any]
      #expect(row["status"] as? String == "geocoded", "row \(index + 1): \(row)")
      #expect(address?["street"] as? String == expected[index], "row \(index + 1)")
      #expect(address?["houseNumber"] as? String == numbers[index], "row \(index + 1)")
      #expect(place?["locationType"] as? String == "ROOFTOP", "row \(index + 1)")
    }
  }

  /// The café has no address of its own: it takes its building's, so a branch check by address
  /// finds it; and it opens on Monaco's clock (09:30 local is 08:30 UTC in winter) without a
  /// warning about the time zone.
  @Test func aPlaceInheritsItsBuildingsAddressAndOpensOnMonacosClock() throws {
    let (result, rows) = try Self.rows(
      "name,address\nCafé du Port,6 Quai Antoine 1er\n", ["--at", "2026-12-07T08:30:00Z"])
    #expect(result.status == 0, "\(result.stderr)")
    let place = rows.first?["place"] as? [String: Any]
    #expect(rows.first?["status"] as? String == "matched", "\(rows)")
    #expect(place?["id"] as? String == "node/30")
    #expect((place?["address"] as? [String: Any])?["street"] as? String == "Quai Antoine 1er")
    #expect(place?["openStatus"] as? String == "open")
    #expect(place?["nextChange"] as? String == "2026-12-07T10:00:00+01:00")
    #expect(!result.stderr.contains("time zone"), "\(result.stderr)")
  }
}
