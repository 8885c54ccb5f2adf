import EnrichCore
import Foundation

/// Wraps the providers of a run in the request cache and in-run de-duplication, so stages
/// never know either exists: `Coalescing(Caching(provider))`, or `Coalescing(provider)` with
/// the cache disabled.
///
/// ```swift
/// let providers = try ProviderRegistry.make(settings, environment: env, metrics: metrics)
///   .map { try ProviderDecorators.wrap($0, cache: configuration.run.cache, environment: env, metrics: metrics) }
/// ```
/// `wrap(_:[any PlaceProvider]...)` does the same for a cascade with one open store.
public enum ProviderDecorators {
  /// Wraps one provider. Opens the cache store (see `CacheStore`) when the cache is enabled.
  /// - Parameters:
  ///   - fields: the provider's search field mask (Google `--fields`), part of every key.
  ///   - detailsFields: fields re-requested by ID on a Google cache hit; empty: the provider's
  ///     search fields.
  /// - Throws: `PipelineError(.configuration)` for contradictory settings (`--offline` with
  ///   `--no-cache`, `--offline` with `--refresh`, a negative `--cache-ttl`) or a cache file
  ///   that cannot be used.
  public static func wrap(
    _ provider: any PlaceProvider, cache: CacheSettings, environment: [String: String],
    metrics: ProviderMetrics, fields: [String] = [], detailsFields: [String] = []
  ) throws -> any PlaceProvider {
    let store = try openStore(cache, environment: environment)
    return try decorate(
      provider, store: store, cache: cache, metrics: metrics, fields: fields, detailsFields: detailsFields)
  }

  /// Wraps every provider of a cascade, sharing one open store.
  public static func wrap(
    _ providers: [any PlaceProvider], cache: CacheSettings, environment: [String: String],
    metrics: ProviderMetrics
  ) throws -> [any PlaceProvider] {
    let store = try openStore(cache, environment: environment)
    return try providers.map {
      try decorate($0, store: store, cache: cache, metrics: metrics, fields: [], detailsFields: [])
    }
  }

  /// The file the cache uses for these settings.
  public static func cachePath(_ cache: CacheSettings, environment: [String: String]) -> String {
    if let path = cache.path, !path.isEmpty { return path }
    return CacheStore.defaultPath(environment: environment)
  }

  /// Opens the store for these settings; nil when the cache is disabled.
  /// - Parameters:
  ///   - metrics: where the store counts damaged entries, answers not stored, failed reads.
  ///   - warn: told once per kind of problem.
  public static func openStore(
    _ cache: CacheSettings, environment: [String: String], now: @escaping @Sendable () -> Date = { Date() },
    metrics: ProviderMetrics? = nil, warn: @escaping @Sendable (String) -> Void = { _ in }
  ) throws(PipelineError) -> CacheStore? {
    if cache.offline && !cache.enabled {
      throw PipelineError(
        .configuration, "--offline answers from the cache, so it cannot be used with --no-cache")
    }
    if cache.offline && cache.refresh {
      throw PipelineError(
        .configuration, "--offline sends nothing and --refresh re-requests expired entries; use one of them")
    }
    guard cache.enabled else { return nil }
    do {
      return try CacheStore(
        path: cachePath(cache, environment: environment), now: now, metrics: metrics, warn: warn)
    } catch {
      throw PipelineError(.configuration, error.description)
    }
  }

  /// `Coalescing(Caching(provider))` over an open store, or `Coalescing(provider)` without one.
  public static func decorate(
    _ provider: any PlaceProvider, store: CacheStore?, cache: CacheSettings, metrics: ProviderMetrics,
    fields: [String] = [], detailsFields: [String] = [], now: @escaping @Sendable () -> Date = { Date() }
  ) throws(PipelineError) -> any PlaceProvider {
    guard let store else {
      return CoalescingProvider(wrapping: provider, keepsAnswers: true, fields: fields, metrics: metrics)
    }
    var policy = try CachePolicy.forProvider(provider.id, ttlDays: cache.ttlDays)
    policy.detailsFields = detailsFields
    let mode: CachingProvider.Mode = cache.offline ? .offline : cache.refresh ? .refresh : .normal
    let caching = CachingProvider(
      wrapping: provider, store: store, policy: policy, mode: mode, fields: fields, metrics: metrics, now: now
    )
    return CoalescingProvider(
      wrapping: caching, keepsAnswers: policy.retention != .wholeAnswer, fields: fields, metrics: metrics)
  }
}
