/// What a grid reader (CSV, a sheet) found about its table: the header's line, or none, and
/// the rows above the header it left out. Said once on stderr when it is not the plain case
/// (a header on the first row), and kept in the run's summary.
package struct TableLayout: Sendable, Equatable {
  /// A row left out above the header: its line and its first words.
  package struct SkippedRow: Sendable, Equatable {
    package var line: Int
    package var text: String
  }

  /// 1-based line (CSV) or sheet row (XLSX) of the header; nil when the table has none and
  /// its columns are named `column_1`, `column_2`, ….
  package var headerLine: Int?
  package var skipped: [SkippedRow]
  /// Whether the user chose the header (`--header-row`, `--no-header`).
  package var given: Bool
  /// The columns' count (named or `column_N`).
  package var width: Int
  /// The first data row's cells, for the note about a headerless table.
  package var firstRow: [String] = []
  /// The line of the first data row of a headerless table.
  package var firstRowLine: Int?
  /// The sheet read, for a workbook; nil for CSV.
  package var sheet: String?
  /// Every sheet of the workbook, in order (for messages that suggest `--sheet`).
  package var sheets: [String] = []

  /// "line" for a CSV file, "row" for a sheet.
  var unit: String { sheet == nil ? "line" : "row" }

  /// The note for stderr, nil in the plain case.
  package var note: String? {
    let prefix = sheet.map { "sheet '\($0)': " } ?? ""
    guard let headerLine else {
      if given { return nil }
      let cells = firstRow.filter { !$0.isEmpty }.prefix(4).map { "'\(Self.short($0))'" }
      let names = width > 1 ? "column_1 … column_\(width)" : "column_1"
      let start = firstRowLine.map { "\(unit) \($0)" } ?? "the first \(unit)"
      return "\(prefix)no header row: \(start) already holds data (\(cells.joined(separator: ", "))), so the "
        + "columns are named \(names); give --header-row \(firstRowLine ?? 1) if it is a header"
    }
    guard !skipped.isEmpty else { return nil }
    let lines =
      skipped.count == 1 ? "\(unit) \(skipped[0].line)" : "\(unit)s \(Self.lines(skipped.map(\.line)))"
    let texts = skipped.map(\.text).filter { !$0.isEmpty }.prefix(3).map { "'\(Self.short($0))'" }
    let shown = texts.isEmpty ? "" : " (\(texts.joined(separator: ", ")))"
    let how = given ? "as --header-row says" : "found"
    return "\(prefix)header on \(unit) \(headerLine) (\(how)); \(lines) above it left out\(shown)"
  }

  static func short(_ text: String) -> String {
    let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    return flat.count > 40 ? String(flat.prefix(39)) + "…" : flat
  }

  /// `1–2`, `1, 3–4`.
  static func lines(_ numbers: [Int]) -> String {
    var parts: [String] = []
    var start = numbers.first ?? 0
    var end = start
    for number in numbers.dropFirst() {
      if number == end + 1 {
        end = number
        continue
      }
      parts.append(start == end ? "\(start)" : "\(start)–\(end)")
      start = number
      end = number
    }
    parts.append(start == end ? "\(start)" : "\(start)–\(end)")
    return parts.joined(separator: ", ")
  }
}
