import EnrichCore

/// Writes JSON Lines: one compact row object per line (each has `"row"`), then one final
/// line `{"summary":...,"attributions":[...],"generator":...,"generatedAt":...,"provider":...,
/// "openAt":...}`, which never has `"row"`: that is how consumers tell it apart.
package final class NDJSONWriter: RecordWriter {
  private let target: OutputTarget
  private var header: RunHeader?

  private let options: WriterOptions

  init(target: OutputTarget, options: WriterOptions) {
    self.target = target
    self.options = options
  }

  /// The temporary file while the output is being written (nil for stdout or once finished).
  package var pendingPath: String? { target.pendingPath }

  package func begin(_ header: RunHeader, inputColumns: [String]) throws {
    self.header = header
  }

  package func write(_ row: RowResult) throws {
    guard header != nil else { throw WriterState.notBegun(target.name) }
    var text = ""
    JSONText.write(options.rowObject(row), into: &text, indent: nil, level: 0)
    text += "\n"
    try target.write(text)
    try target.rowDone()
  }

  package func finish(_ summary: RunSummary) throws {
    guard let header else { throw WriterState.notBegun(target.name) }
    var members = [JSONMember("summary", summary.jsonValue)]
    let headerMembers = header.outputMembers
    members.append(contentsOf: headerMembers.filter { $0.key == "attributions" })
    members.append(contentsOf: headerMembers.filter { $0.key != "attributions" })
    try target.write(JSONText.compact(.object(members)) + "\n")
    try target.complete()
  }

  package func commit() throws {
    try target.publish()
  }

  package var outputName: String { target.name }

  package func abandon() {
    target.discard()
  }
}
