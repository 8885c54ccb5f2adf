import EnrichCore
import EnrichFormats
import EnrichSystem

/// The previous output of a nightly job, indexed by row key: each row's status, place and input,
/// in a private temporary SQLite database (SQLite deletes it when it is closed), so a previous
/// output of millions of rows costs disk, not memory. Only an enrich output is accepted: JSON,
/// NDJSON or GeoJSON whose rows have enrich's shape (`row`, `input`, `status`).
final class PreviousOutput {
  /// What the change report compares of a previous row.
  struct Row {
    var row: Int
    var status: String?
    var place: JSONValue?
    var input: JSONValue?
  }

  private let database: SQLiteDatabase
  private let find: SQLiteStatement
  private let markSeen: SQLiteStatement
  let path: String
  private(set) var rows = 0

  /// Reads `path` whole, keyed by `key`; the nth repeat of a key gets `#n`.
  /// - Throws: `PipelineError.configuration` (exit 64) when it is not an enrich output,
  ///   `.input` when it cannot be read.
  init(path: String, key: ChangeKey) throws(PipelineError) {
    self.path = path
    let reader: any RecordReader
    do {
      var options = ReaderOptions()
      options.readsBackEnrichRows = false
      reader = try FormatRegistry.makeReader(path: path, options: options)
    } catch {
      throw PipelineError(.input, "--compare: cannot read the previous output \(path): \(error)")
    }
    guard let json = reader as? JSONRecordReader else {
      throw Self.notAnOutput(path, "it is not JSON, NDJSON or GeoJSON")
    }
    do {
      database = try SQLiteDatabase(path: "", mode: .create)
      try database.exec(
        "CREATE TABLE previous (key TEXT PRIMARY KEY, row INTEGER, body TEXT, seen INTEGER DEFAULT 0)",
        purpose: "index the previous output")
      let insert = try database.prepare(
        "INSERT INTO previous (key, row, body) VALUES (?, ?, ?)", purpose: "index a previous row")
      find = try database.prepare(
        "SELECT row, body FROM previous WHERE key = ?", purpose: "find a previous row")
      markSeen = try database.prepare("UPDATE previous SET seen = 1 WHERE key = ?", purpose: "pair a row")
      var repeats: [String: Int] = [:]
      try database.exec("BEGIN", purpose: "index the previous output")
      while let record = try json.next() {
        guard record.value(of: "status")?.stringValue != nil, record.value(of: "input")?.objectValue != nil,
          record.value(of: "row")?.doubleValue != nil
        else {
          throw Self.notAnOutput(
            path, "row \(record.row) (line \(record.line)) has no enrich row, input and status")
        }
        let base = key.value(of: record.value(of: "input"))
        let seen = repeats[base, default: 0] + 1
        repeats[base] = seen
        var body = JSONObjectBuilder()
        body.add("status", record.value(of: "status"))
        body.add("place", record.value(of: "place"))
        body.add("input", record.value(of: "input"))
        insert.reset()
        try insert.run([
          .text(seen == 1 ? base : "\(base)#\(seen)"),
          .int(Int64(record.value(of: "row")?.doubleValue ?? Double(record.row))),
          .text(JSONText.compact(body.value)),
        ])
        rows += 1
      }
      try database.exec("COMMIT", purpose: "index the previous output")
    } catch let error as PipelineError {
      throw error
    } catch let error as FormatError {
      throw PipelineError(.input, "--compare: cannot read the previous output: \(error.description)")
    } catch {
      throw PipelineError(.input, "--compare: cannot index the previous output \(path): \(error)")
    }
    if rows == 0, json.layout != .enrichDocument {
      throw Self.notAnOutput(path, "it holds no enrich rows")
    }
  }

  static func notAnOutput(_ path: String, _ why: String) -> PipelineError {
    PipelineError(
      .configuration,
      "--compare: \(path) is not an enrich output (\(why)); give last run's JSON, NDJSON or GeoJSON output")
  }

  /// The previous row with `key`, marked as paired; nil when there is none.
  func take(_ key: String) throws -> Row? {
    find.reset()
    try find.bind(.text(key), at: 1)
    guard try find.step(), let text = find.text(1) else {
      find.reset()
      return nil
    }
    let row = Int(find.int(0))
    find.reset()
    markSeen.reset()
    try markSeen.run([.text(key)])
    let body = try JSONParser.parse(text, maxDepth: 1_024)
    return Row(row: row, status: body["status"]?.stringValue, place: body["place"], input: body["input"])
  }

  /// The previous rows no row of this run paired with: how many, and the first `limit` of them.
  func unpaired(limit: Int) throws -> (count: Int, first: [(key: String, row: Row)]) {
    let count = try database.prepare(
      "SELECT count(*) FROM previous WHERE seen = 0", purpose: "count removed rows")
    let total = try count.step() ? Int(count.int(0)) : 0
    let list = try database.prepare(
      "SELECT key, row, body FROM previous WHERE seen = 0 ORDER BY row LIMIT \(limit)",
      purpose: "list removed rows")
    var first: [(key: String, row: Row)] = []
    while try list.step() {
      let body = try JSONParser.parse(list.text(2) ?? "{}", maxDepth: 1_024)
      first.append(
        (
          list.text(0) ?? "",
          Row(
            row: Int(list.int(1)), status: body["status"]?.stringValue, place: body["place"],
            input: body["input"])
        ))
    }
    return (total, first)
  }
}
