import EnrichCore

/// The column contract of the flat outputs (CSV, XLSX, GeoPackage, KML, GeoJSON properties):
/// the input's columns first, untouched, then these enrichment columns, every one prefixed
/// `enrich_`, always present and always in this order whatever the input. The README's
/// "Column contract" table lists the same columns; a test fails when the two disagree, so a
/// change here is a new `version`, documented.
package enum ColumnContract {
  /// Bumped on any change to the names, order or types below.
  package static let version = 1

  /// One enrichment column: its name, type, what it holds (the README's words) and how a row
  /// fills it.
  package struct Column: Sendable {
    package var name: String
    package var type: ColumnType
    package var meaning: String
    let value: @Sendable (ContractRow) -> CellValue

    /// The row's cell in this column, of the column's type whatever the value.
    func cell(_ row: ContractRow) -> CellValue {
      value(row).conformed(to: type)
    }

    init(
      _ name: String, _ type: ColumnType, _ meaning: String,
      _ value: @escaping @Sendable (ContractRow) -> CellValue
    ) {
      self.name = name
      self.type = type
      self.meaning = meaning
      self.value = value
    }
  }

  /// Candidates are listed by default; `--candidates N` changes it (0 lists none).
  package static let defaultCandidates = 3
  /// At most this many candidate column groups (a provider returns at most 20 anyway).
  package static let maxCandidates = 20

  /// Input fields a fixed header cannot hold (keys first seen after the header was written,
  /// surplus CSV fields), as one compact JSON object: the last column of CSV, XLSX and
  /// GeoPackage.
  package static let extraFieldsName = "enrich_extra_fields"

  /// Provider field columns are called `enrich_place_<name>`.
  package static let placeColumnPrefix = "enrich_place_"

  /// The fixed columns, in order: the same for every run.
  package static let fixed: [Column] = answer + geocode + outcome

  static let answer: [Column] = [
    Column("enrich_row", .integer, "the input row's number (1 = first data row)") {
      .whole($0.row.record.row)
    },
    Column(
      "enrich_status", .text,
      "matched, geocoded, not_found, low_confidence, ambiguous, invalid, failed or skipped"
    ) { .string($0.row.status.rawValue) },
    Column("enrich_method", .text, "text_search, geocode or nearby") { .string($0.row.method?.rawValue) },
    Column("enrich_provider", .text, "the provider that answered (local, google)") {
      .string($0.row.provider)
    },
    Column("enrich_query", .text, "the text that was searched") { .string($0.row.query) },
    Column("enrich_confidence", .real, "0 to 1, three decimals") {
      .decimal($0.row.confidence, decimals: 3)
    },
    Column(
      "enrich_ambiguous", .boolean,
      "true when two candidates were about equally likely, false when not; empty when no search judged the row"
    ) {
      .flag($0.row.ambiguityVerdict)
    },
    Column(
      "enrich_place_id", .text,
      "the answer's id: node/123 (an OSM place), address/…, street/…, postcode/… (a local geocode), a Google place ID"
    ) {
      .string($0.answer?.id)
    },
    Column("enrich_place_name", .text, "the answer's name") { .string($0.answer?.name) },
    Column("enrich_formatted_address", .text, "the answer's address in one line") {
      .string($0.answer?.formattedAddress)
    },
    Column("enrich_lat", .real, "WGS 84 latitude, 7 decimals") { .degrees($0.answer?.location?.latitude) },
    Column("enrich_lng", .real, "WGS 84 longitude, 7 decimals") { .degrees($0.answer?.location?.longitude) },
    Column("enrich_types", .text, "place types, most specific first, joined with ;") {
      .string($0.answer?.types.joined(separator: ";"))
    },
    Column("enrich_primary_type", .text, "the main type (cafe, pharmacy, street_address)") {
      .string($0.answer?.primaryType)
    },
    Column(
      "enrich_business_status", .text,
      [BusinessStatus.operational, .closedTemporarily, .closedPermanently].map(\.rawValue).joined(
        separator: ", ")
    ) {
      .string($0.answer?.businessStatus?.rawValue)
    },
    Column("enrich_street", .text, "the answer's street") { .string($0.answer?.address?.street) },
    Column("enrich_house_number", .text, "its house number") { .string($0.answer?.address?.houseNumber) },
    Column("enrich_unit", .text, "its unit (apartment, suite)") { .string($0.answer?.address?.unit) },
    Column("enrich_postcode", .text, "its postcode") { .string($0.answer?.address?.postcode) },
    Column("enrich_city", .text, "its city") { .string($0.answer?.address?.city) },
    Column("enrich_country_code", .text, "ISO 3166-1 alpha-2") { .string($0.answer?.address?.countryCode) },
    Column("enrich_phone", .text, "phone number") { .string($0.answer?.phone) },
    Column("enrich_website", .text, "website") { .string($0.answer?.website) },
    Column("enrich_opening_hours", .text, "the OSM opening_hours expression") {
      .string($0.answer?.openingHours)
    },
    Column("enrich_time_zone", .text, "IANA time zone, when the provider gives one") {
      .string($0.answer?.timeZone)
    },
    Column("enrich_location_type", .text, "geocoder precision: ROOFTOP … APPROXIMATE") {
      .string($0.answer?.locationType)
    },
    Column(
      "enrich_partial_match", .boolean,
      "the geocoder matched only part of the address (true or false for a geocoded answer; empty for a place)"
    ) {
      .flag($0.answerPartialMatch)
    },
    Column("enrich_open_status", .text, "open, closed or unknown at --at") {
      .string($0.answer?.openStatus?.status.rawValue)
    },
    Column("enrich_open_status_reason", .text, "why") { .string($0.answer?.openStatus?.reason) },
    Column("enrich_next_change", .text, "when the status next changes (ISO 8601 with offset)") {
      .string($0.answer?.openStatus?.nextChange)
    },
    Column("enrich_hours_source", .text, "the hours the status came from") {
      .string($0.answer?.openStatus?.source)
    },
    Column("enrich_subpremise", .text, "the unit split off the row's address") { .string($0.row.subpremise) },
  ]

  static let geocode: [Column] = [
    Column("enrich_geocode_id", .text, "the geocoder's answer for the row's address: its id") {
      .string($0.geocode?.id)
    },
    Column("enrich_geocode_formatted_address", .text, "its address") {
      .string($0.geocode?.formattedAddress)
    },
    Column("enrich_geocode_lat", .real, "its latitude, 7 decimals") {
      .degrees($0.geocode?.location?.latitude)
    },
    Column("enrich_geocode_lng", .real, "its longitude, 7 decimals") {
      .degrees($0.geocode?.location?.longitude)
    },
    Column("enrich_geocode_location_type", .text, "its precision") { .string($0.geocode?.locationType) },
    Column("enrich_geocode_partial_match", .boolean, "it matched only part of the address (true or false)") {
      .flag($0.geocode.map { $0.partialMatch ?? false })
    },
  ]

  static let outcome: [Column] = [
    Column("enrich_candidate_count", .integer, "how many candidates the row has (listed below: the best N)") {
      .whole($0.row.candidates.count)
    },
    Column("enrich_warnings", .text, "the row's warnings, joined with \"; \"") {
      .string($0.row.warnings.joined(separator: "; "))
    },
    Column("enrich_error_code", .text, "why the row failed or was skipped (invalid_row, run_stopped …)") {
      .string($0.row.error?.code)
    },
    Column("enrich_error_message", .text, "the error in words") { .string($0.row.error?.message) },
    Column("enrich_change", .text, "with --compare: what changed, joined with ;") { .string($0.changeKinds) },
    Column("enrich_attribution", .text, "the credits the row's data requires") { .string($0.attribution) },
  ]

  /// The columns of candidate `index` (1-based).
  package static func candidate(_ index: Int) -> [Column] {
    let position = index - 1
    let prefix = "enrich_candidate\(index)_"
    return [
      Column(prefix + "name", .text, "candidate \(index)'s name") {
        .string($0.candidate(position)?.place.name)
      },
      Column(prefix + "id", .text, "its id") { .string($0.candidate(position)?.place.id) },
      Column(prefix + "address", .text, "its address") {
        .string($0.candidate(position)?.place.formattedAddress)
      },
      Column(prefix + "confidence", .real, "its confidence, three decimals") {
        .decimal($0.candidate(position)?.confidence, decimals: 3)
      },
    ]
  }

  /// The column of one provider field.
  static func place(_ field: PlaceColumn) -> Column {
    Column(placeColumnPrefix + field.name, field.type, "a provider field") { row in
      guard let place = row.answer else { return .empty }
      return .field(field.value(in: place), as: field.type)
    }
  }

  /// Every enrichment column of a run, in order: the fixed ones, `candidates` groups of
  /// candidate columns, one column per provider field (names the fixed columns use are left
  /// out, repeated ones kept once).
  package static func columns(candidates: Int, placeColumns: [PlaceColumn]) -> [Column] {
    var columns = fixed
    for index in stride(from: 1, through: min(candidates, maxCandidates), by: 1) {
      columns += candidate(index)
    }
    var taken = Set(columns.map(\.name))
    for field in placeColumns {
      let column = place(field)
      if taken.insert(column.name).inserted { columns.append(column) }
    }
    return columns
  }

  /// The contract name an older flat column name now has (`place_name` → `enrich_place_name`),
  /// for messages about pipeline files written before version 1.
  package static func currentName(of legacy: String) -> String? {
    let renamed = ["error": "enrich_error_code", "lat": "enrich_lat", "lng": "enrich_lng"]
    if let name = renamed[legacy] { return name }
    let prefixed = "enrich_" + legacy
    return fixed.contains { $0.name == prefixed } ? prefixed : nil
  }
}

extension CellValue {
  /// A coordinate in degrees, rounded as every output writes coordinates.
  static func degrees(_ value: Double?) -> CellValue {
    .decimal(value, decimals: Coordinate.outputDecimals)
  }
}
