import Foundation

/// Tells what an existing file is before anything opens it for writing: its header
/// (`SQLiteFileHeader`: owner and version stamps), and, when those do not settle it, a
/// read-only look inside that creates no file and changes no byte. Opening another program's
/// database read-write can already change it (SQLite rolls back a hot journal, `journal_mode=WAL`
/// rewrites the header), so callers decide from this whether the file is theirs first.
package struct SQLiteFileProbe: Sendable, Equatable {
  /// `PRAGMA application_id` of enrich's request cache ('EnCa').
  package static let enrichCacheID: UInt32 = 0x456E_4361
  /// `PRAGMA application_id` of enrich's local place index ('EnIx').
  package static let enrichIndexID: UInt32 = 0x456E_4978

  /// What the file's stamp says it is, in words, for messages.
  package static func describe(applicationID: UInt32) -> String {
    switch applicationID {
    case enrichCacheID: return "an enrich request cache"
    case enrichIndexID: return "an enrich place index"
    case 0: return "an SQLite database"
    default: return "another program's SQLite database (application id 0x\(String(applicationID, radix: 16)))"
    }
  }

  package enum Kind: Sendable, Equatable {
    /// No file, or an empty one (nothing in it to lose).
    case absent
    /// A file that does not start with SQLite's header.
    case notSQLite
    case sqlite
  }

  package var kind: Kind
  /// `PRAGMA application_id` and `PRAGMA user_version` as the header holds them.
  package var applicationID: UInt32 = 0
  package var userVersion: UInt32 = 0

  /// Reads the header of `path` (nothing else; the file is not opened by SQLite).
  package static func header(of path: String) -> SQLiteFileProbe {
    guard let status = FileStatus.of(path), status.size > 0 else { return SQLiteFileProbe(kind: .absent) }
    guard let header = SQLiteFileHeader.read(path) else { return SQLiteFileProbe(kind: .notSQLite) }
    return SQLiteFileProbe(
      kind: .sqlite, applicationID: header.applicationID, userVersion: header.userVersion)
  }

  /// A read-only connection to look inside `path` that leaves no trace: `immutable=1` (no
  /// locks, no `-shm`/`-wal` created) unless a `-wal` file exists, whose commits must be read.
  package static func inspect(_ path: String) throws(SQLiteError) -> SQLiteDatabase {
    let uri = SQLiteDatabase.fileURI(path)
    let hasLog = FileManager.default.fileExists(atPath: path + "-wal")
    let database = try SQLiteDatabase(path: uri + (hasLog ? "?mode=ro" : "?immutable=1"), mode: .readOnly)
    try database.exec("PRAGMA query_only=1", purpose: "make the inspection read-only")
    return database
  }
}

extension SQLiteDatabase {
  /// `file:` URI for `path`, with the characters URIs reserve escaped.
  package static func fileURI(_ path: String) -> String {
    var escaped = ""
    for character in path.unicodeScalars {
      switch character {
      case "%": escaped += "%25"
      case "?": escaped += "%3f"
      case "#": escaped += "%23"
      default: escaped.unicodeScalars.append(character)
      }
    }
    return "file:\(escaped)"
  }

  /// `PRAGMA application_id` and `user_version` as SQLite sees them (WAL included), unsigned
  /// like the header's.
  package func stamps() throws(SQLiteError) -> (applicationID: UInt32, userVersion: UInt32) {
    let stamp = { (pragma: String) throws(SQLiteError) -> UInt32 in
      let text = try self.scalarText("PRAGMA \(pragma)", purpose: "read the file's \(pragma)") ?? "0"
      return UInt32(bitPattern: Int32(text) ?? 0)
    }
    return (try stamp("application_id"), try stamp("user_version"))
  }

  /// Names of the columns of `table` (empty when there is no such table).
  package func columnNames(of table: String) throws(SQLiteError) -> [String] {
    let statement = try prepare(
      "SELECT name FROM pragma_table_info(?)", purpose: "list the columns of \(table)")
    try statement.bind(.text(table), at: 1)
    var names: [String] = []
    while try statement.step() { names.append(statement.text(0) ?? "") }
    return names
  }

  /// Names of the tables in the file.
  package func tableNames() throws(SQLiteError) -> [String] {
    let statement = try prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name", purpose: "list the file's tables")
    var names: [String] = []
    while try statement.step() { names.append(statement.text(0) ?? "") }
    return names
  }
}
