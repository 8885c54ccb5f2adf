import EnrichCore

/// A streaming sink of output rows. Call `begin` once, `write` once per row in output order,
/// then `finish`, which completes the document and only then puts it under its name. Until
/// `finish` succeeds nothing exists under the output path (stdout is streamed as it goes).
public protocol RecordWriter: AnyObject {
  /// Writes the document's opening part. `inputColumns` are the reader's columns: flat formats
  /// (CSV) put them first, in this order.
  func begin(_ header: RunHeader, inputColumns: [String]) throws
  func write(_ row: RowResult) throws
  /// Writes the summary and closing part, flushes, fsyncs and renames into place.
  func finish(_ summary: RunSummary) throws
  /// Discards the output: the temporary file is removed, an existing file is left as it was.
  func abandon()
  /// The temporary file being written (nil for stdout or once finished), so a signal handler
  /// can remove it without touching the writer.
  var pendingPath: String? { get }
}
