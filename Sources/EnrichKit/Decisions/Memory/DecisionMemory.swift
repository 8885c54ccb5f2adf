import EnrichCore
import Foundation
import Synchronization

/// The verdicts a run keeps for one ID-only provider (Google: the terms let a cache keep place
/// IDs and, for 30 days, coordinates, and no other content), in the request cache's file. A
/// stage decides a row, then remembers its verdict; a later run on the same row, options and
/// provider data reads it back, so it asks only for what its outputs need — the matched place
/// by ID — and makes the same decision, and `--offline` writes the decision from it. Whole-answer
/// providers need none of this: their cached answer is the answer.
package final class DecisionMemory: Sendable {
  package let provider: String
  let store: any AnswerStore
  let policy: CachePolicy
  package let mode: CachingProvider.Mode
  /// Stamps new entries; always the real clock, so no setting can keep an entry longer than
  /// the terms allow (the store's reading clock may run ahead, never behind).
  let stamp: @Sendable () -> Date
  /// Verdicts this run kept (their keys' hashes, at most `capacity`): their answers are still
  /// shared within the run (de-duplication), which costs nothing, so they are not read back.
  private let keptThisRun = Mutex((keys: Set<Int>(), order: [Int](), next: 0))
  private let capacity = 100_000

  package init(
    provider: String, store: any AnswerStore, policy: CachePolicy, mode: CachingProvider.Mode,
    stamp: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.provider = provider
    self.store = store
    self.policy = policy
    self.mode = mode
    self.stamp = stamp
  }

  package var isOffline: Bool { mode == .offline }

  /// The verdict kept for `key` that this mode may use (`--refresh`: only one with every part
  /// fresh, its coordinates included — they are erased, limit and all, when they expire), or nil.
  package func verdict(for key: CacheKey) -> Verdict? {
    if keptThisRun.withLock({ $0.keys.contains(key.hashValue) }) { return nil }
    guard let entry = store.entry(for: key), let verdict = Verdict(entry: entry) else { return nil }
    if mode == .refresh {
      let coordinatesGone = entry.coordinates == nil && !verdict.candidates.isEmpty
      if coordinatesGone || !entry.isEntirelyFresh(at: store.currentTime()) { return nil }
    }
    return verdict
  }

  /// A fleet (`--state`): waits while another worker decides `key`. True when this worker must
  /// ask (then `remember` and `finish`), false when another worker's verdict is now kept.
  package func claim(_ key: CacheKey) async throws -> Bool {
    guard let fleet = store.fleet, mode != .offline else { return true }
    return try await fleet.turn(for: key) { verdict(for: key) != nil } == .mine
  }

  /// Lets other workers go on with `key` (its verdict is kept, or asking failed).
  package func finish(_ key: CacheKey) { store.fleet?.finish(key) }

  /// Keeps `verdict` for `key` (never offline, never with `--cache-ttl 0`).
  package func remember(_ verdict: Verdict, for key: CacheKey) {
    guard mode != .offline, policy.entryLifetime != 0 else { return }
    let storedAt = stamp()
    var entry = CacheEntry(payload: verdict.payload, coordinates: verdict.coordinates, storedAt: storedAt)
    entry.expiresAt = policy.entryExpiry(storedAt: storedAt)
    if entry.coordinates != nil { entry.coordinatesExpireAt = policy.coordinateExpiry(storedAt: storedAt) }
    store.put(entry, for: key)
    keptThisRun.withLock { kept in
      guard kept.keys.insert(key.hashValue).inserted else { return }
      // A ring of the last `capacity` keys: the oldest is forgotten (the de-duplication keeps
      // as many answers).
      if kept.order.count < capacity {
        kept.order.append(key.hashValue)
      } else {
        kept.keys.remove(kept.order[kept.next])
        kept.order[kept.next] = key.hashValue
        kept.next = (kept.next + 1) % capacity
      }
    }
  }
}

/// The key of a verdict: the request (as the cache keys it), everything of the row the
/// decision reads, and the rules that judged it, so a verdict answers only the same question.
package enum DecisionKey {
  /// Bumped when the way candidates are judged changes, so older verdicts are not reused.
  static let version = 1

  /// A verdict of `stage` on the answer to `request` for `row`, judged by `rules`.
  static func make(stage: String, request: CacheKey, row: RowRequest, rules: [JSONMember]) -> CacheKey {
    var rowObject = JSONObjectBuilder()
    rowObject.add("name", row.name)
    if row.name == nil { rowObject.add("query", row.queryText) }
    rowObject.add("street", row.streetForMatching)
    rowObject.add("number", row.houseNumberForMatching)
    rowObject.add("postcode", row.postcode)
    rowObject.add("country", row.countryCode)
    rowObject.add("at", row.coordinate.map(CacheKeyText.coordinate))
    var object = JSONObjectBuilder()
    object.add("verdict", stage)
    object.add("v", version)
    object.add("request", request.canonicalRequest)
    object.add("row", rowObject.value)
    object.add("rules", .object(rules))
    return CacheKey(provider: request.provider, endpoint: request.endpoint, members: object.members)
  }

  /// What a scorer judges with, for `rules`.
  static func rules(_ scorer: MatchScorer, extra: [JSONMember] = []) -> [JSONMember] {
    var object = JSONObjectBuilder()
    object.add("min", scorer.minConfidence)
    object.add("maxDistance", scorer.maxDistanceMeters)
    object.add("margin", scorer.ambiguityMargin)
    object.add("noise", scorer.noiseFloor)
    object.add("restrict", scorer.restriction.map(CacheKeyText.rectangle))
    object.add("region", scorer.regionCode)
    return object.members + extra
  }
}
