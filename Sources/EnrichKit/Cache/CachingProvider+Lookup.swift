import EnrichCore

/// What the cache would do for a request, without sending anything (for `--dry-run`).
package enum CacheLookup: Sendable, Equatable {
  /// Nothing usable stored: the request would be sent (or refused `--offline`).
  case miss
  /// Answered from the cache, whole.
  case hit
}

extension CachingProvider {
  /// Whether `key` would be answered from the cache in this mode. Build keys with
  /// `CacheKey.searchText(_:provider:fields:)` and its siblings, passing this provider's
  /// `cacheScope` and `fields`.
  package func lookup(_ key: CacheKey) -> CacheLookup {
    guard policy.cachedEndpoints.contains(key.endpoint), policy.retention == .wholeAnswer,
      usableEntry(key) != nil
    else { return .miss }
    return .hit
  }
}
