/// JSON text that `JSONParser` could not read: what is wrong and where. Callers add the
/// source's name in their own terms (a reader's `FILE:LINE:COLUMN`, a response's byte offset).
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
  public var message: String
  /// 1-based line of the problem.
  public var line: Int
  /// 1-based column, counted in characters.
  public var column: Int
  /// Bytes of the text before the problem.
  public var offset: Int
  /// The text went past a bound (nesting depth) rather than being malformed: the same text
  /// would fail again.
  public var exceedsLimit: Bool

  public init(message: String, line: Int, column: Int, offset: Int, exceedsLimit: Bool = false) {
    self.message = message
    self.line = line
    self.column = column
    self.offset = offset
    self.exceedsLimit = exceedsLimit
  }

  public var description: String { "line \(line), column \(column): \(message)" }
}
