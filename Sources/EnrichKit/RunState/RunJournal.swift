import EnrichCore
import EnrichFormats
import EnrichSystem
import Foundation

/// The run journal: the result of every finished row that sent a metered request (a priced
/// provider's, or any under a request budget), committed to SQLite the moment the row finishes,
/// so a run killed at any point (`kill -9`, power loss) resumes without asking any provider
/// again for a committed row — a kill re-bills at most the requests in flight — and writes the
/// same output a clean run would. Rows that cost nothing to redo (a free provider, the cache's
/// answers) are not journaled: the resumed run redoes them, and a free run pays for no journal.
/// Removed when the run completes. Used by the runner's loop only.
package final class RunJournal {
  /// What to do with a journal an interrupted run left.
  package enum Mode: Sendable, Equatable {
    /// Resume it when it belongs to the same input and configuration, else start over (and
    /// say why): the plain run, so one cron line is right after a crash and after a clean night.
    case automatic
    /// `--resume`: resume it, or refuse (exit 64) when there is none or it belongs to another run.
    case resume
    /// `--restart`: discard it and start over.
    case restart
  }

  package let path: String
  private let database: SQLiteDatabase
  private let insert: SQLiteStatement
  private let lookup: SQLiteStatement
  /// Rows committed by an earlier, interrupted run.
  package private(set) var committedRows: Set<Int> = []
  /// Rows this run added.
  private var appendedRows = 0
  /// What became of an interrupted run's journal, for a note on stderr (nil: there was none).
  package private(set) var note: String?

  /// Opens the journal at `path`, resuming, refusing or discarding one that exists by `mode`.
  package init(path: String, identity: RunIdentity, mode: Mode) throws {
    self.path = path
    let exists = FileStatus.of(path, followLinks: false) != nil
    if exists, !Self.isOwnFile(path) {
      throw PipelineError(
        .configuration,
        "the journal \(path) already exists and was not written by enrich; choose another --journal path")
    }
    var resume = mode == .resume
    if exists, mode == .automatic {
      switch Self.belongs(path, to: identity) {
      case .success(let rows) where rows > 0:
        resume = true
      case .success:
        break
      case .failure(let reason):
        // A journal without rows saved nothing: there is no interrupted work to speak of.
        if Self.rowCount(path) != 0 {
          note =
            "enrich: starting over: \(reason.message); the interrupted run's journal \(path) is discarded"
        }
      }
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
      if resume, !committedRows.isEmpty {
        let restart = mode == .automatic ? "; --restart starts over" : ""
        note =
          "enrich: resuming the interrupted run: \(Counted.of(committedRows.count, "row")) already done (journal \(path))\(restart)"
      }
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

  /// Adds a finished row and makes it durable at once.
  package func append(_ result: RowResult) throws {
    insert.reset()
    do {
      try insert.run([.int(Int64(result.record.row)), .text(JSONText.compact(result.jsonValue))])
      appendedRows += 1
    } catch {
      throw PipelineError(.output, "run journal \(path): \(error)")
    }
    try commit()
  }

  /// Makes every appended row durable.
  package func commit() throws {
    do {
      try database.exec("COMMIT; BEGIN IMMEDIATE", purpose: "commit a journal batch")
    } catch {
      throw PipelineError(.output, "run journal \(path): \(error)")
    }
  }

  /// The run completed: the journal is no longer needed.
  package func finish() {
    try? database.exec("COMMIT", purpose: "close the journal")
    Self.remove(path)
  }

  /// The run ended early on an error (an unreadable input, an output that cannot be written, a
  /// reader that closed its pipe): a journal with rows is committed for the next run to resume;
  /// one without any saved nothing and is removed, so the next run does not take it for an
  /// interrupted run.
  package func close() {
    if committedRows.isEmpty, appendedRows == 0 {
      try? database.exec("ROLLBACK", purpose: "close the journal")
      Self.remove(path)
    } else {
      try? commit()
    }
  }

  /// Whether the journal at `path` belongs to a run with `identity`: how many rows it holds,
  /// or why not.
  static func belongs(_ path: String, to identity: RunIdentity) -> Result<Int, PipelineError> {
    do {
      // Read-write: a killed run's write-ahead log must be read (and its index updated).
      let database = try SQLiteDatabase(path: path, mode: .readWrite)
      guard let stored = try Self.identity(in: database) else {
        return .failure(PipelineError(.configuration, "the journal holds no run"))
      }
      if let mismatch = identity.mismatch(with: stored) {
        return .failure(PipelineError(.configuration, mismatch))
      }
      let count = try database.prepare("SELECT count(*) FROM rows", purpose: "count journaled rows")
      return .success(try count.step() ? Int(count.int(0)) : 0)
    } catch {
      return .failure(PipelineError(.configuration, "the journal cannot be read (\(error))"))
    }
  }

  /// How many rows the journal at `path` holds (nil: it cannot be read as a journal).
  static func rowCount(_ path: String) -> Int? {
    guard let database = try? SQLiteDatabase(path: path, mode: .readWrite),
      let count = try? database.prepare("SELECT count(*) FROM rows", purpose: "count journaled rows"),
      (try? count.step()) == true
    else { return nil }
    return Int(count.int(0))
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

extension RunSettings {
  /// What the run does with an interrupted run's journal.
  package var journalMode: RunJournal.Mode { resume ? .resume : restart ? .restart : .automatic }
}
