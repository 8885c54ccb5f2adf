import EnrichCore
import Foundation
import LocalProvider
import Testing

/// Places without their own address get the address of what contains or touches them, when
/// the index is built (`AddressInheritance`), and are then found and checked by it.
@Suite struct AddressInheritanceTests {
  /// A building with an address holding a café; a shop mapped as a vertex of that building; a
  /// restaurant mapped as an area with an entrance address point on it; a bakery inside a
  /// building without an address but with two address points, one near it; a kiosk in the open.
  static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <osm version="0.6">
      <node id="1" lat="43.7300" lon="7.4200"/><node id="2" lat="43.7300" lon="7.4210"/>
      <node id="3" lat="43.7310" lon="7.4210"/>
      <node id="4" lat="43.7310" lon="7.4200"><tag k="shop" v="clothes"/><tag k="name" v="Boutique Sur Le Coin"/></node>
      <way id="10"><nd ref="1"/><nd ref="2"/><nd ref="3"/><nd ref="4"/><nd ref="1"/><tag k="building" v="yes"/>
        <tag k="addr:street" v="Boulevard des Moulins"/><tag k="addr:housenumber" v="12 bis"/>
        <tag k="addr:postcode" v="98000"/><tag k="addr:city" v="Monaco"/></way>
      <node id="5" lat="43.7305" lon="7.4205"><tag k="amenity" v="cafe"/><tag k="name" v="Café du Centre"/></node>
      <node id="11" lat="43.7400" lon="7.4300"/><node id="12" lat="43.7400" lon="7.4310"/>
      <node id="13" lat="43.7410" lon="7.4310"/>
      <node id="14" lat="43.7410" lon="7.4300"><tag k="entrance" v="main"/>
        <tag k="addr:street" v="Rue Grimaldi"/><tag k="addr:housenumber" v="3"/></node>
      <way id="20"><nd ref="11"/><nd ref="12"/><nd ref="13"/><nd ref="14"/><nd ref="11"/>
        <tag k="amenity" v="restaurant"/><tag k="name" v="Le Grand Restaurant"/></way>
      <node id="21" lat="43.7500" lon="7.4400"/><node id="22" lat="43.7500" lon="7.4420"/>
      <node id="23" lat="43.7510" lon="7.4420"/><node id="24" lat="43.7510" lon="7.4400"/>
      <way id="30"><nd ref="21"/><nd ref="22"/><nd ref="23"/><nd ref="24"/><nd ref="21"/><tag k="building" v="yes"/></way>
      <node id="31" lat="43.7502" lon="7.4402"><tag k="addr:street" v="Rue Basse"/><tag k="addr:housenumber" v="1"/></node>
      <node id="32" lat="43.7508" lon="7.4418"><tag k="addr:street" v="Rue Basse"/><tag k="addr:housenumber" v="9"/></node>
      <node id="33" lat="43.7507" lon="7.4417"><tag k="shop" v="bakery"/><tag k="name" v="Boulangerie Lune"/></node>
      <node id="40" lat="43.7600" lon="7.4500"><tag k="shop" v="kiosk"/><tag k="name" v="Kiosque Isolé"/></node>
    </osm>
    """

  static func provider() throws -> LocalProvider {
    let directory = SharedIndex.directory + "/inheritance-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try Data(xml.utf8).write(to: URL(fileURLWithPath: directory + "/mini.osm"))
    try LocalIndexBuilder.build(extract: directory + "/mini.osm", output: directory + "/mini.sqlite")
    return try LocalProvider(indexPath: directory + "/mini.sqlite", metrics: ProviderMetrics())
  }

  func address(_ provider: LocalProvider, _ id: String) async throws -> PostalAddress? {
    try await provider.details(DetailsRequest(placeID: id, fields: []))?.address
  }

  @Test func placesTakeTheAddressAroundThem() async throws {
    let provider = try Self.provider()
    let cafe = try await address(provider, "node/5")
    #expect(cafe?.street == "Boulevard des Moulins")
    #expect(cafe?.houseNumber == "12 bis")
    #expect(cafe?.postcode == "98000")
    // On the building's outline: touches it.
    #expect(try await address(provider, "node/4")?.street == "Boulevard des Moulins")
    // An area's own entrance address point.
    let restaurant = try await address(provider, "way/20")
    #expect(restaurant?.street == "Rue Grimaldi")
    #expect(restaurant?.houseNumber == "3")
    // A building without an address: the address point inside it nearest the place.
    #expect(try await address(provider, "node/33")?.houseNumber == "9")
    // Nothing around it: no address is made up.
    #expect(try await address(provider, "node/40")?.street == nil)
  }

  @Test func anInheritedAddressIsSearchable() async throws {
    let provider = try Self.provider()
    let results = try await provider.searchText(
      TextSearchRequest(textQuery: "Café du Centre, 12 bis Bd des Moulins"))
    #expect(results.first?.place.id == "node/5")
    let byStreet = try await provider.searchText(
      TextSearchRequest(textQuery: "Boulangerie Lune, Rue Basse 9"))
    #expect(byStreet.first?.place.id == "node/33")
  }
}
