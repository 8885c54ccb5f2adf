import EnrichCore

/// Writes a GeoJSON FeatureCollection (RFC 7946), streamed one feature per line.
///
/// Each feature's `properties` is the row object; its geometry is a Point `[lng, lat]` at the
/// place's location, else the geocode's, else the input's own geometry, else `null`. The
/// header members (`generator`, ..., `attributions`) come before `features` and `summary`
/// after it, as foreign members of the collection.
public final class GeoJSONWriter: RecordWriter {
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
    var text = "{\n  \"type\": \"FeatureCollection\","
    for member in header.outputMembers {
      text += "\n  "
      JSONText.writeString(member.key, into: &text)
      text += ": "
      JSONText.write(member.value, into: &text, indent: "  ", level: 1)
      text += ","
    }
    text += "\n  \"features\": ["
    try target.write(text)
    began = true
  }

  public func write(_ row: RowResult) throws {
    guard began else { throw WriterState.notBegun(target.name) }
    let feature = JSONValue.object([
      JSONMember("type", .string("Feature")),
      JSONMember("geometry", Self.geometry(for: row)),
      JSONMember("properties", options.rowObject(row)),
    ])
    var text = rowCount == 0 ? "\n    " : ",\n    "
    JSONText.write(feature, into: &text, indent: nil, level: 0)
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

  static func geometry(for row: RowResult) -> JSONValue {
    guard let point = row.place?.location ?? row.geocode?.location ?? row.record.geometry, point.isValid
    else { return .null }
    return .object([
      JSONMember("type", .string("Point")),
      JSONMember("coordinates", .array([.number(point.longitude), .number(point.latitude)])),
    ])
  }
}
