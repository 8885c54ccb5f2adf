import EnrichCore

/// Writes a GeoJSON FeatureCollection (RFC 7946), streamed one feature per line.
///
/// Each feature's `properties` is the row object; its geometry is a Point `[lng, lat]` at the
/// place's location, else the geocode's, else the input's own geometry, else `null`. The
/// header members (`generator`, ..., `attributions`) come before `features` and `summary`
/// after it, as foreign members of the collection.
package final class GeoJSONWriter: RecordWriter {
  private let document: StreamedJSONDocument
  private let options: WriterOptions

  init(target: OutputTarget, options: WriterOptions) {
    self.document = StreamedJSONDocument(target: target, arrayKey: "features")
    self.options = options
  }

  /// The temporary file while the output is being written (nil for stdout or once finished).
  package var pendingPath: String? { document.target.pendingPath }

  package func begin(_ header: RunHeader, inputColumns: [String]) throws {
    try document.begin([JSONMember("type", .string("FeatureCollection"))] + header.outputMembers)
  }

  package func write(_ row: RowResult) throws {
    try document.append(
      .object([
        JSONMember("type", .string("Feature")),
        JSONMember("geometry", Self.geometry(for: row)),
        JSONMember("properties", options.rowObject(row)),
      ]))
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

  static func geometry(for row: RowResult) -> JSONValue {
    guard let point = row.place?.location ?? row.geocode?.location ?? row.record.geometry, point.isValid
    else { return .null }
    return .object([
      JSONMember("type", .string("Point")),
      JSONMember("coordinates", .array([.number(point.longitude), .number(point.latitude)])),
    ])
  }
}
