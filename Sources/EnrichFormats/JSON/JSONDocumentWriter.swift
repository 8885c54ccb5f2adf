import EnrichCore

/// Writes one JSON document, streamed: the header members first, then each row as it
/// finishes (one compact row object per line inside `"rows"`), then `"summary"` at `finish`.
///
/// ```
/// {
///   "generator": ..., "generatedAt": ..., "provider": ..., "openAt": ..., "attributions": [...],
///   "rows": [
///     {"row":1,"input":{...},"status":"matched",...},
///     ...
///   ],
///   "summary": {...}
/// }
/// ```
package final class JSONDocumentWriter: RecordWriter {
  private let document: StreamedJSONDocument
  private let options: WriterOptions

  init(target: OutputTarget, options: WriterOptions) {
    self.document = StreamedJSONDocument(target: target, arrayKey: "rows")
    self.options = options
  }

  /// The temporary file while the output is being written (nil for stdout or once finished).
  package var pendingPath: String? { document.target.pendingPath }

  package func begin(_ header: RunHeader, inputColumns: [String]) throws {
    try document.begin(header.outputMembers)
  }

  package func write(_ row: RowResult) throws {
    try document.append(options.rowObject(row))
  }

  package func finish(_ summary: RunSummary) throws {
    try document.finish(summary)
  }

  package func commit() throws {
    try document.target.publish()
  }

  package var outputName: String { document.target.name }

  package func abandon() {
    document.target.discard()
  }
}
