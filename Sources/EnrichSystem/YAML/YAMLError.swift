/// Why a YAML document could not be read, with the 1-based line and column of the problem.
package struct YAMLError: Error, Sendable, Equatable, CustomStringConvertible {
  /// 1-based line of the problem (0 when libyaml gives no position).
  package var line: Int
  /// 1-based column of the problem.
  package var column: Int
  /// What is wrong, in words, with the parser's context when it has one.
  package var message: String

  package init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  /// `LINE:COLUMN: message`.
  package var description: String { "\(line):\(column): \(message)" }
}
