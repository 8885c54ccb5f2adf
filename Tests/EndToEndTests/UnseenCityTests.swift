import Foundation
import Testing

/// Matching in a language and address style the samples do not have (Catalan, street name
/// before the number, `Av.` for `Avinguda`, `C/` for `Carrer`), on a small hand-written OSM
/// extract indexed by the real binary: nothing in the matcher is tuned to it.
@Suite struct UnseenCityTests {
  static let extract = """
    <?xml version="1.0" encoding="UTF-8"?>
    <osm version="0.6">
      <node id="1" lat="42.5070" lon="1.5230"/><node id="2" lat="42.5080" lon="1.5250"/>
      <node id="3" lat="42.5060" lon="1.5200"/><node id="4" lat="42.5065" lon="1.5215"/>
      <way id="10"><nd ref="1"/><nd ref="2"/><tag k="highway" v="primary"/><tag k="name" v="Avinguda Meritxell"/></way>
      <way id="11"><nd ref="3"/><nd ref="4"/><tag k="highway" v="residential"/><tag k="name" v="Carrer Major"/></way>
      <node id="20" lat="42.5072" lon="1.5234"><tag k="addr:street" v="Avinguda Meritxell"/>
        <tag k="addr:housenumber" v="12"/></node>
      <node id="21" lat="42.5062" lon="1.5205"><tag k="addr:street" v="Carrer Major"/>
        <tag k="addr:housenumber" v="7"/></node>
      <node id="30" lat="42.50721" lon="1.52341"><tag k="amenity" v="pharmacy"/><tag k="name" v="Farmàcia Pons"/></node>
      <node id="31" lat="42.50621" lon="1.52051"><tag k="shop" v="supermarket"/><tag k="name" v="Pyrénées"/></node>
      <node id="32" lat="42.5500" lon="1.5600"><tag k="tourism" v="alpine_hut"/><tag k="name" v="Refugi de Sorteny"/></node>
      <node id="33" lat="42.5300" lon="1.5400"><tag k="amenity" v="shelter"/><tag k="name" v="Refugi de les Agols"/></node>
      <node id="34" lat="42.5075" lon="1.5240"><tag k="amenity" v="place_of_worship"/>
        <tag k="name" v="Església de Sant Esteve"/><tag k="name:es" v="Iglesia de San Esteban"/>
        <tag k="name:fr" v="Église Saint-Étienne"/></node>
      <node id="35" lat="42.5080" lon="1.5300"><tag k="leisure" v="park"/><tag k="name" v="Parc Central"/></node>
    </osm>
    """

  static let index = Result {
    let directory = try EnrichProcess.temporaryDirectory()
    let osm = directory.appendingPathComponent("valley.osm")
    try Data(extract.utf8).write(to: osm)
    let index = directory.appendingPathComponent("valley.sqlite").path
    let built = try EnrichProcess.run(["index", "build", osm.path, "-o", index, "--country", "AD"])
    guard built.status == 0 else { throw SampleIndex.BuildFailed(stderr: built.stderr) }
    return index
  }

  func search(_ text: String) throws -> [String: Any] {
    let result = try EnrichProcess.run(
      ["search", text, "--json", "--no-open-status"], environment: ["ENRICH_INDEX": try Self.index.get()])
    #expect(result.status == 0, "\(result.stderr)")
    return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
  }

  func matched(_ row: [String: Any]) -> String? {
    row["status"] as? String == "matched" ? (row["place"] as? [String: Any])?["id"] as? String : nil
  }

  @Test func placesWithoutAddressTagsAreConfirmedByTheAddressPointBesideThem() throws {
    #expect(matched(try search("Farmacia Pons, Av. Meritxell 12")) == "node/30")
    #expect(matched(try search("Farmàcia Pons, Avda. Meritxell, 12")) == "node/30")
    #expect(matched(try search("Pyrenees, C/ Major, 7")) == "node/31")
  }

  @Test func otherLanguagesOfTheNameAreMatched() throws {
    #expect(matched(try search("Iglesia de San Esteban")) == "node/34")
    #expect(matched(try search("Église Saint-Étienne")) == "node/34")
  }

  @Test func sharedTypeWordsAndArticlesAreNotAMatch() throws {
    #expect(matched(try search("Refugi de les Fonts")) == nil)
    #expect(matched(try search("Refugi de Coma Pedrosa")) == nil)
    #expect(matched(try search("Parc de la Ciutadella")) == nil)
    #expect(matched(try search("Refugi de les Agols")) == "node/33")
  }

  @Test func aBranchOnAStreetOutsideTheExtractIsNotTheLocalOne() throws {
    #expect(matched(try search("Pyrénées, Avinguda Diagonal 45, Barcelona")) == nil)
    #expect(matched(try search("Pyrénées, Carrer Major 7")) == "node/31")
  }
}
