/// Encodes one CSV cell: quoted when it holds the delimiter, a quote, CR or LF (quotes
/// doubled), and optionally neutralised against spreadsheet formula injection.
package enum CSVCell {
  /// The delimiter unless another is chosen.
  package static let comma = UInt8(ascii: ",")

  static func encode(_ text: String, safe: Bool, delimiter: UInt8 = comma) -> String {
    var value = text
    if safe, needsNeutralising(text) { value = "'" + text }
    let needsQuotes = value.utf8.contains { $0 == delimiter || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }
    guard needsQuotes else { return value }
    return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// Whether `byte` may separate cells: an ASCII character that is not a quote or a line end
  /// (which would make the file unreadable).
  package static func isDelimiter(_ byte: UInt8) -> Bool {
    byte < 0x80 && byte != 0x22 && byte != 0x0A && byte != 0x0D
  }

  /// Whether a spreadsheet could run the cell as a formula: it starts with `=`, `+`, `-`, `@`,
  /// tab or CR. Plain numbers (`-12.5`, `+3`) are left alone: they cannot carry a formula.
  static func needsNeutralising(_ text: String) -> Bool {
    guard let first = text.utf8.first else { return false }
    switch first {
    case UInt8(ascii: "="), UInt8(ascii: "@"), 0x09, 0x0D: return true
    case UInt8(ascii: "+"), UInt8(ascii: "-"): return !isPlainNumber(text)
    default: return false
    }
  }

  private static func isPlainNumber(_ text: String) -> Bool {
    let body = text.utf8.dropFirst()
    var digits = 0
    var dots = 0
    for byte in body {
      if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
        digits += 1
      } else if byte == UInt8(ascii: ".") {
        dots += 1
      } else {
        return false
      }
    }
    return digits > 0 && dots <= 1
  }
}
