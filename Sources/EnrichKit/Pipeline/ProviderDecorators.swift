import EnrichCore
import Foundation

/// Wraps the providers of a run in the request cache and in-run de-duplication:
/// `Coalescing(Caching(provider))` for providers whose answers may be kept whole,
/// `Coalescing(provider)` with a `DecisionMemory` for ID-only ones (offline:
/// `Coalescing(Offline(provider))`), and `Coalescing(provider)` with the cache disabled. What
/// the cache keeps of each provider's answers is its plugin's `StorageTerms`.
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
      .provider
  }

  /// Opens the store for these settings; nil when the cache is disabled.
  /// - Parameters:
  ///   - now: the run's clock, which expiry is judged by.
  ///   - metrics: where the store counts damaged entries, answers not stored, failed reads.
  ///   - warn: told once per kind of problem.
  package static func openStore(
    _ cache: CacheSettings, environment: [String: String], now: @escaping @Sendable () -> Date = { Date() },
    metrics: ProviderMetrics? = nil, warn: @escaping @Sendable (String) -> Void = { _ in }
  ) throws(PipelineError) -> CacheStore? {
    guard cache.enabled else { return nil }
    do {
      return try CacheStore(
        path: cache.filePath(environment: environment), now: now, metrics: metrics, warn: warn)
    } catch {
      throw PipelineError(.configuration, error.description)
    }
  }

  /// The cache's mode for these settings.
  static func mode(_ cache: CacheSettings) -> CachingProvider.Mode {
    cache.offline ? .offline : cache.refresh ? .refresh : .normal
  }

  /// The verdict memory of an ID-only provider over an open store; nil for whole-answer terms.
  package static func memory(
    provider: String, terms: StorageTerms, store: any AnswerStore, cache: CacheSettings
  ) throws(PipelineError) -> DecisionMemory? {
    guard terms.retention == .placeIDsAndCoordinates else { return nil }
    let policy = try CachePolicy(terms: terms, ttlDays: cache.ttlDays)
    return DecisionMemory(provider: provider, store: store, policy: policy, mode: mode(cache))
  }

  /// `Coalescing(Caching(provider))` (whole answers) or `Coalescing(provider)` with a verdict
  /// memory (ID-only) over an open store, or `Coalescing(provider)` without one. `keptAnswers`
  /// bounds the answers kept in memory for the run's repeated rows. The memory comes back beside
  /// the provider, for the stages that decide with it.
  package static func decorate(
    _ provider: any PlaceProvider, terms: StorageTerms, store: (any AnswerStore)?, cache: CacheSettings,
    metrics: ProviderMetrics, fields: [String] = [], keptAnswers: Int = 100_000,
    now: @escaping @Sendable () -> Date = { Date() }
  ) throws(PipelineError) -> (provider: any PlaceProvider, memory: DecisionMemory?) {
    guard let store else {
      return (
        CoalescingProvider(
          wrapping: provider, keepsAnswers: true, capacity: keptAnswers, fields: fields, metrics: metrics),
        nil
      )
    }
    let policy = try CachePolicy(terms: terms, ttlDays: cache.ttlDays)
    let cacheMode = mode(cache)
    if policy.retention == .placeIDsAndCoordinates {
      let memory = DecisionMemory(
        provider: provider.cacheScope, store: store, policy: policy, mode: cacheMode)
      let coalescing = CoalescingProvider(
        wrapping: cacheMode == .offline ? OfflineProvider(provider) : provider, keepsAnswers: true,
        capacity: keptAnswers, fields: fields, metrics: metrics)
      return (coalescing, memory)
    }
    let caching = CachingProvider(
      wrapping: provider, store: store, policy: policy, mode: cacheMode, fields: fields, metrics: metrics,
      now: now)
    let coalescing = CoalescingProvider(
      wrapping: caching, keepsAnswers: policy.retention != .wholeAnswer, capacity: keptAnswers,
      fields: fields, metrics: metrics)
    return (coalescing, nil)
  }
}
