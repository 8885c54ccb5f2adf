import EnrichCore
import LocalProvider
import Testing

@Suite struct NearbyAndAutocompleteTests {
  static let center = Coordinate(latitude: 60.1675, longitude: 24.9427)

  @Test func nearbyByDistanceIsSortedAndWithinRadius() async throws {
    var request = NearbyRequest(center: Self.center, radius: 150)
    request.rankPreference = .distance
    request.maxResultCount = 20
    let results = try await SharedIndex.get().nearby(request)
    #expect(results.count > 5)
    let distances = results.compactMap(\.distanceMeters)
    #expect(distances == distances.sorted())
    #expect(distances.allSatisfy { $0 <= 150 })
  }

  @Test func nearbyByPopularityIsSortedByScore() async throws {
    var request = NearbyRequest(center: Self.center, radius: 300)
    request.maxResultCount = 10
    let results = try await SharedIndex.get().nearby(request)
    let scores = results.compactMap(\.score)
    #expect(scores.count == results.count && scores == scores.sorted(by: >))
    #expect(scores.allSatisfy { (0...1).contains($0) })
  }

  @Test func nearbyFiltersTypes() async throws {
    var request = NearbyRequest(center: Self.center, radius: 500)
    request.includedTypes = ["cafe"]
    request.maxResultCount = 20
    let results = try await SharedIndex.get().nearby(request)
    #expect(!results.isEmpty)
    #expect(results.allSatisfy { $0.place.types.contains("cafe") })
  }

  static func suggest(_ input: String, _ configure: (inout AutocompleteRequest) -> Void = { _ in })
    async throws
    -> [Suggestion]
  {
    var request = AutocompleteRequest(input: input)
    configure(&request)
    return try await SharedIndex.get().autocomplete(request)
  }

  @Test(arguments: [("kapp", "node/1376320188"), ("stockm", "way/122595241"), ("kias", "way/8042215")])
  func prefixesSuggestPlaces(_ input: String, _ expected: String) async throws {
    let suggestions = try await Self.suggest(input) { $0.origin = Self.center }
    #expect(suggestions.count <= 5)
    #expect(suggestions.contains { $0.placeID == expected }, "\(suggestions.map(\.placeID))")
    #expect(suggestions.allSatisfy { $0.distanceMeters != nil && $0.text.hasPrefix($0.mainText) })
  }

  @Test func severalWordsAndMainSecondaryText() async throws {
    let suggestions = try await Self.suggest("espresso ho")
    #expect(suggestions.count == 5)
    #expect(suggestions.allSatisfy { $0.mainText == "Espresso House" })
    #expect(suggestions.contains { $0.secondaryText?.contains("Helsinki") == true })
    #expect(suggestions.first?.matches.first == 0..<8)
  }

  @Test func inputOffsetCutsTheInput() async throws {
    let suggestions = try await Self.suggest("kappZZZZ") { $0.inputOffset = 4 }
    #expect(suggestions.contains { $0.placeID == "node/1376320188" })
  }

  @Test func typesRegionsAndRestriction() async throws {
    let pharmacies = try await Self.suggest("apte") { $0.includedPrimaryTypes = ["pharmacy"] }
    #expect(!pharmacies.isEmpty && pharmacies.allSatisfy { $0.types.contains("pharmacy") })
    #expect(try await Self.suggest("kapp") { $0.includedRegionCodes = ["SE", "NO"] }.isEmpty)
    #expect(try await !Self.suggest("kapp") { $0.includedRegionCodes = ["FI"] }.isEmpty)
    #expect(try await Self.suggest("kapp") { $0.includedPrimaryTypes = ["(cities)"] }.isEmpty)
    let far = LocationArea.circle(Circle(center: Coordinate(latitude: 65, longitude: 25), radius: 1000))
    #expect(try await Self.suggest("kapp") { $0.locationRestriction = far }.isEmpty)
    let near = try await Self.suggest("kapp") {
      $0.locationBias = .circle(
        Circle(center: Coordinate(latitude: 60.1673894, longitude: 24.9503054), radius: 50))
      $0.sessionToken = "abc-123_DEF"
    }
    #expect(near.first?.placeID == "node/1376320188")
  }
}
