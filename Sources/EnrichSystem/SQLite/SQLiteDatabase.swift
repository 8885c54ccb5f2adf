import CSQLite

/// One SQLite connection: open flags, WAL, busy timeout, `exec`, prepared statements (with an
/// optional cache) and transactions. The handle is closed in `deinit`.
///
/// Threading: the library is opened in serialized mode, but a connection and its statements
/// are meant to be used by ONE task at a time (prepared statements carry cursor state). Share
/// work across tasks with one connection per task, e.g. a pool of read-only connections.
// Its pointers never leave it: every use is checked here, and deinit frees them.
@safe package final class SQLiteDatabase {
  /// How to open the file.
  package enum Mode: Sendable, Equatable {
    /// Existing file, no writes (`SQLITE_OPEN_READONLY`).
    case readOnly
    /// Existing file, reads and writes.
    case readWrite
    /// Created when missing, reads and writes.
    case create
  }

  /// The path given to `init`; `:memory:` for an in-memory database.
  package let path: String
  private let handle: OpaquePointer
  private var statementCache: [String: SQLiteStatement] = [:]

  /// Opens (or creates) a database file.
  /// - Parameters:
  ///   - path: a file path, or `:memory:`.
  ///   - mode: read-only, read-write or create.
  ///   - busyTimeoutMilliseconds: how long a locked database is retried before `SQLITE_BUSY`.
  ///   - serialized: SQLite's own locking around every call (`SQLITE_OPEN_FULLMUTEX`); a
  ///     connection only ever used from one task at a time (a file being written) may turn
  ///     it off (`SQLITE_OPEN_NOMUTEX`), which saves a lock per call.
  /// - Throws: `SQLiteError` naming the path when the file cannot be opened.
  package init(
    path: String, mode: Mode = .create, busyTimeoutMilliseconds: Int32 = 5000, serialized: Bool = true
  ) throws(SQLiteError) {
    _ = Self.configured
    var flags: Int32 = (serialized ? SQLITE_OPEN_FULLMUTEX : SQLITE_OPEN_NOMUTEX) | SQLITE_OPEN_URI
    switch mode {
    case .readOnly: flags |= SQLITE_OPEN_READONLY
    case .readWrite: flags |= SQLITE_OPEN_READWRITE
    case .create: flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
    }
    var pointer: OpaquePointer?
    let status = unsafe sqlite3_open_v2(path, &pointer, flags, nil)
    guard status == SQLITE_OK, let pointer = unsafe pointer else {
      let message = unsafe pointer.map { unsafe String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
      if let pointer = unsafe pointer { unsafe sqlite3_close_v2(pointer) }
      throw SQLiteError(code: status, message: message, purpose: "open database '\(path)'")
    }
    self.path = path
    unsafe self.handle = pointer
    unsafe sqlite3_extended_result_codes(pointer, 1)
    unsafe sqlite3_busy_timeout(pointer, busyTimeoutMilliseconds)
  }

  /// Process-wide settings, made once before the first connection opens (SQLite refuses
  /// them later): no memory statistics, which nothing reads and which cost a shared lock
  /// per allocation.
  private static let configured: Bool = csqlite_disable_memory_statistics() == SQLITE_OK

  deinit {
    statementCache.removeAll()
    unsafe sqlite3_close_v2(handle)
  }

  /// Runs one or more SQL statements that return no rows (DDL, pragmas, bulk updates).
  /// - Parameter purpose: what the SQL is for, used in the error message.
  package func exec(_ sql: String, purpose: String) throws(SQLiteError) {
    var errorMessage: UnsafeMutablePointer<CChar>?
    let status = unsafe sqlite3_exec(handle, sql, nil, nil, &errorMessage)
    if status != SQLITE_OK {
      let message = unsafe errorMessage.map { unsafe String(cString: $0) } ?? lastErrorMessage
      unsafe sqlite3_free(errorMessage)
      throw SQLiteError(code: status, message: message, purpose: purpose)
    }
  }

  /// Switches the journal to write-ahead logging (readers do not block the writer).
  package func enableWAL() throws(SQLiteError) {
    try exec("PRAGMA journal_mode=WAL", purpose: "switch the journal to WAL")
  }

  /// Compiles one statement. The caller owns it; it is finalized when released.
  package func prepare(_ sql: String, purpose: String) throws(SQLiteError) -> SQLiteStatement {
    var statement: OpaquePointer?
    let status = unsafe sqlite3_prepare_v3(handle, sql, -1, 0, &statement, nil)
    guard status == SQLITE_OK, let statement = unsafe statement else {
      throw SQLiteError(code: status, message: lastErrorMessage, purpose: purpose)
    }
    return unsafe SQLiteStatement(handle: statement, database: self, purpose: purpose)
  }

  /// A prepared statement kept for reuse on this connection, reset and with cleared bindings.
  /// Cheaper than `prepare` for statements run many times (one per search call).
  package func cached(_ sql: String, purpose: String) throws(SQLiteError) -> SQLiteStatement {
    if let statement = statementCache[sql] {
      statement.reset()
      return statement
    }
    let statement = try prepare(sql, purpose: purpose)
    statementCache[sql] = statement
    return statement
  }

  /// Runs `body` inside `BEGIN IMMEDIATE ... COMMIT`; rolls back when it throws.
  package func transaction<Result>(
    purpose: String, _ body: () throws -> Result
  ) throws -> Result {
    try exec("BEGIN IMMEDIATE", purpose: "begin a transaction to \(purpose)")
    do {
      let result = try body()
      try exec("COMMIT", purpose: "commit the transaction to \(purpose)")
      return result
    } catch {
      try? exec("ROLLBACK", purpose: "roll back the transaction to \(purpose)")
      throw error
    }
  }

  /// Adds the full-text ranking function `name(table, weight, …)`: FTS5's `bm25()`, the same
  /// value for every row (so the same order), but each row's token count, which `bm25()`
  /// reads from a shadow table per matching row, is remembered for up to `rows` rows (a power
  /// of two, 16 bytes each). Only for files that do not change while open (an index).
  package func addRememberingBM25(named name: String, rows: Int32) throws(SQLiteError) {
    let status = unsafe csqlite_create_remembering_bm25(handle, name, rows)
    guard status == SQLITE_OK else {
      throw SQLiteError(code: status, message: lastErrorMessage, purpose: "add the ranking function \(name)")
    }
  }

  /// Row id of the most recent successful INSERT on this connection.
  package var lastInsertRowID: Int64 { unsafe sqlite3_last_insert_rowid(handle) }

  /// Rows changed by the most recent INSERT/UPDATE/DELETE.
  package var changes: Int { unsafe Int(sqlite3_changes(handle)) }

  var lastErrorMessage: String { unsafe String(cString: sqlite3_errmsg(handle)) }

  /// Runs a query and returns the first column of the first row as text, or nil when no row.
  package func scalarText(_ sql: String, purpose: String) throws(SQLiteError) -> String? {
    let statement = try prepare(sql, purpose: purpose)
    return try statement.step() ? statement.text(0) : nil
  }
}
