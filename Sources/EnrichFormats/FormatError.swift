/// A fatal problem with an input or output file, located as precisely as the format allows.
///
/// `description` reads `FILE:LINE:COLUMN: message` (column and line left out when unknown),
/// the form the CLI prints after `enrich: error:`.
package struct FormatError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The path, `<stdin>` or `<stdout>`.
  package var file: String
  /// 1-based line, 0 when the problem is not tied to a line (cannot open, cannot rename).
  package var line: Int
  /// 1-based column (characters), when known.
  package var column: Int?
  package var message: String

  package init(file: String, line: Int, column: Int? = nil, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  package var description: String {
    var location = file
    if line > 0 {
      location += ":\(line)"
      if let column { location += ":\(column)" }
    }
    return "\(location): \(message)"
  }
}
