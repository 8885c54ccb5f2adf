import EnrichCore
import Foundation

/// What a provider's terms let the cache keep, and for how long, within the user's limit.
/// Pure values: the caching decorator asks the policy, the store only keeps what it is given.
/// The terms come from the provider's plugin (`StorageTerms`), e.g.:
///
/// | terms | kept | how long |
/// |---|---|---|
/// | open data (OpenStreetMap, ODbL) | every answer, whole | forever, or `ttlDays` |
/// | place IDs and coordinates: search, nearby, geocode | verdicts: place IDs, enrich's judgement | forever, or `ttlDays` |
/// | … | coordinates of those places | `min(ttlDays, limit)` (30 days) |
/// | … autocomplete, details | nothing | session-priced / the content itself |
package struct CachePolicy: Sendable, Equatable {
  package typealias Retention = StorageTerms.Retention

  package var retention: Retention
  /// How long the kept part (whole answer or ID mapping) stays valid; nil = no expiry.
  package var entryLifetime: TimeInterval?
  /// How long coordinates stay valid (ID-only retention); nil = as long as the entry.
  package var coordinateLifetime: TimeInterval?
  /// Requests whose answers (or, ID-only, whose verdicts) are cached at all.
  package var cachedEndpoints: Set<RequestKind>

  package init(
    retention: Retention, entryLifetime: TimeInterval?, coordinateLifetime: TimeInterval?,
    cachedEndpoints: Set<RequestKind>
  ) {
    self.retention = retention
    self.entryLifetime = entryLifetime
    self.coordinateLifetime = coordinateLifetime
    self.cachedEndpoints = cachedEndpoints
  }

  /// The policy for a provider's `terms` with an optional user limit in days (`--cache-ttl`).
  /// - Throws: `PipelineError(.configuration)` when `ttlDays` is negative or not a number.
  package init(terms: StorageTerms, ttlDays: Double?) throws(PipelineError) {
    var lifetime: TimeInterval?
    if let ttlDays {
      guard ttlDays.isFinite, ttlDays >= 0 else {
        throw PipelineError(
          .configuration, "--cache-ttl must be a number of days, 0 or more (got \(ttlDays))")
      }
      lifetime = ttlDays * 86_400
    }
    self.init(
      retention: terms.retention, entryLifetime: lifetime,
      coordinateLifetime: terms.coordinateLimit.map { min(lifetime ?? $0, $0) },
      cachedEndpoints: terms.cachedRequests)
  }

  /// When an entry stored at `now` stops being valid.
  func entryExpiry(storedAt now: Date) -> Date? { entryLifetime.map { now.addingTimeInterval($0) } }

  /// When coordinates stored at `now` must be dropped.
  func coordinateExpiry(storedAt now: Date) -> Date? {
    guard let coordinateLifetime else { return nil }
    let coordinates = now.addingTimeInterval(coordinateLifetime)
    guard let entry = entryExpiry(storedAt: now) else { return coordinates }
    return min(entry, coordinates)
  }
}
