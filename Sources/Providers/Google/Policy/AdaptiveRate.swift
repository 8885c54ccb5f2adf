/// How hard to push against the quota: a factor in (0, 1] applied to the configured rate.
/// Cut multiplicatively when Google says "slow down" (429, RESOURCE_EXHAUSTED,
/// OVER_QUERY_LIMIT), at most once per `holdSeconds` because answers already in flight were sent
/// at the old rate; then raised linearly (2 % per second) back to 1 once no such answer came for
/// `holdSeconds`: slowly, so a rate just under the quota is held rather than probed again at once.
/// Pure: time is passed in.
package struct AdaptiveRate: Sendable, Equatable {
  package private(set) var factor: Double = 1
  package var decrease: Double = 0.9
  package var minimumFactor: Double = 0.1
  /// Factor regained per second of calm.
  package var recoveryPerSecond: Double = 0.02
  package var holdSeconds: Double = 1
  private var lastCut: Double = -.infinity
  private var lastUpdate: Double = -.infinity

  package init() {}

  /// Records a rate-limit answer; returns whether the factor changed.
  @discardableResult
  package mutating func rateLimited(at now: Double) -> Bool {
    recover(at: now)
    guard now - lastCut >= holdSeconds else { return false }
    factor = max(minimumFactor, factor * decrease)
    lastCut = now
    lastUpdate = now
    return true
  }

  /// Brings the factor up for the calm time since the last update; returns whether it changed.
  @discardableResult
  package mutating func recover(at now: Double) -> Bool {
    guard factor < 1 else {
      lastUpdate = now
      return false
    }
    let calmSince = max(lastUpdate, lastCut + holdSeconds)
    guard now > calmSince else { return false }
    factor = min(1, factor + (now - calmSince) * recoveryPerSecond)
    lastUpdate = now
    return true
  }
}
