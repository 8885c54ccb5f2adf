import EnrichCore

/// A streaming sink of output rows. Call `begin` once, `write` once per row in output order,
/// then `finish`, which completes the document, and `commit`, which only then puts it under
/// its name. A run with several outputs finishes every one before committing any, so a
/// failure leaves every old output in place. Until `commit` nothing exists under the output
/// path (stdout and streams are written as they go).
package protocol RecordWriter: AnyObject {
  /// Writes the document's opening part. `inputColumns` are the reader's columns: flat formats
  /// (CSV) put them first, in this order.
  func begin(_ header: RunHeader, inputColumns: [String]) throws
  func write(_ row: RowResult) throws
  /// Writes the summary and closing part, flushes and fsyncs; nothing is renamed yet.
  func finish(_ summary: RunSummary) throws
  /// Puts the finished output under its name (renames the temporary file into place).
  func commit() throws
  /// Discards the output: the temporary file is removed, an existing file is left as it was.
  func abandon()
  /// The output path as given, or `<stdout>`, for messages.
  var outputName: String { get }
  /// The temporary file being written (nil for stdout or once finished), so a signal handler
  /// can remove it without touching the writer.
  var pendingPath: String? { get }
  /// Every temporary file being written (an output and its sidecar files).
  var pendingPaths: [String] { get }
}

extension RecordWriter {
  package var pendingPaths: [String] { pendingPath.map { [$0] } ?? [] }
}
