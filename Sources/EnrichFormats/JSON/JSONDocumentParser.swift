import EnrichCore

/// Parses a complete JSON text held in memory (a cache entry, a journal row, a config value)
/// into a `JSONValue`, with the same rules as the streaming readers: members in order, numbers
/// as their literal text, nesting limited to `maxDepth`, errors naming line and column.
public enum JSONDocumentParser {
  /// Parses `text`, which must hold exactly one JSON value (whitespace around it allowed).
  /// - Parameter name: the file or source named in error messages.
  /// - Throws: `FormatError` (`NAME:LINE:COLUMN: message`) for any syntax error.
  public static func parse(_ text: String, name: String, maxDepth: Int = 512) throws -> JSONValue {
    try parse(bytes: Array(text.utf8), name: name, maxDepth: maxDepth)
  }

  /// Parses UTF-8 bytes (a leading byte-order mark is allowed).
  public static func parse(bytes: [UInt8], name: String, maxDepth: Int = 512) throws -> JSONValue {
    let parser = JSONStreamParser(bytes: bytes, name: name, maxDepth: maxDepth)
    let value = try parser.parseValue()
    if let byte = try parser.peekSignificant() {
      throw parser.error("unexpected \(JSONStreamParser.describe(byte)) after the end of the JSON value")
    }
    return value
  }
}
