/// The limits of one Google method: a per-second bucket, a per-minute bucket, and the
/// adaptive factor. Requests are paced evenly (small bursts) rather than sent in clumps,
/// because Google counts quota in short windows and a clump trips it even when the average
/// is fine. Pure: time is passed in.
package struct EndpointRateLimit: Sendable, Equatable {
  private var perSecond: TokenBucket?
  private var perMinute: TokenBucket?
  private let baseQPS: Double?
  private let baseQPM: Double?
  package private(set) var adaptive = AdaptiveRate()

  /// - Parameters:
  ///   - qps, qpm: nil limits do not apply. The per-second bucket holds a single token (no
  ///     bursts: Google counts in short windows); the per-minute one holds a second's worth.
  ///   - headroom: the fraction of the limits actually used, so that network jitter (two
  ///     requests arriving closer together than they were sent) does not trip the quota.
  package init(qps: Double?, qpm: Double?, headroom: Double = 1, now: Double) {
    let headroom = min(max(headroom, 0.1), 1)
    baseQPS = qps.map { $0 * headroom }
    baseQPM = qpm.map { $0 * headroom }
    perSecond = baseQPS.map { TokenBucket(rate: $0, capacity: 1, now: now) }
    perMinute = baseQPM.map { TokenBucket(rate: $0 / 60, capacity: max(1, $0 / 60), now: now) }
  }

  /// The rate in requests per second this limit currently allows (nil = unlimited).
  package var effectiveQPS: Double? {
    let limits = [baseQPS, baseQPM.map { $0 / 60 }].compactMap { $0 }
    return limits.min().map { $0 * adaptive.factor }
  }

  /// Reserves the next slot; returns the seconds to wait before sending.
  package mutating func reserve(at now: Double) -> Double {
    if adaptive.recover(at: now) { applyFactor(at: now) }
    let second = perSecond?.reserve(at: now) ?? 0
    let minute = perMinute?.reserve(at: now) ?? 0
    return max(second, minute)
  }

  /// A "slow down" answer arrived.
  package mutating func rateLimited(at now: Double) {
    if adaptive.rateLimited(at: now) { applyFactor(at: now) }
  }

  private mutating func applyFactor(at now: Double) {
    if let baseQPS { perSecond?.setRate(baseQPS * adaptive.factor, at: now) }
    if let baseQPM { perMinute?.setRate(baseQPM / 60 * adaptive.factor, at: now) }
  }
}
