import EnrichSystem
import Foundation

extension CacheStore {
  /// Opens the file, switches to WAL and creates or checks the schema.
  static func open(_ path: String) throws -> SQLiteDatabase {
    try createParentDirectory(of: path)
    let database = try SQLiteDatabase(path: path, mode: .create, busyTimeoutMilliseconds: 10_000)
    // WAL: readers never block the writer, and a crash leaves the last committed state.
    // synchronous=NORMAL is durable against process crashes; a power cut may lose the last
    // few answers, never the file's integrity, which is the right trade for a cache.
    try database.enableWAL()
    try database.exec("PRAGMA synchronous=NORMAL", purpose: "set the cache's sync mode")
    try database.transaction(purpose: "prepare the cache schema") {
      let version =
        Int(try database.scalarText("PRAGMA user_version", purpose: "read the schema version") ?? "0") ?? 0
      let application =
        Int64(try database.scalarText("PRAGMA application_id", purpose: "read the file's owner") ?? "0") ?? 0
      let tables =
        Int(
          try database.scalarText(
            "SELECT count(*) FROM sqlite_master WHERE type = 'table'", purpose: "list the file's tables")
            ?? "0") ?? 0
      if version == 0 && application == 0 && tables == 0 {
        try createSchema(in: database)
        return
      }
      guard application == applicationID else {
        throw CacheStoreError(
          .notACache, path: path,
          "this SQLite file is not an enrich cache (it may be a place index or another program's data); "
            + "choose another file with --cache PATH")
      }
      guard version <= schemaVersion else {
        throw CacheStoreError(
          .newerSchema, path: path,
          "written by a newer enrich (cache schema \(version), this build knows \(schemaVersion)); "
            + "upgrade enrich or use another file with --cache PATH")
      }
    }
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
        coordinates_expire_at REAL
      ) WITHOUT ROWID;
      CREATE INDEX entries_expiry ON entries(expires_at) WHERE expires_at IS NOT NULL;
      CREATE INDEX entries_coordinate_expiry ON entries(coordinates_expire_at)
        WHERE coordinates_expire_at IS NOT NULL;
      PRAGMA application_id = \(applicationID);
      PRAGMA user_version = \(schemaVersion);
      """, purpose: "create the cache schema")
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

  /// Whether the file starts with SQLite's header, i.e. it was a database (maybe damaged) rather
  /// than some other file given by mistake, which must never be moved.
  static func looksLikeSQLite(_ path: String) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    let header = (try? handle.read(upToCount: 16)) ?? Data()
    return header == Data("SQLite format 3\0".utf8)
  }

  static func moveAside(_ path: String, to aside: String) {
    let files = FileManager.default
    try? files.removeItem(atPath: aside)
    try? files.moveItem(atPath: path, toPath: aside)
    // The write-ahead log and shared memory belong to the damaged file.
    try? files.removeItem(atPath: path + "-wal")
    try? files.removeItem(atPath: path + "-shm")
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
