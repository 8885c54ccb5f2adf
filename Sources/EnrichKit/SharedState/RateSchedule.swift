import Foundation

/// The generic cell rate algorithm (GCRA) one shared rate limit runs on: a request may start
/// at the "theoretical arrival time" (TAT) the previous one left, requests are spaced by the
/// emission interval (1 / rate), and up to `burst` requests may start at once after a quiet
/// spell. Pure: the caller passes the clock's reading; the PostgreSQL limiter runs the same
/// arithmetic in one `UPDATE … RETURNING` with the server's clock, so every worker shares one
/// schedule.
package struct RateSchedule: Sendable, Equatable {
  /// Seconds between two requests at the limit.
  package var interval: Double
  /// Requests that may start back to back after a quiet spell.
  package var burst: Int

  package init(perSecond rate: Double, burst: Int = 1) {
    interval = 1 / rate
    self.burst = max(1, burst)
  }

  /// Hands out `count` start times from the schedule whose TAT is `tat`, at `now`: the times
  /// the requests may start (evenly spaced from the first) and the TAT left for the next ones.
  package func take(_ count: Int, tat: Double, now: Double) -> (starts: [Double], tat: Double) {
    // A quiet spell leaves at most `burst` requests of credit.
    let first = max(tat, now - Double(burst - 1) * interval)
    let starts = (0..<count).map { first + Double($0) * interval }
    return (starts, first + Double(count) * interval)
  }
}
