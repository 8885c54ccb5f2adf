import EnrichCore

/// The flattened enrichment columns that flat formats (CSV, KML ExtendedData) add after the
/// input's own fields. Place columns come from the row's place, or its geocode when no place.
enum EnrichmentColumns {
  static let names = [
    "enrich_status", "enrich_method", "enrich_provider", "confidence", "place_id", "place_name",
    "formatted_address", "lat", "lng", "types", "primary_type", "business_status", "open_status",
    "open_status_reason", "next_change", "subpremise", "warnings", "error", "change", "attribution",
  ]

  /// Column names that hold input fields a fixed header cannot (JSON rows with new keys).
  static let extraFieldsName = "enrich_extra_fields"

  /// `names` (plus the extra-fields column), each prefixed with `enrich_` until it no longer
  /// collides with an input column.
  static func resolvedNames(avoiding inputColumns: [String], includeExtraFields: Bool) -> [String] {
    var taken = Set(inputColumns)
    var resolved: [String] = []
    for base in names + (includeExtraFields ? [extraFieldsName] : []) {
      var name = base
      while taken.contains(name) { name = "enrich_" + name }
      taken.insert(name)
      resolved.append(name)
    }
    return resolved
  }

  /// The row's values in the order of `names`.
  static func values(for row: RowResult, attribution: String) -> [String] {
    let place = row.place ?? row.geocode
    let location = place?.location
    let open = place?.openStatus
    let error = row.error.map { "\($0.code): \($0.message)" }
    return [
      row.status.rawValue,
      row.method?.rawValue ?? "",
      row.provider ?? "",
      row.confidence.map { JSONNumberFormat.format(($0 * 1000).rounded() / 1000) } ?? "",
      place?.id ?? "",
      place?.name ?? "",
      place?.formattedAddress ?? "",
      location.map { JSONNumberFormat.format($0.latitude) } ?? "",
      location.map { JSONNumberFormat.format($0.longitude) } ?? "",
      place?.types.joined(separator: ";") ?? "",
      place?.primaryType ?? "",
      place?.businessStatus ?? "",
      open?.status.rawValue ?? "",
      open?.reason ?? "",
      open?.nextChange ?? "",
      row.subpremise ?? "",
      row.warnings.joined(separator: "; "),
      error ?? "",
      row.extra.first { $0.key == "change" }?.value["kinds"]?.arrayValue?.compactMap(\.stringValue)
        .joined(separator: ";") ?? "",
      attribution + thirdPartyCredits(place),
    ]
  }

  /// `; Provider` for each third-party credit the place carries (Google's `attributions`),
  /// which the provider's terms require beside its own.
  static func thirdPartyCredits(_ place: Place?) -> String {
    guard let credits = place?.extra.first(where: { $0.key == "attributions" })?.value.arrayValue else {
      return ""
    }
    return credits.compactMap { $0["provider"]?.stringValue }.map { "; " + $0 }.joined()
  }
}
