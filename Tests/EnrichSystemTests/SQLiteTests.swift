import EnrichSystem
import Foundation
import Testing

@Suite struct SQLiteTests {
  @Test func bindsAndReadsEveryType() throws {
    let database = try SQLiteDatabase(path: ":memory:")
    try database.exec("CREATE TABLE t(i INTEGER, d REAL, s TEXT, b BLOB, n TEXT)", purpose: "create a table")
    let insert = try database.prepare("INSERT INTO t VALUES(?1, ?2, ?3, ?4, ?5)", purpose: "insert a row")
    try insert.run([.int(42), .double(2.5), .text("Kämp ☕"), .blob(Data([0, 1, 255])), .null])
    #expect(database.changes == 1)
    #expect(database.lastInsertRowID == 1)
    let select = try database.prepare("SELECT i, d, s, b, n FROM t", purpose: "read the row")
    #expect(try select.step())
    #expect(select.int(0) == 42)
    #expect(select.double(1) == 2.5)
    #expect(select.text(2) == "Kämp ☕")
    #expect(select.blob(3) == Data([0, 1, 255]))
    #expect(select.isNull(4) && select.text(4) == nil)
    #expect(try select.step() == false)
  }

  @Test func errorsCarrySQLiteMessageAndPurpose() throws {
    let database = try SQLiteDatabase(path: ":memory:")
    #expect {
      try database.prepare("SELECT * FROM missing", purpose: "read the missing table")
    } throws: { error in
      let error = error as? SQLiteError
      return error?.purpose == "read the missing table" && error?.message.contains("no such table") == true
    }
  }

  @Test func transactionRollsBackOnError() throws {
    let database = try SQLiteDatabase(path: ":memory:")
    try database.exec("CREATE TABLE t(x INTEGER UNIQUE)", purpose: "create a table")
    struct Stop: Error {}
    #expect(throws: Stop.self) {
      try database.transaction(purpose: "insert and fail") {
        try database.exec("INSERT INTO t VALUES(1)", purpose: "insert")
        throw Stop()
      }
    }
    #expect(try database.scalarText("SELECT count(*) FROM t", purpose: "count") == "0")
  }

  @Test func cachedStatementsAreResetForReuse() throws {
    let database = try SQLiteDatabase(path: ":memory:")
    for value in 1...3 {
      let statement = try database.cached("SELECT ?1 * 2", purpose: "double")
      try statement.bind(value, at: 1)
      #expect(try statement.step())
      #expect(statement.int(0) == Int64(value * 2))
    }
  }

  @Test func notADatabaseAndMissingFilesFailClearly() throws {
    let path = NSTemporaryDirectory() + "not-a-db-\(UUID().uuidString).sqlite"
    try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let database = try SQLiteDatabase(path: path, mode: .readOnly)
    #expect {
      try database.exec("SELECT * FROM sqlite_master", purpose: "read the schema")
    } throws: { ($0 as? SQLiteError)?.isCorruptOrNotADatabase == true }
    #expect(throws: SQLiteError.self) {
      try SQLiteDatabase(path: "/nonexistent/dir/x.sqlite", mode: .readOnly)
    }
  }

  @Test func walAndFTS5AndRTreeAreAvailable() throws {
    let path = NSTemporaryDirectory() + "wal-\(UUID().uuidString).sqlite"
    defer {
      for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }
    let database = try SQLiteDatabase(path: path)
    try database.enableWAL()
    #expect(try database.scalarText("PRAGMA journal_mode", purpose: "read the journal mode") == "wal")
    try database.exec(
      "CREATE VIRTUAL TABLE f USING fts5(x, tokenize='unicode61 remove_diacritics 2');"
        + "CREATE VIRTUAL TABLE r USING rtree(id, a, b);", purpose: "create virtual tables")
  }
}
