import EnrichCore
import Foundation

/// What a provider's terms let the cache keep, and for how long. Pure values: the caching
/// decorator asks the policy, the store only keeps what it is given.
///
/// | provider | kept | how long |
/// |---|---|---|
/// | `local` (OSM, ODbL) | every answer, whole | forever, or `ttlDays` |
/// | `google` search, nearby | query → place IDs | forever, or `ttlDays` |
/// | `google` search, nearby, geocode | coordinates of those places | `min(ttlDays, 30)` days |
/// | `google` geocode | address → place IDs | forever, or `ttlDays` (answers need fresh coordinates) |
/// | `google` autocomplete, details | nothing | session-priced / the content itself |
///
/// Unknown providers are treated like Google (the strictest rule) until they get their own row.
public struct CachePolicy: Sendable, Equatable {
  /// How an answer is kept.
  public enum Retention: Sendable, Equatable {
    /// The whole answer (local/OSM data).
    case wholeAnswer
    /// Only place IDs, plus coordinates for a limited time; the rest is re-requested by ID.
    case placeIDsAndCoordinates
  }

  /// Google's limit for keeping latitude/longitude (Service Specific Terms): 30 days.
  public static let googleCoordinateLimit: TimeInterval = 30 * 86_400

  public var retention: Retention
  /// How long the kept part (whole answer or ID mapping) stays valid; nil = no expiry.
  public var entryLifetime: TimeInterval?
  /// How long coordinates stay valid (ID-only retention); nil = as long as the entry.
  public var coordinateLifetime: TimeInterval?
  /// Endpoints whose answers are cached at all.
  public var cachedEndpoints: Set<CacheEndpoint>
  /// Fields asked for when a cached place ID is re-requested with Place Details; empty = the
  /// provider's own search fields.
  public var detailsFields: [String] = []

  public init(
    retention: Retention, entryLifetime: TimeInterval?, coordinateLifetime: TimeInterval?,
    cachedEndpoints: Set<CacheEndpoint>, detailsFields: [String] = []
  ) {
    self.retention = retention
    self.entryLifetime = entryLifetime
    self.coordinateLifetime = coordinateLifetime
    self.cachedEndpoints = cachedEndpoints
    self.detailsFields = detailsFields
  }

  /// The policy for a provider id with an optional user limit in days (`--cache-ttl`).
  /// - Throws: `PipelineError(.configuration)` when `ttlDays` is negative or not a number.
  public static func forProvider(_ id: String, ttlDays: Double?) throws(PipelineError) -> CachePolicy {
    var lifetime: TimeInterval?
    if let ttlDays {
      guard ttlDays.isFinite, ttlDays >= 0 else {
        throw PipelineError(
          .configuration, "--cache-ttl must be a number of days, 0 or more (got \(ttlDays))")
      }
      lifetime = ttlDays * 86_400
    }
    switch id {
    case "local":
      return CachePolicy(
        retention: .wholeAnswer, entryLifetime: lifetime, coordinateLifetime: nil,
        cachedEndpoints: Set(CacheEndpoint.allCases))
    default:
      let coordinates = min(lifetime ?? googleCoordinateLimit, googleCoordinateLimit)
      return CachePolicy(
        retention: .placeIDsAndCoordinates, entryLifetime: lifetime, coordinateLifetime: coordinates,
        cachedEndpoints: [.searchText, .nearby, .geocode])
    }
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
