import EnrichCore
import EnrichPipelineFile
import EnrichTestSupport
import Foundation
import LocalProvider
import Testing

@testable import EnrichKit

@Suite("Provider decorators: cache and de-duplication together")
struct CacheDecoratorTests {
  /// 10,000 rows, 30% of them repeats of earlier rows (spelled differently), in a fixed order.
  static func rows() -> (rows: [String], distinct: Int) {
    var generator = SplitMix(seed: 7)
    let distinct = 7_000
    var rows = (0..<distinct).map { "Kahvila \($0), Helsinki" }
    for _ in 0..<3_000 {
      let original = rows[Int.random(in: 0..<distinct, using: &generator)]
      rows.append(Bool.random(using: &generator) ? original.uppercased() : "  " + original)
    }
    rows.shuffle(using: &generator)
    return (rows, distinct)
  }

  private func run(_ provider: any PlaceProvider, rows: [String]) async throws {
    try await withThrowingTaskGroup(of: Void.self) { group in
      var iterator = rows.makeIterator()
      // The runner's bounded window: 16 rows in flight.
      for _ in 0..<16 {
        if let row = iterator.next() {
          group.addTask { _ = try await provider.searchText(TextSearchRequest(textQuery: row)) }
        }
      }
      while try await group.next() != nil {
        if let row = iterator.next() {
          group.addTask { _ = try await provider.searchText(TextSearchRequest(textQuery: row)) }
        }
      }
    }
  }

  @Test func duplicateRowsCostOneRequestAndAReRunCostsNone() async throws {
    let (rows, distinct) = Self.rows()
    let directory = try CacheTestDirectory()
    var cache = CacheSettings()
    cache.path = directory.cacheFile
    let first = inventedProvider(latency: .yields(upTo: 4))
    let metrics = ProviderMetrics()
    try await run(
      try ProviderDecorators.wrap(
        first, terms: storageTerms(for: first.id), cache: cache, environment: [:], metrics: metrics),
      rows: rows)
    #expect(first.count(.searchText) == distinct)
    #expect(metrics.snapshot.cacheHits == rows.count - distinct)

    let again = inventedProvider()
    try await run(
      try ProviderDecorators.wrap(
        again, terms: storageTerms(for: again.id), cache: cache, environment: [:], metrics: metrics),
      rows: rows)
    #expect(again.total == 0)
  }

  @Test func withoutTheCacheDuplicatesStillShareOneRequest() async throws {
    let (rows, distinct) = Self.rows()
    var cache = CacheSettings()
    cache.enabled = false
    let base = inventedProvider()
    let provider = try ProviderDecorators.wrap(
      base, terms: storageTerms(for: base.id), cache: cache, environment: [:], metrics: ProviderMetrics())
    #expect(provider is CoalescingProvider)
    try await run(provider, rows: rows)
    #expect(base.count(.searchText) == distinct)
  }

  @Test func cacheHitsAndSharedAnswersSpendNoBudget() async throws {
    let directory = try CacheTestDirectory()
    var cache = CacheSettings()
    cache.path = directory.cacheFile
    // The one call sent waits until the other four have joined it.
    let sent = TestGate("the request sent")
    let base = inventedProvider(latency: .until(sent))
    // The registry's order: the budget sits beneath the cache, next to the real provider.
    let budgeted = BudgetedProvider(
      base, budget: RunBudget(maxRequests: 1, maxCostUSD: nil), plugin: base.id, price: { _, _ in nil },
      metrics: ProviderMetrics())
    let metrics = ProviderMetrics()
    let provider = try ProviderDecorators.wrap(
      budgeted, terms: storageTerms(for: budgeted.id), cache: cache, environment: [:], metrics: metrics)
    try await withThrowingTaskGroup(of: Void.self) { group in
      for _ in 0..<5 {
        group.addTask { _ = try await provider.searchText(TextSearchRequest(textQuery: "a")) }
      }
      try await waitUntil("four requests share the one in flight") { metrics.snapshot.cacheHits == 4 }
      sent.open()
      try await group.waitForAll()
    }
    _ = try await provider.searchText(TextSearchRequest(textQuery: "A"))
    await #expect(throws: ProviderError.self) {
      try await provider.searchText(TextSearchRequest(textQuery: "b"))
    }
    #expect(base.count(.searchText) == 1)
  }

  @Test func theDefaultPathIsUnderTheUsersCacheDirectory() async throws {
    let directory = try CacheTestDirectory()
    let base = inventedProvider()
    let provider = try ProviderDecorators.wrap(
      base, terms: storageTerms(for: base.id), cache: CacheSettings(),
      environment: ["XDG_CACHE_HOME": directory.path],
      metrics: ProviderMetrics())
    _ = try await provider.searchText(TextSearchRequest(textQuery: "a"))
    #expect(FileManager.default.fileExists(atPath: directory.path + "/enrich/cache.sqlite"))
  }

  /// The rule lives in the one decoder both front ends use.
  @Test func contradictorySettingsAreRefused() {
    for cache in ["{enabled: false, offline: true}", "{offline: true, refresh: true}"] {
      #expect(throws: PipelineFileError.self) {
        try PipelineFile.parse(
          "input: {path: a.csv}\noutputs: [b.json]\ncache: \(cache)\n", name: "job.yaml", baseDirectory: "",
          environment: [:], plugins: ProviderPlugins([LocalPlugin.self], defaultName: "local"))
      }
    }
  }

  @Test func aCascadeSharesOneStoreAndKeepsProviderOrder() async throws {
    let directory = try CacheTestDirectory()
    var cache = CacheSettings()
    cache.path = directory.cacheFile
    let local = inventedProvider(id: "local")
    let google = inventedProvider(id: "google")
    let store = try ProviderDecorators.openStore(cache, environment: [:])
    let wrapped = try [local, google].map { provider throws(PipelineError) in
      try ProviderDecorators.decorate(
        provider, terms: storageTerms(for: provider.id), store: store, cache: cache,
        metrics: ProviderMetrics())
    }
    #expect(wrapped.map(\.provider.id) == ["local", "google"])
    for decorated in wrapped {
      _ = try await decorated.provider.searchText(TextSearchRequest(textQuery: "q"))
    }
    // Local answers are kept whole; Google's place IDs only as the stages' verdicts, in the same store.
    #expect(try CacheStore(path: directory.cacheFile).entryCounts() == ["local": 1])
    let memory = try #require(wrapped[1].memory)
    #expect(memory.store === store && wrapped[0].memory == nil)
  }
}
