import EnrichCore
import Testing

@testable import EnrichKit

@Suite("Cache keys")
struct CacheKeyTests {
  private func search(_ text: String, _ change: (inout TextSearchRequest) -> Void = { _ in }) -> CacheKey {
    var request = TextSearchRequest(textQuery: text)
    change(&request)
    return .searchText(request, provider: "local", fields: [])
  }

  @Test(
    "equivalent query texts share a key",
    arguments: [
      ("Café Regatta", "  café   REGATTA "),
      ("Café Regatta", "Cafe\u{301} Regatta"),  // decomposed é
      ("Merikannontie 10\tHelsinki", "merikannontie 10 helsinki"),
      ("Café Regatta", "Café\nRegatta"),
    ])
  func equivalentTexts(first: String, second: String) {
    #expect(search(first) == search(second))
  }

  @Test(
    "different queries get different keys",
    arguments: [("Café Regatta", "Cafe Regatta"), ("Kahvila 1", "Kahvila 2"), ("a b", "ab")])
  func differentTexts(first: String, second: String) {
    #expect(search(first) != search(second))
  }

  @Test func listsAreSortedAndLanguageRegionFieldsCount() {
    let base = search("x") { $0.priceLevels = [.moderate, .inexpensive] }
    #expect(base == search("x") { $0.priceLevels = [.inexpensive, .moderate] })
    #expect(search("x") { $0.languageCode = "FI" } == search("x") { $0.languageCode = "fi" })
    #expect(search("x") { $0.languageCode = "fi" } != search("x") { $0.languageCode = "sv" })
    #expect(search("x") { $0.regionCode = "fi" } != search("x"))
    #expect(search("x") { $0.languageCode = "" } == search("x"))
    #expect(search("x") { $0.maxResultCount = 3 } != search("x"))
    let request = TextSearchRequest(textQuery: "x")
    #expect(
      CacheKey.searchText(request, provider: "google", fields: ["rating", "id"])
        == CacheKey.searchText(request, provider: "google", fields: ["id", "rating"]))
    #expect(
      CacheKey.searchText(request, provider: "google", fields: ["id"])
        != CacheKey.searchText(request, provider: "google", fields: ["id", "rating"]))
    #expect(
      CacheKey.searchText(request, provider: "google", fields: [])
        != CacheKey.searchText(request, provider: "local", fields: []))
  }

  @Test func coordinatesAreRoundedToAboutAMetre() {
    func nearby(_ latitude: Double, _ longitude: Double, radius: Double = 50) -> CacheKey {
      .nearby(
        NearbyRequest(center: Coordinate(latitude: latitude, longitude: longitude), radius: radius),
        provider: "local", fields: [])
    }
    #expect(nearby(60.1698712, 24.9383791) == nearby(60.169871, 24.938379))
    #expect(nearby(60.16987, 24.93838) != nearby(60.16997, 24.93838))
    #expect(nearby(-0.000001, 0.000001) == nearby(0, 0))
    #expect(nearby(60.1, 24.9, radius: 50) != nearby(60.1, 24.9, radius: 100))
    var bias = TextSearchRequest(textQuery: "x")
    bias.locationBias = .circle(
      Circle(center: Coordinate(latitude: 60.10000001, longitude: 24.9), radius: 500))
    var same = TextSearchRequest(textQuery: "x")
    same.locationBias = .circle(Circle(center: Coordinate(latitude: 60.1, longitude: 24.9), radius: 500))
    #expect(
      CacheKey.searchText(bias, provider: "local", fields: [])
        == .searchText(same, provider: "local", fields: []))
  }

  @Test func geocodeComponentsAndAutocompleteSessions() {
    var first = GeocodeRequest(address: "Mannerheimintie 1")
    first.components = ["country": "FI", "postal_code": "00100"]
    var second = GeocodeRequest(address: "mannerheimintie  1")
    second.components = ["postal_code": "00100 ", "country": "fi"]
    #expect(
      CacheKey.geocode(first, provider: "local", fields: [])
        == .geocode(second, provider: "local", fields: []))
    second.components["country"] = "SE"
    #expect(
      CacheKey.geocode(first, provider: "local", fields: [])
        != .geocode(second, provider: "local", fields: []))

    var typing = AutocompleteRequest(input: "Cafe Reg")
    typing.sessionToken = "session-a"
    var other = AutocompleteRequest(input: "cafe reg")
    other.sessionToken = "session-b"
    #expect(CacheKey.autocomplete(typing, provider: "local") == .autocomplete(other, provider: "local"))
  }

  @Test func detailsKeepIDCaseAndSortFields() {
    let first = CacheKey.details(
      DetailsRequest(placeID: "ChIJab", fields: ["rating", "id"]), provider: "google")
    let second = CacheKey.details(
      DetailsRequest(placeID: "ChIJab", fields: ["id", "rating"]), provider: "google")
    let other = CacheKey.details(
      DetailsRequest(placeID: "ChIJAB", fields: ["id", "rating"]), provider: "google")
    #expect(first == second)
    #expect(first != other)
    #expect(first.description.hasPrefix("google|details|{"))
  }

  @Test(arguments: [
    "  Kappeli  Helsinki ", "KAPPELI\tHelsinki\r\nEsplanadi", "a\u{0B}b\u{0C}c", "x\u{1C}y\u{1F}z", "", "   ",
    "Mc Donald's, 00100", "A\u{0}B",
  ])
  func asciiTextNormalisesAsCharactersDo(text: String) {
    let byCharacters = text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ").lowercased()
    #expect(CacheKeyText.normalize(text) == byCharacters)
  }
}
