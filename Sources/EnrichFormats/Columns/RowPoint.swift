import EnrichCore

/// The point a map output (GeoJSON, GeoPackage, KML) gives a row: where the row's trusted
/// answer is (the matched place, the geocoded address). A row a provider judged without a
/// trusted answer (`not_found`, `low_confidence`, `ambiguous`) gets none, so a map never shows a
/// candidate or an untrusted geocode as if it were the row's place; its candidates keep their
/// columns. A row no provider judged (`skipped`, `invalid`, `failed`: `--provider none`
/// converting a GeoJSON or KML file) keeps the input's own point.
enum RowPoint {
  /// The row's point, rounded as every output writes coordinates; nil without one.
  static func of(_ row: RowResult) -> Coordinate? {
    let point = row.status.isVerdict ? row.answer?.location : row.record.geometry
    guard let point, point.isValid else { return nil }
    let decimals = Coordinate.outputDecimals
    return Coordinate(
      latitude: JSONNumberFormat.rounded(point.latitude, decimals: decimals),
      longitude: JSONNumberFormat.rounded(point.longitude, decimals: decimals))
  }
}
