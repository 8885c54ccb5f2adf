import EnrichCore
import EnrichSystem
import EnrichTestSupport
import Foundation
import Testing

@testable import EnrichKit

@Suite("Caching provider: google (place IDs and 30-day coordinates only)")
struct CacheProviderGoogleTests {
  private func fixture(gone: Set<String> = []) throws -> CacheFixture {
    try CacheFixture(provider: inventedProvider(id: "google", goneIDs: gone))
  }

  /// Every stored text of the cache file, to check what Google content reached the disk.
  private func storedText(_ fixture: CacheFixture) throws -> String {
    let database = try SQLiteDatabase(path: fixture.directory.cacheFile, mode: .readOnly)
    let statement = try database.prepare(
      "SELECT key || payload || coalesce(coordinates, '') FROM entries", purpose: "read everything")
    var text = ""
    while try statement.step() { text += statement.text(0) ?? "" }
    return text
  }

  @Test func onlyPlaceIDsAndCoordinatesAreStored() async throws {
    let fixture = try fixture()
    let provider = try fixture.caching()
    _ = try await provider.searchText(TextSearchRequest(textQuery: "Regatta"))
    _ = try await provider.geocode(GeocodeRequest(address: "Testikatu 1"))
    let text = try storedText(fixture)
    #expect(text.contains("id-regatta-1") && text.contains("id-regatta-2"))
    #expect(text.contains("60.11"))
    for content in [
      "Testikatu 1, Helsinki", "Regatta 1", "OPERATIONAL", "+358", "example.test", "ROOFTOP", "Mo-Fr",
    ] {
      #expect(!text.contains(content), "\(content) must not be cached for google")
    }
  }

  @Test func aSearchHitIsCompletedWithPlaceDetailsByID() async throws {
    let fixture = try fixture()
    let provider = try fixture.caching()
    var request = TextSearchRequest(textQuery: "Regatta")
    request.locationBias = .circle(Circle(center: Coordinate(latitude: 60.1, longitude: 24.9), radius: 1000))
    let fresh = try await provider.searchText(request)
    let cached = try await provider.searchText(request)
    #expect(fixture.base.count(.searchText) == 1)
    #expect(fixture.base.count(.details) == 2)
    #expect(fixture.metrics.snapshot.cacheHits == 1)
    #expect(cached.map(\.place.id) == fresh.map(\.place.id))
    #expect(cached.allSatisfy { $0.place.name != nil && $0.place.location != nil })
    #expect(cached[0].distanceMeters.map { abs($0 - 1112) < 5 } == true)
  }

  @Test func detailsAreAskedForTheConfiguredFields() async throws {
    let fixture = try fixture()
    var policy = try CachePolicy(terms: storageTerms(for: "google"), ttlDays: nil)
    policy.detailsFields = ["displayName", "id"]
    let provider = CachingProvider(
      wrapping: fixture.base, store: try fixture.store(), policy: policy, metrics: fixture.metrics,
      now: fixture.clock.now)
    _ = try await provider.searchText(TextSearchRequest(textQuery: "Regatta"))
    _ = try await provider.searchText(TextSearchRequest(textQuery: "Regatta"))
    #expect(fixture.base.detailsRequests.map(\.fields) == [["displayName", "id"], ["displayName", "id"]])
  }

  @Test func aGoneIDMakesTheSearchGoAgain() async throws {
    let fixture = try fixture(gone: ["id-regatta-2"])
    let provider = try fixture.caching()
    _ = try await provider.searchText(TextSearchRequest(textQuery: "Regatta"))
    let again = try await provider.searchText(TextSearchRequest(textQuery: "Regatta"))
    #expect(fixture.base.count(.searchText) == 2)
    #expect(again.count == 2)
    #expect(fixture.metrics.snapshot.cacheHits == 0)
  }

  @Test func idsAreKeptForeverButCoordinatesForThirtyDaysAtMost() async throws {
    let fixture = try fixture()
    let provider = try fixture.caching(ttlDays: 365)
    _ = try await provider.searchText(TextSearchRequest(textQuery: "Regatta"))
    fixture.clock.advance(days: 29)
    let offline = try fixture.caching(mode: .offline, ttlDays: 365)
    #expect(
      try await offline.searchText(TextSearchRequest(textQuery: "Regatta")).allSatisfy {
        $0.place.location != nil
      })
    fixture.clock.advance(days: 2)
    let late = try await offline.searchText(TextSearchRequest(textQuery: "Regatta"))
    #expect(late.map(\.place.id) == ["id-regatta-1", "id-regatta-2"])
    #expect(late.allSatisfy { $0.place.location == nil && $0.place.name == nil })
    // Normal mode still completes the old ID mapping by Details; nothing is searched again.
    _ = try await provider.searchText(TextSearchRequest(textQuery: "Regatta"))
    #expect(fixture.base.count(.searchText) == 1)
    #expect(fixture.base.count(.details) == 2)
    fixture.clock.advance(days: 400)
    _ = try await provider.searchText(TextSearchRequest(textQuery: "Regatta"))
    #expect(fixture.base.count(.searchText) == 2)
  }

  @Test func refreshSearchesAgainOnceCoordinatesExpired() async throws {
    let fixture = try fixture()
    _ = try await fixture.caching().searchText(TextSearchRequest(textQuery: "Regatta"))
    fixture.clock.advance(days: 10)
    let refresh = try fixture.caching(mode: .refresh)
    _ = try await refresh.searchText(TextSearchRequest(textQuery: "Regatta"))
    #expect(fixture.base.count(.searchText) == 1)
    #expect(fixture.base.count(.details) == 2)
    fixture.clock.advance(days: 21)
    _ = try await refresh.searchText(TextSearchRequest(textQuery: "Regatta"))
    #expect(fixture.base.count(.searchText) == 2)
    #expect(fixture.base.count(.details) == 2)
  }

  @Test func geocodeHitsAnswerWithIDAndCoordinatesForThirtyDays() async throws {
    let fixture = try fixture()
    let provider = try fixture.caching()
    let fresh = try await provider.geocode(GeocodeRequest(address: "Testikatu 1"))
    fixture.clock.advance(days: 29)
    let cached = try await provider.geocode(GeocodeRequest(address: "testikatu 1"))
    #expect(cached == [Place(id: fresh[0].id, location: fresh[0].location)])
    #expect(fixture.base.count(.geocode) == 1)
    fixture.clock.advance(days: 2)
    await #expect(throws: ProviderError.self) {
      try await fixture.caching(mode: .offline).geocode(GeocodeRequest(address: "Testikatu 1"))
    }
    _ = try await provider.geocode(GeocodeRequest(address: "Testikatu 1"))
    #expect(fixture.base.count(.geocode) == 2)
  }

  @Test func autocompleteAndDetailsAreNeverCached() async throws {
    let fixture = try fixture()
    let provider = try fixture.caching()
    _ = try await provider.autocomplete(AutocompleteRequest(input: "Reg"))
    _ = try await provider.autocomplete(AutocompleteRequest(input: "Reg"))
    _ = try await provider.details(DetailsRequest(placeID: "id-x-1", fields: ["displayName"]))
    _ = try await provider.details(DetailsRequest(placeID: "id-x-1", fields: ["displayName"]))
    #expect(fixture.base.count(.autocomplete) == 2)
    #expect(fixture.base.count(.details) == 2)
    #expect(try fixture.store().entryCounts().isEmpty)
    let offline = try fixture.caching(mode: .offline)
    await #expect(throws: ProviderError.self) {
      try await offline.autocomplete(AutocompleteRequest(input: "Reg"))
    }
    #expect(fixture.base.count(.autocomplete) == 2)
  }

  @Test func aChangedFieldMaskDoesNotReuseAnswers() async throws {
    let fixture = try fixture()
    let store = try fixture.store()
    let policy = try CachePolicy(terms: storageTerms(for: "google"), ttlDays: nil)
    let plain = CachingProvider(
      wrapping: fixture.base, store: store, policy: policy, fields: ["id"], metrics: fixture.metrics,
      now: fixture.clock.now)
    let rated = CachingProvider(
      wrapping: fixture.base, store: store, policy: policy, fields: ["id", "rating"],
      metrics: fixture.metrics,
      now: fixture.clock.now)
    _ = try await plain.searchText(TextSearchRequest(textQuery: "Regatta"))
    _ = try await rated.searchText(TextSearchRequest(textQuery: "Regatta"))
    #expect(fixture.base.count(.searchText) == 2)
  }
}

@Suite("Cache lookups for --dry-run")
struct CacheLookupTests {
  @Test func lookupsSayWhatARequestWouldCost() async throws {
    let google = try CacheFixture(provider: inventedProvider(id: "google"))
    let provider = try google.caching()
    let request = TextSearchRequest(textQuery: "Regatta")
    let key = CacheKey.searchText(request, provider: "google", fields: provider.fields)
    #expect(provider.lookup(key) == .miss)
    _ = try await provider.searchText(request)
    #expect(provider.lookup(key) == .hit(detailsRequests: 2))
    let geocodeKey = CacheKey.geocode(GeocodeRequest(address: "a"), provider: "google", fields: [])
    _ = try await provider.geocode(GeocodeRequest(address: "a"))
    #expect(provider.lookup(geocodeKey) == .hit(detailsRequests: 0))
    google.clock.advance(days: 31)
    #expect(provider.lookup(geocodeKey) == .miss)
    #expect(provider.lookup(.autocomplete(AutocompleteRequest(input: "x"), provider: "google")) == .miss)

    let local = try CacheFixture()
    let cachedLocal = try local.caching()
    _ = try await cachedLocal.searchText(request)
    #expect(
      cachedLocal.lookup(.searchText(request, provider: "local", fields: [])) == .hit(detailsRequests: 0))
    #expect(google.base.count(.searchText) == 1 && local.base.count(.searchText) == 1)
  }
}
