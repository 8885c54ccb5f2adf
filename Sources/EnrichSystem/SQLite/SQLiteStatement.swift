import CSQLite
import Foundation

/// A compiled SQL statement: bind parameters (1-based), step through rows, read typed columns
/// (0-based). Finalized when released. Use it from one task at a time, like its database.
// Its pointers never leave it: every use is checked here, and deinit frees them.
@safe package final class SQLiteStatement {
  private let handle: OpaquePointer
  // Keeps the connection open while the statement lives.
  private let database: SQLiteDatabase
  /// What the statement is for, used in error messages.
  package let purpose: String

  init(handle: OpaquePointer, database: SQLiteDatabase, purpose: String) {
    unsafe self.handle = handle
    self.database = database
    self.purpose = purpose
  }

  deinit { unsafe sqlite3_finalize(handle) }

  /// A value to bind.
  package enum Value: Sendable, Equatable {
    case int(Int64)
    case double(Double)
    case text(String)
    case blob(Data)
    case null
  }

  /// Binds one parameter (1-based index).
  package func bind(_ value: Value, at index: Int32) throws(SQLiteError) {
    let status: Int32
    switch value {
    case .int(let number): status = unsafe sqlite3_bind_int64(handle, index, number)
    case .double(let number): status = unsafe sqlite3_bind_double(handle, index, number)
    case .text(var string):
      // The UTF-8 bytes in place (no C-string copy); SQLite copies them (SQLITE_TRANSIENT).
      // An empty buffer may have no address, which SQLite would bind as NULL: "" is bound.
      status = string.withUTF8 { bytes in
        guard let base = bytes.baseAddress, !bytes.isEmpty else {
          return unsafe csqlite_bind_text_transient(handle, index, "", 0)
        }
        return unsafe base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { characters in
          unsafe csqlite_bind_text_transient(handle, index, characters, Int32(bytes.count))
        }
      }
    case .blob(let data):
      status = unsafe data.withUnsafeBytes { bytes in
        unsafe csqlite_bind_blob_transient(handle, index, bytes.baseAddress, Int32(bytes.count))
      }
    case .null: status = unsafe sqlite3_bind_null(handle, index)
    }
    // The message is built only on failure: binds run once per value of every row.
    if status != SQLITE_OK { try check(status, "bind parameter \(index)") }
  }

  /// Binds values to parameters 1, 2, ... in order.
  package func bind(_ values: [Value]) throws(SQLiteError) {
    for (offset, value) in values.enumerated() { try bind(value, at: Int32(offset + 1)) }
  }

  /// Binds an optional string (nil → NULL).
  package func bind(_ text: String?, at index: Int32) throws(SQLiteError) {
    try bind(text.map(Value.text) ?? .null, at: index)
  }

  /// Binds an integer.
  package func bind(_ number: Int, at index: Int32) throws(SQLiteError) {
    try bind(.int(Int64(number)), at: index)
  }

  /// Binds a floating point number.
  package func bind(_ number: Double, at index: Int32) throws(SQLiteError) {
    try bind(.double(number), at: index)
  }

  /// Advances to the next row. Returns true when a row is available, false when done.
  @discardableResult
  package func step() throws(SQLiteError) -> Bool {
    let status = unsafe sqlite3_step(handle)
    switch status {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default:
      throw SQLiteError(code: status, message: database.lastErrorMessage, purpose: purpose)
    }
  }

  /// Steps until done (for INSERT/UPDATE), then resets so the statement can run again.
  package func run(_ values: [Value] = []) throws(SQLiteError) {
    reset()
    if !values.isEmpty { try bind(values) }
    while try step() {}
    reset()
  }

  /// Rewinds the statement and clears its bindings.
  package func reset() {
    unsafe sqlite3_reset(handle)
    unsafe sqlite3_clear_bindings(handle)
  }

  /// Number of columns in the result.
  package var columnCount: Int32 { unsafe sqlite3_column_count(handle) }

  /// Whether the column of the current row is NULL.
  package func isNull(_ column: Int32) -> Bool { unsafe sqlite3_column_type(handle, column) == SQLITE_NULL }

  /// The column as an integer (NULL → 0).
  package func int(_ column: Int32) -> Int64 { unsafe sqlite3_column_int64(handle, column) }

  /// The column as a double (NULL → 0).
  package func double(_ column: Int32) -> Double { unsafe sqlite3_column_double(handle, column) }

  /// The column as text, nil when NULL.
  package func text(_ column: Int32) -> String? {
    guard let pointer = unsafe sqlite3_column_text(handle, column) else { return nil }
    let count = unsafe Int(sqlite3_column_bytes(handle, column))
    return unsafe String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
  }

  /// The column as bytes, nil when NULL.
  package func blob(_ column: Int32) -> Data? {
    if isNull(column) { return nil }
    let count = unsafe Int(sqlite3_column_bytes(handle, column))
    guard let pointer = unsafe sqlite3_column_blob(handle, column), count > 0 else { return Data() }
    return unsafe Data(bytes: pointer, count: count)
  }

  private func check(_ status: Int32, _ action: String) throws(SQLiteError) {
    if status != SQLITE_OK {
      throw SQLiteError(
        code: status, message: database.lastErrorMessage, purpose: "\(action) of '\(purpose)'")
    }
  }
}
