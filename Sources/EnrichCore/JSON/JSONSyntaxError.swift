/// JSON text that `JSONParser` could not read: what is wrong and where. Callers add the
/// source's name in their own terms (a reader's `FILE:LINE:COLUMN`, a response's byte offset).
package struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
  package var message: String
  /// 1-based line of the problem.
  package var line: Int
  /// 1-based column, counted in characters.
  package var column: Int
  /// Bytes of the text before the problem.
  package var offset: Int
  /// The text went past a bound (nesting depth) rather than being malformed: the same text
  /// would fail again.
  package var exceedsLimit: Bool

  package init(message: String, line: Int, column: Int, offset: Int, exceedsLimit: Bool = false) {
    self.message = message
    self.line = line
    self.column = column
    self.offset = offset
    self.exceedsLimit = exceedsLimit
  }

  package var description: String { "line \(line), column \(column): \(message)" }
}
