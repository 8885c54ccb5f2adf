import EnrichCore
import Foundation

/// A JSON text that could not be parsed: where and why.
struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
  var message: String
  /// Byte offset of the problem.
  var offset: Int
  /// The text went past a bound (nesting depth), rather than being malformed.
  var exceedsLimit = false

  var description: String { "invalid JSON at byte \(offset): \(message)" }
}

/// Parses RFC 8259 JSON into `JSONValue`, keeping member order and number literals, so the
/// hours objects Google sends can be stored exactly as received.
struct JSONParser {
  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0
  private static let maxDepth = 256

  static func parse(_ data: Data) throws(JSONParseError) -> JSONValue {
    var parser = JSONParser(bytes: [UInt8](data))
    parser.skipWhitespace()
    let value = try parser.parseValue()
    parser.skipWhitespace()
    guard parser.index == parser.bytes.count else { throw parser.error("trailing characters") }
    return value
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private func error(_ message: String) -> JSONParseError { JSONParseError(message: message, offset: index) }

  private mutating func skipWhitespace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
  }

  private mutating func parseValue() throws(JSONParseError) -> JSONValue {
    guard index < bytes.count else { throw error("unexpected end of input") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    default: return try parseNumber()
    }
  }

  private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(JSONParseError) -> JSONValue {
    let utf8 = Array(word.utf8)
    guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
      throw error("unexpected character")
    }
    index += utf8.count
    return value
  }

  private mutating func enter() throws(JSONParseError) {
    depth += 1
    // Parsing recurses per level: the bound keeps a hostile `[[[[...` from overflowing the stack.
    if depth > Self.maxDepth {
      throw JSONParseError(
        message: "nesting deeper than \(Self.maxDepth) levels", offset: index, exceedsLimit: true)
    }
  }

  private mutating func parseObject() throws(JSONParseError) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    var members: [JSONMember] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("expected a member name")
      }
      let key = try parseString()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':'") }
      index += 1
      skipWhitespace()
      members.append(JSONMember(key, try parseValue()))
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of input in an object") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      } else {
        throw error("expected ',' or '}'")
      }
    }
  }

  private mutating func parseArray() throws(JSONParseError) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    var items: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(items)
    }
    while true {
      skipWhitespace()
      items.append(try parseValue())
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of input in an array") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(items)
      } else {
        throw error("expected ',' or ']'")
      }
    }
  }

  private mutating func parseNumber() throws(JSONParseError) -> JSONValue {
    let start = index
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    let digitsStart = index
    while index < bytes.count, isNumberByte(bytes[index]) { index += 1 }
    guard index > digitsStart else { throw error("unexpected character") }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard Double(text) != nil else {
      throw JSONParseError(message: "invalid number '\(text)'", offset: start)
    }
    return .number(text)
  }

  private func isNumberByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
      || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+")
      || byte == UInt8(ascii: "-")
  }

  private mutating func parseString() throws(JSONParseError) -> String {
    index += 1
    var run = index
    var buffer: [UInt8] = []
    while true {
      guard index < bytes.count else { throw error("unterminated string") }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        buffer.append(contentsOf: bytes[run..<index])
        index += 1
        break
      }
      if byte < 0x20 { throw error("control character in a string") }
      if byte == UInt8(ascii: "\\") {
        buffer.append(contentsOf: bytes[run..<index])
        index += 1
        let scalar = try parseEscape()
        buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
        run = index
        continue
      }
      index += 1
    }
    return String(decoding: buffer, as: UTF8.self)
  }

  private mutating func parseEscape() throws(JSONParseError) -> Unicode.Scalar {
    guard index < bytes.count else { throw error("unterminated escape") }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try parseHex4()
      if (0xD800..<0xDC00).contains(high) {
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        else { return "\u{FFFD}" }
        index += 2
        let low = try parseHex4()
        guard (0xDC00..<0xE000).contains(low) else { return "\u{FFFD}" }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
      }
      return Unicode.Scalar(high) ?? "\u{FFFD}"
    default:
      throw error("invalid escape")
    }
  }

  private mutating func parseHex4() throws(JSONParseError) -> UInt32 {
    guard index + 4 <= bytes.count else { throw error("short \\u escape") }
    let text = String(decoding: bytes[index..<index + 4], as: UTF8.self)
    guard let value = UInt32(text, radix: 16) else { throw error("invalid \\u escape") }
    index += 4
    return value
  }
}
