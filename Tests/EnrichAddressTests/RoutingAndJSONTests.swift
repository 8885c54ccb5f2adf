import EnrichAddress
import EnrichCore
import Testing

@Suite("Routing and JSON")
struct RoutingAndJSONTests {
  @Test("A plain address goes to text search")
  func plainAddress() {
    let analysis = AddressAnalyzer.analyze("1 Infinite Loop, Cupertino, CA 95014")
    #expect(analysis.route == .textSearch)
    #expect(analysis.building == analysis.input)
    #expect(analysis.subpremise == nil && analysis.subpremiseKind == nil)
    #expect(!analysis.hyphenatedStreetNumber && !analysis.poBox)
  }

  @Test("A subpremise and a hyphenated number both appear in the reason")
  func bothReasons() {
    let analysis = AddressAnalyzer.analyze("37-12 Prince St Apt 5C, Flushing, NY 11354")
    #expect(analysis.route == .geocode)
    #expect(analysis.reason.contains("Apt 5C") && analysis.reason.contains("37-12"))
    #expect(analysis.building == "37-12 Prince St, Flushing, NY 11354")
  }

  @Test("Empty and blank input is analysed without failing", arguments: ["", "   ", ",,"])
  func blank(_ address: String) {
    let analysis = AddressAnalyzer.analyze(address)
    #expect(analysis.subpremise == nil)
    #expect(analysis.route == .textSearch)
  }

  @Test("JSON keeps the documented order and omits absent parts")
  func jsonShape() throws {
    let analysis = AddressAnalyzer.analyze("431 Marietta St NW Fl. 3")
    let members = try #require(analysis.jsonValue.objectValue)
    #expect(
      members.map(\.key) == [
        "input", "building", "subpremise", "subpremiseKind", "hyphenatedStreetNumber", "poBox", "route",
        "reason",
      ])
    #expect(analysis.jsonValue["subpremiseKind"] == .string("floor"))
    #expect(analysis.jsonValue["route"] == .string("geocode"))

    let plain = AddressAnalyzer.analyze("10 rue de Rivoli, 75004 Paris").jsonValue
    #expect(plain["subpremise"] == nil && plain["subpremiseKind"] == nil)
    #expect(plain["route"] == .string("text_search"))
  }

  @Test("Conscription kind serialises with its documented raw value")
  func conscriptionRawValue() {
    #expect(SubpremiseKind.conscriptionNumber.rawValue == "conscription_number")
    let json = AddressAnalyzer.analyze("Václavské náměstí 832/19, 110 00 Praha 1").jsonValue
    #expect(json["subpremiseKind"] == .string("conscription_number"))
  }
}
