/// A recoverable input problem (renamed header, row with the wrong field count, ...): the
/// run goes on, and the CLI reports these on stderr.
public struct FormatWarning: Sendable, Equatable, CustomStringConvertible {
  /// 1-based line of the input the warning is about.
  public var line: Int
  public var message: String

  public init(line: Int, message: String) {
    self.line = line
    self.message = message
  }

  public var description: String { "line \(line): \(message)" }
}
