import EnrichSystem
import Foundation

extension CacheStore {
  /// What is at the cache path, decided without changing a byte of it.
  enum Identity: Equatable {
    /// No file, an empty one, or an SQLite file without tables: a new cache goes there.
    case fresh
    /// An enrich cache (proven by its stamp), of this schema version.
    case cache(version: Int)
  }

  /// Tells whether `path` may be opened as the cache, from its header and, when the header
  /// alone does not say, a read-only look that creates no file.
  /// - Throws: `CacheStoreError(.notACache)` for anything that is not an enrich cache,
  ///   `.newerSchema` for a cache this build cannot read.
  static func identify(_ path: String) throws(CacheStoreError) -> Identity {
    guard let status = FileStatus.of(path) else { return .fresh }
    if status.kind == .directory {
      throw CacheStoreError(.unavailable, path: path, "is a folder; give a file name with --cache PATH")
    }
    let header = SQLiteFileProbe.header(of: path)
    switch header.kind {
    case .absent: return .fresh
    case .notSQLite:
      throw CacheStoreError(
        .notACache, path: path,
        "not an SQLite database, so not an enrich cache; it was left untouched. Choose another file with --cache PATH"
      )
    case .sqlite: break
    }
    var stamps = (applicationID: header.applicationID, userVersion: header.userVersion)
    var tables: [String] = []
    if stamps.applicationID == 0 {
      // Unstamped: another program's database, an empty one, or a cache whose first commit
      // is still in its write-ahead log. Only a look inside tells.
      do {
        let database = try SQLiteFileProbe.inspect(path)
        stamps = try database.stamps()
        tables = try database.tableNames()
      } catch {
        throw CacheStoreError(
          .notACache, path: path,
          "an SQLite file that cannot be read (\(error.message)) and carries no enrich stamp; it was left "
            + "untouched. Choose another file with --cache PATH")
      }
    }
    switch stamps.applicationID {
    case applicationID:
      guard stamps.userVersion <= schemaVersion else {
        throw CacheStoreError(
          .newerSchema, path: path,
          "written by a newer enrich (cache schema \(stamps.userVersion), this build knows \(schemaVersion)); "
            + "upgrade enrich or use another file with --cache PATH")
      }
      return .cache(version: Int(stamps.userVersion))
    case 0 where tables.isEmpty && stamps.userVersion == 0:
      return .fresh
    default:
      // An index built before indexes were stamped is still recognisably one.
      let kind =
        stamps.applicationID == 0 && tables.contains("meta") && tables.contains("places")
        ? "an enrich place index" : SQLiteFileProbe.describe(applicationID: stamps.applicationID)
      throw CacheStoreError(
        .notACache, path: path,
        "this is \(kind), not an enrich cache; it was left untouched. Choose another file with --cache PATH")
    }
  }

  /// Opens the file once `identify` allowed it: a new cache gets its schema and stamp in its
  /// first commit, then WAL; an older schema is brought up to date in one transaction.
  static func open(_ path: String, as identity: Identity) throws -> SQLiteDatabase {
    if identity == .fresh { try createParentDirectory(of: path) }
    let database = try SQLiteDatabase(
      path: path, mode: identity == .fresh ? .create : .readWrite, busyTimeoutMilliseconds: 10_000)
    try database.transaction(purpose: "prepare the cache schema") {
      // Read again under the write lock: another process may have created or upgraded it.
      let (application, version) = try database.stamps()
      if application == 0, try database.tableNames().isEmpty {
        try createSchema(in: database)
        return
      }
      guard application == applicationID else {
        throw CacheStoreError(
          .notACache, path: path,
          "this is \(SQLiteFileProbe.describe(applicationID: application)), not a cache")
      }
      guard version <= schemaVersion else {
        throw CacheStoreError(
          .newerSchema, path: path, "written by a newer enrich (cache schema \(version)); upgrade enrich")
      }
      if try !database.columnNames(of: "entries").contains("payload_check") { try addChecksums(database) }
    }
    // WAL: readers never block the writer, and a crash leaves the last committed state.
    // synchronous=NORMAL is durable against process crashes; a power cut may lose the last
    // few answers, never the file's integrity, which is the right trade for a cache.
    try database.enableWAL()
    try database.exec("PRAGMA synchronous=NORMAL", purpose: "set the cache's sync mode")
    return database
  }

  private static func createSchema(in database: SQLiteDatabase) throws {
    try database.exec(
      """
      CREATE TABLE entries(
        key TEXT PRIMARY KEY,
        provider TEXT NOT NULL,
        endpoint TEXT NOT NULL,
        payload TEXT NOT NULL,
        coordinates TEXT,
        stored_at REAL NOT NULL,
        expires_at REAL,
        coordinates_expire_at REAL,
        payload_check INTEGER,
        coordinates_check INTEGER
      ) WITHOUT ROWID;
      CREATE INDEX entries_expiry ON entries(expires_at) WHERE expires_at IS NOT NULL;
      CREATE INDEX entries_coordinate_expiry ON entries(coordinates_expire_at)
        WHERE coordinates_expire_at IS NOT NULL;
      PRAGMA application_id = \(applicationID);
      PRAGMA user_version = \(schemaVersion);
      """, purpose: "create the cache schema")
  }

  /// Adds the per-entry checksums to a cache written before they existed. The change is
  /// additive, so the schema version stays: an older enrich still uses the file (its entries
  /// carry no checksum and are trusted as before), and entries written from now on are checked.
  private static func addChecksums(_ database: SQLiteDatabase) throws {
    try database.exec(
      """
      ALTER TABLE entries ADD COLUMN payload_check INTEGER;
      ALTER TABLE entries ADD COLUMN coordinates_check INTEGER;
      """, purpose: "add checksums to the cache schema")
  }

  private static func createParentDirectory(of path: String) throws {
    let directory = (path as NSString).deletingLastPathComponent
    guard !directory.isEmpty, !FileManager.default.fileExists(atPath: directory) else { return }
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw CacheStoreError(
        .unavailable, path: path,
        "cannot create the directory '\(directory)' (\(error.localizedDescription)); "
          + "choose a writable place with --cache PATH or run with --no-cache")
    }
  }

  /// Moves a damaged cache (proven enrich's by its stamp) and its write-ahead log to the first
  /// free `PATH.corrupt`, `PATH.corrupt-2`, ...: kept for inspection, never overwritten.
  /// Returns where it went, nil when it could not be moved.
  static func moveAside(_ path: String) -> String? {
    let files = FileManager.default
    var aside = path + ".corrupt"
    var number = 1
    while files.fileExists(atPath: aside) || files.fileExists(atPath: aside + "-wal") {
      number += 1
      aside = path + ".corrupt-\(number)"
    }
    guard (try? files.moveItem(atPath: path, toPath: aside)) != nil else { return nil }
    if files.fileExists(atPath: path + "-wal") {
      try? files.moveItem(atPath: path + "-wal", toPath: aside + "-wal")
    }
    // Shared memory is rebuilt from the log by whoever opens the file next.
    try? files.removeItem(atPath: path + "-shm")
    return aside
  }

  static func describe(_ error: any Error, path: String) -> CacheStoreError {
    if let error = error as? CacheStoreError { return error }
    if let error = error as? SQLiteError {
      if error.isCorruptOrNotADatabase {
        return CacheStoreError(
          .notACache, path: path,
          "not an SQLite database (\(error.message)); choose another file with --cache PATH")
      }
      if error.isBusy {
        return CacheStoreError(
          .unavailable, path: path,
          "locked by another process for too long while trying to \(error.purpose); try again, or use "
            + "another file with --cache PATH")
      }
      return CacheStoreError(
        .unavailable, path: path,
        "could not \(error.purpose): \(error.message); check the file's permissions or run with --no-cache")
    }
    return CacheStoreError(.unavailable, path: path, "\(error)")
  }
}
