import EnrichCore

/// What the cache would do for a request, without sending anything (for `--dry-run`).
package enum CacheLookup: Sendable, Equatable {
  /// Nothing usable stored: the request would be sent (or refused `--offline`).
  case miss
  /// Answered from the cache; `detailsRequests` Place Details calls would complete it (ID-only terms:
  /// one per stored place ID; 0 for whole answers and offline mode).
  case hit(detailsRequests: Int)
}

extension CachingProvider {
  /// Whether `key` would be answered from the cache in this mode, and at what cost.
  /// Build keys with `CacheKey.searchText(_:provider:fields:)` and its siblings, passing this
  /// provider's `id` and `fields`.
  package func lookup(_ key: CacheKey) -> CacheLookup {
    guard policy.cachedEndpoints.contains(key.endpoint), let entry = usableEntry(key) else { return .miss }
    switch policy.retention {
    case .wholeAnswer:
      return .hit(detailsRequests: 0)
    case .placeIDsAndCoordinates:
      guard let stored = CachePayload.idsAndCoordinates(entry) else { return .miss }
      if key.endpoint == .geocode {
        return stored.allSatisfy { $0.location != nil } ? .hit(detailsRequests: 0) : .miss
      }
      return .hit(detailsRequests: mode == .offline ? 0 : stored.count)
    }
  }
}
