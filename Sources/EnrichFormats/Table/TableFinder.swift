import EnrichCore

/// Finds the table in the first rows of a grid (a CSV file, a sheet): which row is the header,
/// which rows above it are a title, notes or an export banner, or that there is no header and
/// the first row is already data. It reads values, not only names: a header names its columns
/// in words people use for them (`Nimi`, `Business Name`, `住所`), and a data row holds what
/// the rows below it hold (numbers, street lines, postcodes, the same city again).
package enum TableFinder {
  /// One row of the grid: where it starts, its cells by column, and how many cells it fills
  /// (a merged title fills one, however many columns it spans).
  package struct Row: Sendable {
    package var line: Int
    package var cells: [String]
    package var width: Int

    /// `width`: the cells the row fills, when merged cells make it differ from the non-empty ones.
    package init(line: Int, cells: [String], width: Int? = nil) {
      self.line = line
      self.cells = cells
      self.width = width ?? cells.filter { !CellShape.isBlank($0) }.count
    }
  }

  /// Where the table is: the header's index among the rows (nil: no header, data from the
  /// first row), and the rows above the header left out.
  package struct Choice: Sendable, Equatable {
    package var header: Int?
    package var skipped: [Int]
    /// Whether the user named the header row (`--header-row`, `--no-header`).
    package var given: Bool

    /// Index of the first data row.
    package var firstData: Int { header.map { $0 + 1 } ?? skipped.count }
  }

  /// Rows before the header are looked at up to this many (titles and notes are short).
  static let headerWindow = 16
  /// A row is as wide as the table when it fills at least this share of the widest row's
  /// cells (a merged title, a note or a date above the table fills one or two).
  static let wideShare = 0.6

  /// Chooses the table in `rows` (the first rows read, blank ones left out) by `choice`.
  package static func choose(_ rows: [Row], header choice: HeaderChoice) -> Choice {
    switch choice {
    case .none: return Choice(header: nil, skipped: [], given: true)
    case .line(let line):
      let index = rows.firstIndex { $0.line >= line }
      guard let index, rows[index].line == line else { return Choice(header: nil, skipped: [], given: true) }
      return Choice(header: index, skipped: Array(0..<index), given: true)
    case .detect: return detect(rows)
    }
  }

  static func detect(_ rows: [Row]) -> Choice {
    guard !rows.isEmpty else { return Choice(header: nil, skipped: [], given: false) }
    let widths = rows.map(\.width)
    let widest = widths.max() ?? 0
    let window = min(rows.count, headerWindow)
    // A row of header names, wherever it is among the first rows: one naming two or more
    // columns first (a one-word title such as `Asiakas` above it is not a header).
    // Distinct names: a group title merged over three columns (`Osoite`) names none of them.
    let known = rows.prefix(window).map { Set($0.cells.filter(HeaderVocabulary.isKnownHeader)).count }
    let named =
      known.firstIndex { $0 >= 2 }
      ?? (0..<window).first { isNamedHeader(rows[$0], known: known[$0], width: widths[$0], widest: widest) }
    if let index = named {
      return Choice(header: index, skipped: Array(0..<index), given: false)
    }
    // Else the first row as wide as the table: its header, or already its first data row.
    let first =
      (0..<window).first { widths[$0] >= max(2, Int((Double(widest) * wideShare).rounded(.up))) } ?? 0
    let below = rows[(first + 1)...].prefix(32)
    if dataEvidence(rows[first], below: below) > headerEvidence(rows[first], below: below) {
      return Choice(header: nil, skipped: [], given: false)
    }
    return Choice(header: first, skipped: Array(0..<first), given: false)
  }

  /// Whether `row` names its columns in words the vocabulary knows: two or more, or one that
  /// is at least half of the row's values in a row of several cells (`name,` with a second
  /// name missing), or a lone column's one name. A title is not a column's name.
  static func isNamedHeader(_ row: Row, known: Int, width: Int, widest: Int) -> Bool {
    if known >= 2 { return true }
    guard known == 1 else { return false }
    return widest == 1 || (row.cells.count >= 2 && known * 2 >= width)
  }

  /// Cells of `row` that look like data: numbers, dates, street lines, postcodes, contacts, or
  /// a value the same column holds again below.
  static func dataEvidence(_ row: Row, below: ArraySlice<Row>) -> Int {
    var evidence = 0
    for (column, cell) in row.cells.enumerated() where !CellShape.isBlank(cell) {
      let shape = CellShape(cell)
      if shape.number != nil || shape.isDate || shape.isContact || shape.isStreetLine || shape.isPostcodeLike
      {
        evidence += 1
        continue
      }
      let folded = cell.lowercased()
      if below.contains(where: { column < $0.cells.count && $0.cells[column].lowercased() == folded }) {
        evidence += 1
      }
    }
    return evidence
  }

  /// Cells of `row` that are words above a column of digits (a name above numbers, street
  /// lines or postcodes), as a header is.
  static func headerEvidence(_ row: Row, below: ArraySlice<Row>) -> Int {
    var evidence = 0
    for (column, cell) in row.cells.enumerated() where !CellShape.isBlank(cell) {
      let shape = CellShape(cell)
      guard shape.hasLetters, !shape.hasDigits else { continue }
      let values = below.compactMap { column < $0.cells.count ? $0.cells[column] : nil }
        .filter { !CellShape.isBlank($0) }
      guard !values.isEmpty else { continue }
      let withDigits = values.filter { CellShape($0).hasDigits }.count
      if withDigits * 2 > values.count { evidence += 1 }
    }
    return evidence
  }
}

/// How the header row is chosen: found in the first rows, named by its line, or absent.
package enum HeaderChoice: Sendable, Equatable {
  case detect
  case none
  /// The 1-based line (CSV) or sheet row (XLSX) of the header.
  case line(Int)
}
