import EnrichCore
import EnrichSystem
import EnrichTestSupport
import Foundation
import Testing

@testable import EnrichKit

/// The request cache on a real PostgreSQL shared by several workers: the same entries and
/// terms rules as the SQLite cache, and requests coalesced across workers.
@Suite(.enabled(if: PostgresCluster.isAvailable, "needs Debian's postgresql package"))
struct PostgresCacheStoreTests {
  static let cluster = Result { try PostgresCluster() }

  static func state(_ name: String) throws -> StateSettings {
    StateSettings(url: try cluster.get().database(name))
  }

  @Test func entriesRoundTripBetweenWorkersAndExpireAsTheTermsSay() throws {
    let state = try Self.state("shared_entries")
    let clock = CacheTestClock()
    let first = try PostgresCacheStore(state, owner: "a", now: clock.now)
    let second = try PostgresCacheStore(state, owner: "b", now: clock.now)
    let key = CacheKey.searchText(TextSearchRequest(textQuery: "Kappeli"), provider: "google", fields: [])
    let stored = clock.now()
    let entry = CacheEntry(
      payload: #"{"ids":["p1"]}"#, coordinates: "[[60.1,24.9]]", storedAt: stored,
      expiresAt: stored.addingTimeInterval(90 * 86_400),
      coordinatesExpireAt: stored.addingTimeInterval(30 * 86_400))
    first.put(entry, for: key)
    #expect(second.entry(for: key) == entry)
    // A long key (a key may be longer than an index entry) is stored and told apart whole.
    let long = CacheKey.searchText(
      TextSearchRequest(textQuery: String(repeating: "x", count: 10_000)), provider: "g", fields: [])
    second.put(CacheEntry(payload: "[]", storedAt: stored), for: long)
    #expect(first.entry(for: long)?.payload == "[]")

    clock.advance(days: 31)
    // The coordinates are gone after their 30 days; the kept part is not.
    #expect(first.entry(for: key)?.coordinates == nil)
    #expect(first.entry(for: key)?.payload == entry.payload)
    clock.advance(days: 60)
    #expect(first.entry(for: key) == nil)
    #expect(first.purgeExpired() == 1)
    #expect(try first.entryCounts() == ["g": 1])
  }

  @Test func workersAskingTheSameQuestionPayOnceAndTheOthersReadItsAnswer() async throws {
    let state = try Self.state("shared_coalescing")
    let gate = TestGate()
    let base = inventedProvider(latency: .until(gate))
    let workers = try (0..<4).map { worker in
      CachingProvider(
        wrapping: base, store: try PostgresCacheStore(state, owner: "worker-\(worker)"),
        policy: try CachePolicy(terms: storageTerms(for: "local"), ttlDays: nil), metrics: ProviderMetrics())
    }
    let request = TextSearchRequest(textQuery: "Fazer Cafe, Aleksanterinkatu 52")
    let answers = try await withThrowingTaskGroup(of: [ProviderPlace].self) { group in
      for worker in workers { group.addTask { try await worker.searchText(request) } }
      try await waitUntil("the first worker is asking") { base.inFlight == 1 }
      gate.open()
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(base.count(.searchText) == 1)
    #expect(answers.count == 4)
    #expect(Set(answers.map { $0.map(\.place.id) }).count == 1)
  }

  @Test func aDeadWorkersLeaseIsTakenOverAndARestartedWorkerTakesItsOwnBack() async throws {
    let state = try Self.state("shared_takeover")
    let key = CacheKey.searchText(TextSearchRequest(textQuery: "Kappeli"), provider: "local", fields: [])
    // A worker that claimed the request and died: its lease (already expired) is taken over.
    let dead = try PostgresLeases(uri: state.url, owner: "dead", duration: -1)
    #expect(try dead.claim(key.description))
    let base = inventedProvider()
    let survivor = CachingProvider(
      wrapping: base, store: try PostgresCacheStore(state, owner: "survivor"),
      policy: try CachePolicy(terms: storageTerms(for: "local"), ttlDays: nil), metrics: ProviderMetrics())
    _ = try await survivor.searchText(TextSearchRequest(textQuery: "Kappeli"))
    #expect(base.count(.searchText) == 1)

    // A live lease of a worker killed and started again under the same name is its own at once.
    let other = CacheKey.searchText(
      TextSearchRequest(textQuery: "Bulevardi 9"), provider: "local", fields: [])
    let before = try PostgresLeases(uri: state.url, owner: "host:/out/part-1.json", duration: 600)
    #expect(try before.claim(other.description))
    let restarted = FleetLeases(try PostgresLeases(uri: state.url, owner: "host:/out/part-1.json"))
    #expect(try await restarted.turn(for: other) { false } == .mine)
    // Another worker would wait for it instead; a stored answer ends its wait.
    let waiting = FleetLeases(try PostgresLeases(uri: state.url, owner: "elsewhere"))
    let answered = TestGate()
    let turn = Task { () async throws -> FleetTurn in
      try await waiting.turn(for: other) { answered.isOpen }
    }
    answered.open()
    #expect(try await turn.value == .answered)
  }

  @Test func aLiveWorkersLeaseIsRenewedWhileItsRequestIsSlow() async throws {
    let state = try Self.state("shared_renewal")
    let key = CacheKey.searchText(TextSearchRequest(textQuery: "Kappeli"), provider: "google", fields: [])
    let holder = FleetLeases(try PostgresLeases(uri: state.url, owner: "slow", duration: 3))
    #expect(try await holder.turn(for: key) { false } == .mine)
    let reader = try PostgresConnection(state.url)
    func expiry() throws -> Double {
      Double(try reader.query("SELECT expires_at FROM enrich_leases", purpose: "read").scalar ?? "") ?? 0
    }
    let first = try expiry()
    try await waitUntil("the lease was renewed") { try expiry() > first + 0.5 }
    // Renewed, the lease is still the holder's (each renewal gives it its whole lifetime again).
    let other = try PostgresLeases(uri: state.url, owner: "other", duration: 30)
    #expect(try !other.claim(key.description))
    holder.finish(key)
    #expect(try other.claim(key.description))
  }

  @Test func runNotesAreSharedByTheWorkers() throws {
    let state = try Self.state("shared_notes")
    let first = try PostgresCacheStore(state, owner: nil)
    let second = try PostgresCacheStore(state, owner: nil)
    #expect(first.runNote(named: "plan.fallbacks") == nil)
    first.keepRunNote(#"{"a":[1,2]}"#, named: "plan.fallbacks")
    second.keepRunNote(#"{"a":[3,4]}"#, named: "plan.fallbacks")
    #expect(first.runNote(named: "plan.fallbacks") == #"{"a":[3,4]}"#)
  }

  @Test func theURLsPasswordIsNeverShown() {
    let state = StateSettings(url: "postgresql://fleet:s3cr%40t@db.internal:5432/enrich?password=an0ther")
    #expect(!state.redacted.contains("s3cr"))
    #expect(!state.redacted.contains("an0ther"))
    #expect(state.redacted.contains("fleet:REDACTED@db.internal"))
    let message = state.scrub("could not connect as fleet with s3cr@t or s3cr%40t to \(state.url)")
    #expect(!message.contains("s3cr"))
    #expect(!message.contains("an0ther"))
  }
}
