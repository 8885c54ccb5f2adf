import EnrichCore
import EnrichTestSupport
import Foundation
import Testing

@testable import EnrichKit

@Suite("In-run de-duplication")
struct CacheCoalescingTests {
  @Test(arguments: [true, false])
  func concurrentIdenticalRequestsShareOneCall(keepsAnswers: Bool) async throws {
    // The one call sent answers only once the other 59 requests have joined it.
    let sent = TestGate("the request sent")
    let base = inventedProvider(latency: .until(sent))
    let metrics = ProviderMetrics()
    let provider = CoalescingProvider(wrapping: base, keepsAnswers: keepsAnswers, metrics: metrics)
    let spellings = ["Café Regatta", "café  regatta", " CAFÉ REGATTA "]
    let answers = try await withThrowingTaskGroup(of: [ProviderPlace].self) { group in
      for index in 0..<60 {
        group.addTask { try await provider.searchText(TextSearchRequest(textQuery: spellings[index % 3])) }
      }
      try await waitUntil("59 requests share the one in flight") { metrics.snapshot.cacheHits == 59 }
      sent.open()
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(base.count(.searchText) == 1)
    #expect(metrics.snapshot.cacheHits == 59)
    #expect(Set(answers.map { $0.map(\.place.id) }).count == 1)
    // Done: kept when asked, else the next identical request is sent again.
    _ = try await provider.searchText(TextSearchRequest(textQuery: "Café Regatta"))
    #expect(base.count(.searchText) == (keepsAnswers ? 1 : 2))
  }

  @Test func transientErrorsAreSharedInFlightButNotKept() async throws {
    let sent = TestGate("the request sent")
    let base = inventedProvider(latency: .until(sent))
    base.fail("busy", with: ProviderError(.unavailable, "503"), times: 1)
    let metrics = ProviderMetrics()
    let provider = CoalescingProvider(wrapping: base, keepsAnswers: true, metrics: metrics)
    let outcomes = try await withThrowingTaskGroup(of: Bool.self) { group in
      for _ in 0..<10 {
        group.addTask { (try? await provider.searchText(TextSearchRequest(textQuery: "busy"))) != nil }
      }
      try await waitUntil("nine requests share the one in flight") { metrics.snapshot.cacheHits == 9 }
      sent.open()
      return try await group.reduce(into: [Bool]()) { $0.append($1) }
    }
    #expect(outcomes == Array(repeating: false, count: 10))
    #expect(base.count(.searchText) == 1)
    #expect(try await provider.searchText(TextSearchRequest(textQuery: "busy")).count == 2)
    #expect(base.count(.searchText) == 2)
  }

  @Test(arguments: [ProviderError.Kind.invalidRequest, .notFound, .notCached])
  func permanentErrorsAreKeptForTheRun(kind: ProviderError.Kind) async throws {
    let base = inventedProvider()
    base.fail("bad", with: ProviderError(kind, "no"), times: 5)
    let provider = CoalescingProvider(wrapping: base, keepsAnswers: false, metrics: ProviderMetrics())
    for _ in 0..<3 {
      await #expect(throws: ProviderError(kind, "no")) {
        try await provider.searchText(TextSearchRequest(textQuery: "bad"))
      }
    }
    #expect(base.count(.searchText) == 1)
  }

  @Test(arguments: [ProviderError.Kind.permissionDenied, .quotaExhausted, .rateLimited])
  func runStoppingAndSlowDownErrorsAreNotKept(kind: ProviderError.Kind) async throws {
    let base = inventedProvider()
    base.fail("x", with: ProviderError(kind, "stop"), times: 1)
    let provider = CoalescingProvider(wrapping: base, keepsAnswers: true, metrics: ProviderMetrics())
    await #expect(throws: ProviderError.self) {
      try await provider.searchText(TextSearchRequest(textQuery: "x"))
    }
    _ = try await provider.searchText(TextSearchRequest(textQuery: "x"))
    #expect(base.count(.searchText) == 2)
  }

  @Test func keptAnswersAreBoundedOldestFirst() async throws {
    let base = inventedProvider()
    let provider = CoalescingProvider(
      wrapping: base, keepsAnswers: true, capacity: 2, metrics: ProviderMetrics())
    for text in ["a", "b", "c", "c", "b", "a"] {
      _ = try await provider.searchText(TextSearchRequest(textQuery: text))
    }
    // a, b, c sent; c and b kept; a evicted when c arrived, so it goes again.
    #expect(base.count(.searchText) == 4)
  }

  @Test func anAnswerToAMegabyteRequestIsNotKept() async throws {
    let base = inventedProvider()
    let provider = CoalescingProvider(wrapping: base, keepsAnswers: true, metrics: ProviderMetrics())
    let long = "Kappeli " + String(repeating: "x", count: 1 << 20)
    for text in [long, long, "Kappeli", "Kappeli"] {
      _ = try await provider.searchText(TextSearchRequest(textQuery: text))
    }
    // The long one is asked again (a row of megabyte cells costs its work, not memory for the
    // rest of the run); the short one is kept.
    #expect(base.count(.searchText) == 3)
  }

  @Test func everyEndpointIsShared() async throws {
    let base = inventedProvider()
    let provider = CoalescingProvider(wrapping: base, keepsAnswers: true, metrics: ProviderMetrics())
    for _ in 0..<2 {
      _ = try await provider.geocode(GeocodeRequest(address: "Testikatu 1"))
      _ = try await provider.nearby(
        NearbyRequest(center: Coordinate(latitude: 60, longitude: 24), radius: 10))
      _ = try await provider.autocomplete(AutocompleteRequest(input: "Re"))
      _ = try await provider.details(DetailsRequest(placeID: "id-a-1", fields: []))
    }
    #expect(base.total == 4)
  }
}
