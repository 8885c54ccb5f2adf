import EnrichCore

/// Writes CSV (RFC 4180, CRLF line ends whatever the destination, UTF-8; comma-separated unless
/// another delimiter is chosen): the input
/// columns first, exactly as read and in the same order, then the column contract's
/// enrichment columns (see `ColumnContract` and `docs/formats.md`).
///
/// The header is fixed at `begin`, so input fields whose names are not among the input columns
/// (JSON rows with keys first seen later, CSV rows with too many fields) go, as one compact
/// JSON object, into the last column, `enrich_extra_fields`.
package final class CSVWriter: RecordWriter {
  private let target: OutputTarget
  private let options: WriterOptions
  private var layout: FlatLayout?
  private var attribution = ""

  init(target: OutputTarget, options: WriterOptions) {
    self.target = target
    self.options = options
  }

  /// The temporary file while the output is being written (nil for stdout or once finished).
  package var pendingPath: String? { target.pendingPath }

  package func begin(_ header: RunHeader, inputColumns: [String]) throws {
    let layout = FlatLayout(inputColumns: inputColumns, options: options, extraFields: true)
    self.layout = layout
    attribution = header.attributionText
    if options.bom { try target.write(bytes: [0xEF, 0xBB, 0xBF]) }
    try writeLine(layout.names)
  }

  package func write(_ row: RowResult) throws {
    guard let layout else { throw WriterState.notBegun(target.name) }
    let input = layout.input(row.record)
    var cells = input.cells.map { $0?.plainText ?? "" }
    cells.reserveCapacity(cells.count + layout.enrichment.count + 1)
    for cell in layout.enrichmentCells(row, attribution: attribution) { cells.append(cell.text) }
    cells.append(FlatLayout.extraFieldsCell(input.extra).text)
    try writeLine(cells)
    try target.rowDone()
  }

  package func finish(_ summary: RunSummary) throws {
    guard layout != nil else { throw WriterState.notBegun(target.name) }
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
    let delimiter = String(UnicodeScalar(options.delimiter))
    for (index, cell) in cells.enumerated() {
      if index > 0 { line += delimiter }
      line += CSVCell.encode(cell, safe: options.csvSafe, delimiter: options.delimiter)
    }
    line += "\r\n"
    try target.write(line)
  }
}
