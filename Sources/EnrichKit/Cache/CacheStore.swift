import EnrichCore
import EnrichSystem
import Foundation
import Synchronization

/// The persistent request cache: one SQLite file in WAL mode, so any number of processes can
/// read while one writes, and a crash loses at most the answer being written. Each answer is
/// written in its own transaction as soon as it arrives.
///
/// ```swift
/// let store = try CacheStore(path: CacheStore.defaultPath(environment: env))
/// store.put(entry, for: key)
/// let hit = store.entry(for: key)   // nil when missing, expired or damaged
/// ```
///
/// Opening first checks, without writing, that the file is an enrich cache (its
/// `application_id` stamp): anything else is refused and left byte for byte as it was. It then
/// purges expired entries. A cache whose pages are damaged is moved aside to `PATH.corrupt`
/// and a fresh one created (see `health.recovery`). Every entry carries checksums: a damaged
/// one reads as a miss. Read and write failures later on are counted in `health` and the
/// run's metrics, warned about once each, and treated as misses.
package final class CacheStore: Sendable {
  /// `PRAGMA user_version` of the current layout. It changes only when an older enrich could
  /// not use the file: the checksum columns were added without a change.
  package static let schemaVersion = 1
  /// `PRAGMA application_id` marking the file as an enrich cache ('EnCa').
  static let applicationID = SQLiteFileProbe.enrichCacheID

  package let path: String
  // One connection, used by one caller at a time; statements are short point reads/writes.
  // Internal so tests can limit the file's size (`PRAGMA max_page_count`) on it.
  let connection: Mutex<SQLiteDatabase>
  private let state = Mutex(CacheHealth())
  private let now: @Sendable () -> Date
  private let metrics: ProviderMetrics?
  private let warn: @Sendable (String) -> Void

  /// `$XDG_CACHE_HOME/enrich/cache.sqlite`, else `$HOME/.cache/enrich/cache.sqlite`.
  package static func defaultPath(environment: [String: String]) -> String {
    let cacheHome =
      environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? ((environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()) + "/.cache")
    return cacheHome + "/enrich/cache.sqlite"
  }

  /// Opens or creates the cache at `path` (parent directories are created) and purges
  /// expired entries.
  /// - Parameters:
  ///   - now: the clock deciding expiry (injected by tests).
  ///   - metrics: where damaged entries, answers not stored and read failures are counted.
  ///   - warn: told once per kind of problem, as it first happens.
  /// - Throws: `CacheStoreError` naming the path and what to do.
  package init(
    path: String, now: @escaping @Sendable () -> Date = { Date() }, metrics: ProviderMetrics? = nil,
    warn: @escaping @Sendable (String) -> Void = { _ in }
  ) throws(CacheStoreError) {
    self.path = path
    self.now = now
    self.metrics = metrics
    self.warn = warn
    var health = CacheHealth()
    let identity = try Self.identify(path)
    let database: SQLiteDatabase
    do {
      database = try Self.open(path, as: identity)
    } catch let error as SQLiteError where error.isCorruptOrNotADatabase && identity != .fresh {
      // Its stamp proves the file is an enrich cache: keep it aside, start a new one.
      guard let aside = Self.moveAside(path) else { throw Self.describe(error, path: path) }
      health.recovery =
        "cache '\(path)': the file was damaged (\(error.message)); it was moved to '\(aside)' and a new "
        + "cache started"
      do {
        database = try Self.open(path, as: .fresh)
      } catch {
        throw Self.describe(error, path: path)
      }
    } catch {
      throw Self.describe(error, path: path)
    }
    connection = Mutex(database)
    state.withLock { $0 = health }
    metrics?.recordCacheOpened(path: path)
    purgeExpired()
  }

  /// The store's notion of now (what expiry is judged at).
  package func currentTime() -> Date { now() }

  /// Problems met so far (never thrown: a cache failure must not fail a paid-for answer).
  package var health: CacheHealth { state.withLock { $0 } }

  /// The entry for `key` as seen now (expired coordinates dropped), or nil when missing,
  /// expired or damaged. Failures and damage are counted and read as a miss.
  package func entry(for key: CacheKey) -> CacheEntry? {
    let moment = now()
    let keyText = key.description
    do {
      let read = try connection.withLock { database throws(SQLiteError) -> StoredEntry? in
        let statement = try database.cached(
          """
          SELECT payload, coordinates, stored_at, expires_at, coordinates_expire_at, payload_check,
            coordinates_check
          FROM entries WHERE key = ?
          """,
          purpose: "read a cached answer")
        try statement.bind(.text(keyText), at: 1)
        // Reset before returning: a statement left on a row keeps its read transaction open,
        // which would make this connection's next write fail with a stale snapshot.
        defer { statement.reset() }
        guard try statement.step(), let payload = statement.text(0) else { return nil }
        let entry = CacheEntry(
          payload: payload, coordinates: statement.text(1),
          storedAt: Date(timeIntervalSince1970: statement.double(2)),
          expiresAt: statement.isNull(3) ? nil : Date(timeIntervalSince1970: statement.double(3)),
          coordinatesExpireAt: statement.isNull(4) ? nil : Date(timeIntervalSince1970: statement.double(4)))
        return StoredEntry(
          entry: entry, payloadCheck: statement.isNull(5) ? nil : statement.int(5),
          coordinatesCheck: statement.isNull(6) ? nil : statement.int(6))
      }
      guard let read else { return nil }
      guard read.isIntact(key: keyText) else {
        note(.damagedEntry, "a stored answer failed its checksum (the file is damaged there)")
        return nil
      }
      guard read.entry.isValid(at: moment) else { return nil }
      return read.entry.visible(at: moment)
    } catch {
      note(.readFailure, Self.reason(error))
      return nil
    }
  }

  /// Stores (or replaces) the entry for `key` in its own transaction, with its checksums.
  package func put(_ entry: CacheEntry, for key: CacheKey) {
    let keyText = key.description
    let stored = entry.storedAt.timeIntervalSince1970
    let expires = entry.expiresAt?.timeIntervalSince1970
    let coordinatesExpire = entry.coordinatesExpireAt?.timeIntervalSince1970
    let payloadCheck = CacheChecksum.payload(
      key: keyText, payload: entry.payload, storedAt: stored, expiresAt: expires)
    let coordinatesCheck = entry.coordinates.map {
      CacheChecksum.coordinates(key: keyText, coordinates: $0, expireAt: coordinatesExpire)
    }
    do {
      try connection.withLock { database throws(SQLiteError) in
        let statement = try database.cached(
          """
          INSERT OR REPLACE INTO entries
            (key, provider, endpoint, payload, coordinates, stored_at, expires_at, coordinates_expire_at,
             payload_check, coordinates_check)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
          """, purpose: "store an answer in the cache")
        try statement.run([
          .text(keyText), .text(key.provider), .text(key.endpoint.rawValue), .text(entry.payload),
          entry.coordinates.map(SQLiteStatement.Value.text) ?? .null, .double(stored),
          expires.map { .double($0) } ?? .null, coordinatesExpire.map { .double($0) } ?? .null,
          .int(payloadCheck), coordinatesCheck.map { .int($0) } ?? .null,
        ])
      }
    } catch {
      note(.notStored, Self.reason(error))
    }
  }

  /// Deletes expired entries and drops expired coordinates. Returns how many rows changed.
  /// Skipped (returns 0) when another process holds the write lock: it will run next time.
  @discardableResult
  package func purgeExpired() -> Int {
    let cutoff = now().timeIntervalSince1970
    do {
      return try connection.withLock { database throws(SQLiteError) -> Int in
        var changed = 0
        let deletion = try database.prepare(
          "DELETE FROM entries WHERE expires_at IS NOT NULL AND expires_at <= ?",
          purpose: "purge expired cache entries")
        try deletion.run([.double(cutoff)])
        changed += database.changes
        let coordinates = try database.prepare(
          """
          UPDATE entries SET coordinates = NULL, coordinates_expire_at = NULL, coordinates_check = NULL
          WHERE coordinates_expire_at IS NOT NULL AND coordinates_expire_at <= ?
          """, purpose: "drop expired coordinates from the cache")
        try coordinates.run([.double(cutoff)])
        changed += database.changes
        return changed
      }
    } catch {
      // Housekeeping loses no answer (and another process may simply hold the lock): noted only.
      state.withLock { $0.lastProblem = Self.reason(error) }
      return 0
    }
  }

  /// Number of entries, per provider.
  package func entryCounts() throws(CacheStoreError) -> [String: Int] {
    do {
      return try connection.withLock { database throws(SQLiteError) -> [String: Int] in
        let statement = try database.prepare(
          "SELECT provider, count(*) FROM entries GROUP BY provider", purpose: "count cache entries")
        var counts: [String: Int] = [:]
        while try statement.step() { counts[statement.text(0) ?? "", default: 0] += Int(statement.int(1)) }
        return counts
      }
    } catch {
      throw Self.describe(error, path: path)
    }
  }

  /// SQLite's own words ("database or disk is full"), which say what to fix.
  private static func reason(_ error: any Error) -> String {
    (error as? SQLiteError)?.message ?? "\(error)"
  }

  /// Counts a problem and warns the first time one of its kind happens.
  private func note(_ problem: CacheCounts.Problem, _ detail: String) {
    let first = state.withLock { $0.count(problem, detail: detail) }
    metrics?.recordCache(problem)
    guard first else { return }
    switch problem {
    case .damagedEntry:
      warn(
        "cache '\(path)': \(detail); it was ignored and requested again. The summary counts such entries; "
          + "delete the file to start a clean cache")
    case .notStored:
      warn(
        "cache '\(path)': cannot store answers (\(detail)); the run goes on and uses them, but they are not "
          + "kept. The summary counts the answers not stored")
    case .readFailure:
      warn(
        "cache '\(path)': cannot read from the cache (\(detail)); those requests are sent again. The "
          + "summary counts the failed reads")
    }
  }
}

/// A row as read, with the checksums it was stored with (nil: stored before checksums existed,
/// or by an older enrich).
private struct StoredEntry {
  var entry: CacheEntry
  var payloadCheck: Int64?
  var coordinatesCheck: Int64?

  func isIntact(key: String) -> Bool {
    // Entries from before checksums existed cannot be checked; they are trusted as they were.
    guard let payloadCheck else { return true }
    let payload = CacheChecksum.payload(
      key: key, payload: entry.payload, storedAt: entry.storedAt.timeIntervalSince1970,
      expiresAt: entry.expiresAt?.timeIntervalSince1970)
    guard payload == payloadCheck else { return false }
    switch (entry.coordinates, coordinatesCheck) {
    case (nil, nil): return true
    case (let coordinates?, let check?):
      return check
        == CacheChecksum.coordinates(
          key: key, coordinates: coordinates, expireAt: entry.coordinatesExpireAt?.timeIntervalSince1970)
    default: return false
    }
  }
}
