import EnrichCore
import EnrichSystem

/// Writes an Excel workbook (`.xlsx`): the same columns as the CSV output (the column
/// contract), the header row bold, frozen and filterable, numbers and booleans as Excel numbers
/// and booleans, ISO dates of the input (`2024-03-01`, `2024-03-01T10:30:00`) as Excel dates,
/// and the rest as inline text. Each enrichment column carries its contract type's number
/// format (text `@`, integer `0`, real `0.0######`), on the column and on its cells, so even a
/// column empty in every row says what it holds. The package is streamed: each sheet's XML goes, in chunks, to a
/// zip writer that deflates it on a second core as rows arrive, so memory stays flat and the
/// file is complete soon after the last row. A sheet holds 1,048,575 rows under its header:
/// later rows continue on `enrich (2)`, `enrich (3)`, ... with the header repeated. A last
/// sheet, `about`, holds the generator, the attributions and the summary.
package final class XLSXWriter: RecordWriter {
  /// Excel's grid: 1,048,576 rows and 16,384 columns a sheet; 32,767 characters a cell.
  static let maxRows = XLSXCellReference.maxRows
  static let maxColumns = XLSXCellReference.maxColumns
  static let maxCellCharacters = 32_767
  /// zlib's fastest level: sheets of text compress well at any level, and level 1 deflates
  /// them several times faster than the default.
  static let compressionLevel = 1
  /// Sheet XML handed to the zip writer at a time.
  private static let chunkSize = 256 * 1024

  private let zip: ZipStreamWriter
  private let options: WriterOptions
  private var layout: FlatLayout?
  /// Each column's format: none for the input's columns (their cells are typed as read), the
  /// contract type's for the rest.
  private var styles: [XLSXSheetXML.Style] = []
  private var header: RunHeader?
  private var attribution = ""
  private var sheet: XLSXSheetXML?
  private var sheetNames: [String] = []
  private var filters: [(sheet: Int, lastRow: Int, lastColumn: Int)] = []
  /// The next row to write on the current sheet (0 is the header).
  private var nextRow = 0
  /// Cells cut at Excel's 32,767 characters (reported in the `about` sheet).
  private var truncatedCells = 0
  /// Rows a sheet holds, its header included (Excel's 1,048,576; smaller in tests).
  private let rowsPerSheet: Int
  private var done = false

  init(target: sending OutputTarget, options: WriterOptions, rowsPerSheet: Int = XLSXWriter.maxRows) {
    zip = ZipStreamWriter(target: target, level: Self.compressionLevel)
    self.options = options
    self.rowsPerSheet = rowsPerSheet
  }

  package var pendingPath: String? { done ? nil : zip.pendingPath }

  package var outputName: String { zip.name }

  package func begin(_ header: RunHeader, inputColumns: [String]) throws {
    let layout = FlatLayout(inputColumns: inputColumns, options: options, extraFields: true)
    guard layout.columns.count <= Self.maxColumns else {
      throw OutputError(
        path: zip.name,
        message:
          "\(layout.columns.count) columns do not fit an Excel sheet (at most 16,384); write CSV or GeoPackage"
      )
    }
    self.layout = layout
    styles =
      layout.inputColumns.map { _ in .plain }
      + layout.columns.dropFirst(layout.inputColumns.count).map {
        XLSXSheetXML.Style($0.type)
      }
    self.header = header
    attribution = header.attributionText
    try zip.add("_rels/.rels", Array(XLSXPackageParts.rootRelationships.utf8))
    try zip.add("xl/styles.xml", Array(XLSXPackageParts.styles.utf8))
    let properties = XLSXPackageParts.coreProperties(
      title: "enrich results",
      comments: "\(header.generator), column contract v\(ColumnContract.version). \(header.attributionText)",
      created: header.generatedAt)
    try zip.add("docProps/core.xml", Array(properties.utf8))
    try startSheet()
  }

  package func write(_ row: RowResult) throws {
    guard let layout, sheet != nil else { throw WriterState.notBegun(zip.name) }
    if nextRow >= rowsPerSheet { try startSheet() }
    sheet?.beginRow(nextRow + 1)
    let input = layout.input(row.record)
    var column = 0
    for value in input.cells {
      if let value { write(input: value, at: column) }
      column += 1
    }
    for cell in layout.enrichmentCells(row, attribution: attribution) {
      write(cell, at: column, style: styles[column])
      column += 1
    }
    write(FlatLayout.extraFieldsCell(input.extra), at: column, style: styles[column])
    sheet?.endRow()
    nextRow += 1
    if let size = sheet?.bytes.count, size >= Self.chunkSize, let chunk = sheet?.take() {
      try zip.write(chunk)
    }
  }

  package func finish(_ summary: RunSummary) throws {
    guard let header, sheet != nil else { throw WriterState.notBegun(zip.name) }
    try endSheet()
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
    var about = XLSXSheetXML(widths: [24, 80], selected: false, frozenHeader: false)
    for (index, line) in lines.enumerated() {
      about.beginRow(index + 1)
      about.text(line.0, column: 0, style: .header)
      if !line.1.isEmpty { about.text(line.1, column: 1) }
      about.endRow()
    }
    about.close(filterTo: nil)
    sheetNames.append("about")
    try zip.add(XLSXPackageParts.sheetPart(sheetNames.count - 1), about.take())
    try zip.add(
      "xl/workbook.xml", Array(XLSXPackageParts.workbook(sheetNames: sheetNames, filters: filters).utf8))
    try zip.add(
      "xl/_rels/workbook.xml.rels",
      Array(XLSXPackageParts.workbookRelationships(sheets: sheetNames.count).utf8))
    try zip.add("docProps/app.xml", Array(XLSXPackageParts.appProperties(sheetNames: sheetNames).utf8))
    try zip.add("[Content_Types].xml", Array(XLSXPackageParts.contentTypes(sheets: sheetNames.count).utf8))
    try zip.finish()
  }

  package func commit() throws {
    try zip.commit()
    done = true
  }

  package func abandon() {
    zip.abandon()
    done = true
  }

  /// Ends the current sheet (if any) and starts the next, its header row written.
  private func startSheet() throws {
    guard let layout else { return }
    if sheet != nil { try endSheet() }
    let number = sheetNames.count + 1
    sheetNames.append(number == 1 ? "enrich" : "enrich (\(number))")
    try zip.beginEntry(XLSXPackageParts.sheetPart(sheetNames.count - 1))
    let widths = layout.columns.map { Double(min(max($0.name.count + 2, 10), 40)) }
    var started = XLSXSheetXML(widths: widths, styles: styles, selected: number == 1, frozenHeader: true)
    started.beginRow(1)
    for (index, column) in layout.columns.enumerated() {
      started.text(column.name, column: index, style: .header)
    }
    started.endRow()
    sheet = started
    nextRow = 1
  }

  /// Closes the current sheet's XML, its filter over the rows written, and its zip entry.
  private func endSheet() throws {
    guard let layout, var ending = sheet else { return }
    let last = (row: max(nextRow - 1, 0), column: layout.columns.count - 1)
    ending.close(filterTo: last)
    filters.append((sheetNames.count - 1, last.row, last.column))
    sheet = nil
    try zip.write(ending.take())
    try zip.endEntry()
  }

  /// An input value: numbers and booleans as read, ISO dates as dates, the rest as text.
  private func write(input value: JSONValue, at column: Int) {
    if case .string(let text) = value, let date = XLSXDates.parse(text) {
      sheet?.number(XLSXDates.serial(of: date), column: column, style: date.hasTime ? .dateTime : .date)
      return
    }
    write(CellValue(input: value), at: column)
  }

  private func write(_ cell: CellValue, at column: Int, style: XLSXSheetXML.Style = .plain) {
    switch cell {
    case .empty: return
    case .text(let text):
      guard !text.isEmpty else { return }
      sheet?.text(fitted(text), column: column, style: style)
    case .number(let number, _): sheet?.number(number, column: column, style: style)
    case .boolean(let flag): sheet?.boolean(flag, column: column)
    }
  }

  /// Text cut to Excel's 32,767 characters per cell.
  private func fitted(_ text: String) -> String {
    guard text.utf8.count > Self.maxCellCharacters, text.unicodeScalars.count > Self.maxCellCharacters
    else { return text }
    truncatedCells += 1
    return String(String.UnicodeScalarView(text.unicodeScalars.prefix(Self.maxCellCharacters)))
  }
}
