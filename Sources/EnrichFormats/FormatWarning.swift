/// A recoverable input problem (renamed header, row with the wrong field count, ...): the
/// run goes on, and the CLI reports these on stderr.
package struct FormatWarning: Sendable, Equatable, CustomStringConvertible {
  /// 1-based line of the input the warning is about.
  package var line: Int
  package var message: String

  package init(line: Int, message: String) {
    self.line = line
    self.message = message
  }

  package var description: String { "line \(line): \(message)" }
}
