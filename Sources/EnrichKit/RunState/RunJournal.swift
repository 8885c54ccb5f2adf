import EnrichCore
import EnrichFormats
import EnrichSystem
import Foundation

/// The run journal: every finished row's result, committed to SQLite in small batches, so a
/// run killed at any point (`kill -9`, power loss) resumes without asking any provider again
/// for a committed row, and writes the same output a clean run would. Removed when the run
/// completes. Used by the runner's writing task only.
package final class RunJournal {
  package let path: String
  private let database: SQLiteDatabase
  private let insert: SQLiteStatement
  private let lookup: SQLiteStatement
  /// Rows committed by an earlier, interrupted run.
  package private(set) var committedRows: Set<Int> = []
  private var pending = 0
  private var lastCommit = Date()
  private let batchRows = 1000
  private let batchSeconds = 2.0

  /// Opens the journal at `path`. With `resume`, an existing journal must belong to the same
  /// input and configuration; without it, any old journal is replaced.
  package init(path: String, identity: RunIdentity, resume: Bool) throws {
    self.path = path
    let exists = FileStatus.of(path, followLinks: false) != nil
    if exists, !Self.isOwnFile(path) {
      throw PipelineError(
        .configuration,
        "the journal \(path) already exists and was not written by enrich; choose another --journal path")
    }
    if !resume, exists { Self.remove(path) }
    do {
      database = try SQLiteDatabase(path: path, mode: .create)
      // Stamped before WAL is on, so the mark is in the main file from the first moment and
      // a journal left by a killed run is still recognised as enrich's own.
      try database.exec(
        "PRAGMA application_id = \(Self.applicationID)", purpose: "mark the journal as enrich's")
      try database.enableWAL()
      // FULL: a committed batch survives power loss, not just a killed process.
      try database.exec("PRAGMA synchronous = FULL", purpose: "make journal commits durable")
      try database.exec(
        """
        CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        CREATE TABLE IF NOT EXISTS rows (row INTEGER PRIMARY KEY, result TEXT NOT NULL);
        """, purpose: "create the run journal")
      let stored = try Self.identity(in: database)
      if resume {
        guard exists, let stored else {
          throw PipelineError(
            .configuration,
            "--resume: no interrupted run to resume (no journal at \(path)); run without --resume")
        }
        if let mismatch = identity.mismatch(with: stored) {
          throw PipelineError(
            .configuration, "--resume refused: \(mismatch); run without --resume to start over")
        }
      } else {
        try Self.store(identity, in: database)
      }
      insert = try database.prepare(
        "INSERT OR REPLACE INTO rows (row, result) VALUES (?, ?)", purpose: "journal a finished row")
      lookup = try database.prepare("SELECT result FROM rows WHERE row = ?", purpose: "read a journaled row")
      let all = try database.prepare("SELECT row FROM rows", purpose: "list journaled rows")
      while try all.step() { committedRows.insert(Int(all.int(0))) }
      try database.exec("BEGIN IMMEDIATE", purpose: "start a journal batch")
    } catch let error as SQLiteError {
      throw PipelineError(.output, "run journal \(path): \(error)")
    }
  }

  /// "ENRJ": the `application_id` of enrich's run journals.
  static let applicationID: UInt32 = 0x454E_524A

  /// Whether the file at `path` is a run journal enrich wrote, and so its own to replace or
  /// delete. Journals written before the mark existed are recognised by their default name.
  package static func isOwnFile(_ path: String) -> Bool {
    guard let status = FileStatus.of(path, followLinks: false), status.kind == .regular else { return false }
    let header = SQLiteFileHeader.read(path)
    if header?.applicationID == applicationID { return true }
    let legacy = header?.applicationID == 0 || status.size == 0
    return legacy && URL(fileURLWithPath: path).lastPathComponent.hasSuffix(".enrich-journal")
  }

  /// The journaled result of `row`, rebuilt for its record.
  package func result(for record: InputRecord) throws -> RowResult? {
    guard committedRows.contains(record.row) else { return nil }
    lookup.reset()
    try lookup.bind(.int(Int64(record.row)), at: 1)
    guard try lookup.step(), let text = lookup.text(0) else { return nil }
    let json = try JSONDocumentParser.parse(text, name: path)
    return RowResult(json: json, record: record)
  }

  /// Adds a finished row; commits every `batchRows` rows or `batchSeconds`.
  package func append(_ result: RowResult) throws {
    insert.reset()
    do {
      try insert.run([.int(Int64(result.record.row)), .text(JSONText.compact(result.jsonValue))])
    } catch {
      throw PipelineError(.output, "run journal \(path): \(error)")
    }
    pending += 1
    if pending >= batchRows || Date().timeIntervalSince(lastCommit) >= batchSeconds { try commit() }
  }

  /// Makes every appended row durable.
  package func commit() throws {
    do {
      try database.exec("COMMIT; BEGIN IMMEDIATE", purpose: "commit a journal batch")
    } catch {
      throw PipelineError(.output, "run journal \(path): \(error)")
    }
    pending = 0
    lastCommit = Date()
  }

  /// The run completed: the journal is no longer needed.
  package func finish() {
    try? database.exec("COMMIT", purpose: "close the journal")
    Self.remove(path)
  }

  static func remove(_ path: String) {
    for suffix in ["", "-wal", "-shm", "-journal"] {
      try? FileManager.default.removeItem(atPath: path + suffix)
    }
  }

  static func identity(in database: SQLiteDatabase) throws -> RunIdentity? {
    let statement = try database.prepare(
      "SELECT key, value FROM meta", purpose: "read the journal's identity")
    var values: [String: String] = [:]
    while try statement.step() {
      if let key = statement.text(0), let value = statement.text(1) { values[key] = value }
    }
    guard let path = values["input_path"], let size = values["input_size"].flatMap(Int64.init),
      let modified = values["input_modified"].flatMap(Double.init),
      let configuration = values["configuration"]
    else { return nil }
    return RunIdentity(
      inputPath: path, inputSize: size, inputModified: modified, configuration: configuration)
  }

  static func store(_ identity: RunIdentity, in database: SQLiteDatabase) throws {
    let statement = try database.prepare(
      "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", purpose: "record the journal's identity")
    for (key, value) in [
      ("input_path", identity.inputPath), ("input_size", String(identity.inputSize)),
      ("input_modified", String(identity.inputModified)), ("configuration", identity.configuration),
    ] {
      statement.reset()
      try statement.run([.text(key), .text(value)])
    }
  }
}
