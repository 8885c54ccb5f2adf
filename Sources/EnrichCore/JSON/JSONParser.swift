/// The one JSON parser (RFC 8259): a pull parser over bytes held in memory or read chunk by
/// chunk. Readers step through the top level themselves (an array's elements, a
/// FeatureCollection's features, a sequence of lines) and parse one value at a time, so memory
/// holds one row, never the document; `parse(_:maxDepth:)` reads a whole text at once
/// (response bodies, cache entries, journal rows).
///
/// Values are built iteratively with an explicit stack, so nesting depth is limited by
/// `maxDepth` (an error with `exceedsLimit`) and never by the thread's stack. Members keep
/// their order, numbers their literal text. Positions are 1-based; columns count characters.
/// Errors are `JSONSyntaxError`; errors of the chunk source pass through unchanged.
package final class JSONParser {
  private let read: (() throws -> [UInt8])?
  package let maxDepth: Int
  private var buffer: [UInt8] = []
  private var position = 0
  /// Bytes of the input before `buffer`.
  private var bufferStart = 0
  private var exhausted = false
  // Stored privately, read through `line` and `column`: the optimiser drops the exclusivity
  // checks only on private storage, and these change with every byte.
  private var currentLine = 1
  private var currentColumn = 1
  /// The line of the next byte (1-based).
  package var line: Int { currentLine }
  /// The column of the next byte (1-based, in characters).
  package var column: Int { currentColumn }
  // The next three are set by `parseValue(byteLimit:)` (JSONParser+Limits.swift).
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

  /// Parses text read in chunks: `read` returns the next chunk, empty at the end. The first
  /// chunk is read here; a leading byte-order mark is skipped.
  package init(maxDepth: Int, read: @escaping () throws -> [UInt8]) throws {
    self.read = read
    self.maxDepth = maxDepth
    buffer = try read()
    skipByteOrderMark()
  }

  /// Parses text already in memory; a leading byte-order mark is skipped.
  package init(bytes: [UInt8], maxDepth: Int) {
    read = nil
    self.maxDepth = maxDepth
    buffer = bytes
    exhausted = true
    skipByteOrderMark()
  }

  private func skipByteOrderMark() {
    if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
  }

  /// A syntax error at the current position (or at `line`/`column` of the same place).
  package func error(_ message: String, line: Int? = nil, column: Int? = nil) -> JSONSyntaxError {
    JSONSyntaxError(message: message, line: line ?? self.line, column: column ?? self.column, offset: offset)
  }

  // MARK: Bytes

  /// The next significant byte, not consumed; nil at the end of the input.
  package func peekSignificant() throws -> UInt8? {
    while let byte = try peek() {
      guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return byte }
      advance()
    }
    return nil
  }

  /// Consumes `expected` (after whitespace) or throws naming what was found instead.
  package func expect(_ expected: UInt8, _ what: String) throws {
    guard let byte = try peekSignificant() else {
      throw error("unexpected end of input; expected \(what)")
    }
    guard byte == expected else { throw error("expected \(what), found \(Self.describe(byte))") }
    advance()
  }

  package func peek() throws -> UInt8? {
    if position < buffer.count { return buffer[position] }
    while !exhausted, let read {
      bufferStart += buffer.count
      buffer = try read()
      position = 0
      if buffer.isEmpty {
        exhausted = true
      } else {
        return buffer[0]
      }
    }
    return nil
  }

  /// Whether a significant byte was read but not consumed yet (no read is made to know).
  package var hasBufferedContent: Bool {
    buffer[position...].contains { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }
  }

  /// Consumes the byte last peeked, keeping line and column up to date.
  package func advance() {
    let byte = buffer[position]
    position += 1
    if byte == 0x0A {
      currentLine += 1
      currentColumn = 1
    } else if byte & 0xC0 != 0x80 {
      currentColumn += 1
    }
  }

  /// Bytes of the input consumed so far.
  package var offset: Int { bufferStart + position }

  // MARK: Values

  /// Parses one complete value starting at the next significant byte.
  package func parseValue() throws -> JSONValue {
    var stack: [Frame] = []
    while true {
      guard let byte = try peekSignificant() else {
        throw error("unexpected end of input; expected a value")
      }
      var value: JSONValue
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        guard stack.count + enclosingDepth < maxDepth else { throw tooDeep() }
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
        if next == UInt8(ascii: ",") {
          advance()
          if isObject { stack[top].key = try parseKey() }
          break attaching
        }
        let closing = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        guard next == closing else {
          throw error(
            "expected , or \(isObject ? "} in an object" : "] in an array"), found \(Self.describe(next))")
        }
        advance()
        openClosers.removeLast()
        let frame = stack.removeLast()
        value = isObject ? .object(frame.members) : .array(frame.items)
      }
      if stack.isEmpty { return value }
    }
  }

  /// Parses `"key" :` and returns the key.
  package func parseKey() throws -> String {
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

  /// The error for a container opened past `maxDepth`.
  func tooDeep() -> JSONSyntaxError {
    var failure = error("nesting deeper than \(maxDepth) levels")
    failure.exceedsLimit = true
    return failure
  }

  /// A byte as error messages show it: `'x'` when printable, else its hex value.
  package static func describe(_ byte: UInt8) -> String {
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x\(String(byte, radix: 16))"
  }
}

extension JSONParser {
  /// Parses a complete JSON text held in memory: exactly one value, whitespace around it
  /// allowed, a leading byte-order mark skipped.
  package static func parse(_ bytes: [UInt8], maxDepth: Int) throws(JSONSyntaxError) -> JSONValue {
    let parser = JSONParser(bytes: bytes, maxDepth: maxDepth)
    do {
      let value = try parser.parseValue()
      if let byte = try parser.peekSignificant() {
        throw parser.error("unexpected \(describe(byte)) after the end of the JSON value")
      }
      return value
    } catch let error as JSONSyntaxError {
      throw error
    } catch {
      // Text in memory has no source that could fail; reported, never a crash.
      throw parser.error("\(error)")
    }
  }

  /// `parse(_:maxDepth:)` for the UTF-8 of `text`.
  package static func parse(_ text: String, maxDepth: Int) throws(JSONSyntaxError) -> JSONValue {
    try parse(Array(text.utf8), maxDepth: maxDepth)
  }
}
