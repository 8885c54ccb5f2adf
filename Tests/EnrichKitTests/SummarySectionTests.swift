import EnrichCore
import Testing

@testable import EnrichKit

/// Each typed section of the run summary writes the bytes outputs held before it was typed
/// (the texts below are members of the recorded golden outputs, compact), and reads them back.
@Suite struct SummarySectionTests {
  static func parse(_ text: String) throws -> JSONValue { try JSONParser.parse(text, maxDepth: 64) }

  /// `section` writes `text`, and `text` reads back as `section`.
  func expectShape<Section: SummarySection>(_ section: Section, _ text: String) throws {
    #expect(JSONText.compact(section.jsonValue) == text)
    let read = Section(json: try Self.parse(text))
    #expect(read == section)
    #expect(read.map { JSONText.compact($0.jsonValue) } == text)
  }

  static let csvInput = InputSummary(
    isTable: true, headerLine: 1,
    columns: [
      .init(role: "name", columns: ["name"]), .init(role: "address", columns: ["address"]),
      .init(role: "city", columns: ["city"]), .init(role: "lat", columns: ["lat"]),
      .init(role: "lng", columns: ["lng"]),
    ])

  @Test func inputSection() throws {
    try expectShape(
      Self.csvInput,
      #"{"header":1,"columns":{"name":"name","address":["address"],"city":"city","lat":"lat","lng":"lng"}}"#)
    try expectShape(
      InputSummary(
        isTable: true, headerLine: nil,
        columns: [
          .init(role: "address", columns: ["column_2", "column_3"]),
          .init(role: "query", columns: ["{a} {b}"]),
        ]),
      #"{"header":null,"columns":{"address":["column_2","column_3"],"query":"{a} {b}"}}"#)
    try expectShape(
      InputSummary(isTable: false, headerLine: nil, columns: [.init(role: "name", columns: ["Nimi"])]),
      #"{"columns":{"name":"Nimi"}}"#)
    #expect(InputSummary(json: try Self.parse(#"{"header":"one","columns":{}}"#)) == nil)
    #expect(InputSummary(json: try Self.parse(#"{"header":1}"#)) == nil)
  }

  @Test func shardSection() throws {
    try expectShape(RowShard(index: 2, count: 3), #""2/3""#)
    #expect(RowShard(json: .string("4/3")) == nil)
    #expect(RowShard.merged([RowShard(index: 1, count: 2), RowShard(index: 2, count: 2)]) == nil)
  }

  static let changes = ChangeSummary(
    pairedBy: "id", previousRows: 30, rowsChanged: 3, kinds: ["renamed": 1, "added": 2, "removed": 2],
    removedRows: [
      .init(key: "5", row: 5, placeId: "node/1", name: "Kappeli", status: "matched"),
      .init(key: "9", row: 9, placeId: nil, name: nil, status: "not_found"),
    ])

  @Test func changesSection() throws {
    try expectShape(
      ChangeSummary(
        pairedBy: "id", previousRows: 30, rowsChanged: 10, kinds: ["open_status_changed": 10], removedRows: []
      ),
      #"{"key":"id","previousRows":30,"rowsChanged":10,"open_status_changed":10}"#)
    try expectShape(
      Self.changes,
      #"{"key":"id","previousRows":30,"rowsChanged":3,"added":2,"removed":2,"renamed":1,"removedRows":["#
        + #"{"key":"5","row":5,"placeId":"node/1","name":"Kappeli","status":"matched"},"#
        + #"{"key":"9","row":9,"status":"not_found"}]}"#)
    #expect(
      ChangeSummary(json: try Self.parse(#"{"key":"id","previousRows":1,"rowsChanged":0,"x":"y"}"#)) == nil)
  }

  /// The cascade's plan (`golden/expected/cascade.json`): free and priced lines, expectations.
  static let cascadePlanText =
    #"{"rows":30,"requests":{"local.geocode":2,"local.nearby":1,"local.searchText":27},"#
    + #""possibleRequests":{"google.geocode":25,"google.places.get":25,"google.places:searchNearby":1,"local.geocode":24},"#
    + #""bySKU":[{"endpoint":"google.geocode","sku":"Geocoding","perThousandUSD":5,"requests":0,"possible":25,"expected":2},"#
    + #"{"endpoint":"google.places.get","sku":"Place Details Enterprise","perThousandUSD":20,"requests":0,"possible":25},"#
    + #"{"endpoint":"google.places:searchNearby","sku":"Nearby Search Enterprise","perThousandUSD":35,"requests":0,"possible":1},"#
    + #"{"endpoint":"local.geocode","requests":2,"possible":24,"expected":2},"#
    + #"{"endpoint":"local.nearby","requests":1,"possible":0},{"endpoint":"local.searchText","requests":27,"possible":0}],"#
    + #""duplicatesSkipped":0,"cacheHits":1,"estimatedCostUSD":0,"maximumCostUSD":0.66,"#
    + #""expectedRequests":{"google.geocode":2,"local.geocode":2,"local.nearby":1,"local.searchText":27},"#
    + #""expectedCostUSD":0.01}"#

  static let googlePlan = PlanSummary(
    rows: 30,
    requests: ["google.geocode": 2, "google.places:searchNearby": 1, "google.places:searchText": 27],
    possibleRequests: ["google.geocode": 24],
    lines: [
      PlanLine(
        endpoint: "google.geocode", sku: "Geocoding", perThousandUSD: 5, requests: 2, possible: 24,
        expected: nil),
      PlanLine(
        endpoint: "google.places:searchNearby", sku: "Nearby Search Enterprise", perThousandUSD: 35,
        requests: 1,
        possible: 0, expected: nil),
      PlanLine(
        endpoint: "google.places:searchText", sku: "Text Search Enterprise", perThousandUSD: 35, requests: 27,
        possible: 0, expected: nil),
    ],
    duplicatesSkipped: 0, cacheHits: 0, offlineMisses: 0, estimatedCostUSD: 0.99, maximumCostUSD: 1.11)

  @Test func planSection() throws {
    try expectShape(
      Self.googlePlan,
      #"{"rows":30,"requests":{"google.geocode":2,"google.places:searchNearby":1,"google.places:searchText":27},"#
        + #""possibleRequests":{"google.geocode":24},"bySKU":["#
        + #"{"endpoint":"google.geocode","sku":"Geocoding","perThousandUSD":5,"requests":2,"possible":24},"#
        + #"{"endpoint":"google.places:searchNearby","sku":"Nearby Search Enterprise","perThousandUSD":35,"requests":1,"possible":0},"#
        + #"{"endpoint":"google.places:searchText","sku":"Text Search Enterprise","perThousandUSD":35,"requests":27,"possible":0}],"#
        + #""duplicatesSkipped":0,"cacheHits":0,"estimatedCostUSD":0.99,"maximumCostUSD":1.11}"#)
    let cascade = try #require(PlanSummary(json: try Self.parse(Self.cascadePlanText)))
    #expect(JSONText.compact(cascade.jsonValue) == Self.cascadePlanText)
    #expect(cascade.expectedRequests?["google.geocode"] == 2 && cascade.expectedCostUSD == 0.01)
    #expect(cascade.lines.map(\.expected) == [2, nil, nil, 2, nil, nil])
    var offline = Self.googlePlan
    offline.offlineMisses = 4
    #expect(
      JSONText.compact(offline.jsonValue).contains(#""cacheHits":0,"offlineMisses":4,"estimatedCostUSD""#))
  }

  static let googleBilling = BillingSummary([
    .init(
      endpoint: "google.places:searchText", sku: "Text Search Enterprise", perThousandUSD: 35, requests: 27),
    .init(endpoint: "google.geocode", sku: "Geocoding", perThousandUSD: 5, requests: 4),
    .init(
      endpoint: "google.places:searchNearby", sku: "Nearby Search Enterprise", perThousandUSD: 35, requests: 1
    ),
  ])

  @Test func billingSection() throws {
    try expectShape(
      Self.googleBilling,
      #"[{"endpoint":"google.geocode","sku":"Geocoding","perThousandUSD":5,"requests":4,"costUSD":0.02},"#
        + #"{"endpoint":"google.places:searchNearby","sku":"Nearby Search Enterprise","perThousandUSD":35,"requests":1,"costUSD":0.04},"#
        + #"{"endpoint":"google.places:searchText","sku":"Text Search Enterprise","perThousandUSD":35,"requests":27,"costUSD":0.95}]"#
    )
    // A free endpoint's line has no SKU or price; lines of one SKU add up.
    let free = BillingSummary([
      .init(endpoint: "local.searchText", sku: nil, perThousandUSD: nil, requests: 2),
      .init(endpoint: "local.searchText", sku: nil, perThousandUSD: nil, requests: 3),
    ])
    #expect(
      JSONText.compact(free.jsonValue) == #"[{"endpoint":"local.searchText","requests":5,"costUSD":0}]"#)
    #expect(BillingSummary(json: try Self.parse(#"[{"sku":"x"}]"#)) == nil)
  }

  @Test func aRunsSectionsAreWrittenInTheDocumentedOrder() {
    let shuffled: [any SummarySection] = [
      Self.googleBilling, Self.googlePlan, CacheCounts(path: "/c"), Self.changes,
      RowShard(index: 1, count: 2),
      Self.csvInput,
    ]
    let keys = SummarySections.ordered(shuffled).map(\.member.key)
    #expect(keys == ["input", "shard", "changes", "cache", "plan", "billing"])
    let typeKeys = SummarySections.types.map { type in type.key }
    #expect(typeKeys == keys)
  }
}
