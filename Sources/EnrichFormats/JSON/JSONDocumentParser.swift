import EnrichCore

/// `JSONParser.parse` with errors as `FormatError` (`NAME:LINE:COLUMN: message`), for callers
/// that report JSON text the way the readers report files: a journal row, a line of standard
/// input, a pipeline's value. The rules are the parser's: members in order, numbers as their
/// literal text, nesting limited to `maxDepth`.
package enum JSONDocumentParser {
  /// Parses `text`, which must hold exactly one JSON value (whitespace around it allowed).
  /// - Parameter name: the file or source named in error messages.
  /// - Throws: `FormatError` for any syntax error.
  package static func parse(_ text: String, name: String, maxDepth: Int = 512) throws -> JSONValue {
    try parse(bytes: Array(text.utf8), name: name, maxDepth: maxDepth)
  }

  /// Parses UTF-8 bytes (a leading byte-order mark is allowed).
  package static func parse(bytes: [UInt8], name: String, maxDepth: Int = 512) throws -> JSONValue {
    do {
      return try JSONParser.parse(bytes, maxDepth: maxDepth)
    } catch {
      throw FormatError(error, file: name)
    }
  }
}

extension FormatError {
  /// A JSON syntax error in `file`, at the parser's line and column.
  init(_ error: JSONSyntaxError, file: String) {
    // Nesting that deep is never a table of rows, which is what enrich reads JSON for.
    let advice = error.exceedsLimit ? "; the input is not a table of rows" : ""
    self.init(file: file, line: error.line, column: error.column, message: error.message + advice)
  }
}
