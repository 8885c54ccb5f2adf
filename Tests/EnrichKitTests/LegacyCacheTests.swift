import EnrichCore
import EnrichSystem
import Foundation
import Testing

@testable import EnrichKit

/// A cache file written before issue 12 (`Tests/Fixtures/legacy-cache-v1.sqlite`, see
/// `LegacyCacheFixture`) keeps answering after the cache's payloads changed form: no local
/// answer is computed again, the answers are the ones a fresh cache gives, and the old entries
/// are read as they are, never rewritten. (Google's old ID mappings are left unread: since
/// issue 13 an ID-only cache keeps the stages' verdicts instead.)
@Suite("Caches written before issue 12")
struct LegacyCacheTests {
  static let writeTo = ProcessInfo.processInfo.environment["ENRICH_WRITE_LEGACY_CACHE"]

  /// Every answer of one replay of the fixture's requests.
  struct Answers: Equatable {
    var searches: [[ProviderPlace]] = []
    var geocodes: [[Place]] = []
    var nearby: [ProviderPlace] = []
    var suggestions: [[Suggestion]] = []
    var details: [Place?] = []
  }

  static func replay(_ provider: any PlaceProvider) async throws -> Answers {
    var answers = Answers()
    for request in LegacyCacheFixture.searches {
      answers.searches.append(try await provider.searchText(request))
    }
    for request in LegacyCacheFixture.geocodes {
      answers.geocodes.append(try await provider.geocode(request))
    }
    answers.nearby = try await provider.nearby(LegacyCacheFixture.nearby)
    for request in LegacyCacheFixture.autocompletes {
      answers.suggestions.append(try await provider.autocomplete(request))
    }
    for request in LegacyCacheFixture.details { answers.details.append(try await provider.details(request)) }
    return answers
  }

  static func caching(
    _ base: LegacyFixtureProvider, file: String, at moment: Date, metrics: ProviderMetrics
  ) throws -> CachingProvider {
    CachingProvider(
      wrapping: base, store: try CacheStore(path: file, now: { moment }),
      policy: try CachePolicy(terms: storageTerms(for: base.id), ttlDays: nil), metrics: metrics,
      now: { moment })
  }

  /// Every stored row as text, to show the file is left as it was.
  static func rows(_ file: String) throws -> [String] {
    let database = try SQLiteDatabase(path: file, mode: .readOnly)
    let statement = try database.prepare(
      """
      SELECT key || '|' || payload || '|' || coalesce(coordinates, '') || '|' || coalesce(payload_check, '')
      FROM entries ORDER BY key
      """, purpose: "read the fixture")
    var rows: [String] = []
    while try statement.step() { rows.append(statement.text(0) ?? "") }
    return rows
  }

  /// Writes the fixture; meant to run only at the commit before issue 12 (see `LegacyCacheFixture`).
  @Test(.enabled(if: writeTo != nil)) func writeTheFixture() async throws {
    let destination = try #require(Self.writeTo)
    let directory = try CacheTestDirectory()
    for id in ["local", "google"] {
      let provider = try Self.caching(
        LegacyFixtureProvider(id: id), file: directory.cacheFile, at: LegacyCacheFixture.storedAt,
        metrics: ProviderMetrics())
      _ = try await Self.replay(provider)
    }
    // Fold the write-ahead log into the file, so the file alone holds every entry.
    let database = try SQLiteDatabase(path: directory.cacheFile, mode: .readWrite)
    try database.exec("PRAGMA wal_checkpoint(TRUNCATE)", purpose: "checkpoint the fixture")
    let log = try? FileManager.default.attributesOfItem(atPath: directory.cacheFile + "-wal")
    #expect((log?[.size] as? Int ?? 0) == 0)
    try? FileManager.default.removeItem(atPath: destination)
    try FileManager.default.copyItem(atPath: directory.cacheFile, toPath: destination)
  }

  @Test func oldEntriesAnswerLikeNewOnesWithoutAskingAgain() async throws {
    let directory = try CacheTestDirectory()
    try FileManager.default.copyItem(atPath: LegacyCacheFixture.path, toPath: directory.cacheFile)
    let stored = try Self.rows(directory.cacheFile)
    // 3 searches, 3 geocodes, 1 nearby each; local also 2 autocompletes and 3 details.
    #expect(stored.count == 7 + 12)
    let later = LegacyCacheFixture.storedAt.addingTimeInterval(86_400)
    for id in ["local", "google"] {
      let oldBase = LegacyFixtureProvider(id: id)
      let oldMetrics = ProviderMetrics()
      let fromOld = try await Self.replay(
        Self.caching(oldBase, file: directory.cacheFile, at: later, metrics: oldMetrics))

      // The same requests against a cache this build writes, once to fill it, once to hit it.
      let fresh = try CacheTestDirectory()
      _ = try await Self.replay(
        Self.caching(
          LegacyFixtureProvider(id: id), file: fresh.cacheFile, at: later, metrics: ProviderMetrics()))
      let newBase = LegacyFixtureProvider(id: id)
      let newMetrics = ProviderMetrics()
      let fromNew = try await Self.replay(
        Self.caching(newBase, file: fresh.cacheFile, at: later, metrics: newMetrics))

      #expect(fromOld == fromNew, "\(id)")
      for endpoint in ["searchText", "geocode", "nearby", "autocomplete", "details"] {
        #expect(oldBase.count(endpoint) == newBase.count(endpoint), "\(id) \(endpoint)")
      }
      #expect(oldMetrics.snapshot.cacheHits == newMetrics.snapshot.cacheHits)
      if id == "local" {
        // Whole answers: nothing asked, and the answers are the provider's own.
        #expect(oldBase.total == 0)
        #expect(oldMetrics.snapshot.cacheHits == 12)
        #expect(fromOld == (try await Self.replay(LegacyFixtureProvider(id: id))))
      } else {
        // Place IDs only: the cache keeps verdicts (DecisionMemory), never answers, so every
        // request is asked, from an old file as from a new one; the old entries stay unread.
        #expect(oldMetrics.snapshot.cacheHits == 0)
        #expect(oldBase.count("searchText") == 3 && oldBase.count("geocode") == 3)
      }
    }
    #expect(try Self.rows(directory.cacheFile) == stored)
  }
}
