import EnrichCore
import Foundation
import Testing

@testable import GoogleProvider

/// The provider side of `bench/google/run.sh`: disabled unless `ENRICH_GOOGLE_BENCH` names an
/// output file. Sends one text search per line of `ENRICH_BENCH_QUERIES` through the provider
/// at `ENRICH_BENCH_CONCURRENCY` tasks and `ENRICH_BENCH_QPS`, then writes a JSON summary.
/// Not a test of speed (figures go to bench/RESULTS-google.md); it fails only if calls fail.
@Suite("Throughput harness (opt-in)")
struct GoogleThroughputHarness {
  static let environment = ProcessInfo.processInfo.environment

  @Test(.enabled(if: environment["ENRICH_GOOGLE_BENCH"] != nil))
  func textSearchThroughput() async throws {
    let env = Self.environment
    let output = try #require(env["ENRICH_GOOGLE_BENCH"])
    let queries = try String(contentsOfFile: try #require(env["ENRICH_BENCH_QUERIES"]), encoding: .utf8)
      .split(separator: "\n").map(String.init)
    let concurrency = Int(env["ENRICH_BENCH_CONCURRENCY"] ?? "") ?? 64
    var configuration = GoogleConfiguration(apiKey: try #require(env["ENRICH_BENCH_KEY"]))
    configuration.placesEndpoint = try #require(env["ENRICH_BENCH_ENDPOINT"])
    configuration.geocodingEndpoint = configuration.placesEndpoint
    configuration.qps = Double(env["ENRICH_BENCH_QPS"] ?? "")
    configuration.maxInFlight = concurrency
    let metrics = ProviderMetrics()
    let provider = try GoogleProvider(configuration: configuration, metrics: metrics)

    let clock = ContinuousClock()
    let start = clock.now
    let failures = await withTaskGroup(of: Int.self) { group in
      var next = 0
      var failed = 0
      func add() {
        let query = queries[next]
        next += 1
        group.addTask {
          do {
            _ = try await provider.searchText(TextSearchRequest(textQuery: query))
            return 0
          } catch {
            return 1
          }
        }
      }
      while next < min(concurrency, queries.count) { add() }
      for await result in group {
        failed += result
        if next < queries.count { add() }
      }
      return failed
    }
    let elapsed = clock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let snapshot = metrics.snapshot
    let summary = """
      {"rows": \(queries.count), "failed": \(failures), "seconds": \(seconds), \
      "rowsPerSecond": \(Double(queries.count) / seconds), \
      "requests": \(snapshot.totalRequests), "requestsPerSecond": \(Double(snapshot.totalRequests) / seconds), \
      "retries": \(snapshot.retries), "rateLimited": \(snapshot.rateLimited), "concurrency": \(concurrency)}
      """
    try summary.write(toFile: output, atomically: true, encoding: .utf8)
    #expect(failures == 0)
  }
}
