import EnrichCore
import EnrichFormats
import Foundation
import Testing

/// Reader and writer throughput, for `bench/formats/run.sh` only: it runs when
/// `ENRICH_BENCH_CSV` names an input file and prints figures; it asserts nothing about time
/// (performance targets live in bench/, never in tests).
@Suite struct ThroughputBenchmark {
  static let input = ProcessInfo.processInfo.environment["ENRICH_BENCH_CSV"]

  @Test(.enabled(if: input != nil)) func csvReadAndWrite() throws {
    let input = try #require(Self.input)
    let folder = NSTemporaryDirectory() + "enrich-bench-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }

    var start = Date()
    let reader = try FormatRegistry.makeReader(path: input, options: ReaderOptions())
    var rows = 0
    while try reader.next() != nil { rows += 1 }
    report("read CSV", rows: rows, since: start)

    let header = RunHeader(
      generator: "bench", generatedAt: "2026-01-01T00:00:00Z", providers: [], openAt: nil, attributions: [])
    for format in [OutputFormat.csv, .ndjson, .json, .geojson, .kml] {
      start = Date()
      let reader = try FormatRegistry.makeReader(path: input, options: ReaderOptions())
      let writer = try FormatRegistry.makeWriter(
        path: folder + "/out.\(format.rawValue)", options: WriterOptions(format: format))
      try writer.begin(header, inputColumns: reader.columns)
      var summary = RunSummary()
      while let record = try reader.next() {
        try writer.write(RowResult(record: record, status: .skipped))
        summary.count(.skipped)
      }
      try writer.finish(summary)
      try writer.commit()
      report("read CSV + write \(format.rawValue)", rows: summary.rows, since: start)
    }
  }

  private func report(_ label: String, rows: Int, since start: Date) {
    let seconds = Date().timeIntervalSince(start)
    let rate = Int(Double(rows) / max(seconds, 1e-9))
    print("BENCH \(label): \(rows) rows in \(String(format: "%.2f", seconds)) s = \(rate) rows/s")
  }
}
