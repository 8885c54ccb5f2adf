import EnrichCore
import LocalProvider
import Testing

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
    #expect(place.id == "node/319515048")
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
    #expect(place.id == "node/319515048")
  }

  @Test func unknownAddressFindsNothing() async throws {
    #expect(try await Self.geocode("Qwxzzykatu 5") == nil)
  }
}

@Suite struct StreetAliasTests {
  @Test func swedishStreetNamesGeocode() async throws {
    let place = try #require(
      try await SharedIndex.get().geocode(GeocodeRequest(address: "Alexandersgatan 15 B, Helsingfors")).first)
    #expect(place.id == "node/319515048")
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
