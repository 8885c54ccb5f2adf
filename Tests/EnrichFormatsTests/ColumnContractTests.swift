import EnrichCore
import Foundation
import Testing

@testable import EnrichFormats

/// The column contract is the README's table: any change to the columns' names, order or types
/// that the README does not show fails here (and should bump `ColumnContract.version`).
@Suite struct ColumnContractTests {
  static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("README.md")

  /// The rows of the README's contract table: `(name, type)`, in order, and its version.
  static func documented() throws -> (version: String, rows: [(String, String)]) {
    let text = try String(contentsOf: readme, encoding: .utf8)
    let begin = try #require(text.range(of: "<!-- column-contract v"))
    let end = try #require(text.range(of: "<!-- /column-contract -->"))
    let version = String(text[begin.upperBound...].prefix { $0.isNumber })
    var rows: [(String, String)] = []
    for line in text[begin.upperBound..<end.lowerBound].split(separator: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      rows.append((cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")), cells[1]))
    }
    return (version, rows)
  }

  @Test func readmeDocumentsEveryColumnInOrderWithItsType() throws {
    let documented = try Self.documented()
    #expect(documented.version == String(ColumnContract.version))
    var expected = ColumnContract.fixed.map { ($0.name, $0.type.rawValue) }
    expected += ColumnContract.candidate(1).map {
      ($0.name.replacingOccurrences(of: "candidate1", with: "candidate{N}"), $0.type.rawValue)
    }
    expected.append(("enrich_place_{field}", "by field"))
    expected.append((ColumnContract.extraFieldsName, "text"))
    #expect(documented.rows.map(\.0) == expected.map(\.0))
    #expect(documented.rows.map(\.1) == expected.map(\.1))
  }

  @Test func everyEnrichmentColumnIsPrefixedAndNamedOnce() {
    let columns = ColumnContract.columns(
      candidates: 20, placeColumns: [PlaceColumn(member: "rating", type: .real)])
    #expect(columns.allSatisfy { $0.name.hasPrefix("enrich_") })
    #expect(Set(columns.map(\.name)).count == columns.count)
    #expect(columns.count == ColumnContract.fixed.count + 80 + 1)
  }

  @Test func theColumnsAreTheSameWhateverTheInput() {
    let options = WriterOptions()
    let plain = FlatLayout(inputColumns: ["name", "city"], options: options, extraFields: true)
    let colliding = FlatLayout(
      inputColumns: ["lat", "lng", "types", "enrich_status", "enrich_extra_fields"], options: options,
      extraFields: true)
    #expect(plain.enrichment.map(\.name) == colliding.enrichment.map(\.name))
    #expect(colliding.inputColumns == ["lat", "lng", "types"])
    #expect(plain.names.last == "enrich_extra_fields")
  }

  @Test(arguments: [0, 1, 3, 7])
  func candidatesGetColumnsOfTheirOwn(_ count: Int) {
    let layout = FlatLayout(inputColumns: [], options: WriterOptions(candidates: count), extraFields: false)
    let names = layout.enrichment.map(\.name).filter {
      $0.hasPrefix("enrich_candidate") && $0 != "enrich_candidate_count"
    }
    #expect(names.count == 4 * count)
    if count > 0 {
      #expect(
        names.prefix(4) == [
          "enrich_candidate1_name", "enrich_candidate1_id", "enrich_candidate1_address",
          "enrich_candidate1_confidence",
        ])
    }
  }

  @Test func providerFieldsAreTypedColumnsAndNeverShadowFixedOnes() {
    let fields = [
      PlaceColumn(member: "rating", type: .real), PlaceColumn(member: "userRatingCount", type: .integer),
      PlaceColumn(member: "takeout", type: .boolean),
      PlaceColumn(member: "editorialSummary", subkey: "text", type: .text),
      PlaceColumn(name: "id", source: .member("id", subkey: nil), type: .text),
    ]
    let layout = FlatLayout(
      inputColumns: [], options: WriterOptions(placeColumns: fields), extraFields: false)
    let tail = layout.enrichment.suffix(4).map(\.name)
    #expect(
      tail == [
        "enrich_place_rating", "enrich_place_user_rating_count", "enrich_place_takeout",
        "enrich_place_editorial_summary",
      ])
    var row = Sample.row(1, fields: [])
    row.place?.extra = [
      JSONMember("rating", .number("4.6")), JSONMember("userRatingCount", .number("812")),
      JSONMember("takeout", .bool(true)),
      JSONMember(
        "editorialSummary",
        .object([JSONMember("text", .string("Cosy")), JSONMember("languageCode", .string("en"))])),
    ]
    let cells = layout.enrichmentCells(row, attribution: "")
    #expect(
      cells.suffix(4) == [
        .number(4.6, text: "4.6"), .number(812, text: "812"), .boolean(true), .text("Cosy"),
      ])
  }

  @Test func numbersAreRoundedTheWayEveryOutputWritesThem() {
    var row = Sample.row(1, fields: [])
    row.confidence = 0.87349999
    row.place?.location = Coordinate(latitude: 60.168_482_512_345_678, longitude: 24.941_951_300_000_002)
    let layout = FlatLayout(inputColumns: [], options: WriterOptions(), extraFields: false)
    let cells = Dictionary(
      uniqueKeysWithValues: zip(layout.enrichment.map(\.name), layout.enrichmentCells(row, attribution: "")))
    #expect(cells["enrich_confidence"]?.text == "0.873")
    #expect(cells["enrich_lat"]?.text == "60.1684825")
    #expect(cells["enrich_lng"]?.text == "24.9419513")
    #expect(JSONNumberFormat.roundedText(3.8329999999999997, decimals: 6) == "3.833")
  }

  @Test func theGeocodeBesideASearchedPlaceHasItsOwnColumns() {
    var row = Sample.row(1, fields: [])
    row.geocode = Place(
      id: "addr/1", formattedAddress: "Bulevardi 9 A 12",
      location: Coordinate(latitude: 60.1, longitude: 24.9),
      locationType: "ROOFTOP", partialMatch: false)
    let layout = FlatLayout(inputColumns: [], options: WriterOptions(), extraFields: false)
    let cells = Dictionary(
      uniqueKeysWithValues: zip(layout.enrichment.map(\.name), layout.enrichmentCells(row, attribution: "")))
    #expect(cells["enrich_place_name"]?.text == "Café Ekberg")
    #expect(cells["enrich_geocode_id"]?.text == "addr/1")
    #expect(cells["enrich_geocode_formatted_address"]?.text == "Bulevardi 9 A 12")
    #expect(cells["enrich_geocode_lat"]?.text == "60.1")
    #expect(cells["enrich_geocode_partial_match"] == .boolean(false))
  }

  static func cells(_ row: RowResult, placeColumns: [PlaceColumn] = []) -> [String: CellValue] {
    let layout = FlatLayout(
      inputColumns: [], options: WriterOptions(placeColumns: placeColumns), extraFields: false)
    return Dictionary(
      uniqueKeysWithValues: zip(layout.enrichment.map(\.name), layout.enrichmentCells(row, attribution: "")))
  }

  /// A row without a trusted answer presents none: a geocode beside its untrusted search keeps
  /// the geocoder's own columns (what the geocoder said), never the answer's.
  @Test func anUntrustedRowHasNoAnswerColumnsButKeepsTheGeocodersOwn() {
    var row = Sample.row(1, fields: [])
    row.status = .lowConfidence
    row.place = nil
    row.confidence = 0.367
    row.geocode = Place(
      id: "street/etelaranta", formattedAddress: "Eteläranta, 00130 Helsinki",
      location: Coordinate(latitude: 60.1642707, longitude: 24.9526635), types: ["route"],
      locationType: "GEOMETRIC_CENTER", partialMatch: true)
    let cells = Self.cells(row)
    for name in [
      "enrich_place_id", "enrich_place_name", "enrich_formatted_address", "enrich_lat", "enrich_lng",
      "enrich_types", "enrich_location_type", "enrich_partial_match",
    ] {
      #expect(cells[name] == .empty, "\(name)")
    }
    #expect(cells["enrich_geocode_id"] == .text("street/etelaranta"))
    #expect(cells["enrich_geocode_lat"] == .number(60.1642707, text: "60.1642707"))
    #expect(cells["enrich_geocode_partial_match"] == .boolean(true))
    #expect(cells["enrich_confidence"] == .number(0.367, text: "0.367"))
    // A matched row whose status later failed presents no answer either.
    var failed = Sample.row(2, fields: [])
    failed.status = .failed
    #expect(Self.cells(failed)["enrich_place_id"] == .empty)
  }

  /// Booleans are true or false where the fact is known, empty only where it is not.
  @Test func booleansAreFalseWhereKnownAndEmptyOnlyWhereNot() {
    let searched = Self.cells(Sample.row(1, fields: []))
    #expect(searched["enrich_ambiguous"] == .boolean(false))
    // A place found by search was not geocoded: whether a geocoder matched all of its address
    // is not a question it answers.
    #expect(searched["enrich_partial_match"] == .empty)
    #expect(searched["enrich_geocode_partial_match"] == .empty)
    var geocoded = Sample.row(2, fields: [])
    geocoded.status = .geocoded
    geocoded.method = .geocode
    geocoded.place?.partialMatch = nil
    let address = Self.cells(geocoded)
    #expect(address["enrich_partial_match"] == .boolean(false))
    #expect(address["enrich_geocode_partial_match"] == .boolean(false))
    #expect(address["enrich_ambiguous"] == .empty)
    let skipped = RowResult(record: InputRecord(row: 3, line: 4, fields: []), status: .skipped)
    #expect(Self.cells(skipped)["enrich_ambiguous"] == .empty)
  }

  /// A column's cells have its type whatever the value: reals always with a decimal point (so
  /// GDAL and pandas read a real even when every value is whole), integers without, text as text.
  @Test func everyCellHasItsColumnsType() {
    var row = Sample.row(1, fields: [])
    row.confidence = 1
    row.place?.location = Coordinate(latitude: 60, longitude: -3)
    row.place?.extra = [
      JSONMember("rating", .number("4")), JSONMember("userRatingCount", .number("812.0")),
      JSONMember("takeout", .bool(true)), JSONMember("brand", .number("7")),
    ]
    let fields = [
      PlaceColumn(member: "rating", type: .real), PlaceColumn(member: "userRatingCount", type: .integer),
      PlaceColumn(member: "takeout", type: .text), PlaceColumn(member: "brand", type: .text),
    ]
    let cells = Self.cells(row, placeColumns: fields)
    #expect(cells["enrich_confidence"] == .number(1, text: "1.0"))
    #expect(cells["enrich_lat"] == .number(60, text: "60.0"))
    #expect(cells["enrich_lng"] == .number(-3, text: "-3.0"))
    #expect(cells["enrich_row"] == .number(1, text: "1"))
    #expect(cells["enrich_place_rating"] == .number(4, text: "4.0"))
    #expect(cells["enrich_place_user_rating_count"] == .number(812, text: "812"))
    #expect(cells["enrich_place_takeout"] == .text("true"))
    #expect(cells["enrich_place_brand"] == .text("7"))
    #expect(
      CellValue.number(1.5e-7, text: "1.5e-07").conformed(to: .real) == .number(1.5e-7, text: "1.5e-07"))
    #expect(CellValue.boolean(true).conformed(to: .real) == .boolean(true))
    #expect(CellValue.empty.conformed(to: .real) == .empty)
  }

  @Test func oldColumnNamesPointToTheirNewOnes() {
    #expect(ColumnContract.currentName(of: "place_name") == "enrich_place_name")
    #expect(ColumnContract.currentName(of: "lat") == "enrich_lat")
    #expect(ColumnContract.currentName(of: "error") == "enrich_error_code")
    #expect(ColumnContract.currentName(of: "nonsense") == nil)
    #expect(OutputFormat.csv.accepts(field: "enrich_candidate3_id", candidates: 3))
    #expect(!OutputFormat.csv.accepts(field: "enrich_candidate4_id", candidates: 3))
    #expect(!OutputFormat.json.accepts(field: "enrich_status", candidates: 3))
  }
}
