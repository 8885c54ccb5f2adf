extension JSONParser {
  /// Parses one complete value, or returns nil when its text is longer than `byteLimit` bytes
  /// (from the next significant byte): then the value is read to its end without being kept.
  /// `depth`: containers the caller has opened around it.
  package func parseValue(byteLimit: Int, depth: Int = 0) throws -> JSONValue? {
    _ = try peekSignificant()
    valueEnd = offset + byteLimit
    openClosers.removeAll(keepingCapacity: true)
    enclosingDepth = depth
    defer {
      valueEnd = Int.max
      enclosingDepth = 0
    }
    do {
      return try parseValue()
    } catch let tooLong as ValueTooLong {
      valueEnd = Int.max
      try skipRest(tooLong)
      return nil
    }
  }

  /// Parses `"key" :` and returns the key, or nil when it is longer than `byteLimit` bytes
  /// (then read to the end of the name and past the colon).
  package func parseKey(byteLimit: Int) throws -> String? {
    _ = try peekSignificant()
    valueEnd = offset + byteLimit
    openClosers.removeAll(keepingCapacity: true)
    defer { valueEnd = Int.max }
    do {
      return try parseKey()
    } catch let tooLong as ValueTooLong {
      valueEnd = Int.max
      try skipRest(tooLong)
      try expect(UInt8(ascii: ":"), "':' after the member name")
      return nil
    }
  }

  /// Reads on from where a too-long value stopped to the value's end, keeping nothing: the
  /// rest of a number or string, then the containers still open. Strings are skipped with
  /// their escapes, brackets must match, and nesting stays within `maxDepth`.
  func skipRest(_ stopped: ValueTooLong) throws {
    if stopped.inNumber {
      while let byte = try peek(), Self.isNumberByte(byte) { advance() }
    }
    if stopped.inString { try skipStringBody() }
    var closers = stopped.closers
    while !closers.isEmpty {
      guard let byte = try peek() else {
        throw error("unexpected end of input inside a value; a bracket is never closed")
      }
      if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]"), let expected = closers.last, expected != byte
      {
        throw error("expected \(Self.describe(expected)), found \(Self.describe(byte))")
      }
      advance()
      switch byte {
      case UInt8(ascii: "\""):
        try skipStringBody()
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        guard closers.count < maxDepth else { throw tooDeep() }
        closers.append(byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]"))
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        closers.removeLast()
      default:
        break
      }
    }
  }

  /// Skips to just past the closing quote of the string being read.
  private func skipStringBody() throws {
    while let byte = try peek() {
      advance()
      if byte == UInt8(ascii: "\"") { return }
      if byte == UInt8(ascii: "\\") {
        guard try peek() != nil else { break }
        advance()
      }
    }
    throw error("string never closed; check for a missing \"")
  }

  private static func isNumberByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".")
      || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+")
      || byte == UInt8(ascii: "-")
  }
}
