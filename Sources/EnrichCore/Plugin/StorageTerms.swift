import Foundation

/// What a provider's terms let a cache keep, and for how long: the provider states it, the
/// cache obeys it.
package struct StorageTerms: Sendable, Equatable {
  /// How an answer may be kept.
  package enum Retention: Sendable, Equatable {
    /// The whole answer (open data such as OpenStreetMap).
    case wholeAnswer
    /// Only place IDs, plus coordinates for a limited time: the cache keeps the stages'
    /// verdicts in those terms, and a later run asks again by ID for the content it writes.
    case placeIDsAndCoordinates
  }

  package var retention: Retention
  /// Longest time coordinates may be kept (ID-only retention); nil: as long as the entry.
  package var coordinateLimit: TimeInterval?
  /// Requests whose answers may be kept at all.
  package var cachedRequests: Set<RequestKind>

  package init(retention: Retention, coordinateLimit: TimeInterval? = nil, cachedRequests: Set<RequestKind>) {
    self.retention = retention
    self.coordinateLimit = coordinateLimit
    self.cachedRequests = cachedRequests
  }

  /// Open data: everything, whole, for as long as the user likes.
  package static let openData = StorageTerms(
    retention: .wholeAnswer, cachedRequests: Set(RequestKind.allCases))
}
