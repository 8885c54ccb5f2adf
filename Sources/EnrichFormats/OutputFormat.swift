/// The output formats `enrich` writes.
public enum OutputFormat: String, Sendable, CaseIterable {
  case json, ndjson, csv, geojson, kml

  /// The format an output path's extension names (`.json`, `.ndjson`/`.jsonl`, `.csv`,
  /// `.geojson`, `.kml`), or nil (stdout `-`, unknown extension).
  public init?(path: String) {
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
