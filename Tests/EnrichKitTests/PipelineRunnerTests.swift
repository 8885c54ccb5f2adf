import EnrichCore
import EnrichFormats
import EnrichTestSupport
import Foundation
import Testing

@testable import EnrichKit

/// The runner tests' provider: answers `id-<query>`, fails queries starting with `bad` as bad
/// requests and `failOn` as a revoked key, each call after a random number of yields (so rows
/// finish out of order). With `overlapping`, the first two calls wait for each other: proof that
/// the runner runs rows concurrently, whatever the timing.
func runnerProvider(failOn: String? = nil, overlapping: Bool = false) -> FakeProvider {
  let answers = FakeProvider.Answers(searchText: { request in
    if request.textQuery.hasPrefix("bad") { throw ProviderError(.invalidRequest, "bad request") }
    return [ProviderPlace(place: Place(id: "id-\(request.textQuery)", name: request.textQuery))]
  })
  let yields = FakeProvider.Latency.yields(upTo: 15)
  let provider = FakeProvider(
    id: "slow", attributions: [Attribution(provider: "Test", text: "test data")], answers: answers,
    latency: overlapping ? .barrier(TestBarrier(count: 2), then: yields) : yields)
  if let failOn { provider.fail(failOn, with: ProviderError(.permissionDenied, "API key not valid")) }
  return provider
}

final class ArrayReader: RecordReader {
  let sourceName = "memory"
  let columns = ["name"]
  let warnings: [FormatWarning] = []
  var records: [InputRecord]

  init(names: [String]) {
    records = names.enumerated().map {
      InputRecord(row: $0.offset + 1, line: $0.offset + 2, fields: [Field("name", .string($0.element))])
    }
    records.reverse()
  }

  func next() throws -> InputRecord? { records.popLast() }
}

final class CollectingWriter: RecordWriter {
  var rows: [RowResult] = []
  var finished = false

  func begin(_ header: RunHeader, inputColumns: [String]) throws {}
  func write(_ row: RowResult) throws { rows.append(row) }
  func finish(_ summary: RunSummary) throws { finished = true }
  func commit() throws {}
  var outputName: String { "<memory>" }
  func abandon() {}
  var pendingPath: String? { nil }
}

@Suite struct PipelineRunnerTests {
  func runner(_ provider: FakeProvider, concurrency: Int) -> PipelineRunner {
    var mapping = ColumnMapping()
    mapping.name = "name"
    let context = StageContext(
      metrics: ProviderMetrics(), runStarted: Date(), diagnostics: DiagnosticsEngine { _ in },
      sourceName: "memory")
    var settings = SearchSettings()
    settings.minConfidence = 0.5
    return PipelineRunner(
      stages: [NormalizeStage(mapping: mapping), SearchStage(providers: [provider], settings: settings)],
      concurrency: concurrency, context: context, progress: RunProgress())
  }

  func header() -> RunHeader {
    RunHeader(generator: "test", generatedAt: "now", providers: ["slow"], openAt: nil, attributions: [])
  }

  @Test func keepsInputOrderAndBoundsRowsInFlight() async throws {
    let provider = runnerProvider(overlapping: true)
    let names = (1...200).map { "Place \($0)" }
    let writer = CollectingWriter()
    let outcome = try await runner(provider, concurrency: 8).run(
      reader: ArrayReader(names: names), writers: [writer], header: header())
    #expect(writer.rows.map(\.record.row) == Array(1...200))
    #expect(writer.rows.allSatisfy { $0.status == .matched })
    #expect(writer.rows.map { $0.place?.name } == names.map { Optional($0) })
    #expect(provider.peakInFlight <= 8)
    #expect(provider.peakInFlight > 1)
    #expect(outcome.summary.rows == 200)
    #expect(writer.finished)
  }

  @Test func aRowErrorFailsThatRowOnly() async throws {
    let writer = CollectingWriter()
    _ = try await runner(runnerProvider(), concurrency: 4).run(
      reader: ArrayReader(names: ["A", "bad one", "C"]), writers: [writer], header: header())
    #expect(writer.rows.map(\.status) == [.matched, .failed, .matched])
    #expect(writer.rows[1].error?.code == "invalid_request")
  }

  @Test(arguments: [1, 6])
  func aFatalErrorStopsTheRunButEveryRowIsWrittenOnce(concurrency: Int) async throws {
    let names = (1...50).map { "Place \($0)" }
    let writer = CollectingWriter()
    let outcome = try await runner(runnerProvider(failOn: "Place 20"), concurrency: concurrency).run(
      reader: ArrayReader(names: names), writers: [writer], header: header())
    #expect(outcome.stopped?.kind == .provider(ProviderError(.permissionDenied, "API key not valid")))
    #expect(writer.rows.map(\.record.row) == Array(1...50))
    #expect(writer.rows[19].status == .skipped)
    #expect(writer.rows[19].error?.code == "run_stopped")
    #expect(writer.rows.last?.status == .skipped)
    #expect(writer.rows.prefix(19).allSatisfy { $0.status == .matched })
  }
}
