/// A token bucket that hands out future slots: `reserve(at:)` always takes a token, letting
/// the balance go negative, and returns how long the caller must wait for it. Concurrent
/// callers therefore queue in order without polling. Pure: time is passed in (seconds on any
/// monotonic scale), so tests drive it with plain numbers.
package struct TokenBucket: Sendable, Equatable {
  /// Tokens added per second.
  package private(set) var rate: Double
  /// Most tokens that can accumulate while idle (the burst size).
  package let capacity: Double
  package private(set) var tokens: Double
  private var updated: Double

  package init(rate: Double, capacity: Double, now: Double) {
    self.rate = rate
    self.capacity = max(1, capacity)
    self.tokens = max(1, capacity)
    self.updated = now
  }

  /// Takes one token; returns the seconds until it is really available (0 = go now).
  package mutating func reserve(at now: Double) -> Double {
    refill(at: now)
    tokens -= 1
    return tokens >= 0 ? 0 : -tokens / rate
  }

  /// Changes the refill rate from `now` on (adaptive slow-down and recovery).
  package mutating func setRate(_ newRate: Double, at now: Double) {
    refill(at: now)
    rate = newRate
  }

  private mutating func refill(at now: Double) {
    if now > updated {
      tokens = min(capacity, tokens + (now - updated) * rate)
      updated = now
    }
  }
}
