import EnrichCore

/// What an index says about itself (the `meta` table): source, coverage, build time, credits.
package struct IndexMetadata: Sendable, Equatable {
  /// File name of the extract the index was built from.
  package var sourceFile: String
  /// Bounding box of the extract's nodes.
  package var bounds: Rectangle?
  /// Latest element timestamp seen in the extract (ISO 8601), when the file had timestamps.
  package var sourceTimestamp: String?
  /// When the index was built (ISO 8601, UTC).
  package var buildTime: String
  /// `© OpenStreetMap contributors, ODbL 1.0`.
  package var attribution: String
  /// The extract's country (ISO alpha-2): build option, or the most frequent `addr:country`.
  package var countryCode: String?
  package var placeCount: Int
  package var addressCount: Int
  /// Places whose names in another script the index also keeps romanised (`IndexWriter.romanisedNames`):
  /// only then does text search look names up by a Latin query's romanised keys too.
  package var romanisedPlaceCount: Int = 0

  package init(
    sourceFile: String, bounds: Rectangle?, sourceTimestamp: String?, buildTime: String,
    attribution: String, countryCode: String?, placeCount: Int, addressCount: Int
  ) {
    self.sourceFile = sourceFile
    self.bounds = bounds
    self.sourceTimestamp = sourceTimestamp
    self.buildTime = buildTime
    self.attribution = attribution
    self.countryCode = countryCode
    self.placeCount = placeCount
    self.addressCount = addressCount
  }

  init(values: [String: String]) {
    var bounds: Rectangle?
    let box = (values["bbox"] ?? "").split(separator: ",").compactMap { Double($0) }
    if box.count == 4 {
      bounds = Rectangle(
        low: Coordinate(latitude: box[0], longitude: box[1]),
        high: Coordinate(latitude: box[2], longitude: box[3]))
    }
    self.init(
      sourceFile: values["source_file"] ?? "", bounds: bounds, sourceTimestamp: values["source_timestamp"],
      buildTime: values["build_time"] ?? "",
      attribution: values["attribution"] ?? Attribution.openStreetMap.text,
      countryCode: values["country_code"], placeCount: Int(values["places"] ?? "") ?? 0,
      addressCount: Int(values["addresses"] ?? "") ?? 0)
    romanisedPlaceCount = Int(values["romanised_places"] ?? "") ?? 0
  }
}
