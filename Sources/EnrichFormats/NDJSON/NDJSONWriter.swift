import EnrichCore

/// Writes JSON Lines: one compact row object per line and nothing else, so a line-oriented
/// reader (`pandas.read_json(lines=True)`, `jq -c`) sees exactly one record per input row.
///
/// What a JSON document carries around its rows — generator, time, provider, `openAt`,
/// attributions and the run summary — goes to a sidecar file beside a file output,
/// `OUT.summary.json` (written, like the output, to a temporary file and renamed with it). A
/// stream output (stdout, a FIFO) has no sidecar: `--summary FILE` and stderr carry the
/// summary there.
package final class NDJSONWriter: RecordWriter {
  private let target: OutputTarget
  private let sidecar: OutputTarget?
  private var header: RunHeader?

  private let options: WriterOptions

  init(target: OutputTarget, options: WriterOptions, sidecar: OutputTarget?) {
    self.target = target
    self.options = options
    self.sidecar = sidecar
  }

  /// The sidecar of an NDJSON output at `path`: `path.summary.json`; nil for streams.
  package static func summarySidecarPath(for path: String) -> String? {
    OutputDestination.isStream(path) ? nil : path + ".summary.json"
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
    var members = header.outputMembers
    members.append(JSONMember("output", .string(target.name)))
    members.append(JSONMember("summary", summary.jsonValue))
    try sidecar.write(JSONText.pretty(.object(members)) + "\n")
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
