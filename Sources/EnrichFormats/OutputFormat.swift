import EnrichCore

/// The output formats `enrich` writes.
package enum OutputFormat: String, Sendable, CaseIterable {
  case json, ndjson, csv, geojson, kml, xlsx, gpkg

  /// The format an output path's extension names (`.json`, `.ndjson`/`.jsonl`, `.csv`,
  /// `.geojson`, `.kml`, `.xlsx`, `.gpkg`), or nil (stdout `-`, unknown extension).
  package init?(path: String) {
    switch FileExtension.of(path) {
    case "json": self = .json
    case "ndjson", "jsonl": self = .ndjson
    case "csv": self = .csv
    case "geojson": self = .geojson
    case "kml": self = .kml
    case "xlsx": self = .xlsx
    case "gpkg": self = .gpkg
    default: return nil
    }
  }
}

extension OutputFormat {
  /// Whether rows become flat columns (the column contract) rather than JSON row objects.
  package var isFlat: Bool { self != .json && self != .ndjson }

  /// Whether the output is a container a library builds in a file (XLSX, GeoPackage): written
  /// to a temporary file and renamed, or copied to a stream, when complete.
  package var isContainer: Bool { self == .xlsx || self == .gpkg }

  /// Whether `field` may be listed in an output's `fields`: a row member for JSON and NDJSON;
  /// for flat formats an enrichment column — the fixed ones, the candidate columns up to
  /// `candidates`, and provider columns (`enrich_place_…`, checked against the run's providers
  /// when the outputs are opened).
  package func accepts(field: String, candidates: Int) -> Bool {
    guard isFlat else { return RowResult.jsonMemberNames.contains(field) }
    if field.hasPrefix(ColumnContract.placeColumnPrefix) { return true }
    return ColumnContract.columns(candidates: candidates, placeColumns: []).contains { $0.name == field }
  }

  /// The names `fields` may use, for messages (candidate and provider columns by pattern).
  package func fieldNames(candidates: Int) -> [String] {
    guard isFlat else { return RowResult.jsonMemberNames }
    return ColumnContract.fixed.map(\.name)
      + (candidates > 0 ? ["enrich_candidateN_name|id|address|confidence"] : [])
      + ["enrich_place_FIELD"]
  }
}
