import EnrichCore
import EnrichKit
import Testing

@testable import EnrichCLI

/// The end-of-run text on stderr, read from the summary's typed sections (the lines below are
/// those the recorded golden runs print).
@Suite struct SummaryTextTests {
  static var googleRun: RunSummary {
    var summary = RunSummary()
    for _ in 0..<26 { summary.count(.matched) }
    for _ in 0..<2 { summary.count(.geocoded) }
    summary.count(.notFound)
    summary.count(.skipped)
    summary.requests = ["google.geocode": 4, "google.places:searchNearby": 1, "google.places:searchText": 27]
    summary.elapsedSeconds = 1.5
    summary.estimatedCostUSD = 1
    summary[CacheCounts.self] = CacheCounts(path: "/work/cache.sqlite")
    summary[PlanSummary.self] = PlanSummary(
      rows: 30,
      requests: ["google.geocode": 2, "google.places:searchNearby": 1, "google.places:searchText": 27],
      possibleRequests: ["google.geocode": 24], lines: [], duplicatesSkipped: 0, cacheHits: 0,
      offlineMisses: 0,
      estimatedCostUSD: 0.99, maximumCostUSD: 1.11)
    summary[BillingSummary.self] = BillingSummary([
      .init(endpoint: "google.geocode", sku: "Geocoding", perThousandUSD: 5, requests: 4),
      .init(
        endpoint: "google.places:searchNearby", sku: "Nearby Search Enterprise", perThousandUSD: 35,
        requests: 1),
      .init(
        endpoint: "google.places:searchText", sku: "Text Search Enterprise", perThousandUSD: 35, requests: 27),
    ])
    return summary
  }

  @Test func aPricedRunSaysItsCostPlanAndRequests() {
    #expect(
      SummaryText.render(Self.googleRun, outputs: ["out/google.json", "-"]).split(separator: "\n")
        == [
          "enrich: 30 rows in 1.50 s: matched 26, geocoded 2, not_found 1, skipped 1",
          "enrich: requests: google.geocode 4, google.places:searchNearby 1, google.places:searchText 27; "
            + "retries 0; cache hits 0",
          "enrich: plan: 30 requests ($0.99), up to 24 more; made 32",
          "enrich: estimated cost: $1.00 (list prices: 4 Geocoding, 1 Nearby Search Enterprise, 27 Text Search "
            + "Enterprise)",
          "enrich: wrote out/google.json",
        ])
  }

  @Test func aPlanWithExpectationsSaysThem() {
    let plan = PlanSummary(
      rows: 30, requests: ["local.searchText": 27, "local.geocode": 2, "local.nearby": 1],
      possibleRequests: [
        "google.geocode": 25, "google.places.get": 25, "google.places:searchNearby": 1, "local.geocode": 24,
      ],
      lines: [], duplicatesSkipped: 0, cacheHits: 1, offlineMisses: 0, estimatedCostUSD: 0,
      maximumCostUSD: 0.66,
      expectedRequests: ["google.geocode": 2, "local.geocode": 2, "local.nearby": 1, "local.searchText": 27],
      expectedCostUSD: 0.01)
    var summary = RunSummary()
    summary.requests = ["local.geocode": 3, "local.nearby": 1, "local.searchText": 27]
    #expect(
      SummaryText.planLine(plan, made: summary)
        == "enrich: plan: 30 requests, up to 75 more (expected 32); made 31")
  }

  @Test func aShardAndItsChangesAreSaid() {
    var summary = RunSummary()
    summary.count(.matched)
    summary[RowShard.self] = RowShard(index: 2, count: 4)
    summary[ChangeSummary.self] = ChangeSummary(
      pairedBy: "id", previousRows: 9, rowsChanged: 1, kinds: ["renamed": 1, "removed": 6],
      removedRows: (1...6).map {
        .init(key: "\($0)", row: $0, placeId: nil, name: $0 == 5 ? "Kiila" : nil, status: nil)
      })
    let lines = SummaryText.render(summary, outputs: []).split(separator: "\n")
    #expect(lines.first == "enrich: shard 2/4: 1 row in 0.00 s: matched 1")
    #expect(
      lines.last
        == "enrich: changes since the previous output: 1 row (removed 6, renamed 1); removed: 1, 2, 3, 4, 5 (Kiila), ..."
    )
  }

  @Test func theCacheIsSaidOnlyWhenItHadTrouble() {
    var cache = CacheCounts(path: "/c.sqlite")
    #expect(SummaryText.cacheLine(cache) == nil)
    cache.damagedEntries = 1
    cache.notStored = 2
    #expect(
      SummaryText.cacheLine(cache)
        == "enrich: cache /c.sqlite: 1 damaged entry ignored and requested again, 2 answers not stored")
    cache.path = nil
    #expect(SummaryText.cacheLine(cache)?.hasPrefix("enrich: cache: 1 damaged entry") == true)
  }
}
