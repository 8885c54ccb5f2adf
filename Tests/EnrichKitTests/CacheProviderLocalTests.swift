import EnrichCore
import EnrichSystem
import EnrichTestSupport
import Foundation
import Testing

@testable import EnrichKit

@Suite("Caching provider: local (whole answers)")
struct CacheProviderLocalTests {
  @Test func aRepeatedRequestIsAnsweredFromTheCacheUnchanged() async throws {
    let fixture = try CacheFixture()
    let provider = try fixture.caching()
    let first = try await provider.searchText(TextSearchRequest(textQuery: "Café Regatta"))
    let second = try await provider.searchText(TextSearchRequest(textQuery: "  café regatta"))
    #expect(fixture.base.count(.searchText) == 1)
    #expect(fixture.metrics.snapshot.cacheHits == 1)
    #expect(first == second)
    #expect(
      first
        == FakeProvider.Answers.inventedPlaces(for: "Café Regatta").map {
          ProviderPlace(place: $0, score: 0.9, distanceMeters: 12.5)
        })
  }

  @Test func everyEndpointIsCachedAndSurvivesAReopen() async throws {
    let fixture = try CacheFixture()
    var request = GeocodeRequest(address: "Testikatu 1")
    request.components = ["country": "FI"]
    let nearby = NearbyRequest(center: Coordinate(latitude: 60.17, longitude: 24.94), radius: 50)
    let details = DetailsRequest(placeID: "id-x-1", fields: [])
    let gone = DetailsRequest(placeID: "nothing", fields: [])
    let typed = AutocompleteRequest(input: "Reg")
    let first = try fixture.caching()
    let answers = (
      try await first.geocode(request), try await first.nearby(nearby), try await first.details(details),
      try await first.details(gone), try await first.autocomplete(typed)
    )
    // A new process: new store, same file.
    let second = try fixture.caching()
    #expect(try await second.geocode(request) == answers.0)
    #expect(try await second.nearby(nearby) == answers.1)
    #expect(try await second.details(details) == answers.2)
    #expect(try await second.details(gone) == nil)
    #expect(try await second.autocomplete(typed) == answers.4)
    #expect(fixture.base.total == 5)
    #expect(fixture.metrics.snapshot.cacheHits == 5)
  }

  @Test func noExpiryByDefaultAndTheUserLimitApplies() async throws {
    let fixture = try CacheFixture()
    let forever = try fixture.caching()
    _ = try await forever.searchText(TextSearchRequest(textQuery: "a"))
    fixture.clock.advance(days: 3650)
    _ = try await forever.searchText(TextSearchRequest(textQuery: "a"))
    #expect(fixture.base.count(.searchText) == 1)

    let week = try fixture.caching(ttlDays: 7)
    _ = try await week.searchText(TextSearchRequest(textQuery: "b"))
    fixture.clock.advance(days: 6)
    _ = try await week.searchText(TextSearchRequest(textQuery: "b"))
    #expect(fixture.base.count(.searchText) == 2)
    fixture.clock.advance(days: 2)
    _ = try await week.searchText(TextSearchRequest(textQuery: "b"))
    #expect(fixture.base.count(.searchText) == 3)
  }

  @Test func refreshReRequestsOnlyExpiredEntries() async throws {
    let fixture = try CacheFixture()
    let normal = try fixture.caching(ttlDays: 10)
    _ = try await normal.searchText(TextSearchRequest(textQuery: "old"))
    fixture.clock.advance(days: 8)
    _ = try await normal.searchText(TextSearchRequest(textQuery: "new"))
    fixture.clock.advance(days: 3)
    let refresh = try fixture.caching(mode: .refresh, ttlDays: 10)
    _ = try await refresh.searchText(TextSearchRequest(textQuery: "old"))
    _ = try await refresh.searchText(TextSearchRequest(textQuery: "new"))
    #expect(fixture.base.count(.searchText) == 3)
  }

  @Test func offlineAnswersHitsAndMarksMissesWithoutSending() async throws {
    let fixture = try CacheFixture()
    _ = try await fixture.caching().searchText(TextSearchRequest(textQuery: "known"))
    let offline = try fixture.caching(mode: .offline)
    #expect(try await offline.searchText(TextSearchRequest(textQuery: "KNOWN")).count == 2)
    await #expect(
      throws: ProviderError(.notCached, "--offline: no cached local searchText answer for this request")
    ) {
      try await offline.searchText(TextSearchRequest(textQuery: "unknown"))
    }
    #expect(fixture.base.count(.searchText) == 1)
  }

  @Test func errorsAreNotCached() async throws {
    let base = inventedProvider()
    base.fail("flaky", with: ProviderError(.unavailable, "503"), times: 1)
    let fixture = try CacheFixture(provider: base)
    let provider = try fixture.caching()
    await #expect(throws: ProviderError.self) {
      try await provider.searchText(TextSearchRequest(textQuery: "flaky"))
    }
    #expect(try await provider.searchText(TextSearchRequest(textQuery: "flaky")).count == 2)
    #expect(try await provider.searchText(TextSearchRequest(textQuery: "flaky")).count == 2)
    #expect(base.count(.searchText) == 2)
  }

  @Test func aZeroDayLimitStoresNothing() async throws {
    let fixture = try CacheFixture()
    let provider = try fixture.caching(ttlDays: 0)
    _ = try await provider.searchText(TextSearchRequest(textQuery: "a"))
    _ = try await provider.searchText(TextSearchRequest(textQuery: "a"))
    #expect(fixture.base.count(.searchText) == 2)
    #expect(try fixture.store().entryCounts().isEmpty)
  }

  @Test func aNegativeLimitIsAConfigurationError() {
    #expect(throws: PipelineError.self) { try CachePolicy(terms: storageTerms(for: "local"), ttlDays: -1) }
    #expect(throws: PipelineError.self) { try CachePolicy(terms: storageTerms(for: "google"), ttlDays: .nan) }
  }
}
