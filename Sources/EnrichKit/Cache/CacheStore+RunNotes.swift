import EnrichSystem
import Foundation

/// The planner's notes between runs (`AnswerStore.runNote`), in a table of their own that is
/// created when the first note is kept: a cache without notes stays as older enrich wrote it,
/// and an older enrich ignores the table.
extension CacheStore {
  package func runNote(named name: String) -> String? {
    try? connection.withLock { database throws(SQLiteError) -> String? in
      guard try !database.columnNames(of: "run_notes").isEmpty else { return nil }
      let statement = try database.cached(
        "SELECT value FROM run_notes WHERE name = ?", purpose: "read a run note")
      try statement.bind(.text(name), at: 1)
      defer { statement.reset() }  // no read transaction left open (see `entry(for:)`)
      return try statement.step() ? statement.text(0) : nil
    }
  }

  package func keepRunNote(_ value: String, named name: String) {
    try? connection.withLock { database throws(SQLiteError) in
      try database.exec(
        "CREATE TABLE IF NOT EXISTS run_notes(name TEXT PRIMARY KEY, value TEXT NOT NULL, kept_at REAL NOT NULL)",
        purpose: "create the run notes table")
      let statement = try database.cached(
        "INSERT OR REPLACE INTO run_notes(name, value, kept_at) VALUES (?, ?, ?)", purpose: "keep a run note")
      try statement.run([.text(name), .text(value), .double(Date().timeIntervalSince1970)])
    }
  }
}
