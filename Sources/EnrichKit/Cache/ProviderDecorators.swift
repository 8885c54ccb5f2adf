import EnrichCore
import Foundation

/// Wraps the providers of a run in the request cache and in-run de-duplication, so stages
/// never know either exists: `Coalescing(Caching(provider))`, or `Coalescing(provider)` with
/// the cache disabled. What the cache keeps of each provider's answers is its plugin's
/// `StorageTerms`.
package enum ProviderDecorators {
  /// Wraps one provider, opening the cache store when the cache is enabled.
  /// - Parameters:
  ///   - fields: the provider's search field mask extras, part of every key.
  package static func wrap(
    _ provider: any PlaceProvider, terms: StorageTerms, cache: CacheSettings, environment: [String: String],
    metrics: ProviderMetrics, fields: [String] = []
  ) throws(PipelineError) -> any PlaceProvider {
    let store = try openStore(cache, environment: environment)
    return try decorate(provider, terms: terms, store: store, cache: cache, metrics: metrics, fields: fields)
  }

  /// The file the cache uses for these settings.
  package static func cachePath(_ cache: CacheSettings, environment: [String: String]) -> String {
    if let path = cache.path, !path.isEmpty { return path }
    return CacheStore.defaultPath(environment: environment)
  }

  /// Opens the store for these settings; nil when the cache is disabled.
  /// - Parameters:
  ///   - metrics: where the store counts damaged entries, answers not stored, failed reads.
  ///   - warn: told once per kind of problem.
  package static func openStore(
    _ cache: CacheSettings, environment: [String: String], now: @escaping @Sendable () -> Date = { Date() },
    metrics: ProviderMetrics? = nil, warn: @escaping @Sendable (String) -> Void = { _ in }
  ) throws(PipelineError) -> CacheStore? {
    guard cache.enabled else { return nil }
    do {
      return try CacheStore(
        path: cachePath(cache, environment: environment), now: now, metrics: metrics, warn: warn)
    } catch {
      throw PipelineError(.configuration, error.description)
    }
  }

  /// `Coalescing(Caching(provider))` over an open store, or `Coalescing(provider)` without one.
  package static func decorate(
    _ provider: any PlaceProvider, terms: StorageTerms, store: CacheStore?, cache: CacheSettings,
    metrics: ProviderMetrics, fields: [String] = [], now: @escaping @Sendable () -> Date = { Date() }
  ) throws(PipelineError) -> any PlaceProvider {
    guard let store else {
      return CoalescingProvider(wrapping: provider, keepsAnswers: true, fields: fields, metrics: metrics)
    }
    let policy = try CachePolicy(terms: terms, ttlDays: cache.ttlDays)
    let mode: CachingProvider.Mode = cache.offline ? .offline : cache.refresh ? .refresh : .normal
    let caching = CachingProvider(
      wrapping: provider, store: store, policy: policy, mode: mode, fields: fields, metrics: metrics, now: now
    )
    return CoalescingProvider(
      wrapping: caching, keepsAnswers: policy.retention != .wholeAnswer, fields: fields, metrics: metrics)
  }
}
