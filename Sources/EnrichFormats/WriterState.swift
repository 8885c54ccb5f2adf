/// Errors for writer calls made out of order (a caller bug, reported rather than trapped).
enum WriterState {
  static func notBegun(_ name: String) -> FormatError {
    FormatError(file: name, line: 0, message: "internal error: rows written before the output was begun")
  }
}
