import EnrichCore

/// Reads one sheet of an Excel workbook (`.xlsx`): the first visible sheet, or the one
/// `--sheet` names. The first non-empty row is the header (merged header cells name every
/// column they cover; empty or repeated names made unique as in CSV); each later non-empty row
/// is a record whose fields follow the header, typed as the cells are (`XLSXRows`), empty cells
/// `null`. A cell right of the header becomes a field `column_N`. Rows stream: memory holds the
/// shared strings, the merged ranges and one row, whatever the sheet's size. A record's `line`
/// is its row number in the sheet.
package final class XLSXReader: RecordReader {
  package let sourceName: String
  package private(set) var columns: [String] = []
  package private(set) var warnings: [FormatWarning] = []
  private let workbook: XLSXWorkbook
  private let rows: XLSXRows
  private var merges: XLSXMerges
  private let maxFieldBytes: Int
  private let sheetName: String
  /// Header width: cells at or beyond it are extra fields.
  private var width = 0
  private var dataRows = 0

  init(path: String, sheet: String?, maxFieldBytes: Int) throws {
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
    try readHeader()
  }

  package func next() throws -> InputRecord? {
    while let row = try nextRow() {
      if row.cells.values.allSatisfy(Self.isBlank), row.tooLong.isEmpty { continue }
      dataRows += 1
      return record(row)
    }
    return nil
  }

  private func nextRow() throws -> XLSXRows.Row? {
    guard var row = try rows.next() else { return nil }
    merges.fill(&row.cells, row: row.number)
    return row
  }

  private func readHeader() throws {
    while var row = try rows.next() {
      merges.fill(&row.cells, row: row.number)
      if row.cells.values.allSatisfy(Self.isBlank), row.tooLong.isEmpty { continue }
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
      return
    }
  }

  private func record(_ row: XLSXRows.Row) -> InputRecord {
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
