import EnrichCore

/// A pull parser for JSON text (RFC 8259) read chunk by chunk: callers step through the
/// top level themselves (an array's elements, a FeatureCollection's features, a sequence of
/// lines) and parse one value at a time, so memory holds one row, never the document.
///
/// Values are built iteratively with an explicit stack, so nesting depth is limited by
/// `maxDepth` (an error naming the line and column) and never by the thread's stack. Numbers
/// keep their literal text. Positions are 1-based; columns count characters.
final class JSONStreamParser {
  private let source: ByteSource?
  let sourceName: String
  let maxDepth: Int
  private var buffer: [UInt8] = []
  private var position = 0
  /// Bytes of the input before `buffer`.
  private var bufferStart = 0
  private var exhausted = false
  private(set) var line = 1
  private(set) var column = 1
  // The next three are set by `parseValue(byteLimit:)` (JSONStreamParser+Limits.swift).
  /// The closing brackets of the containers the value being parsed has opened, innermost last.
  var openClosers: [UInt8] = []
  /// The offset past which the value being parsed is too long (`parseValue(byteLimit:)`).
  var valueEnd = Int.max
  /// Containers around the value being parsed that its caller opened (count toward `maxDepth`).
  var enclosingDepth = 0

  /// Thrown inside `parseValue` when the value passes `valueEnd`: where parsing stopped, so
  /// `skipRest` can read on to the value's end.
  struct ValueTooLong: Error {
    var closers: [UInt8] = []
    var inString = false
    var inNumber = false
  }

  /// An array or object being filled. Changed in place on the stack: a frame taken off the
  /// stack, appended to and put back copies its elements every time (quadratic in their count).
  private struct Frame {
    var isObject: Bool
    var items: [JSONValue] = []
    var members: [JSONMember] = []
    /// The member name the next value belongs to (objects).
    var key = ""
  }

  init(source: ByteSource, maxDepth: Int) throws {
    self.source = source
    sourceName = source.name
    self.maxDepth = maxDepth
    buffer = try source.read()
    if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
  }

  /// Parses text already in memory; `name` is used in messages.
  init(bytes: [UInt8], name: String, maxDepth: Int) {
    source = nil
    sourceName = name
    self.maxDepth = maxDepth
    buffer = bytes
    exhausted = true
    if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
  }

  /// A syntax error at the current position.
  func error(_ message: String, line: Int? = nil, column: Int? = nil) -> FormatError {
    FormatError(file: sourceName, line: line ?? self.line, column: column ?? self.column, message: message)
  }

  // MARK: Bytes

  /// The next significant byte, not consumed; nil at the end of the input.
  func peekSignificant() throws -> UInt8? {
    while let byte = try peek() {
      guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return byte }
      advance()
    }
    return nil
  }

  /// Consumes `expected` (after whitespace) or throws naming what was found instead.
  func expect(_ expected: UInt8, _ what: String) throws {
    guard let byte = try peekSignificant() else {
      throw error("unexpected end of input; expected \(what)")
    }
    guard byte == expected else { throw error("expected \(what), found \(Self.describe(byte))") }
    advance()
  }

  func peek() throws -> UInt8? {
    if position < buffer.count { return buffer[position] }
    while !exhausted, let source {
      bufferStart += buffer.count
      buffer = try source.read()
      position = 0
      if buffer.isEmpty {
        exhausted = true
      } else {
        return buffer[0]
      }
    }
    return nil
  }

  /// Consumes the byte last peeked, keeping line and column up to date.
  func advance() {
    let byte = buffer[position]
    position += 1
    if byte == 0x0A {
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80 {
      column += 1
    }
  }

  /// Bytes of the input consumed so far.
  var offset: Int { bufferStart + position }

  // MARK: Values

  /// Parses one complete value starting at the next significant byte.
  func parseValue() throws -> JSONValue {
    var stack: [Frame] = []
    while true {
      guard let byte = try peekSignificant() else {
        throw error("unexpected end of input; expected a value")
      }
      var value: JSONValue
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        guard stack.count + enclosingDepth < maxDepth else {
          throw error("nesting deeper than \(maxDepth) levels; the input is not a table of rows")
        }
        advance()
        let isObject = byte == UInt8(ascii: "{")
        let closing = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        openClosers.append(closing)
        if try peekSignificant() == closing {
          advance()
          openClosers.removeLast()
          value = isObject ? .object([]) : .array([])
        } else {
          stack.append(Frame(isObject: isObject))
          if isObject { stack[stack.count - 1].key = try parseKey() }
          continue
        }
      case UInt8(ascii: "\""):
        value = .string(try parseString())
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        value = .number(try parseNumber())
      case UInt8(ascii: "t"):
        try parseLiteral("true")
        value = .bool(true)
      case UInt8(ascii: "f"):
        try parseLiteral("false")
        value = .bool(false)
      case UInt8(ascii: "n"):
        try parseLiteral("null")
        value = .null
      default:
        throw error("expected a value, found \(Self.describe(byte))")
      }
      // Attach the finished value to its container, closing containers that end here.
      attaching: while let top = stack.indices.last {
        if offset > valueEnd { throw ValueTooLong(closers: openClosers) }
        let isObject = stack[top].isObject
        if isObject {
          stack[top].members.append(JSONMember(stack[top].key, value))
        } else {
          stack[top].items.append(value)
        }
        guard let next = try peekSignificant() else {
          throw error(
            "unexpected end of input inside an \(isObject ? "object; expected , or }" : "array; expected , or ]")"
          )
        }
        advance()
        if next == UInt8(ascii: ",") {
          if isObject { stack[top].key = try parseKey() }
          break attaching
        }
        let closing = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        guard next == closing else {
          throw error(
            "expected , or \(isObject ? "} in an object" : "] in an array"), found \(Self.describe(next))",
            column: column - 1)
        }
        openClosers.removeLast()
        let frame = stack.removeLast()
        value = isObject ? .object(frame.members) : .array(frame.items)
      }
      if stack.isEmpty { return value }
    }
  }

  /// Parses `"key" :` and returns the key.
  func parseKey() throws -> String {
    guard let byte = try peekSignificant() else {
      throw error("unexpected end of input; expected a member name")
    }
    guard byte == UInt8(ascii: "\"") else {
      throw error("expected a member name in double quotes, found \(Self.describe(byte))")
    }
    let key = try parseString()
    try expect(UInt8(ascii: ":"), "':' after the member name")
    return key
  }

  /// Parses a string at the current `"`.
  func parseString() throws -> String {
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
      TextTranscoder.appendUTF8(scalar, to: &bytes)
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
  private func parseNumber() throws -> String {
    let startColumn = column
    var text: [UInt8] = []
    func take() throws -> UInt8? {
      guard let byte = try peek() else { return nil }
      return byte
    }
    func digits() throws -> Int {
      var count = 0
      while let byte = try take(), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        if offset >= valueEnd { throw ValueTooLong(closers: openClosers, inNumber: true) }
        text.append(byte)
        advance()
        count += 1
      }
      return count
    }
    if try take() == UInt8(ascii: "-") {
      text.append(UInt8(ascii: "-"))
      advance()
    }
    if try take() == UInt8(ascii: "0") {
      text.append(UInt8(ascii: "0"))
      advance()
    } else if try digits() == 0 {
      throw error("invalid number: expected a digit", column: startColumn)
    }
    if try take() == UInt8(ascii: ".") {
      text.append(UInt8(ascii: "."))
      advance()
      if try digits() == 0 { throw error("invalid number: expected a digit after '.'", column: startColumn) }
    }
    if let byte = try take(), byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
      text.append(byte)
      advance()
      if let sign = try take(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
        text.append(sign)
        advance()
      }
      if try digits() == 0 { throw error("invalid number: expected an exponent", column: startColumn) }
    }
    return String(decoding: text, as: UTF8.self)
  }

  private func parseLiteral(_ word: String) throws {
    let startColumn = column
    for expected in word.utf8 {
      guard try peek() == expected else {
        throw error("invalid literal; expected \(word)", column: startColumn)
      }
      advance()
    }
  }

  static func describe(_ byte: UInt8) -> String {
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x\(String(byte, radix: 16))"
  }
}
