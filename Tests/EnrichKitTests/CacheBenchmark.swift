import EnrichCore
import Foundation
import LocalProvider
import Testing

@testable import EnrichKit

/// The request-count benchmark behind `bench/cache/run.sh`, with the real local provider over
/// a real index. It runs only when the script sets `ENRICH_CACHE_BENCH_INDEX` and
/// `ENRICH_CACHE_BENCH_ROWS` (one query per line); figures go to `ENRICH_CACHE_BENCH_OUT`.
/// Counts are asserted; times are only reported.
@Suite("Cache benchmark (bench/cache/run.sh)", .enabled(if: CacheBenchmarkSettings.current != nil))
struct CacheBenchmark {
  /// One pass over the rows, 8 in flight like the runner's default window.
  private func pass(_ rows: [String], settings cache: CacheSettings, index: String) async throws -> (
    requests: Int, hits: Int, seconds: Double
  ) {
    let metrics = ProviderMetrics()
    let local = LocalPlugin(indexPath: index)
    let opened = try local.makeProvider(ProviderContext(environment: [:], metrics: metrics))
    let provider = try ProviderDecorators.wrap(
      opened, terms: local.storageTerms, cache: cache, environment: [:], metrics: metrics)
    let clock = ContinuousClock()
    let started = clock.now
    try await withThrowingTaskGroup(of: Void.self) { group in
      var iterator = rows.makeIterator()
      for _ in 0..<8 {
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
    let elapsed = clock.now - started
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return (metrics.snapshot.totalRequests, metrics.snapshot.cacheHits, seconds)
  }

  @Test func requestsEqualDistinctQueriesAndAReRunMakesNone() async throws {
    let settings = try #require(CacheBenchmarkSettings.current)
    let rows = settings.rows
    let distinct = Set(
      rows.map { CacheKey.searchText(TextSearchRequest(textQuery: $0), provider: "local", fields: []) }
    )
    .count
    let directory = try CacheTestDirectory()
    var cached = CacheSettings()
    cached.path = directory.cacheFile
    var uncached = CacheSettings()
    uncached.enabled = false

    let cold = try await pass(rows, settings: cached, index: settings.index)
    let rerun = try await pass(rows, settings: cached, index: settings.index)
    let dedupOnly = try await pass(rows, settings: uncached, index: settings.index)
    #expect(cold.requests == distinct)
    #expect(rerun.requests == 0)
    #expect(rerun.hits == rows.count)
    #expect(dedupOnly.requests == distinct)

    let size = (try? FileManager.default.attributesOfItem(atPath: directory.cacheFile)[.size] as? Int) ?? 0
    func line(_ name: String, _ figures: (requests: Int, hits: Int, seconds: Double)) -> String {
      let rate = Int((Double(rows.count) / max(figures.seconds, 1e-9)).rounded())
      return
        "| \(name) | \(figures.requests) | \(figures.hits) | \(String(format: "%.2f", figures.seconds)) | \(rate) |"
    }
    let report = [
      "rows: \(rows.count), distinct normalised queries: \(distinct), cache file after run: \(size / 1024) KiB",
      "",
      "| pass | requests sent | cache hits | seconds | rows/s |",
      "|---|---|---|---|---|",
      line("cold cache (coalescing + cache)", cold),
      line("immediate re-run (same cache file)", rerun),
      line("--no-cache (coalescing only)", dedupOnly),
    ].joined(separator: "\n")
    if let output = settings.output {
      try (report + "\n").write(toFile: output, atomically: true, encoding: .utf8)
    }
  }
}

/// The benchmark's inputs from the environment; nil outside `bench/cache/run.sh`.
struct CacheBenchmarkSettings {
  var index: String
  var rows: [String]
  var output: String?

  static let current: CacheBenchmarkSettings? = {
    let environment = ProcessInfo.processInfo.environment
    guard let index = environment["ENRICH_CACHE_BENCH_INDEX"],
      let rowsPath = environment["ENRICH_CACHE_BENCH_ROWS"],
      let text = try? String(contentsOfFile: rowsPath, encoding: .utf8)
    else { return nil }
    let rows = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    return CacheBenchmarkSettings(index: index, rows: rows, output: environment["ENRICH_CACHE_BENCH_OUT"])
  }()
}
