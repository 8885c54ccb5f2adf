import EnrichCore

/// Writes a settings tree as block-style YAML. Free text is double-quoted (so `08`, `yes` or
/// `null` read back as text) with `$` doubled (so nothing is taken for `${VAR}`); plain
/// values (numbers, booleans, identifiers) are written as they are; flow lists as `[a, b]`.
enum YAMLPrinter {
  static func document(_ root: SettingsNode, comment: String) -> String {
    var lines = ["# \(comment)"]
    mapping(root.entries, indent: 0, into: &lines)
    return lines.joined(separator: "\n") + "\n"
  }

  /// `key: value` lines at `indent`; the first may be prefixed (`- ` of a list item).
  static func mapping(
    _ entries: [SettingsNode.Entry], indent: Int, firstPrefix: String? = nil, into lines: inout [String]
  ) {
    for (index, entry) in entries.enumerated() {
      let pad = index == 0 && firstPrefix != nil ? firstPrefix ?? "" : String(repeating: " ", count: indent)
      let key = entry.quotedKey ? quote(entry.key) : entry.key
      switch entry.value.content {
      case .mapping(let children):
        lines.append("\(pad)\(key):")
        mapping(children, indent: indent + 2, into: &lines)
      case .sequence(let items, false) where !items.isEmpty:
        lines.append("\(pad)\(key):")
        sequence(items, indent: indent + 2, into: &lines)
      default:
        lines.append("\(pad)\(key): \(inline(entry.value))")
      }
    }
  }

  /// `- item` lines at `indent`.
  static func sequence(_ items: [SettingsNode], indent: Int, into lines: inout [String]) {
    let pad = String(repeating: " ", count: indent)
    for item in items {
      switch item.content {
      case .mapping(let entries) where !entries.isEmpty:
        mapping(entries, indent: indent + 2, firstPrefix: pad + "- ", into: &lines)
      default:
        lines.append("\(pad)- \(inline(item))")
      }
    }
  }

  /// A scalar, or a flow list of scalars.
  static func inline(_ node: SettingsNode) -> String {
    switch node.content {
    case .scalar(let text, let plain): return plain ? text : quote(text)
    case .sequence(let items, _): return "[" + items.map(inline).joined(separator: ", ") + "]"
    case .mapping(let entries):
      return "{" + entries.map { "\($0.key): \(inline($0.value))" }.joined(separator: ", ") + "}"
    }
  }

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
}
