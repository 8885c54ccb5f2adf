import EnrichCore
import LocalProvider
import Testing

/// Every invalid request fails with `invalid_request` before touching the index.
@Suite struct ValidationTests {
  static let valid = Coordinate(latitude: 60.17, longitude: 24.94)
  static let box = Rectangle(low: valid, high: Coordinate(latitude: 60.18, longitude: 24.95))

  static let textSearches: [(String, @Sendable (inout TextSearchRequest) -> Void)] = [
    ("empty query", { $0.textQuery = "  " }),
    (
      "bias and restriction",
      {
        $0.locationBias = .rectangle(box)
        $0.locationRestriction = box
      }
    ),
    ("maxResultCount 0", { $0.maxResultCount = 0 }),
    ("maxResultCount 21", { $0.maxResultCount = 21 }),
    ("minRating 6", { $0.minRating = 6 }),
    ("popularity", { $0.rankPreference = .popularity }),
    ("strict without type", { $0.strictTypeFiltering = true }),
    ("bad type", { $0.includedType = "Coffee Shop" }),
    ("bad language", { $0.languageCode = "en us!" }),
    ("bad region", { $0.regionCode = "FIN" }),
    ("radius too large", { $0.locationBias = .circle(Circle(center: valid, radius: 60_000)) }),
    ("negative radius", { $0.locationBias = .circle(Circle(center: valid, radius: -1)) }),
    (
      "bad latitude",
      { $0.locationBias = .circle(Circle(center: Coordinate(latitude: 91, longitude: 0), radius: 10)) }
    ),
    (
      "empty rectangle",
      {
        $0.locationRestriction = Rectangle(
          low: Coordinate(latitude: 61, longitude: 24), high: Coordinate(latitude: 60, longitude: 25))
      }
    ),
    (
      "wider than 180°",
      {
        $0.locationRestriction = Rectangle(
          low: Coordinate(latitude: 0, longitude: 10), high: Coordinate(latitude: 1, longitude: 0))
      }
    ),
  ]

  @Test(arguments: textSearches.indices)
  func textSearch(_ index: Int) async throws {
    var request = TextSearchRequest(textQuery: "Kappeli")
    Self.textSearches[index].1(&request)
    await Self.expectInvalid(Self.textSearches[index].0) {
      _ = try await SharedIndex.get().searchText(request)
    }
  }

  @Test func antimeridianRectangleIsValid() async throws {
    var request = TextSearchRequest(textQuery: "Kappeli")
    request.locationRestriction = Rectangle(
      low: Coordinate(latitude: -10, longitude: 170), high: Coordinate(latitude: 10, longitude: -170))
    #expect(try await SharedIndex.get().searchText(request).isEmpty)
  }

  static let nearbies: [(String, @Sendable (inout NearbyRequest) -> Void)] = [
    ("radius 0", { $0.radius = 0 }),
    ("radius 50001", { $0.radius = 50_001 }),
    ("maxResultCount 21", { $0.maxResultCount = 21 }),
    ("relevance", { $0.rankPreference = .relevance }),
    ("bad type", { $0.includedTypes = ["Café"] }),
    ("51 types", { $0.includedTypes = Array(repeating: "cafe", count: 51) }),
    ("bad center", { $0.center = Coordinate(latitude: 0, longitude: 181) }),
  ]

  @Test(arguments: nearbies.indices)
  func nearby(_ index: Int) async throws {
    var request = NearbyRequest(center: Self.valid, radius: 100)
    Self.nearbies[index].1(&request)
    await Self.expectInvalid(Self.nearbies[index].0) { _ = try await SharedIndex.get().nearby(request) }
  }

  static let autocompletes: [(String, @Sendable (inout AutocompleteRequest) -> Void)] = [
    ("empty input", { $0.input = "" }),
    ("offset past the end", { $0.inputOffset = 99 }),
    ("negative offset", { $0.inputOffset = -1 }),
    ("six types", { $0.includedPrimaryTypes = ["cafe", "bar", "pub", "museum", "bank", "hotel"] }),
    ("(regions) with another type", { $0.includedPrimaryTypes = ["(regions)", "cafe"] }),
    ("sixteen regions", { $0.includedRegionCodes = Array(repeating: "FI", count: 16) }),
    ("bad region", { $0.includedRegionCodes = ["Finland"] }),
    ("bad session token", { $0.sessionToken = "not a token!" }),
    (
      "bias and restriction",
      {
        $0.locationBias = .rectangle(box)
        $0.locationRestriction = .rectangle(box)
      }
    ),
    ("bad origin", { $0.origin = Coordinate(latitude: -95, longitude: 0) }),
  ]

  @Test(arguments: autocompletes.indices)
  func autocomplete(_ index: Int) async throws {
    var request = AutocompleteRequest(input: "kapp")
    Self.autocompletes[index].1(&request)
    await Self.expectInvalid(Self.autocompletes[index].0) {
      _ = try await SharedIndex.get().autocomplete(request)
    }
  }

  @Test func geocodeAndDetails() async throws {
    await Self.expectInvalid("empty address") {
      _ = try await SharedIndex.get().geocode(GeocodeRequest(address: " "))
    }
    await Self.expectInvalid("bad region") {
      var request = GeocodeRequest(address: "Bulevardi 1")
      request.region = "fin"
      _ = try await SharedIndex.get().geocode(request)
    }
    for id in ["123", "node/abc", "place/1", "ChIJN1t_tDeuEmsRUsoyG83frY4"] {
      await Self.expectInvalid("details \(id)") {
        _ = try await SharedIndex.get().details(DetailsRequest(placeID: id, fields: []))
      }
    }
  }

  static func expectInvalid(_ label: String, _ body: () async throws -> Void) async {
    do {
      try await body()
      Issue.record("\(label): no error")
    } catch let error as ProviderError {
      #expect(error.kind == .invalidRequest, "\(label): \(error)")
      #expect(!error.message.isEmpty)
    } catch {
      Issue.record("\(label): unexpected \(error)")
    }
  }
}
