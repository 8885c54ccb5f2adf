import EnrichCore
import Testing

@testable import EnrichKit

/// `enrich merge`'s summary: the parts' typed sections combined by what they mean, from the
/// JSON the parts hold.
@Suite struct MergedSummaryTests {
  static func parse(_ text: String) throws -> JSONValue { try JSONParser.parse(text, maxDepth: 64) }

  /// A part's summary: the counts, then `sections` as an output writes them.
  static func part(rows: Int, _ sections: [any SummarySection], facts: [JSONMember] = []) -> JSONValue {
    var summary = RunSummary()
    for _ in 0..<rows { summary.count(.matched) }
    summary.sections = sections
    summary.providerFacts = facts
    return summary.jsonValue
  }

  @Test func oneRunsSummaryMergesToItselfWithItsPartsCounted() throws {
    // The summary of golden/expected/google.json as its run wrote it.
    let written = try Self.parse(
      #"{"rows":30,"status":{"matched":26,"geocoded":2,"not_found":1,"low_confidence":0,"ambiguous":0,"#
        + #""invalid":0,"failed":0,"skipped":1},"requests":{"google.geocode":4,"google.places:searchNearby":1,"#
        + #""google.places:searchText":27},"cacheHits":0,"retries":0,"elapsedSeconds":0.5,"estimatedCostUSD":1,"#
        + #""input":{"header":1,"columns":{"name":"name","address":["address"],"city":"city","lat":"lat","lng":"lng"}},"#
        + #""cache":{"path":"/work/cache.sqlite","damagedEntries":0,"notStored":0,"readFailures":0},"#
        + #""plan":\#(SummarySectionTests.cascadePlanText),"#
        + #""billing":\#(JSONText.compact(SummarySectionTests.googleBilling.jsonValue))}"#)
    let merged = MergedSummary.combine([written])
    #expect(merged.sections.map(\.member.key) == ["input", "cache", "plan", "billing", "parts"])
    let members = try #require(written.objectValue) + [JSONMember("parts", .number(1))]
    #expect(JSONText.compact(merged.jsonValue) == JSONText.compact(.object(members)))
  }

  @Test func countsAreSummedAndFactsKeptWhenThePartsAgree() throws {
    var otherInput = SummarySectionTests.csvInput
    otherInput.headerLine = 3
    let merged = MergedSummary.combine([
      Self.part(rows: 2, [SummarySectionTests.csvInput, RowShard(index: 1, count: 3)]),
      Self.part(rows: 1, [SummarySectionTests.csvInput, RowShard(index: 2, count: 3)]),
      Self.part(rows: 4, [SummarySectionTests.csvInput, RowShard(index: 3, count: 3)]),
    ])
    #expect(merged.rows == 7 && merged.byStatus == [.matched: 7])
    #expect(merged[InputSummary.self] == SummarySectionTests.csvInput)
    #expect(merged[RowShard.self] == nil)
    #expect(merged[MergedParts.self]?.count == 3)
    let apart = MergedSummary.combine([
      Self.part(rows: 1, [SummarySectionTests.csvInput]), Self.part(rows: 1, [otherInput]),
    ])
    #expect(apart[InputSummary.self] == nil)
    let partly = MergedSummary.combine([
      Self.part(rows: 1, [SummarySectionTests.csvInput]), Self.part(rows: 1, []),
    ])
    #expect(partly[InputSummary.self] == nil)
  }

  @Test func plansAddUpByEndpointAndSKU() throws {
    let cascade = try #require(PlanSummary(json: try Self.parse(SummarySectionTests.cascadePlanText)))
    let google = SummarySectionTests.googlePlan
    let merged = try #require(PlanSummary.merged([google, nil, cascade]))
    #expect(merged.rows == 60)
    #expect(merged.requests["google.geocode"] == 2 && merged.requests["local.searchText"] == 27)
    #expect(merged.possibleRequests["google.geocode"] == 49)
    #expect(merged.cacheHits == 1)
    #expect(merged.estimatedCostUSD == 0.99 && merged.maximumCostUSD == 1.77)
    // The cascade expects 32 and costs $0.01; the Google plan expects what it is certain of.
    #expect(merged.expectedRequests?.values.reduce(0, +) == 30 + 32)
    #expect(merged.expectedCostUSD == 1.0)
    let geocode = try #require(merged.lines.first { $0.endpoint == "google.geocode" })
    #expect(geocode.requests == 2 && geocode.possible == 49 && geocode.expected == 2 + 2)
    #expect(merged.lines.map(\.endpoint) == merged.lines.map(\.endpoint).sorted())
    #expect(Set(merged.lines.map(\.endpoint)).count == merged.lines.count)
    #expect(PlanSummary.merged([google, google])?.expectedRequests == nil)
  }

  @Test func billingAddsUpBySKUAndPricesTheSum() {
    let line = { (requests: Int) in
      BillingSummary.Line(endpoint: "google.geocode", sku: "Geocoding", perThousandUSD: 5, requests: requests)
    }
    // 1 and 1 requests cost $0.01 each, rounded; 2 cost $0.01 in all.
    let merged = BillingSummary.merged([BillingSummary([line(1)]), nil, BillingSummary([line(1)])])
    #expect(merged?.lines == [line(2)])
    #expect(merged?.lines.first?.costUSD == 0.01)
    let repriced = BillingSummary.merged([
      BillingSummary([line(1)]),
      BillingSummary([.init(endpoint: "google.geocode", sku: "Geocoding", perThousandUSD: 4, requests: 1)]),
    ])
    #expect(repriced?.lines.count == 2)
    #expect(BillingSummary.merged([nil]) == nil)
  }

  @Test func changeReportsSumTheirChangesAndKeepRemovalsOnlyWhenThePartsAgree() {
    let first = SummarySectionTests.changes
    var second = first
    second.rowsChanged = 4
    second.kinds = ["added": 1, "moved": 3, "removed": 2]
    let merged = ChangeSummary.merged([first, second])
    #expect(merged?.pairedBy == "id" && merged?.previousRows == 30)
    #expect(merged?.rowsChanged == 7)
    #expect(merged?.kinds == ["added": 3, "renamed": 1, "moved": 3, "removed": 2])
    #expect(merged?.removedRows == first.removedRows)
    // A shard takes the other shards' rows for removed: the parts disagree, removals are left out.
    second.kinds["removed"] = 5
    let shards = ChangeSummary.merged([first, second])
    #expect(shards?.kinds["removed"] == nil)
    #expect(shards?.removedRows == [])
    var otherKey = first
    otherKey.pairedBy = "(input fields)"
    #expect(ChangeSummary.merged([first, otherKey]) == nil)
    #expect(ChangeSummary.merged([first, nil]) == nil)
  }

  @Test func membersNoSectionReadsAreSummedOrKeptWhenTheyAgree() throws {
    let merged = MergedSummary.combine([
      Self.part(rows: 1, [], facts: [JSONMember("sku", .string("Pro")), JSONMember("calls", .number(2))]),
      Self.part(rows: 1, [], facts: [JSONMember("sku", .string("Pro")), JSONMember("calls", .number(3))]),
    ])
    #expect(merged.providerFacts == [JSONMember("sku", .string("Pro")), JSONMember("calls", .number(5))])
    #expect(merged.jsonValue.objectValue?.map(\.key).suffix(3) == ["parts", "sku", "calls"])
  }

  @Test func aMergedOutputMergedAgainCountsItsOwnParts() throws {
    let once = MergedSummary.combine([Self.part(rows: 1, []), Self.part(rows: 2, [])])
    let twice = MergedSummary.combine([once.jsonValue])
    #expect(twice[MergedParts.self]?.count == 1)
    #expect(twice.jsonValue.objectValue?.filter { $0.key == "parts" }.count == 1)
    #expect(twice.rows == 3)
  }
}
