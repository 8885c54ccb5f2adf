/// Serialises `JSONValue` to text (RFC 8259), escaping what must be escaped and nothing else.
package enum JSONText {
  package static func compact(_ value: JSONValue) -> String {
    var out = ""
    write(value, into: &out, indent: nil, level: 0)
    return out
  }

  /// Two-space indented text, members in their stored order.
  package static func pretty(_ value: JSONValue) -> String {
    var out = ""
    write(value, into: &out, indent: "  ", level: 0)
    return out
  }

  /// `value` appended to `out`, indented by `indent` per level (nil: compact).
  package static func write(_ value: JSONValue, into out: inout String, indent: String?, level: Int) {
    var bytes: [UInt8] = []
    write(value, into: &bytes, indent: indent.map { Array($0.utf8) }, level: level)
    out += String(decoding: bytes, as: UTF8.self)
  }

  /// `compact` onto UTF-8 bytes: the row writers' path (appending bytes is much cheaper than
  /// growing a `String`, and the output is bytes anyway).
  package static func writeCompact(_ value: JSONValue, into out: inout [UInt8]) {
    write(value, into: &out, indent: nil, level: 0)
  }

  /// The one serialiser: every text form above is made by it.
  private static func write(_ value: JSONValue, into out: inout [UInt8], indent: [UInt8]?, level: Int) {
    switch value {
    case .null: out.append(contentsOf: "null".utf8)
    case .bool(let flag): out.append(contentsOf: flag ? "true".utf8 : "false".utf8)
    case .number(let text): out.append(contentsOf: text.utf8)
    case .string(let text): writeString(text, into: &out)
    case .array(let items):
      if items.isEmpty {
        out.append(contentsOf: "[]".utf8)
        return
      }
      out.append(UInt8(ascii: "["))
      for (index, item) in items.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        newline(&out, indent, level + 1)
        write(item, into: &out, indent: indent, level: level + 1)
      }
      newline(&out, indent, level)
      out.append(UInt8(ascii: "]"))
    case .object(let members):
      if members.isEmpty {
        out.append(contentsOf: "{}".utf8)
        return
      }
      out.append(UInt8(ascii: "{"))
      for (index, member) in members.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        newline(&out, indent, level + 1)
        writeString(member.key, into: &out)
        out.append(contentsOf: indent == nil ? ":".utf8 : ": ".utf8)
        write(member.value, into: &out, indent: indent, level: level + 1)
      }
      newline(&out, indent, level)
      out.append(UInt8(ascii: "}"))
    }
  }

  private static func newline(_ out: inout [UInt8], _ indent: [UInt8]?, _ level: Int) {
    guard let indent else { return }
    out.append(UInt8(ascii: "\n"))
    for _ in 0..<level { out.append(contentsOf: indent) }
  }

  package static func writeString(_ text: String, into out: inout String) {
    out += "\""
    // Most strings need no escaping: check the UTF-8 bytes once and append the whole string,
    // which is far cheaper than appending scalar by scalar.
    if !needsEscaping(text) {
      out += text
      out += "\""
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      case "\u{2028}": out += "\\u2028"
      case "\u{2029}": out += "\\u2029"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }

  /// `writeString` onto UTF-8 bytes (writers that build a row as bytes).
  package static func writeString(_ text: String, into out: inout [UInt8]) {
    guard needsEscaping(text) else {
      out.append(UInt8(ascii: "\""))
      out.append(contentsOf: text.utf8)
      out.append(UInt8(ascii: "\""))
      return
    }
    var escaped = ""
    writeString(text, into: &escaped)
    out.append(contentsOf: escaped.utf8)
  }

  /// Whether `text` holds a quote, a backslash, a control character or U+2028/U+2029
  /// (E2 80 A8 / E2 80 A9 in UTF-8): the characters `writeString` escapes.
  private static func needsEscaping(_ text: String) -> Bool {
    // On the bytes in place: this runs for every string of every row written.
    let bytes = text.utf8Span.span
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return true }
      if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
        bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
      {
        return true
      }
      index += 1
    }
    return false
  }
}
