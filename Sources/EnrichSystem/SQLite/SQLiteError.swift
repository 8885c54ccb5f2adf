/// A failed SQLite call: the result code, SQLite's own message, and what the SQL was for, so
/// the error reads "could not open place index ... : unable to open database file".
package struct SQLiteError: Error, Sendable, Equatable, CustomStringConvertible {
  /// SQLite's primary result code (`SQLITE_BUSY` = 5, `SQLITE_CORRUPT` = 11, `SQLITE_NOTADB` = 26...).
  package var code: Int32
  /// SQLite's message (`sqlite3_errmsg`) at the time of the failure.
  package var message: String
  /// What the caller was trying to do, in words ("create the places table").
  package var purpose: String

  package init(code: Int32, message: String, purpose: String) {
    self.code = code
    self.message = message
    self.purpose = purpose
  }

  /// Whether the file is not a database or is damaged (`SQLITE_NOTADB`, `SQLITE_CORRUPT`).
  package var isCorruptOrNotADatabase: Bool { code & 0xff == 26 || code & 0xff == 11 }

  /// Whether another connection holds a lock (`SQLITE_BUSY`, `SQLITE_LOCKED`).
  package var isBusy: Bool { code & 0xff == 5 || code & 0xff == 6 }

  package var description: String { "SQLite error \(code) while trying to \(purpose): \(message)" }
}
