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
/// let hit = store.entry(for: key)   // nil when missing or expired
/// ```
///
/// Opening purges expired entries (two indexed statements). A damaged SQLite file is moved aside
/// to `PATH.corrupt` and a fresh cache created (see `health.recovery`); a file that is not
/// SQLite at all, or an SQLite file that is not an enrich cache, is refused and left untouched.
/// Read and write failures later on are counted in `health` and treated as misses.
public final class CacheStore: Sendable {
  /// `PRAGMA user_version` of the current layout.
  public static let schemaVersion = 1
  /// `PRAGMA application_id` marking the file as an enrich cache ('EnCa').
  static let applicationID: Int64 = 0x456E_4361

  public let path: String
  // One connection, used by one caller at a time; statements are short point reads/writes.
  private let connection: Mutex<SQLiteDatabase>
  private let state = Mutex(CacheHealth())
  private let now: @Sendable () -> Date

  /// `$XDG_CACHE_HOME/enrich/cache.sqlite`, else `$HOME/.cache/enrich/cache.sqlite`.
  public static func defaultPath(environment: [String: String]) -> String {
    let cacheHome =
      environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? ((environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()) + "/.cache")
    return cacheHome + "/enrich/cache.sqlite"
  }

  /// Opens or creates the cache at `path` (parent directories are created) and purges
  /// expired entries.
  /// - Parameter now: the clock deciding expiry (injected by tests).
  /// - Throws: `CacheStoreError` naming the path and what to do.
  public init(path: String, now: @escaping @Sendable () -> Date = { Date() }) throws(CacheStoreError) {
    self.path = path
    self.now = now
    var health = CacheHealth()
    let database: SQLiteDatabase
    do {
      database = try Self.open(path)
    } catch let error as SQLiteError where error.isCorruptOrNotADatabase && Self.looksLikeSQLite(path) {
      let aside = path + ".corrupt"
      Self.moveAside(path, to: aside)
      health.recovery =
        "the cache file was damaged (\(error.message)); it was moved to '\(aside)' and a new cache started"
      do {
        database = try Self.open(path)
      } catch {
        throw Self.describe(error, path: path)
      }
    } catch {
      throw Self.describe(error, path: path)
    }
    connection = Mutex(database)
    state.withLock { $0 = health }
    purgeExpired()
  }

  /// Problems met so far (never thrown: a cache failure must not fail a paid-for answer).
  public var health: CacheHealth { state.withLock { $0 } }

  /// The entry for `key` as seen now (expired coordinates dropped), or nil when missing or
  /// expired. Read failures count in `health` and read as a miss.
  public func entry(for key: CacheKey) -> CacheEntry? {
    let moment = now()
    do {
      let stored = try connection.withLock { database throws(SQLiteError) -> CacheEntry? in
        let statement = try database.cached(
          "SELECT payload, coordinates, stored_at, expires_at, coordinates_expire_at FROM entries WHERE key = ?",
          purpose: "read a cached answer")
        try statement.bind(.text(key.description), at: 1)
        // Reset before returning: a statement left on a row keeps its read transaction open,
        // which would make this connection's next write fail with a stale snapshot.
        defer { statement.reset() }
        guard try statement.step(), let payload = statement.text(0) else { return nil }
        return CacheEntry(
          payload: payload, coordinates: statement.text(1),
          storedAt: Date(timeIntervalSince1970: statement.double(2)),
          expiresAt: statement.isNull(3) ? nil : Date(timeIntervalSince1970: statement.double(3)),
          coordinatesExpireAt: statement.isNull(4) ? nil : Date(timeIntervalSince1970: statement.double(4)))
      }
      guard let stored, stored.isValid(at: moment) else { return nil }
      return stored.visible(at: moment)
    } catch {
      note(error, read: true)
      return nil
    }
  }

  /// Stores (or replaces) the entry for `key` in its own transaction.
  public func put(_ entry: CacheEntry, for key: CacheKey) {
    do {
      try connection.withLock { database throws(SQLiteError) in
        let statement = try database.cached(
          """
          INSERT OR REPLACE INTO entries
            (key, provider, endpoint, payload, coordinates, stored_at, expires_at, coordinates_expire_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?)
          """, purpose: "store an answer in the cache")
        try statement.run([
          .text(key.description), .text(key.provider), .text(key.endpoint.rawValue), .text(entry.payload),
          entry.coordinates.map(SQLiteStatement.Value.text) ?? .null,
          .double(entry.storedAt.timeIntervalSince1970),
          entry.expiresAt.map { .double($0.timeIntervalSince1970) } ?? .null,
          entry.coordinatesExpireAt.map { .double($0.timeIntervalSince1970) } ?? .null,
        ])
      }
    } catch {
      note(error, read: false)
    }
  }

  /// Deletes expired entries and drops expired coordinates. Returns how many rows changed.
  /// Skipped (returns 0) when another process holds the write lock: it will run next time.
  @discardableResult
  public func purgeExpired() -> Int {
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
          UPDATE entries SET coordinates = NULL, coordinates_expire_at = NULL
          WHERE coordinates_expire_at IS NOT NULL AND coordinates_expire_at <= ?
          """, purpose: "drop expired coordinates from the cache")
        try coordinates.run([.double(cutoff)])
        changed += database.changes
        return changed
      }
    } catch {
      note(error, read: false)
      return 0
    }
  }

  /// Number of entries, per provider.
  public func entryCounts() throws(CacheStoreError) -> [String: Int] {
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

  private func note(_ error: any Error, read: Bool) {
    state.withLock {
      if read { $0.readFailures += 1 } else { $0.writeFailures += 1 }
      $0.lastProblem = "\(error)"
    }
  }
}
