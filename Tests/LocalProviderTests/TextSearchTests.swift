import EnrichCore
import LocalProvider
import Testing

@Suite struct TextSearchTests {
  static func search(_ text: String, _ configure: (inout TextSearchRequest) -> Void = { _ in }) async throws
    -> [ProviderPlace]
  {
    var request = TextSearchRequest(textQuery: text)
    configure(&request)
    return try await SharedIndex.get().searchText(request)
  }

  @Test(arguments: [
    ("Ravintola Savotta", "node/600082952"),
    ("savotta", "node/600082952"),
    ("Kappeli", "node/1376320188"),
    ("Kapelli", "node/1376320188"),  // misplaced double letter
    ("Kappeli Eteläesplanadi 1, 00130 Helsinki", "node/1376320188"),
    ("kappeli etelaesplanadi 1", "node/1376320188"),  // no diacritics
    ("KIASMA", "way/8042215"),
    ("stokmann helsinki", "way/122595241"),  // typo + city
    ("Stockmnan", "way/122595241"),  // swapped letters
    ("Finlands Bank", "way/17359600"),  // Swedish name
    ("Helsingfors järnvägsstation", "node/25389429"),
    ("Sparakoff", "relation/335178"),
    ("Espresso House, Kaivokatu 8", "node/5566807323"),  // chain at several addresses
    ("Espresso House Mannerheimintie 16", "node/5124452326"),
    ("Espresso House, Aleksanterink. 52", "node/6049453050"),  // k. abbreviation
    ("McDonalds Kluuvikatu 7", "node/606996931"),
    ("Mc Donald's, Kluuvikatu 7, Helsinki", "node/606996931"),
    ("Kauppakeskus Citycenter", "relation/9630"),
  ])
  func findsTheRightPlaceFirst(_ query: String, _ expected: String) async throws {
    let results = try await Self.search(query)
    #expect(results.first?.place.id == expected, "\(query) → \(results.map { $0.place.id })")
  }

  @Test func scoresAreInUnitRangeAndDescending() async throws {
    let results = try await Self.search("Espresso House", { $0.maxResultCount = 20 })
    #expect(results.count > 3)
    let scores = results.compactMap(\.score)
    #expect(scores.count == results.count)
    #expect(scores.allSatisfy { (0...1).contains($0) })
    #expect(scores == scores.sorted(by: >))
  }

  @Test func aMatchingAddressScoresHigherThanAWrongOne() async throws {
    let right = try await Self.search("Espresso House, Kaivokatu 8")
    let wrong = try await Self.search("Espresso House, Kaivokatu 99")
    let rightScore = try #require(right.first?.score)
    let wrongScore = try #require(wrong.first?.score)
    #expect(rightScore > wrongScore)
    #expect(rightScore > 0.9)
  }

  @Test func unknownTextFindsNothing() async throws {
    #expect(try await Self.search("Qwxzzy Plorbinator").isEmpty)
  }

  @Test func languageCodePicksTheLocalizedName() async throws {
    let results = try await Self.search("Suomen Pankki", { $0.languageCode = "sv" })
    #expect(results.first { $0.place.id == "way/17359600" }?.place.name == "Finlands Bank")
  }

  static let kaisaniemenkatu4 = Coordinate(latitude: 60.1715271, longitude: 24.947208)

  @Test func biasReordersButKeepsOthers() async throws {
    let results = try await Self.search(
      "Espresso House",
      {
        $0.locationBias = .circle(Circle(center: Self.kaisaniemenkatu4, radius: 100))
        $0.maxResultCount = 10
      })
    #expect(results.first?.place.id == "node/2626760676")
    #expect(results.count > 3)
    #expect(results.allSatisfy { $0.distanceMeters != nil })
  }

  @Test func restrictionFiltersOutEverythingOutside() async throws {
    let box = Rectangle(
      low: Coordinate(latitude: 60.1685, longitude: 24.9370),
      high: Coordinate(latitude: 60.1690, longitude: 24.9395))
    let results = try await Self.search(
      "Espresso House",
      {
        $0.locationRestriction = box
        $0.maxResultCount = 20
      })
    #expect(results.allSatisfy { box.contains($0.place.location ?? Coordinate(latitude: 0, longitude: 0)) })
    #expect(Set(results.prefix(2).map(\.place.id)) == ["node/5124452326", "node/6139262620"])
  }

  @Test func distanceRankingSortsByDistanceFromTheBias() async throws {
    let results = try await Self.search(
      "Espresso House",
      {
        $0.locationBias = .circle(Circle(center: Self.kaisaniemenkatu4, radius: 2000))
        $0.rankPreference = .distance
        $0.maxResultCount = 20
      })
    let distances = results.compactMap(\.distanceMeters)
    #expect(distances.count == results.count)
    #expect(distances == distances.sorted())
  }

  @Test func strictTypeFilteringKeepsOnlyThatType() async throws {
    let strict = try await Self.search(
      "Stockmann",
      {
        $0.includedType = "parking"
        $0.strictTypeFiltering = true
        $0.maxResultCount = 20
      })
    #expect(!strict.isEmpty)
    #expect(strict.allSatisfy { $0.place.types.contains("parking") })
    let loose = try await Self.search(
      "Stockmann",
      {
        $0.includedType = "parking"
        $0.maxResultCount = 20
      })
    #expect(loose.first?.place.types.contains("parking") == true)
    #expect(loose.contains { !$0.place.types.contains("parking") })
  }

  @Test func maxResultCountAndIgnoredOptions() async throws {
    let results = try await Self.search(
      "ravintola",
      {
        $0.maxResultCount = 2
        $0.minRating = 4.5
        $0.priceLevels = [.moderate]
        $0.regionCode = "FI"
      })
    #expect(results.count == 2)
  }

  @Test func openNowUsesTheInjectedEvaluator() async throws {
    let provider = try LocalProvider(
      indexPath: SharedIndex.build.get().path, metrics: ProviderMetrics(),
      openNow: { place in place.id == "node/5566807323" ? true : false })
    var request = TextSearchRequest(textQuery: "Espresso House")
    request.openNow = true
    let results = try await provider.searchText(request)
    #expect(results.map(\.place.id) == ["node/5566807323"])
  }

  @Test func placesCarryCountryAndAttributableIds() async throws {
    let place = try #require(try await Self.search("Kappeli").first?.place)
    #expect(place.address?.countryCode == "FI")
    #expect(place.location != nil)
    #expect(place.formattedAddress?.contains("Eteläesplanadi 1") == true)
  }

  @Test func concurrentCallsAgreeWithSequentialOnes() async throws {
    let provider = try SharedIndex.get()
    let queries = [
      "Kappeli", "Kiasma", "Stockmann", "Espresso House Kaivokatu 8", "Savotta", "Finlands Bank",
    ]
    var expected: [String: String?] = [:]
    for query in queries {
      expected[query] = try await provider.searchText(TextSearchRequest(textQuery: query)).first?.place.id
    }
    let found = try await withThrowingTaskGroup(of: (String, String?).self) { group in
      for round in 0..<40 {
        let query = queries[round % queries.count]
        group.addTask {
          (query, try await provider.searchText(TextSearchRequest(textQuery: query)).first?.place.id)
        }
      }
      var all: [(String, String?)] = []
      for try await pair in group { all.append(pair) }
      return all
    }
    #expect(found.count == 40)
    for (query, id) in found { #expect(expected[query] == id) }
  }

  @Test func callsAreCounted() async throws {
    let metrics = ProviderMetrics()
    let provider = try LocalProvider(indexPath: SharedIndex.build.get().path, metrics: metrics)
    _ = try await provider.searchText(TextSearchRequest(textQuery: "Kappeli"))
    _ = try await provider.geocode(GeocodeRequest(address: "Bulevardi 1"))
    _ = try await provider.nearby(NearbyRequest(center: Self.kaisaniemenkatu4, radius: 50))
    _ = try await provider.autocomplete(AutocompleteRequest(input: "kap"))
    _ = try await provider.details(DetailsRequest(placeID: "node/1", fields: []))
    _ = try? await provider.searchText(TextSearchRequest(textQuery: " "))
    let requests = metrics.snapshot.requestsByKey
    #expect(requests["local.searchText"] == 2)
    for endpoint in ["geocode", "nearby", "autocomplete", "details"] {
      #expect(requests["local.\(endpoint)"] == 1)
    }
  }
}
