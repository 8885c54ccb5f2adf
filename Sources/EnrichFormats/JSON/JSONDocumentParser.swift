import EnrichCore

/// Parses one complete JSON text held in memory (a journal entry, one line of JSON Lines on
/// stdin) with the same parser the streaming readers use: literal numbers, depth limit,
/// errors with line and column.
public enum JSONDocumentParser {
  public static func parse(_ text: String, name: String, maxDepth: Int = 128) throws -> JSONValue {
    let parser = try JSONStreamParser(source: ByteSource(bytes: Array(text.utf8), name: name), maxDepth: maxDepth)
    let value = try parser.parseValue()
    if let trailing = try parser.peekSignificant() {
      throw parser.error("unexpected \(JSONStreamParser.describe(trailing)) after the JSON value")
    }
    return value
  }
}
