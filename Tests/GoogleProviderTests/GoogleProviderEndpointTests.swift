import EnrichCore
import EnrichSystem
import EnrichTestSupport
import Foundation
import Testing

@testable import GoogleProvider

/// Every endpoint and request option against the local double, checking both what went on
/// the wire (the double records the last request) and what came back.
@Suite("Google provider endpoints against the double")
struct GoogleProviderEndpointTests {
  static let strindberg = "ChIJx1m-7-2oe39trc3tnqoqd5A"
  static let center = Coordinate(latitude: 60.1679, longitude: 24.9461)

  @Test func textSearchSendsEveryOptionAsTheRealField() async throws {
    let double = try GoogleDouble()
    var configuration = double.configuration()
    configuration.regionCode = "FI"
    let provider = try GoogleProvider(configuration: configuration, metrics: ProviderMetrics())
    var request = TextSearchRequest(textQuery: "Café Strindberg")
    request.includedType = "cafe"
    request.strictTypeFiltering = true
    request.minRating = 4.5
    request.priceLevels = [.moderate, .inexpensive]
    request.rankPreference = .distance
    request.locationBias = .circle(Circle(center: Self.center, radius: 800))
    request.maxResultCount = 3
    request.languageCode = "fi"
    let results = try await provider.searchText(request)

    let body = try #require(try await double.lastBody("searchText"))
    #expect(body["textQuery"] == .string("Café Strindberg"))
    #expect(body["includedType"] == .string("cafe"))
    #expect(body["strictTypeFiltering"] == .bool(true))
    #expect(body["minRating"]?.doubleValue == 4.5)
    #expect(
      body["priceLevels"] == .array([.string("PRICE_LEVEL_MODERATE"), .string("PRICE_LEVEL_INEXPENSIVE")]))
    #expect(body["rankPreference"] == .string("DISTANCE"))
    #expect(body["locationBias"]?["circle"]?["radius"]?.doubleValue == 800)
    #expect(body["locationBias"]?["circle"]?["center"]?["latitude"]?.doubleValue == 60.1679)
    #expect(body["pageSize"]?.doubleValue == 3)
    #expect(body["maxResultCount"] == nil)
    #expect(body["languageCode"] == .string("fi"))
    #expect(body["regionCode"] == .string("FI"))
    #expect(body["openNow"] == nil)

    let headers = try #require(try await double.lastRequest("searchText")?["headers"])
    #expect(
      headers["X-Goog-FieldMask"]
        == .string(
          "places.id,places.displayName,places.formattedAddress,places.location,places.types,places.primaryType,places.businessStatus,places.attributions"
        ))
    #expect(headers["X-Goog-Api-Key"] == .string(GoogleDouble.key))

    let first = try #require(results.first)
    #expect(first.place.id == Self.strindberg)
    #expect(first.place.name == "Café Strindberg")
    #expect(first.place.formattedAddress == "Pohjoisesplanadi 33, 00130 Helsinki, Finland")
    #expect(first.place.types.first == "cafe")
    #expect(first.place.primaryType == "cafe")
    #expect(first.place.businessStatus == .operational)
    #expect(try #require(first.distanceMeters) < 50)
    // Fields outside the mask are not returned, so nothing lands in `extra` or `hours`.
    #expect(first.place.extra.isEmpty)
    #expect(first.place.hours == nil)
    #expect(first.place.phone == nil)
  }

  @Test func textSearchRestrictionAndOpenNow() async throws {
    let double = try GoogleDouble()
    let provider = try GoogleProvider(configuration: double.configuration(), metrics: ProviderMetrics())
    var request = TextSearchRequest(textQuery: "cafe")
    let box = Rectangle(
      low: Coordinate(latitude: 60.167, longitude: 24.940),
      high: Coordinate(latitude: 60.169, longitude: 24.947))
    request.locationRestriction = box
    request.openNow = true
    request.maxResultCount = 20
    let results = try await provider.searchText(request)
    let body = try #require(try await double.lastBody("searchText"))
    #expect(body["locationRestriction"]?["rectangle"]?["low"]?["longitude"]?.doubleValue == 24.94)
    #expect(body["locationRestriction"]?["rectangle"]?["high"]?["latitude"]?.doubleValue == 60.169)
    #expect(body["openNow"] == .bool(true))
    for result in results {
      #expect(box.contains(try #require(result.place.location)))
    }
  }

  @Test func extraFieldsExtendTheMaskAndLandInThePlace() async throws {
    let double = try GoogleDouble()
    var configuration = double.configuration()
    configuration.extraFields = [
      "rating", "places.websiteUri", "addressComponents", "regularOpeningHours", "utcOffsetMinutes",
    ]
    let provider = try GoogleProvider(configuration: configuration, metrics: ProviderMetrics())
    let results = try await provider.searchText(TextSearchRequest(textQuery: "Café Strindberg"))
    let mask = try #require(
      try await double.lastRequest("searchText")?["headers"]?["X-Goog-FieldMask"]?.stringValue)
    #expect(
      mask.hasSuffix(
        ",places.rating,places.websiteUri,places.addressComponents,places.regularOpeningHours,places.utcOffsetMinutes"
      ))
    let place = try #require(results.first?.place)
    #expect(place.extra.map(\.key) == ["rating"])
    #expect(place.website == "http://www.strindberg.fi/")
    #expect(place.address?.street == "Pohjoisesplanadi")
    #expect(place.address?.houseNumber == "33")
    #expect(place.address?.postcode == "00130")
    #expect(place.address?.city == "Helsinki")
    #expect(place.address?.countryCode == "FI")
    guard case .periods(let hours)? = place.hours else { throw ExpectedPeriods() }
    #expect(hours["regularOpeningHours"]?["periods"]?.arrayValue?.isEmpty == false)
    #expect(hours["utcOffsetMinutes"] != nil)
    #expect(hours["currentOpeningHours"] == nil)
  }

  @Test func unknownExtraFieldFailsAtStartUp() throws {
    var configuration = GoogleConfiguration(apiKey: "k")
    configuration.extraFields = ["ratings"]
    #expect(throws: ProviderError.self) {
      try GoogleProvider(configuration: configuration, metrics: ProviderMetrics())
    }
  }

  @Test func nearbySendsTheCircleTypesAndRanking() async throws {
    let double = try GoogleDouble()
    let provider = try GoogleProvider(configuration: double.configuration(), metrics: ProviderMetrics())
    var request = NearbyRequest(center: Self.center, radius: 300)
    request.includedTypes = ["cafe", "restaurant"]
    request.rankPreference = .distance
    request.maxResultCount = 4
    request.languageCode = "en"
    let results = try await provider.nearby(request)
    let body = try #require(try await double.lastBody("searchNearby"))
    #expect(body["locationRestriction"]?["circle"]?["radius"]?.doubleValue == 300)
    #expect(body["includedTypes"] == .array([.string("cafe"), .string("restaurant")]))
    #expect(body["rankPreference"] == .string("DISTANCE"))
    #expect(body["maxResultCount"]?.doubleValue == 4)
    #expect(body["languageCode"] == .string("en"))
    #expect(results.count == 4)
    let distances = results.compactMap(\.distanceMeters)
    #expect(distances == distances.sorted())
    #expect(distances.allSatisfy { $0 <= 300 })
    #expect(results.allSatisfy { !Set($0.place.types).isDisjoint(with: ["cafe", "restaurant"]) })
  }

  @Test func autocompleteWithSessionTokenAndOrigin() async throws {
    let double = try GoogleDouble()
    let provider = try GoogleProvider(configuration: double.configuration(), metrics: ProviderMetrics())
    var request = AutocompleteRequest(input: "Strindb")
    request.sessionToken = "3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b"
    request.origin = Self.center
    request.includedPrimaryTypes = ["cafe"]
    request.includedRegionCodes = ["fi"]
    request.locationBias = .circle(Circle(center: Self.center, radius: 2000))
    request.inputOffset = 7
    request.languageCode = "fi"
    request.regionCode = "FI"
    let suggestions = try await provider.autocomplete(request)
    let body = try #require(try await double.lastBody("autocomplete"))
    #expect(body["sessionToken"] == .string("3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b"))
    #expect(body["origin"]?["latitude"]?.doubleValue == 60.1679)
    #expect(body["includedPrimaryTypes"] == .array([.string("cafe")]))
    #expect(body["includedRegionCodes"] == .array([.string("fi")]))
    #expect(body["locationBias"]?["circle"]?["radius"]?.doubleValue == 2000)
    #expect(body["inputOffset"]?.doubleValue == 7)
    #expect(body["regionCode"] == .string("FI"))
    #expect(try await double.lastRequest("autocomplete")?["headers"]?["X-Goog-FieldMask"] == nil)
    let first = try #require(suggestions.first)
    #expect(first.placeID == Self.strindberg)
    #expect(first.mainText == "Café Strindberg")
    #expect(first.secondaryText == "Pohjoisesplanadi 33, 00130 Helsinki, Finland")
    #expect(first.matches == [5..<12])  // "Café " precedes the match
    #expect(try #require(first.distanceMeters) < 50)
    #expect(suggestions.count <= 5)
  }

  @Test func detailsAsksForExactlyTheFieldsNamed() async throws {
    let double = try GoogleDouble()
    var configuration = double.configuration()
    configuration.languageCode = "sv"
    let provider = try GoogleProvider(configuration: configuration, metrics: ProviderMetrics())
    let place = try #require(
      try await provider.details(DetailsRequest(placeID: Self.strindberg, fields: ["displayName", "rating"])))
    let last = try #require(try await double.lastRequest("details"))
    #expect(last["headers"]?["X-Goog-FieldMask"] == .string("id,displayName,rating"))
    #expect(last["path"] == .string("/v1/places/\(Self.strindberg)"))
    #expect(last["query"] == .string("languageCode=sv"))
    #expect(place.id == Self.strindberg)
    #expect(place.name == "Café Strindberg")
    #expect(place.extra.map(\.key) == ["rating"])
    #expect(place.location == nil)
  }

  @Test func detailsOfAnUnknownPlaceIsNilAndNotRetried() async throws {
    let double = try GoogleDouble()
    let metrics = ProviderMetrics()
    let provider = try GoogleProvider(configuration: double.configuration(), metrics: metrics)
    let missing = try await provider.details(
      DetailsRequest(placeID: "ChIJunknownAAAAAAAAAAAAAAA", fields: ["id"]))
    #expect(missing == nil)
    #expect(metrics.snapshot.requestsByKey["google.places.get"] == 1)
    #expect(metrics.snapshot.retries == 0)
    // A malformed ID is a row error (400), not "not found".
    let error = await #expect(throws: ProviderError.self) {
      _ = try await provider.details(DetailsRequest(placeID: "bad/id", fields: ["id"]))
    }
    #expect(error?.kind == .invalidRequest)
    #expect(error?.message.contains("Not a valid Place ID") == true)
  }

  @Test func openStatusFieldsComeFromOneDetailsCall() async throws {
    let double = try GoogleDouble()
    let metrics = ProviderMetrics()
    let provider = try GoogleProvider(configuration: double.configuration(), metrics: metrics)
    let found = try #require(
      try await provider.searchText(TextSearchRequest(textQuery: "Café Strindberg")).first)
    let request = try #require(provider.openStatusDetails(for: found.place))
    let enriched = provider.completingOpenStatus(found.place, with: try await provider.details(request))
    let mask = try await double.lastRequest("details")?["headers"]?["X-Goog-FieldMask"]?.stringValue
    #expect(
      mask
        == "id,businessStatus,utcOffsetMinutes,regularOpeningHours,currentOpeningHours,regularSecondaryOpeningHours,currentSecondaryOpeningHours,timeZone"
    )
    guard case .periods(let hours)? = enriched.hours else { throw ExpectedPeriods() }
    #expect(hours["utcOffsetMinutes"] != nil)
    #expect(hours["regularOpeningHours"]?["weekdayDescriptions"]?.arrayValue?.count == 7)
    #expect(hours["currentOpeningHours"]?["periods"] != nil)
    #expect(enriched.timeZone == "Europe/Helsinki")
    #expect(enriched.name == "Café Strindberg")
    // Already complete: no second call is asked for.
    #expect(provider.openStatusDetails(for: enriched) == nil)
    #expect(metrics.snapshot.requestsByKey["google.places.get"] == 1)
  }

  @Test func geocodeSendsEveryParameterAndDecodesTheResult() async throws {
    let double = try GoogleDouble()
    let provider = try GoogleProvider(configuration: double.configuration(), metrics: ProviderMetrics())
    var request = GeocodeRequest(address: "Pohjoisesplanadi 33 B 12, Helsinki")
    request.components = ["country": "FI", "postal_code": "00130"]
    request.bounds = Rectangle(
      low: Coordinate(latitude: 60.16, longitude: 24.93), high: Coordinate(latitude: 60.18, longitude: 24.96))
    request.region = "FI"
    request.language = "fi"
    let places = try await provider.geocode(request)
    let query = try #require(try await double.lastRequest("geocode")?["query"]?.stringValue)
    #expect(query.contains("address=Pohjoisesplanadi%2033%20B%2012%2C%20Helsinki"))
    #expect(query.contains("components=country%3AFI%7Cpostal_code%3A00130"))
    #expect(query.contains("bounds=60.16%2C24.93%7C60.18%2C24.96"))
    #expect(query.contains("region=fi"))
    #expect(query.contains("language=fi"))
    #expect(query.contains("key=\(GoogleDouble.key)"))
    let place = try #require(places.first)
    #expect(place.address?.unit == "B 12")
    #expect(place.address?.houseNumber == "33")
    #expect(place.address?.street == "Pohjoisesplanadi")
    #expect(place.address?.postcode == "00130")
    #expect(place.locationType == "ROOFTOP")
    #expect(place.partialMatch == false)
    #expect(place.types == ["subpremise"])
    #expect(place.id.hasPrefix("ChIJ"))
    #expect(place.extra.first?.key == "plusCode")
    #expect(try #require(place.location).distance(to: Self.center) < 100)
  }

  @Test func geocodePartialMatchAndZeroResults() async throws {
    let double = try GoogleDouble()
    let provider = try GoogleProvider(configuration: double.configuration(), metrics: ProviderMetrics())
    let street = try #require(
      try await provider.geocode(GeocodeRequest(address: "Pohjoisesplanadi 999")).first)
    #expect(street.partialMatch == true)
    #expect(street.locationType == "GEOMETRIC_CENTER")
    #expect(try await provider.geocode(GeocodeRequest(address: "Nonexistent Street 1, Nowhere")).isEmpty)
    var foreign = GeocodeRequest(address: "Pohjoisesplanadi 33")
    foreign.components = ["country": "SE"]
    #expect(try await provider.geocode(foreign).isEmpty)
  }

  @Test func invalidRequestsFailBeforeAnyRequestIsSent() async throws {
    let double = try GoogleDouble()
    let metrics = ProviderMetrics()
    let provider = try GoogleProvider(configuration: double.configuration(), metrics: metrics)
    var request = TextSearchRequest(textQuery: "cafe")
    request.maxResultCount = 40
    await #expect(throws: ProviderError.self) { _ = try await provider.searchText(request) }
    #expect(metrics.snapshot.totalRequests == 0)
  }
}

/// A Google place's hours must be structured periods.
struct ExpectedPeriods: Error {}
