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
  var fleet: FleetLeases? { get }
  /// A note the planner keeps from run to run (`FallbackHistory`: counts of earlier runs, no
  /// provider content), or nil when none is kept.
  func runNote(named name: String) -> String?
  /// Keeps (or replaces) the note `name`. Failures are ignored: a note only sharpens estimates.
  func keepRunNote(_ value: String, named name: String)
}

extension CacheStore: AnswerStore {
  package var fleet: FleetLeases? { nil }
}
