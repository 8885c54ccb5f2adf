extension JSONParser {
  /// Parses a string at the current `"`.
  package func parseString() throws -> String {
    let startLine = line
    let startColumn = column
    advance()
    var bytes: [UInt8] = []
    while true {
      guard let byte = try peek() else {
        throw error("string never closed; check for a missing \"", line: startLine, column: startColumn)
      }
      if byte == UInt8(ascii: "\"") {
        advance()
        break
      }
      if byte < 0x20 {
        throw error("control character 0x\(String(byte, radix: 16)) inside a string; escape it")
      }
      if offset >= valueEnd { throw ValueTooLong(closers: openClosers, inString: true) }
      advance()
      if byte == UInt8(ascii: "\\") {
        try parseEscape(into: &bytes)
      } else {
        bytes.append(byte)
      }
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw error(
        "invalid UTF-8 inside this string; JSON must be UTF-8", line: startLine, column: startColumn)
    }
    return text
  }

  private func parseEscape(into bytes: inout [UInt8]) throws {
    guard let escaped = try peek() else { throw error("unexpected end of input in an escape") }
    advance()
    switch escaped {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes.append(escaped)
    case UInt8(ascii: "b"): bytes.append(0x08)
    case UInt8(ascii: "f"): bytes.append(0x0C)
    case UInt8(ascii: "n"): bytes.append(0x0A)
    case UInt8(ascii: "r"): bytes.append(0x0D)
    case UInt8(ascii: "t"): bytes.append(0x09)
    case UInt8(ascii: "u"):
      var scalar = try parseHex4()
      if (0xD800...0xDBFF).contains(scalar) {
        guard try peek() == UInt8(ascii: "\\") else { throw error("lone UTF-16 surrogate in \\u escape") }
        advance()
        guard try peek() == UInt8(ascii: "u") else { throw error("lone UTF-16 surrogate in \\u escape") }
        advance()
        let low = try parseHex4()
        guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid UTF-16 surrogate pair") }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00...0xDFFF).contains(scalar) {
        throw error("lone UTF-16 surrogate in \\u escape")
      }
      // Surrogates are excluded above, so every value left is a scalar.
      guard let character = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
      UTF8.encode(character) { bytes.append($0) }
    default:
      throw error("invalid escape \\\(Self.describe(escaped))")
    }
  }

  private func parseHex4() throws -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = try peek() else { throw error("unexpected end of input in \\u escape") }
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw error("expected a hex digit in \\u escape, found \(Self.describe(byte))")
      }
      advance()
      value = value << 4 | digit
    }
    return value
  }

  /// Parses a number per the JSON grammar and returns its literal text.
  func parseNumber() throws -> String {
    let startColumn = column
    var text: [UInt8] = []
    func digits() throws -> Int {
      var count = 0
      while let byte = try peek(), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        if offset >= valueEnd { throw ValueTooLong(closers: openClosers, inNumber: true) }
        text.append(byte)
        advance()
        count += 1
      }
      return count
    }
    if try peek() == UInt8(ascii: "-") {
      text.append(UInt8(ascii: "-"))
      advance()
    }
    if try peek() == UInt8(ascii: "0") {
      text.append(UInt8(ascii: "0"))
      advance()
    } else if try digits() == 0 {
      throw error("invalid number: expected a digit", column: startColumn)
    }
    if try peek() == UInt8(ascii: ".") {
      text.append(UInt8(ascii: "."))
      advance()
      if try digits() == 0 { throw error("invalid number: expected a digit after '.'", column: startColumn) }
    }
    if let byte = try peek(), byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
      text.append(byte)
      advance()
      if let sign = try peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
        text.append(sign)
        advance()
      }
      if try digits() == 0 { throw error("invalid number: expected an exponent", column: startColumn) }
    }
    return String(decoding: text, as: UTF8.self)
  }

  func parseLiteral(_ word: String) throws {
    let startColumn = column
    for expected in word.utf8 {
      guard try peek() == expected else {
        throw error("invalid literal; expected \(word)", column: startColumn)
      }
      advance()
    }
  }
}
