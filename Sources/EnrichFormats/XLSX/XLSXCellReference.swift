/// A1-style cell references (`B12`, `XFD1048576`) as 0-based columns and 1-based rows, within
/// Excel's grid.
enum XLSXCellReference {
  static let maxColumns = 16_384
  static let maxRows = 1_048_576

  /// `(column, row)` of `AB12`; nil when malformed or outside the grid. A reference without
  /// digits (`AB`) gives row 0.
  static func parse(_ text: String) -> (column: Int, row: Int)? {
    var column = 0
    var row = 0
    var letters = 0
    var digits = 0
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "$"): continue
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"):
        guard digits == 0, letters < 3 else { return nil }
        column = column * 26 + Int((byte | 0x20) - UInt8(ascii: "a")) + 1
        letters += 1
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        guard letters > 0, digits < 7 else { return nil }
        row = row * 10 + Int(byte - UInt8(ascii: "0"))
        digits += 1
      default: return nil
      }
    }
    guard letters > 0, column <= maxColumns, row <= maxRows else { return nil }
    return (column - 1, row)
  }

  /// `A1:C3` (or one cell) as inclusive bounds; nil when malformed.
  static func range(_ text: String) -> (firstColumn: Int, firstRow: Int, lastColumn: Int, lastRow: Int)? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 1 || parts.count == 2, let first = parse(String(parts[0])), first.row > 0,
      let last = parse(String(parts[parts.count - 1])), last.row > 0
    else { return nil }
    return (
      min(first.column, last.column), min(first.row, last.row), max(first.column, last.column),
      max(first.row, last.row)
    )
  }

  /// `A`, `Z`, `AA`, ... for a 0-based column.
  static func columnName(_ column: Int) -> String {
    var number = column + 1
    var name = ""
    while number > 0 {
      let remainder = (number - 1) % 26
      name = String(UnicodeScalar(UInt8(65 + remainder))) + name
      number = (number - 1) / 26
    }
    return name
  }
}
