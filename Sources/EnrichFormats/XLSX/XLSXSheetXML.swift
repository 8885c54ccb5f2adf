import EnrichCore

/// One worksheet's XML, built row by row into bytes the caller takes in chunks: cells typed
/// (inline strings, numbers, booleans; dates as numbers with a date style), the header row
/// frozen, column widths, and the filter over the rows written. Text is escaped as Excel
/// expects: `&`, `<`, `>` as entities, control characters (CR among them) as `_xHHHH_`,
/// and `xml:space="preserve"` where spaces lead or trail.
struct XLSXSheetXML {
  /// Cell styles, as `XLSXPackageParts.styles` lists them.
  enum Style: Int {
    case plain = 0, header, date, dateTime, text, integer, real

    /// The format a contract column of `type` declares for the whole column, empty cells
    /// included; booleans have none in Excel (a boolean is a cell type, not a format).
    init(_ type: ColumnType) {
      switch type {
      case .text: self = .text
      case .integer: self = .integer
      case .real: self = .real
      case .boolean: self = .plain
      }
    }
  }

  private(set) var bytes: [UInt8] = []
  /// `A`, `B`, ... per column, as bytes.
  private let columnNames: [[UInt8]]
  /// The current row's number in digits.
  private var rowDigits: [UInt8] = []

  /// Starts a sheet with `widths` (in characters) for its columns and, where given, each
  /// column's `styles` (the format of its empty cells too); `selected` for the sheet Excel shows
  /// first; `frozenHeader` keeps the first row in view.
  init(widths: [Double], styles: [Style] = [], selected: Bool, frozenHeader: Bool) {
    columnNames = widths.indices.map { Array(XLSXCellReference.columnName($0).utf8) }
    var opening =
      XLSXPackageParts.declaration
      + "<worksheet xmlns=\"\(XLSXPackageParts.mainNamespace)\" xmlns:r=\"\(XLSXPackageParts.relationshipsNamespace)\">"
      + "<sheetViews><sheetView \(selected ? "tabSelected=\"1\" " : "")workbookViewId=\"0\""
    opening +=
      frozenHeader
      ? "><pane ySplit=\"1\" topLeftCell=\"A2\" activePane=\"bottomLeft\" state=\"frozen\"/>"
        + "<selection pane=\"bottomLeft\"/></sheetView>" : "/>"
    opening += "</sheetViews><sheetFormatPr defaultRowHeight=\"15\"/>"
    if !widths.isEmpty {
      opening += "<cols>"
      for (index, width) in widths.enumerated() {
        let style =
          index < styles.count && styles[index] != .plain ? " style=\"\(styles[index].rawValue)\"" : ""
        opening +=
          "<col min=\"\(index + 1)\" max=\"\(index + 1)\" width=\"\(Self.columnWidth(width))\"\(style) customWidth=\"1\"/>"
      }
      opening += "</cols>"
    }
    bytes.append(contentsOf: (opening + "<sheetData>").utf8)
  }

  /// Excel's stored width for `characters` of its default font: 7 pixels a character and 5 of
  /// padding, in 1/256ths of a character.
  static func columnWidth(_ characters: Double) -> Double {
    let pixels = (characters * 7 + 0.5).rounded(.down) + 5
    return (pixels / 7 * 256).rounded(.down) / 256
  }

  /// Ends the sheet, with a filter over `A1` to (`lastRow`, `lastColumn`) when given (0-based).
  mutating func close(filterTo last: (row: Int, column: Int)?) {
    var closing = "</sheetData>"
    if let last {
      closing += "<autoFilter ref=\"A1:\(XLSXCellReference.columnName(last.column))\(last.row + 1)\"/>"
    }
    closing +=
      "<pageMargins left=\"0.7\" right=\"0.7\" top=\"0.75\" bottom=\"0.75\" header=\"0.3\" footer=\"0.3\"/></worksheet>"
    bytes.append(contentsOf: closing.utf8)
  }

  /// The bytes built so far, handed over (the sheet goes on from empty).
  mutating func take() -> [UInt8] {
    defer { bytes = [] }
    return bytes
  }

  /// Starts row `number` (1-based).
  mutating func beginRow(_ number: Int) {
    rowDigits = Array(String(number).utf8)
    append("<row r=\"")
    bytes.append(contentsOf: rowDigits)
    append("\">")
  }

  mutating func endRow() { append("</row>") }

  mutating func text(_ text: String, column: Int, style: Style = .plain) {
    openCell(column, style: style, type: "inlineStr")
    let utf8 = text.utf8
    let preserve = utf8.first.map(Self.isSpace) == true || utf8.last.map(Self.isSpace) == true
    append(preserve ? "<is><t xml:space=\"preserve\">" : "<is><t>")
    if utf8.contains(where: { $0 < 0x20 || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0xEF }) {
      appendEscaped(utf8)
    } else {
      bytes.append(contentsOf: utf8)
    }
    append("</t></is></c>")
  }

  /// A number in its shortest exact form; whole numbers below 10^16 without a decimal point
  /// (as Excel writes them, so readers see integers), except in a real column (`1.0`: readers
  /// such as openpyxl and pandas take the literal's form for the type).
  mutating func number(_ value: Double, column: Int, style: Style = .plain) {
    openCell(column, style: style, type: nil)
    append("<v>")
    if style != .real, value == value.rounded(.towardZero), abs(value) < 1e16 {
      append(String(Int64(value)))
    } else {
      append(value.description)
    }
    append("</v></c>")
  }

  mutating func boolean(_ flag: Bool, column: Int) {
    openCell(column, style: .plain, type: "b")
    append(flag ? "<v>1</v></c>" : "<v>0</v></c>")
  }

  private mutating func openCell(_ column: Int, style: Style, type: String?) {
    append("<c r=\"")
    bytes.append(contentsOf: columnNames[column])
    bytes.append(contentsOf: rowDigits)
    if style != .plain {
      append("\" s=\"")
      append(String(style.rawValue))
    }
    if let type {
      append("\" t=\"")
      append(type)
    }
    append("\">")
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
  }

  /// Text with entities for `&<>`, `_xHHHH_` for control characters other than tab and line
  /// feed (XML cannot hold them; CR would read back as LF), and for U+FFFE and U+FFFF.
  private mutating func appendEscaped(_ utf8: String.UTF8View) {
    var pending: [UInt8] = []
    for byte in utf8 {
      if !pending.isEmpty || byte == 0xEF {
        // U+FFFE and U+FFFF are EF BF BE and EF BF BF.
        pending.append(byte)
        if pending.count < 3, pending == Array([0xEF, 0xBF].prefix(pending.count)) { continue }
        if pending.count == 3, pending[0] == 0xEF, pending[1] == 0xBF, pending[2] >= 0xBE {
          append(pending[2] == 0xBE ? "_xFFFE_" : "_xFFFF_")
          pending = []
          continue
        }
        let held = pending
        pending = []
        for held in held { appendEscaped(byte: held) }
        continue
      }
      appendEscaped(byte: byte)
    }
    for held in pending { appendEscaped(byte: held) }
  }

  private mutating func appendEscaped(byte: UInt8) {
    switch byte {
    case 0x26: append("&amp;")
    case 0x3C: append("&lt;")
    case 0x3E: append("&gt;")
    case 0x09, 0x0A: bytes.append(byte)
    case 0..<0x20:
      let hex = Array("0123456789ABCDEF".utf8)
      append("_x00")
      bytes.append(hex[Int(byte >> 4)])
      bytes.append(hex[Int(byte & 0x0F)])
      append("_")
    default: bytes.append(byte)
    }
  }

  private mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }
}
