/// Writes block-style YAML line by line. Every free text is double-quoted (so `08`, `yes` or
/// `null` read back as text) and `$` is doubled (so nothing is taken for `${VAR}`).
struct YAMLTextWriter {
  private(set) var lines: [String] = []

  mutating func line(_ indent: Int, _ text: String) {
    lines.append(String(repeating: " ", count: indent) + text)
  }

  var text: String { lines.joined(separator: "\n") + "\n" }

  static func quote(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      case "$": out += "$$"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value):
        out +=
          "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// Whole numbers without `.0` (`50000`); others in Swift's shortest round-trip form.
  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(describing: value)
  }

  static func list(_ items: [String]) -> String { "[" + items.map(quote).joined(separator: ", ") + "]" }

  /// A list of known identifiers (statuses, types), written plain.
  static func names(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }
}
