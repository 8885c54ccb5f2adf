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
public final class JSONDocumentWriter: RecordWriter {
  private let target: OutputTarget
  private var rowCount = 0
  private var began = false

  private let options: WriterOptions

  init(target: OutputTarget, options: WriterOptions) {
    self.target = target
    self.options = options
  }

  /// The temporary file while the output is being written (nil for stdout or once finished).
  public var pendingPath: String? { target.pendingPath }

  public func begin(_ header: RunHeader, inputColumns: [String]) throws {
    var text = "{"
    for member in header.outputMembers {
      text += "\n  "
      JSONText.writeString(member.key, into: &text)
      text += ": "
      JSONText.write(member.value, into: &text, indent: "  ", level: 1)
      text += ","
    }
    text += "\n  \"rows\": ["
    try target.write(text)
    began = true
  }

  public func write(_ row: RowResult) throws {
    guard began else { throw WriterState.notBegun(target.name) }
    var text = rowCount == 0 ? "\n    " : ",\n    "
    JSONText.write(options.rowObject(row), into: &text, indent: nil, level: 0)
    rowCount += 1
    try target.write(text)
    try target.rowDone()
  }

  public func finish(_ summary: RunSummary) throws {
    guard began else { throw WriterState.notBegun(target.name) }
    var text = rowCount == 0 ? "],\n  \"summary\": " : "\n  ],\n  \"summary\": "
    JSONText.write(summary.jsonValue, into: &text, indent: "  ", level: 1)
    text += "\n}\n"
    try target.write(text)
    try target.commit()
  }

  public func abandon() {
    target.discard()
  }
}
