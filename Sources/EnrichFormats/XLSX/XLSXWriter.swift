import EnrichCore
import EnrichSystem

/// Writes an Excel workbook (`.xlsx`) with libxlsxwriter: the same columns as the CSV output
/// (the column contract), the header row bold, frozen and filterable, numbers and booleans as
/// Excel numbers and booleans, ISO dates of the input (`2024-03-01`, `2024-03-01T10:30:00`)
/// as Excel dates, and the rest as text. Constant-memory mode streams rows to disk, so memory
/// stays flat. A sheet holds 1,048,575 rows under its header: later rows continue on
/// `enrich (2)`, `enrich (3)`, ... with the header repeated. A last sheet, `about`, holds the
/// generator, the attributions and the summary.
package final class XLSXWriter: RecordWriter {
  private let file: ContainerFile
  private let options: WriterOptions
  private var workbook: XLSXWorkbookWriter?
  private var layout: FlatLayout?
  private var header: RunHeader?
  private var attribution = ""
  private var sheetCount = 0
  /// The next row to write on the current sheet (0 is the header).
  private var nextRow = 0
  /// Cells cut at Excel's 32,767 characters (reported in the `about` sheet).
  private var truncatedCells = 0
  /// Rows a sheet holds, its header included (Excel's 1,048,576; smaller in tests).
  private let rowsPerSheet: Int

  init(file: ContainerFile, options: WriterOptions, rowsPerSheet: Int = XLSXWorkbookWriter.maxRows) {
    self.file = file
    self.options = options
    self.rowsPerSheet = rowsPerSheet
  }

  package var pendingPath: String? { file.pendingPath }

  package var outputName: String { file.name }

  package func begin(_ header: RunHeader, inputColumns: [String]) throws {
    let layout = FlatLayout(inputColumns: inputColumns, options: options, extraFields: true)
    guard layout.columns.count <= XLSXWorkbookWriter.maxColumns else {
      throw OutputError(
        path: file.name,
        message:
          "\(layout.columns.count) columns do not fit an Excel sheet (at most 16,384); write CSV or GeoPackage"
      )
    }
    self.layout = layout
    self.header = header
    attribution = header.attributionText
    try excel {
      let workbook = try XLSXWorkbookWriter(path: file.scratchPath)
      self.workbook = workbook
      try workbook.setProperties(
        title: "enrich results",
        comments: "\(header.generator), column contract v\(ColumnContract.version). \(header.attributionText)"
      )
      try startSheet()
    }
  }

  package func write(_ row: RowResult) throws {
    guard let layout, let workbook else { throw WriterState.notBegun(file.name) }
    try excel {
      if nextRow >= rowsPerSheet { try startSheet() }
      let input = layout.input(row.record)
      var column = 0
      for value in input.cells {
        if let value { try write(input: value, at: column, in: workbook) }
        column += 1
      }
      for cell in layout.enrichmentCells(row, attribution: attribution) {
        try write(cell, at: column, in: workbook)
        column += 1
      }
      try write(FlatLayout.extraFieldsCell(input.extra), at: column, in: workbook)
      nextRow += 1
    }
  }

  package func finish(_ summary: RunSummary) throws {
    guard let workbook, let header, let layout else { throw WriterState.notBegun(file.name) }
    try excel {
      try workbook.autofilter(lastRow: max(nextRow - 1, 0), lastColumn: layout.columns.count - 1)
      try workbook.addSheet(named: "about")
      var lines: [(String, String)] = [
        ("generator", header.generator), ("generated at", header.generatedAt),
        ("provider", header.providerLabel),
        ("open status at", header.openAt ?? ""), ("column contract", "version \(ColumnContract.version)"),
      ]
      lines += header.attributions.map { ("attribution", $0.text + ($0.url.map { " (\($0))" } ?? "")) }
      lines.append(("rows", String(summary.rows)))
      lines += RowStatus.allCases.map { ("rows \($0.rawValue)", String(summary.byStatus[$0] ?? 0)) }
      if truncatedCells > 0 {
        lines.append(("cells cut at 32,767 characters", String(truncatedCells)))
      }
      try workbook.setWidth(24, columns: 0, 0)
      try workbook.setWidth(80, columns: 1, 1)
      for (index, line) in lines.enumerated() {
        try workbook.write(text: line.0, row: index, column: 0, style: .header)
        try workbook.write(text: line.1, row: index, column: 1)
      }
      self.workbook = nil
      try workbook.close()
    }
    try file.complete()
  }

  package func commit() throws {
    try file.publish()
  }

  package func abandon() {
    workbook?.discard()
    workbook = nil
    file.discard()
  }

  private func startSheet() throws {
    guard let workbook, let layout else { return }
    if sheetCount > 0 {
      try workbook.autofilter(lastRow: nextRow - 1, lastColumn: layout.columns.count - 1)
    }
    sheetCount += 1
    try workbook.addSheet(named: sheetCount == 1 ? "enrich" : "enrich (\(sheetCount))")
    workbook.freezeHeaderRow()
    for (index, column) in layout.columns.enumerated() {
      let width = Double(min(max(column.name.count + 2, 10), 40))
      try workbook.setWidth(width, columns: index, index)
      try workbook.write(text: column.name, row: 0, column: index, style: .header)
    }
    nextRow = 1
  }

  /// An input value: numbers and booleans as read, ISO dates as dates, the rest as text.
  private func write(input value: JSONValue, at column: Int, in workbook: XLSXWorkbookWriter) throws {
    if case .string(let text) = value, let date = XLSXDates.parse(text) {
      try workbook.write(
        year: date.year, month: date.month, day: date.day, hour: date.hour, minute: date.minute,
        second: date.second, withTime: date.hasTime, row: nextRow, column: column)
      return
    }
    try write(CellValue(input: value), at: column, in: workbook)
  }

  private func write(_ cell: CellValue, at column: Int, in workbook: XLSXWorkbookWriter) throws {
    switch cell {
    case .empty: return
    case .text(let text):
      guard !text.isEmpty else { return }
      try workbook.write(text: fitted(text), row: nextRow, column: column)
    case .number(let number, _): try workbook.write(number: number, row: nextRow, column: column)
    case .boolean(let flag): try workbook.write(boolean: flag, row: nextRow, column: column)
    }
  }

  /// Text cut to Excel's 32,767 characters per cell.
  private func fitted(_ text: String) -> String {
    guard text.utf8.count > XLSXWorkbookWriter.maxCellCharacters,
      text.unicodeScalars.count > XLSXWorkbookWriter.maxCellCharacters
    else { return text }
    truncatedCells += 1
    return String(String.UnicodeScalarView(text.unicodeScalars.prefix(XLSXWorkbookWriter.maxCellCharacters)))
  }

  private func excel(_ body: () throws -> Void) throws {
    do {
      try body()
    } catch let error as XLSXWriterError {
      throw OutputError(path: file.name, message: error.message)
    }
  }
}
