import EnrichCore
import EnrichFormats
import EnrichTestSupport
import Foundation
import Synchronization
import Testing

@testable import EnrichKit

/// An output written on its own queue: every row in order, a stream's rows one by one, and a
/// failure that stops the output and reaches the run.
struct QueuedRecordWriterTests {
  struct DiskFull: Error {}

  /// Remembers what it was given; fails at row `failAt`. `pendingPath` nil: a stream.
  final class RecordingWriter: RecordWriter, Sendable {
    let rows = Mutex<[Int]>([])
    let finished = Mutex(false)
    let failAt: Int?
    let pendingPath: String?

    init(failAt: Int? = nil, pendingPath: String? = "/tmp/.out.json.partial") {
      self.failAt = failAt
      self.pendingPath = pendingPath
    }

    func begin(_ header: RunHeader, inputColumns: [String]) throws {}
    func write(_ row: RowResult) throws {
      if row.record.row == failAt { throw DiskFull() }
      rows.withLock { $0.append(row.record.row) }
    }
    func finish(_ summary: RunSummary) throws { finished.withLock { $0 = true } }
    func commit() throws {}
    func abandon() {}
    var outputName: String { "out.json" }
  }

  static func row(_ number: Int) -> RowResult {
    RowResult(record: InputRecord(row: number, line: number + 1, fields: []), status: .skipped)
  }

  static let header = RunHeader(
    generator: "enrich test", generatedAt: "2026-12-01T00:00:00Z", providers: [], openAt: nil,
    attributions: [])

  @Test func everyRowIsWrittenInOrderBeforeTheOutputIsFinished() throws {
    let recording = RecordingWriter()
    let queued = QueuedRecordWriter(recording, capacity: 2, batchSize: 7)
    try queued.begin(Self.header, inputColumns: [])
    for number in 1...1_000 { try queued.write(Self.row(number)) }
    try queued.finish(RunSummary())
    #expect(recording.rows.withLock { $0 } == Array(1...1_000))
    #expect(recording.finished.withLock { $0 })
  }

  @Test func aStreamGetsEachRowAsItComes() async throws {
    let recording = RecordingWriter(pendingPath: nil)
    let queued = QueuedRecordWriter(recording, batchSize: 64)
    try queued.begin(Self.header, inputColumns: [])
    try queued.write(Self.row(1))
    // Not held back for a batch: the row reaches the stream without another row after it.
    try await waitUntil("the first row is written") { recording.rows.withLock { $0 } == [1] }
    try queued.finish(RunSummary())
  }

  @Test func aFailedWriteStopsTheOutputAndIsThrown() throws {
    let recording = RecordingWriter(failAt: 10)
    let queued = QueuedRecordWriter(recording, capacity: 1, batchSize: 4)
    try queued.begin(Self.header, inputColumns: [])
    #expect(throws: DiskFull.self) {
      for number in 1...1_000 { try queued.write(Self.row(number)) }
      try queued.finish(RunSummary())
    }
    #expect(recording.rows.withLock { $0 } == Array(1...9))  // nothing after the failure
    #expect(!recording.finished.withLock { $0 })
  }
}
