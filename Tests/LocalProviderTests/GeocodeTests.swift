import EnrichCore
import Testing

@testable import LocalProvider

@Suite struct GeocodeTests {
  static func geocode(_ address: String, components: [String: String] = [:]) async throws -> Place? {
    var request = GeocodeRequest(address: address)
    request.components = components
    return try await SharedIndex.get().geocode(request).first
  }

  @Test(arguments: [
    "Aleksanterinkatu 15 B", "Aleksanterink. 15 B", "aleksanterinkatu 15b, 00100 Helsinki",
    "ALEKSANTERIN KATU 15 B",
  ])
  func findsAddressPointsWithLetterSuffix(_ address: String) async throws {
    let place = try #require(try await Self.geocode(address))
    #expect(place.id == "address/aleksanterinkatu/15b/00100")
    #expect(place.locationType == "ROOFTOP")
    #expect(place.partialMatch == nil)
    #expect(place.address?.houseNumber == "15 B")
    #expect(place.address?.unit == "6. krs")
    #expect(place.address?.countryCode == "FI")
  }

  @Test func keepsTheQueryUnitAsSubpremise() async throws {
    let place = try #require(try await Self.geocode("Mannerheimintie 20 A 5, 00100 Helsinki"))
    #expect(place.address?.street == "Mannerheimintie")
    #expect(place.address?.houseNumber == "20 A")
    #expect(place.address?.unit == "5")
    #expect(place.locationType == "ROOFTOP")
  }

  @Test func toleratesATypoInTheStreet() async throws {
    let place = try #require(try await Self.geocode("Mannerhemintie 14"))
    #expect(place.address?.street == "Mannerheimintie")
    #expect(place.address?.houseNumber == "14")
  }

  @Test func unknownNumberFallsBackToTheStreet() async throws {
    let place = try #require(try await Self.geocode("Bulevardi 999, Helsinki"))
    #expect(place.partialMatch == true)
    #expect(place.locationType == "GEOMETRIC_CENTER")
    #expect(place.address?.street == "Bulevardi")
    #expect(place.address?.houseNumber == nil)
    #expect(place.location != nil)
  }

  @Test func postcodeAloneIsApproximate() async throws {
    let place = try #require(try await Self.geocode("00120 Helsinki"))
    #expect(place.locationType == "APPROXIMATE")
    #expect(place.partialMatch == true)
    #expect(place.address?.postcode == "00120")
  }

  @Test func componentsAreUsed() async throws {
    let place = try #require(try await Self.geocode("15 B", components: ["route": "Aleksanterinkatu"]))
    #expect(place.id == "address/aleksanterinkatu/15b/00100")
  }

  /// An address answer names the address, never the OSM element that carries its tags: the
  /// address point of Bulevardi 9 is Café Ekberg's node, yet a flat there is not the café.
  @Test func anAddressAnswersIdNamesTheAddressNotTheElementCarryingIt() async throws {
    let flat = try #require(try await Self.geocode("Bulevardi 9 A 12, Helsinki"))
    #expect(flat.id == "address/bulevardi/9a/00120")
    let building = try #require(try await Self.geocode("Bulevardi 9"))
    #expect(building.id == "address/bulevardi/9/00120")
    let cafe = try await SharedIndex.get().details(DetailsRequest(placeID: "node/151006533", fields: []))
    #expect(cafe?.address?.houseNumber == "9")
    #expect(try await Self.geocode("Bulevardi 999")?.id == "street/bulevardi")
    #expect(try await Self.geocode("00120 Helsinki")?.id == "postcode/00120")
  }

  @Test(arguments: [
    ("bulevardi", "9 A", "00120", "address/bulevardi/9a/00120"),
    ("ludviginkatu", "3-5", nil, "address/ludviginkatu/3-5"),
    ("calle mayor", "12/2", "28013", "address/calle mayor/12-2/28013"),
    ("high street", "12", "SW1A 1AA", "address/high street/12/SW1A1AA"),
  ])
  func addressIDsAreReadableAndTellTownsApart(
    _ street: String, _ number: String, _ code: String?, _ id: String
  ) {
    #expect(LocalGeocoder.addressID(street: street, houseNumber: number, postcode: code) == id)
  }

  @Test func unknownAddressFindsNothing() async throws {
    #expect(try await Self.geocode("Qwxzzykatu 5") == nil)
  }
}

@Suite struct StreetAliasTests {
  @Test func swedishStreetNamesGeocode() async throws {
    let place = try #require(
      try await SharedIndex.get().geocode(GeocodeRequest(address: "Alexandersgatan 15 B, Helsingfors")).first)
    #expect(place.id == "address/aleksanterinkatu/15b/00100")
    #expect(place.locationType == "ROOFTOP")
  }

  @Test func swedishStreetNamesHelpTextSearch() async throws {
    let results = try await SharedIndex.get().searchText(
      TextSearchRequest(textQuery: "Espresso House, Alexandersg. 52"))
    #expect(results.first?.place.id == "node/6049453050")
  }
}

@Suite struct CityNameTests {
  @Test func aCityNameInAnotherLanguageIsNotTakenForAName() async throws {
    let results = try await SharedIndex.get().searchText(
      TextSearchRequest(textQuery: "Espresso House, Kaivokatu 8, Helsingfors"))
    #expect(results.first?.place.id == "node/5566807323")
    #expect((results.first?.score ?? 0) > 0.9)
  }
}

@Suite struct HouseNumberRangeTests {
  @Test func aNumberInsideARangeFindsTheBuilding() async throws {
    let place = try #require(
      try await SharedIndex.get().geocode(GeocodeRequest(address: "Mannerheimintie 16, Helsinki")).first)
    #expect(place.locationType == "ROOFTOP")
    #expect(place.address?.street == "Mannerheimintie")
  }

  @Test func chainsAtARangeAddressAreNotPenalised() async throws {
    let results = try await SharedIndex.get().searchText(
      TextSearchRequest(textQuery: "Espresso House, Mannerheimintie 18"))
    #expect(results.first?.place.id == "node/6139262620")
  }
}
