import EnrichCore

/// The shape both JSON documents share (enrich's JSON output and the GeoJSON
/// FeatureCollection): leading members, one array streamed item by item (one compact item per
/// line), and `summary` after it, written when the run ends.
final class StreamedJSONDocument {
  let target: OutputTarget
  private let arrayKey: String
  private var itemCount = 0
  private var began = false

  init(target: OutputTarget, arrayKey: String) {
    self.target = target
    self.arrayKey = arrayKey
  }

  /// Writes `{`, the leading members, and opens the array.
  func begin(_ members: [JSONMember]) throws {
    var text = "{"
    for member in members {
      text += "\n  "
      JSONText.writeString(member.key, into: &text)
      text += ": "
      JSONText.write(member.value, into: &text, indent: "  ", level: 1)
      text += ","
    }
    text += "\n  "
    JSONText.writeString(arrayKey, into: &text)
    text += ": ["
    try target.write(text)
    began = true
  }

  func append(_ item: JSONValue) throws {
    var bytes: [UInt8] = []
    JSONText.writeCompact(item, into: &bytes)
    try append(bytes: bytes)
  }

  /// Appends an item already written as compact JSON, in UTF-8.
  func append(bytes item: [UInt8]) throws {
    guard began else { throw WriterState.notBegun(target.name) }
    try target.write(itemCount == 0 ? "\n    " : ",\n    ")
    try target.write(bytes: item)
    itemCount += 1
    try target.rowDone()
  }

  /// Closes the array, writes `summary`, and completes the file (published by the writer's
  /// `commit`).
  func finish(_ summary: RunSummary) throws {
    guard began else { throw WriterState.notBegun(target.name) }
    var text = itemCount == 0 ? "],\n  \"summary\": " : "\n  ],\n  \"summary\": "
    JSONText.write(summary.jsonValue, into: &text, indent: "  ", level: 1)
    text += "\n}\n"
    try target.write(text)
    try target.complete()
  }
}
