import Foundation

/// One stored answer: the part kept until `expiresAt` (a whole answer, or place IDs) and an
/// optional part with a shorter life (coordinates under a provider's time limit, e.g. 30 days), as JSON text.
package struct CacheEntry: Sendable, Equatable {
  /// The kept part, JSON text.
  package var payload: String
  /// Coordinates aligned with the payload's place IDs, JSON text; nil once expired.
  package var coordinates: String?
  package var storedAt: Date
  /// nil: never expires.
  package var expiresAt: Date?
  /// When `coordinates` must be dropped; nil: with the entry.
  package var coordinatesExpireAt: Date?

  package init(
    payload: String, coordinates: String? = nil, storedAt: Date, expiresAt: Date? = nil,
    coordinatesExpireAt: Date? = nil
  ) {
    self.payload = payload
    self.coordinates = coordinates
    self.storedAt = storedAt
    self.expiresAt = expiresAt
    self.coordinatesExpireAt = coordinatesExpireAt
  }

  /// Whether the kept part is still valid at `now`.
  func isValid(at now: Date) -> Bool { expiresAt.map { now < $0 } ?? true }

  /// Whether every part, coordinates included, is still valid at `now` (what `--refresh` asks).
  func isEntirelyFresh(at now: Date) -> Bool {
    isValid(at: now) && (coordinatesExpireAt.map { now < $0 } ?? true)
  }

  /// The entry as seen at `now`: coordinates past their limit are dropped.
  func visible(at now: Date) -> CacheEntry {
    var entry = self
    if let limit = coordinatesExpireAt, now >= limit {
      entry.coordinates = nil
    }
    return entry
  }
}
