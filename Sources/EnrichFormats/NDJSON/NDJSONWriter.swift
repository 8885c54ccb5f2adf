import EnrichCore

/// Writes JSON Lines: one compact row object per line and nothing else, so a line-oriented
/// reader (`pandas.read_json(lines=True)`, `jq -c`) sees exactly one record per input row.
///
/// What a JSON document carries around its rows goes to the `SummarySidecar` beside a file
/// output (written, like the output, to a temporary file and renamed with it).
package final class NDJSONWriter: RecordWriter {
  private let target: OutputTarget
  private let sidecar: OutputTarget?
  private var header: RunHeader?

  private let options: WriterOptions

  init(path: String, options: WriterOptions) throws {
    target = try OutputTarget(path: path)
    sidecar = try SummarySidecar.path(of: path, format: .ndjson).map { try OutputTarget(path: $0) }
    self.options = options
  }

  /// The temporary file while the output is being written (nil for stdout or once finished).
  package var pendingPath: String? { target.pendingPath }

  package var pendingPaths: [String] { [target.pendingPath, sidecar?.pendingPath].compactMap { $0 } }

  package func begin(_ header: RunHeader, inputColumns: [String]) throws {
    self.header = header
  }

  package func write(_ row: RowResult) throws {
    guard header != nil else { throw WriterState.notBegun(target.name) }
    var line: [UInt8] = []
    line.reserveCapacity(1024)
    JSONText.writeCompact(options.rowObject(row), into: &line)
    line.append(UInt8(ascii: "\n"))
    try target.write(bytes: line)
    try target.rowDone()
  }

  package func finish(_ summary: RunSummary) throws {
    guard let header else { throw WriterState.notBegun(target.name) }
    try target.complete()
    guard let sidecar else { return }
    try sidecar.write(SummarySidecar.text(header: header, output: target.name, summary: summary))
    try sidecar.complete()
  }

  package func commit() throws {
    try target.publish()
    try sidecar?.publish()
  }

  package var outputName: String { target.name }

  package func abandon() {
    target.discard()
    sidecar?.discard()
  }
}
