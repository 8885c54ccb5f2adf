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
