import EnrichCore

/// A streaming source of input rows. Readers hold a bounded window of the input, whatever
/// its size; they are used from one task at a time.
package protocol RecordReader: AnyObject {
  /// The path, or `<stdin>`, for messages.
  var sourceName: String { get }
  /// Header (CSV) or the keys seen so far (JSON, KML), in first-seen order.
  var columns: [String] { get }
  /// Recoverable problems met so far, in input order.
  var warnings: [FormatWarning] { get }
  /// The next row, or nil at the end of the input.
  /// - Throws: `FormatError` for problems that stop the run (syntax, encoding, I/O).
  func next() throws -> InputRecord?
  /// Whether `next()` can answer without waiting for more input to arrive: always for a file;
  /// for a pipe, whether rows or bytes are there already (a filter fed row by row writes the
  /// rows it has before it waits for the next).
  var isReady: Bool { get }
  /// The table a grid reader (CSV, a sheet) found: the header's line or none, and the rows
  /// above it left out. nil for inputs that name their fields (JSON, KML).
  var table: TableLayout? { get }
  /// The rows read ahead and not yet delivered by `next()`: right after opening, the first
  /// rows of the input (a bounded number), from which columns are recognised by their values.
  var preview: [InputRecord] { get }
  /// Throws the error met while reading ahead, if any, so that a syntax error in the first row
  /// is said as itself rather than as an input without rows.
  func checkAhead() throws
}

extension RecordReader {
  package var isReady: Bool { true }
  package var table: TableLayout? { nil }
  package var preview: [InputRecord] { [] }
  package func checkAhead() throws {}
}
