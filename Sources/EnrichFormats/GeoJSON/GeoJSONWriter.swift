import EnrichCore

/// Writes a GeoJSON FeatureCollection (RFC 7946), streamed one feature per line.
///
/// Each feature's `properties` are flat and typed (`GeoJSONProperties`): the input's fields,
/// then the column contract's enrichment columns. Its geometry is a Point `[lng, lat]` (7
/// decimals) at the row's trusted answer, or the input's own point for a row no provider judged
/// (`RowPoint`), else `null`. The header members (`generator`, ..., `attributions`) come before `features` and
/// `summary` after it, as foreign members of the collection.
package final class GeoJSONWriter: RecordWriter {
  private let document: StreamedJSONDocument
  private let options: WriterOptions
  private var properties: GeoJSONProperties?
  private var attribution = ""

  init(target: OutputTarget, options: WriterOptions) {
    self.document = StreamedJSONDocument(target: target, arrayKey: "features")
    self.options = options
  }

  /// The temporary file while the output is being written (nil for stdout or once finished).
  package var pendingPath: String? { document.target.pendingPath }

  package func begin(_ header: RunHeader, inputColumns: [String]) throws {
    properties = GeoJSONProperties(
      layout: FlatLayout(inputColumns: inputColumns, options: options, extraFields: false))
    attribution = header.attributionText
    try document.begin([JSONMember("type", .string("FeatureCollection"))] + header.outputMembers)
  }

  package func write(_ row: RowResult) throws {
    guard let properties else { throw WriterState.notBegun(document.target.name) }
    var head = "{\"type\":\"Feature\",\"geometry\":"
    JSONText.write(Self.geometry(for: row), into: &head, indent: nil, level: 0)
    head += ",\"properties\":"
    var bytes = Array(head.utf8)
    bytes.reserveCapacity(2048)
    properties.write(row, attribution: attribution, into: &bytes)
    bytes.append(UInt8(ascii: "}"))
    try document.append(bytes: bytes)
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

  /// A Point at the row's point (`RowPoint`), else `null`.
  static func geometry(for row: RowResult) -> JSONValue {
    guard let point = RowPoint.of(row) else { return .null }
    return .object([
      JSONMember("type", .string("Point")),
      JSONMember(
        "coordinates",
        .array([
          .number(JSONNumberFormat.format(point.longitude)), .number(JSONNumberFormat.format(point.latitude)),
        ])),
    ])
  }
}
