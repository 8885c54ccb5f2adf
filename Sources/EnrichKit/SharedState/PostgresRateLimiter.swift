import EnrichCore
import EnrichSystem
import Foundation

/// One rate limit per endpoint shared by every worker of a fleet, kept in PostgreSQL and timed
/// by the server's clock: each worker takes a few start times at once (one `INSERT … ON
/// CONFLICT … RETURNING`), so N cron jobs on one project send one quota's worth of requests,
/// not N, without a round trip per request.
package actor PostgresRateLimiter {
  private let connection: PostgresConnection
  private let schedules: [String: RateSchedule]
  /// Start times granted but not used yet, per endpoint, in local clock seconds.
  private var granted: [String: [Double]] = [:]
  /// Start times taken per round trip.
  private let batch: Int

  /// - Parameters:
  ///   - schedules: the limit of each endpoint key (`google.places:searchText`).
  ///   - batch: start times taken per round trip (a few: unused ones are lost when the worker
  ///     ends, so a large batch wastes quota).
  package init(uri: String, schedules: [String: RateSchedule] = [:], batch: Int = 4) throws(PostgresError) {
    connection = try PostgresConnection(uri)
    self.schedules = schedules
    self.batch = max(1, batch)
    try PostgresSchema.ensure(
      """
      CREATE TABLE IF NOT EXISTS enrich_rate (
        endpoint text PRIMARY KEY,
        tat double precision NOT NULL
      )
      """, on: connection, purpose: "create the shared rate-limit table")
  }

  /// Waits until one request to `endpoint` may start under the fleet's shared limit.
  package func acquire(_ endpoint: String) async throws {
    guard let schedule = schedules[endpoint] else { return }
    try await acquire(endpoint, schedule: schedule)
  }

  /// Waits until one request to `endpoint` may start under `schedule`, shared by the fleet
  /// (every worker passes the same limit for the same endpoint).
  package func acquire(_ endpoint: String, schedule: RateSchedule) async throws {
    // A start time this worker did not use in time is gone: sent late, it would crowd the next
    // worker's (the fleet's schedule moved on without it).
    let late = Date().timeIntervalSince1970 - schedule.interval
    granted[endpoint]?.removeAll { $0 < late }
    if granted[endpoint, default: []].isEmpty {
      let (starts, serverNow) = try take(endpoint, schedule)
      let offset = Date().timeIntervalSince1970 - serverNow
      granted[endpoint] = starts.map { $0 + offset }
    }
    let start = granted[endpoint, default: []].removeFirst()
    let wait = start - Date().timeIntervalSince1970
    if wait > 0 { try await Task.sleep(for: .seconds(wait)) }
  }

  /// One round trip's start times on the server's clock: the shared schedule itself.
  package func grant(_ endpoint: String) throws(PostgresError) -> [Double] {
    guard let schedule = schedules[endpoint] else { return [] }
    return try take(endpoint, schedule).starts
  }

  /// Takes the next `batch` start times from the shared schedule (server clock), with the
  /// server's clock reading, so the caller can convert them to its own.
  private func take(_ endpoint: String, _ schedule: RateSchedule) throws(PostgresError) -> (
    starts: [Double], serverNow: Double
  ) {
    let span = Double(schedule.burst - 1) * schedule.interval
    let result = try connection.query(
      """
      WITH now AS (SELECT extract(epoch FROM clock_timestamp())::double precision AS t)
      INSERT INTO enrich_rate AS r (endpoint, tat)
        SELECT $1, (SELECT t FROM now) - $2::double precision + $3::double precision * $4::int
      ON CONFLICT (endpoint) DO UPDATE
        SET tat = greatest(r.tat, (SELECT t FROM now) - $2::double precision) + $3::double precision * $4::int
      RETURNING tat - $3::double precision * $4::int, (SELECT t FROM now)
      """,
      [endpoint, String(span), String(schedule.interval), String(batch)], purpose: "take shared rate tokens")
    guard let row = result.rows.first, let first = row[0].flatMap(Double.init),
      let serverNow = row[1].flatMap(Double.init)
    else {
      throw PostgresError(.statement, message: "no start times returned", purpose: "take shared rate tokens")
    }
    return ((0..<batch).map { first + Double($0) * schedule.interval }, serverNow)
  }
}

extension PostgresRateLimiter: SharedRatePacer {
  package func acquire(_ endpoint: String, perSecond: Double) async throws {
    try await acquire(endpoint, schedule: RateSchedule(perSecond: perSecond))
  }
}
