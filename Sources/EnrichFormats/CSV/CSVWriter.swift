import EnrichCore

/// Writes CSV (RFC 4180, comma, CRLF line ends, UTF-8): the input columns first, exactly as
/// read and in the same order, then the enrichment columns (see `docs/formats.md`).
///
/// The header is fixed at `begin`, so input fields whose names are not among the input columns
/// (JSON rows with keys first seen later, CSV rows with too many fields) go, as one compact
/// JSON object, into the last column, `enrich_extra_fields`.
package final class CSVWriter: RecordWriter {
  private let target: OutputTarget
  private let options: WriterOptions
  private var inputColumns: [String] = []
  private var columnIndex: [String: Int] = [:]
  private var attribution = ""
  private var began = false

  init(target: OutputTarget, options: WriterOptions) {
    self.target = target
    self.options = options
  }

  /// The temporary file while the output is being written (nil for stdout or once finished).
  package var pendingPath: String? { target.pendingPath }

  package func begin(_ header: RunHeader, inputColumns: [String]) throws {
    self.inputColumns = inputColumns
    columnIndex = [:]
    for (index, name) in inputColumns.enumerated() where columnIndex[name] == nil {
      columnIndex[name] = index
    }
    attribution = header.attributionText
    if options.bom { try target.write(bytes: [0xEF, 0xBB, 0xBF]) }
    let resolved = EnrichmentColumns.resolvedNames(avoiding: inputColumns, includeExtraFields: true)
    let names = inputColumns + options.enrichment(Array(resolved.dropLast())) + resolved.suffix(1)
    try writeLine(names)
    began = true
  }

  package func write(_ row: RowResult) throws {
    guard began else { throw WriterState.notBegun(target.name) }
    var cells = [String](repeating: "", count: inputColumns.count)
    var filled = [Bool](repeating: false, count: inputColumns.count)
    var extra: [JSONMember] = []
    for field in row.record.fields {
      if let index = columnIndex[field.name], !filled[index] {
        cells[index] = field.value.plainText
        filled[index] = true
      } else {
        extra.append(JSONMember(field.name, field.value))
      }
    }
    cells.append(contentsOf: options.enrichment(EnrichmentColumns.values(for: row, attribution: attribution)))
    cells.append(extra.isEmpty ? "" : JSONText.compact(.object(extra)))
    try writeLine(cells)
    try target.rowDone()
  }

  package func finish(_ summary: RunSummary) throws {
    guard began else { throw WriterState.notBegun(target.name) }
    try target.complete()
  }

  package func commit() throws {
    try target.publish()
  }

  package var outputName: String { target.name }

  package func abandon() {
    target.discard()
  }

  private func writeLine(_ cells: [String]) throws {
    var line = ""
    for (index, cell) in cells.enumerated() {
      if index > 0 { line += "," }
      line += CSVCell.encode(cell, safe: options.csvSafe)
    }
    line += "\r\n"
    try target.write(line)
  }
}
