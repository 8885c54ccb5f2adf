/// A fatal problem with an input or output file, located as precisely as the format allows.
///
/// `description` reads `FILE:LINE:COLUMN: message` (column and line left out when unknown),
/// the form the CLI prints after `enrich: error:`.
public struct FormatError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The path, `<stdin>` or `<stdout>`.
  public var file: String
  /// 1-based line, 0 when the problem is not tied to a line (cannot open, cannot rename).
  public var line: Int
  /// 1-based column (characters), when known.
  public var column: Int?
  public var message: String

  public init(file: String, line: Int, column: Int? = nil, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  public var description: String {
    var location = file
    if line > 0 {
      location += ":\(line)"
      if let column { location += ":\(column)" }
    }
    return "\(location): \(message)"
  }
}
