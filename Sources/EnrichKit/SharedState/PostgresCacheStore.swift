import EnrichCore
import EnrichSystem
import Foundation
import Synchronization

/// The request cache in a PostgreSQL database that a fleet of workers shares (`--state`): the
/// same keys and entries as the SQLite `CacheStore` (each entry stamped with its terms' limits
/// by `CachePolicy` before it comes here), one row per key. Each answer is written in its own
/// statement (`INSERT … ON CONFLICT DO UPDATE`), so concurrent workers never lose or half-write
/// one; a key is indexed by its MD5 (a key may be longer than an index entry) and compared whole.
/// Like the SQLite cache, expired entries and coordinates are purged at open, reads never return
/// what has expired, and failures are counted and read as misses, never thrown.
package final class PostgresCacheStore: AnswerStore {
  private let connection: Mutex<PostgresConnection>
  private let state = Mutex(CacheHealth())
  private let now: @Sendable () -> Date
  private let metrics: ProviderMetrics?
  private let warn: @Sendable (String) -> Void
  /// What messages call the store: its URL without the password.
  package let name: String
  private let settings: StateSettings
  package let fleet: (any FleetTurns)?

  /// Connects, creates the table when missing and purges what has expired.
  /// - Parameters:
  ///   - settings: the URL (its password never appears in a message) and lease duration.
  ///   - owner: this worker's name in the leases table (see `FleetLeases`); nil: no leases.
  package init(
    _ settings: StateSettings, owner: String?, now: @escaping @Sendable () -> Date = { Date() },
    metrics: ProviderMetrics? = nil, warn: @escaping @Sendable (String) -> Void = { _ in }
  ) throws(PostgresError) {
    name = settings.redacted
    self.settings = settings
    self.now = now
    self.metrics = metrics
    self.warn = warn
    let connection = try PostgresConnection(settings.url)
    try PostgresSchema.ensure(
      """
      CREATE TABLE IF NOT EXISTS enrich_cache (
        key_hash text PRIMARY KEY,
        key text NOT NULL,
        provider text NOT NULL,
        endpoint text NOT NULL,
        payload text NOT NULL,
        coordinates text,
        stored_at double precision NOT NULL,
        expires_at double precision,
        coordinates_expire_at double precision
      )
      """, on: connection, purpose: "create the shared cache table")
    try PostgresSchema.ensure(
      "CREATE TABLE IF NOT EXISTS enrich_run_notes (name text PRIMARY KEY, value text NOT NULL)",
      on: connection, purpose: "create the shared run notes table")
    self.connection = Mutex(connection)
    fleet = try owner.map { owner throws(PostgresError) in
      FleetLeases(
        try PostgresLeases(uri: settings.url, owner: owner, duration: settings.leaseSeconds),
        warn: { warn(settings.scrub($0)) })
    }
    metrics?.recordCacheOpened(path: name)
    purgeExpired()
  }

  package func currentTime() -> Date { now() }

  package var health: CacheHealth { state.withLock { $0 } }

  package func entry(for key: CacheKey) -> CacheEntry? {
    let moment = now()
    do {
      let result = try connection.withLock { connection throws(PostgresError) in
        try connection.query(
          """
          SELECT payload, coordinates, stored_at, expires_at, coordinates_expire_at
          FROM enrich_cache WHERE key_hash = md5($1) AND key = $1
          """, [key.description], purpose: "read a shared cached answer")
      }
      guard let row = result.rows.first, let payload = row[0], let stored = row[2].flatMap(Double.init) else {
        return nil
      }
      let entry = CacheEntry(
        payload: payload, coordinates: row[1], storedAt: Date(timeIntervalSince1970: stored),
        expiresAt: row[3].flatMap(Double.init).map(Date.init(timeIntervalSince1970:)),
        coordinatesExpireAt: row[4].flatMap(Double.init).map(Date.init(timeIntervalSince1970:)))
      guard entry.isValid(at: moment) else { return nil }
      return entry.visible(at: moment)
    } catch {
      note(.readFailure, error.message)
      return nil
    }
  }

  package func put(_ entry: CacheEntry, for key: CacheKey) {
    let values: [String?] = [
      key.description, key.provider, key.endpoint.rawValue, entry.payload, entry.coordinates,
      Self.number(entry.storedAt), entry.expiresAt.map(Self.number),
      entry.coordinatesExpireAt.map(Self.number),
    ]
    do {
      try connection.withLock { connection throws(PostgresError) in
        _ = try connection.query(
          """
          INSERT INTO enrich_cache
            (key_hash, key, provider, endpoint, payload, coordinates, stored_at, expires_at, coordinates_expire_at)
          VALUES (md5($1), $1, $2, $3, $4, $5, $6::double precision, $7::double precision, $8::double precision)
          ON CONFLICT (key_hash) DO UPDATE SET key = $1, provider = $2, endpoint = $3, payload = $4,
            coordinates = $5, stored_at = $6::double precision, expires_at = $7::double precision,
            coordinates_expire_at = $8::double precision
          """, values, purpose: "store an answer in the shared cache")
      }
    } catch {
      note(.notStored, error.message)
    }
  }

  package func runNote(named name: String) -> String? {
    let result = try? connection.withLock { connection throws(PostgresError) in
      try connection.query(
        "SELECT value FROM enrich_run_notes WHERE name = $1", [name], purpose: "read a shared run note")
    }
    return result?.rows.first?[0] ?? nil
  }

  package func keepRunNote(_ value: String, named name: String) {
    _ = try? connection.withLock { connection throws(PostgresError) in
      try connection.query(
        """
        INSERT INTO enrich_run_notes (name, value) VALUES ($1, $2)
        ON CONFLICT (name) DO UPDATE SET value = $2
        """, [name, value], purpose: "keep a shared run note")
    }
  }

  /// Deletes expired entries and drops expired coordinates; returns how many rows changed.
  @discardableResult
  package func purgeExpired() -> Int {
    let cutoff = Self.number(now())
    do {
      return try connection.withLock { connection throws(PostgresError) -> Int in
        let deleted = try connection.query(
          "DELETE FROM enrich_cache WHERE expires_at IS NOT NULL AND expires_at <= $1::double precision",
          [cutoff], purpose: "purge expired shared cache entries")
        let dropped = try connection.query(
          """
          UPDATE enrich_cache SET coordinates = NULL, coordinates_expire_at = NULL
          WHERE coordinates_expire_at IS NOT NULL AND coordinates_expire_at <= $1::double precision
          """, [cutoff], purpose: "drop expired coordinates from the shared cache")
        return deleted.affected + dropped.affected
      }
    } catch {
      state.withLock { $0.lastProblem = settings.scrub(error.message) }
      return 0
    }
  }

  /// Number of entries, per provider.
  package func entryCounts() throws(PostgresError) -> [String: Int] {
    let result = try connection.withLock { connection throws(PostgresError) in
      try connection.query(
        "SELECT provider, count(*) FROM enrich_cache GROUP BY provider", purpose: "count shared cache entries"
      )
    }
    var counts: [String: Int] = [:]
    for row in result.rows { counts[row[0] ?? "", default: 0] += row[1].flatMap(Int.init) ?? 0 }
    return counts
  }

  /// Seconds since 1970 with every digit a double holds, as PostgreSQL reads them back.
  private static func number(_ date: Date) -> String { "\(date.timeIntervalSince1970)" }

  /// Counts a problem and warns the first time one of its kind happens.
  private func note(_ problem: CacheCounts.Problem, _ message: String) {
    let detail = settings.scrub(message)
    let first = state.withLock { $0.count(problem, detail: detail) }
    metrics?.recordCache(problem)
    guard first else { return }
    let what = problem == .readFailure ? "cannot read from it" : "cannot store answers in it"
    warn(
      "shared cache \(name): \(what) (\(detail)); the run goes on (those requests are sent again, "
        + "answers not kept are counted in the summary)")
  }
}
