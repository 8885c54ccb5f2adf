import EnrichCore

/// Reads one sheet of an Excel workbook (`.xlsx`): the first visible sheet, or the one
/// `--sheet` names. The table is found in the first rows (`TableFinder`): a title, notes and
/// blank rows above the header are left out, and a sheet whose first row is data has no
/// header (columns `column_1`, …). Merged header cells name every column they cover; empty or
/// repeated names are made unique as in CSV. Each later non-empty row is a record whose fields
/// follow the header, typed as the cells are (`XLSXRows`), empty cells `null`. A cell right of
/// the header becomes a field `column_N`. Rows stream: memory holds the shared strings, the
/// merged ranges and the rows read ahead, whatever the sheet's size. A record's `line` is its
/// row number in the sheet.
package final class XLSXReader: RecordReader {
  package let sourceName: String
  package private(set) var columns: [String] = []
  package private(set) var warnings: [FormatWarning] = []
  package private(set) var table: TableLayout?
  private let workbook: XLSXWorkbook
  private let rows: XLSXRows
  private var merges: XLSXMerges
  private let maxFieldBytes: Int
  private let sheetName: String
  /// Header width: cells at or beyond it are extra fields.
  private var width = 0
  /// The last column merged ranges fill: the table's, never the sheet's 16,384.
  private var lastFilledColumn = 0
  private var dataRows = 0
  /// Rows read ahead to find the table, not yet delivered.
  private var lookahead = RecordLookahead(records: [])

  /// Rows read ahead to find the table and recognise its columns by their values.
  static let lookahead = 32

  init(path: String, sheet: String?, maxFieldBytes: Int, header: HeaderChoice = .detect) throws {
    sourceName = path
    self.maxFieldBytes = maxFieldBytes
    workbook = try XLSXWorkbook(path: path)
    let chosen = try workbook.sheet(named: sheet)
    sheetName = chosen.name
    merges = try XLSXMerges(workbook: workbook, part: chosen.part)
    rows = try XLSXRows(workbook: workbook, part: chosen.part, maxFieldBytes: maxFieldBytes)
    if merges.ignored > 0 {
      warnings.append(
        FormatWarning(
          line: 0,
          message:
            "sheet '\(sheetName)': \(merges.ignored) merged ranges beyond \(XLSXMerges.limit) not applied"))
    }
    try findTable(header)
  }

  package var preview: [InputRecord] { Array(lookahead.rows) }

  package func next() throws -> InputRecord? {
    if let record = try lookahead.next() { return record }
    while var row = try rows.next() {
      merges.fill(&row.cells, row: row.number, lastColumn: lastFilledColumn)
      if Self.isBlank(row) { continue }
      return record(row)
    }
    return nil
  }

  /// Reads the first non-blank rows, finds the header among them (or none), names the columns
  /// and queues the data rows read ahead. Merged ranges fill up to the last column that holds
  /// a value in these rows.
  private func findTable(_ choice: HeaderChoice) throws {
    var read: [XLSXRows.Row] = []
    var leftOut: [TableLayout.SkippedRow] = []
    var withValues = 0
    while withValues < Self.lookahead, read.count < 8 * Self.lookahead, let row = try rows.next() {
      if case .line(let line) = choice, row.number < line {
        if leftOut.count < 3, !Self.isBlank(row) {
          let first = row.cells.filter { !Self.isBlank($0.value) }.min { $0.key < $1.key }
          leftOut.append(
            TableLayout.SkippedRow(line: row.number, text: first.map { Self.text($0.value) } ?? ""))
        }
        continue
      }
      // A blank row is kept only where a merged range may fill it.
      if Self.isBlank(row) {
        if merges.ranges.isEmpty { continue }
      } else {
        withValues += 1
      }
      read.append(row)
    }
    lastFilledColumn = read.flatMap { row in row.cells.filter { !Self.isBlank($0.value) }.keys }.max() ?? 0
    // What each row fills itself, before merged ranges copy values across it.
    var widths: [Int: Int] = [:]
    for row in read { widths[row.number] = row.cells.values.filter { !Self.isBlank($0) }.count }
    for index in read.indices {
      merges.fill(&read[index].cells, row: read[index].number, lastColumn: lastFilledColumn)
    }
    let filled = read.filter { !Self.isBlank($0) }
    if case .line(let line) = choice, filled.first?.number != line {
      throw FormatError(
        file: sourceName, line: line,
        message: "sheet '\(sheetName)': row \(line) (--header-row) is empty or past the end")
    }
    let grid = filled.map { row in
      TableFinder.Row(
        line: row.number, cells: (0...lastFilledColumn).map { row.cells[$0].map(Self.text) ?? "" },
        width: widths[row.number])
    }
    let found = TableFinder.choose(grid, header: choice)
    var layout = TableLayout(headerLine: nil, skipped: leftOut, given: found.given, width: 0)
    layout.sheet = sheetName
    layout.sheets = workbook.sheets.map(\.name)
    layout.skipped += found.skipped.map {
      TableLayout.SkippedRow(line: grid[$0].line, text: grid[$0].cells.first { !$0.isEmpty } ?? "")
    }
    if let index = found.header {
      let row = filled[index]
      if !row.tooLong.isEmpty {
        throw FormatError(
          file: sourceName, line: row.number,
          message: "sheet '\(sheetName)': a header cell is longer than \(FieldLimit.describe(maxFieldBytes))")
      }
      width = (row.cells.keys.max() ?? -1) + 1
      let raw = (0..<width).map { row.cells[$0].map(Self.text) ?? "" }
      let unique = HeaderNames.unique(raw)
      columns = unique.names
      for change in unique.changes {
        warnings.append(FormatWarning(line: row.number, message: "sheet '\(sheetName)': \(change)"))
      }
      layout.headerLine = row.number
    } else if !filled.isEmpty {
      width = filled.map { ($0.cells.keys.max() ?? -1) + 1 }.max() ?? 0
      columns = (0..<width).map { "column_\($0 + 1)" }
      layout.firstRow = grid[found.firstData].cells.filter { !$0.isEmpty }
      layout.firstRowLine = grid[found.firstData].line
    }
    lastFilledColumn = max(lastFilledColumn, width - 1)
    layout.width = columns.count
    table = layout
    lookahead = RecordLookahead(records: filled[min(found.firstData, filled.count)...].map(record))
  }

  static func isBlank(_ row: XLSXRows.Row) -> Bool {
    row.cells.values.allSatisfy(isBlank) && row.tooLong.isEmpty
  }

  private func record(_ row: XLSXRows.Row) -> InputRecord {
    dataRows += 1
    var fields = columns.enumerated().map { Field($0.element, row.cells[$0.offset] ?? .null) }
    for column in row.cells.keys.sorted() where column >= width {
      guard let value = row.cells[column], !Self.isBlank(value) else { continue }
      fields.append(Field("column_\(column + 1)", value))
    }
    var problem: String?
    if !row.tooLong.isEmpty {
      let names = row.tooLong.map { $0 < width ? columns[$0] : "column_\($0 + 1)" }
      problem = FieldLimit.problem(fields: names, file: sourceName, line: row.number, limit: maxFieldBytes)
      for name in names where !fields.contains(where: { $0.name == name }) {
        fields.append(Field(name, .null))
      }
      warnings.append(FormatWarning(line: row.number, message: "row \(dataRows): \(problem ?? "")"))
    }
    return InputRecord(row: dataRows, line: row.number, fields: fields, problem: problem)
  }

  static func isBlank(_ value: JSONValue) -> Bool {
    switch value {
    case .null: return true
    case .string(let text): return text.isEmpty
    default: return false
    }
  }

  /// A header cell as a name: text as it is, numbers as their literal, booleans as words.
  static func text(_ value: JSONValue) -> String { value.plainText }
}
