import EnrichCore
import Testing

@testable import EnrichKit

/// The pure parts of the work split: which rows a shard holds, and how merged summaries add up.
@Suite struct WorkSplitUnitTests {
  @Test func shardsPartitionTheRowsExactly() throws {
    let count = 4
    let shards = try (1...count).map { try RowShard.parse("\($0)/\(count)").get() }
    for row in 1...1_000 {
      #expect(shards.filter { $0.contains(row: row) }.count == 1)
      #expect(shards[(row - 1) % count].contains(row: row))
    }
    #expect(try RowShard.parse(" 1/1 ").get() == RowShard(index: 1, count: 1))
  }

  @Test(arguments: ["0/3", "4/3", "-1/3", "1/0", "3", "1/2/3", "a/2", "", "1/"])
  func aShardOutsideOneToNIsRefused(_ text: String) {
    guard case .failure(let error) = RowShard.parse(text) else {
      Issue.record("\(text) was accepted")
      return
    }
    #expect(error.message.contains("'\(text)'"))
  }

  @Test func mergedSummariesAddTheirCounts() throws {
    func summary(_ text: String) throws -> JSONValue { try JSONParser.parse(Array(text.utf8), maxDepth: 64) }
    let first = try summary(
      #"{"rows": 2, "status": {"matched": 2, "failed": 0}, "requests": {"local.searchText": 2}, "cacheHits": 1, "#
        + #""retries": 0, "elapsedSeconds": 1.5, "estimatedCostUSD": 0.032, "shard": "1/2", "cache": {"hits": 1}}"#
    )
    let second = try summary(
      #"{"rows": 1, "status": {"matched": 0, "failed": 1}, "requests": {"local.searchText": 1, "local.geocode": 1}, "#
        + #""cacheHits": 0, "retries": 2, "elapsedSeconds": 0.5, "estimatedCostUSD": 0.017, "shard": "2/2", "#
        + #""cache": {"hits": 3}}"#)
    let merged = MergedSummary.combine([first, second])
    #expect(merged.rows == 3)
    #expect(merged.byStatus == [.matched: 2, .failed: 1])
    #expect(merged.requests == ["local.searchText": 3, "local.geocode": 1])
    #expect(merged.cacheHits == 1)
    #expect(merged.retries == 2)
    #expect(merged.elapsedSeconds == 1.5)
    #expect(merged.estimatedCostUSD == 0.049)
    #expect(merged[RowShard.self] == nil)
    // Not the cache section's shape: summed as a member no section reads.
    #expect(merged[CacheCounts.self] == nil)
    #expect(merged.providerFacts.first { $0.key == "cache" }?.value["hits"] == .number(4))
    #expect(merged[MergedParts.self] == MergedParts(count: 2))
    let members = merged.jsonValue.objectValue?.map(\.key)
    #expect(members?.contains("shard") == false)
    #expect(members?.suffix(2) == ["parts", "cache"])
  }
}
