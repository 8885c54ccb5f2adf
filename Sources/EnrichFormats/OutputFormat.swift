import EnrichCore

/// The output formats `enrich` writes.
package enum OutputFormat: String, Sendable, CaseIterable {
  case json, ndjson, csv, geojson, kml

  /// The format an output path's extension names (`.json`, `.ndjson`/`.jsonl`, `.csv`,
  /// `.geojson`, `.kml`), or nil (stdout `-`, unknown extension).
  package init?(path: String) {
    switch FileExtension.of(path) {
    case "json": self = .json
    case "ndjson", "jsonl": self = .ndjson
    case "csv": self = .csv
    case "geojson": self = .geojson
    case "kml": self = .kml
    default: return nil
    }
  }
}

extension OutputFormat {
  /// Whether rows become flat columns (CSV, KML ExtendedData) rather than JSON row objects.
  package var isFlat: Bool { self == .csv || self == .kml }

  /// The names an output's `fields` list may use: the flat enrichment columns for CSV and
  /// KML, the row members for JSON, NDJSON and GeoJSON.
  package var fieldNames: [String] { isFlat ? EnrichmentColumns.names : RowResult.jsonMemberNames }
}
