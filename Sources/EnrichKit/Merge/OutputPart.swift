import EnrichCore
import EnrichFormats
import Foundation

/// One partial output read back for `enrich merge`: enrich's own JSON document or NDJSON file
/// (with the summary sidecar beside it), streamed row by row as results, in row order. Its
/// header and summary come from the document's members or the sidecar.
final class OutputPart {
  let path: String
  private let reader: JSONRecordReader
  /// The NDJSON sidecar's members; nil for a JSON document, which carries its own.
  private let sidecar: [JSONMember]?
  /// The part's next row, nil once every row was read.
  private(set) var current: RowResult?
  private var previousRow = 0

  /// Opens `path` and reads its first row.
  /// - Throws: `PipelineError` (configuration) when the file is not an enrich JSON or NDJSON
  ///   output; (input) when it cannot be read.
  init(path: String) throws(PipelineError) {
    self.path = path
    if let format = OutputFormat(path: path), format != .json, format != .ndjson {
      throw PipelineError(
        .configuration,
        "\(path): merge reads enrich's JSON and NDJSON outputs, not \(format.rawValue); "
          + "write the parts with -o PART.ndjson or -o PART.json")
    }
    var options = ReaderOptions()
    options.readsBackEnrichRows = false
    let opened: any RecordReader
    do {
      opened = try FormatRegistry.makeReader(path: path, options: options)
    } catch let error as FormatError {
      throw PipelineError(.input, error.description)
    } catch {
      throw PipelineError(.input, "\(path): \(error)")
    }
    guard let reader = opened as? JSONRecordReader,
      reader.layout == .enrichDocument || reader.layout == .lines
    else {
      throw Self.notAnOutput(path, "it is not enrich's JSON or NDJSON output")
    }
    if OutputFormat(path: path) == .json, reader.layout != .enrichDocument {
      throw Self.notAnOutput(
        path, "it does not start like enrich's JSON output ({\"generator\": \"enrich …\", …})")
    }
    self.reader = reader
    if reader.layout == .lines {
      sidecar = try Self.readSidecar(of: path)
    } else {
      sidecar = nil
    }
    try advance()
    if reader.layout == .enrichDocument, header["generator"]?.stringValue?.hasPrefix("enrich") != true {
      throw Self.notAnOutput(path, "its document has no \"generator\": \"enrich …\" member")
    }
  }

  /// The members written before the rows (`generator`, `provider`, `openAt`, `attributions`);
  /// complete once the first row is read.
  var header: JSONValue { .object(sidecar ?? reader.documentMembers) }

  /// The part's `summary`; a JSON document's is known once every row was read.
  var summary: JSONValue? { header["summary"] }

  /// Reads the next row into `current` (nil at the end).
  func advance() throws(PipelineError) {
    let record: InputRecord?
    do {
      record = try reader.next()
    } catch let error as FormatError {
      throw PipelineError(.input, error.description)
    } catch {
      throw PipelineError(.input, "\(path): \(error)")
    }
    guard let record else {
      current = nil
      return
    }
    let object = JSONValue.object(record.fields.map { JSONMember($0.name, $0.value) })
    guard let row = object["row"]?.doubleValue.flatMap({ Int(exactly: $0) }), row >= 1,
      let input = object["input"]?.objectValue,
      let result = RowResult(
        json: object,
        record: InputRecord(row: row, line: record.line, fields: input.map { Field($0.key, $0.value) }))
    else {
      throw Self.notAnOutput(
        "\(path):\(record.line)", "this is not an enrich row (a \"row\" number, \"input\" and \"status\")")
    }
    guard row > previousRow else {
      throw PipelineError(
        .configuration,
        "\(path):\(record.line): row \(row) comes after row \(previousRow); "
          + "a part's rows must be in input order, as enrich writes them")
    }
    previousRow = row
    current = result
  }

  /// Reads the rest of the part without keeping it, for its summary (a JSON document ends with
  /// it).
  func skipToEnd() throws(PipelineError) {
    while current != nil { try advance() }
  }

  static func notAnOutput(_ place: String, _ reason: String) -> PipelineError {
    PipelineError(.configuration, "\(place): not a part enrich can merge: \(reason)")
  }

  /// The members of an NDJSON output's sidecar (`PART.summary.json`).
  static func readSidecar(of path: String) throws(PipelineError) -> [JSONMember] {
    do {
      return try SummarySidecar.members(beside: path)
    } catch {
      switch error {
      case .missing:
        throw notAnOutput(
          path,
          "an NDJSON part needs the summary sidecar enrich writes beside it (\(path).summary.json): "
            + "it holds the part's shard, summary and attributions")
      case .unreadable(let message):
        throw PipelineError(.input, message)
      case .notASidecar:
        throw notAnOutput(
          SummarySidecar.path(beside: path) ?? path,
          "it is not the summary sidecar of an enrich NDJSON output")
      }
    }
  }
}
