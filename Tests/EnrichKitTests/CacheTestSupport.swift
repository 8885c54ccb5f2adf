import EnrichCore
import EnrichTestSupport
import Foundation
import GoogleProvider
import LocalProvider
import Synchronization

@testable import EnrichKit

/// The fake provider with invented answers the cache tests wrap. `id` picks the cache policy
/// (`local` keeps whole answers, `google` IDs only).
func inventedProvider(
  id: String = "local", latency: FakeProvider.Latency = .none, goneIDs: Set<String> = []
) -> FakeProvider {
  FakeProvider(id: id, answers: .invented(goneIDs: goneIDs), latency: latency)
}

/// A clock the test moves by hand.
final class CacheTestClock: Sendable {
  private let current: Mutex<Date>

  init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) { current = Mutex(start) }

  var now: @Sendable () -> Date { { self.current.withLock { $0 } } }

  func advance(days: Double) { current.withLock { $0 = $0.addingTimeInterval(days * 86_400) } }
}

/// A fresh directory per test, removed when the value goes away.
final class CacheTestDirectory {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "enrich-cache-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  var cacheFile: String { path + "/cache.sqlite" }
}

/// A cache stack over a counting provider, sharing one manual clock.
struct CacheFixture {
  let directory: CacheTestDirectory
  let clock = CacheTestClock()
  let metrics = ProviderMetrics()
  let base: FakeProvider

  init(provider: FakeProvider = inventedProvider()) throws {
    directory = try CacheTestDirectory()
    base = provider
  }

  func store() throws -> CacheStore { try CacheStore(path: directory.cacheFile, now: clock.now) }

  func caching(mode: CachingProvider.Mode = .normal, ttlDays: Double? = nil, store: CacheStore? = nil) throws
    -> CachingProvider
  {
    CachingProvider(
      wrapping: base, store: try store ?? self.store(),
      policy: try CachePolicy(terms: storageTerms(for: base.id), ttlDays: ttlDays),
      mode: mode, metrics: metrics, now: clock.now)
  }
}

/// The storage terms of the provider with `id`, as its plugin states them; any provider but
/// `local` gets Google's (the strictest).
func storageTerms(for id: String) -> StorageTerms {
  id == LocalPlugin.name ? LocalPlugin().storageTerms : GooglePlugin().storageTerms
}
