/// Escapes text for XML 1.0 element content and attribute values. Characters XML 1.0 cannot
/// carry at all (most C0 controls, U+FFFE, U+FFFF) are dropped; CR is written as `&#13;` so
/// it survives the parser's line-end normalisation.
enum XMLEscape {
  static func text(_ value: String) -> String {
    // Most values need nothing: check the bytes once before building a new string.
    let clean = value.utf8.allSatisfy { byte in
      byte >= 0x20 && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "<") && byte != UInt8(ascii: ">")
        && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'") && byte != 0xEF
    }
    if clean { return value }
    var out = ""
    out.reserveCapacity(value.utf8.count)
    for scalar in value.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\r": out += "&#13;"
      case "\t", "\n": out.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// For attribute values: also keeps tab and LF from being normalised to spaces.
  static func attribute(_ value: String) -> String {
    text(value).replacingOccurrences(of: "\n", with: "&#10;").replacingOccurrences(of: "\t", with: "&#9;")
  }
}
