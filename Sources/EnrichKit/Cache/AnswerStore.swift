import Foundation

/// Where the request cache keeps answers and verdicts: an SQLite file on one machine
/// (`CacheStore`), or a PostgreSQL database a fleet of workers shares (`PostgresCacheStore`,
/// `--state`). `CachingProvider` and `DecisionMemory` see only this, so the keys, the terms
/// rules (`CachePolicy` stamps every entry's limits before it is put) and the invariant are the
/// same whichever holds them. Failures are never thrown: a cache that cannot be read is a miss.
package protocol AnswerStore: AnyObject, Sendable {
  /// The entry for `key` as seen now (expired coordinates dropped), or nil when missing,
  /// expired or unreadable.
  func entry(for key: CacheKey) -> CacheEntry?
  /// Stores (or replaces) the entry for `key` at once.
  func put(_ entry: CacheEntry, for key: CacheKey)
  /// The store's notion of now (what expiry is judged at).
  func currentTime() -> Date
  /// Problems met so far.
  var health: CacheHealth { get }
  /// The fleet's leases on requests in flight, for a store other workers share; nil otherwise.
  var fleet: (any FleetTurns)? { get }
  /// A note the planner keeps from run to run (`FallbackHistory`: counts of earlier runs, no
  /// provider content), or nil when none is kept.
  func runNote(named name: String) -> String?
  /// Keeps (or replaces) the note `name`. Failures are ignored: a note only sharpens estimates.
  func keepRunNote(_ value: String, named name: String)
}

extension CacheStore: AnswerStore {
  package var fleet: (any FleetTurns)? { nil }
}

/// Whose turn a request is in a fleet of workers sharing a store (`--state`): the seam the cache
/// and the verdict memory wait at, kept by the shared state's leases (`FleetLeases`).
package protocol FleetTurns: Sendable {
  /// Waits until `answered()` (the answer is in the shared store) or this worker holds `key`.
  func turn(for key: CacheKey, answered: () -> Bool) async throws -> FleetTurn
  /// Lets other workers go on with `key` (its answer is stored, or asking failed).
  func finish(_ key: CacheKey)
}

/// Whose request a fleet's key is after waiting.
package enum FleetTurn: Sendable, Equatable {
  /// This worker holds the lease: it asks, stores the answer, then calls `finish`.
  case mine
  /// Another worker's answer is now in the store: read it from there.
  case answered
}
