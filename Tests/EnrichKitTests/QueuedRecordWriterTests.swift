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

  /// Writes nothing until the gate opens; counts the rows it was given.
  final class GatedWriter: RecordWriter, Sendable {
    /// Entered once: `wait` returns once it is left.
    let gate = DispatchGroup()
    let written = Mutex(0)
    init() { gate.enter() }
    var pendingPath: String? { "/tmp/.out.json.partial" }
    func begin(_ header: RunHeader, inputColumns: [String]) throws {}
    func write(_ row: RowResult) throws {
      gate.wait()
      written.withLock { $0 += 1 }
    }
    func finish(_ summary: RunSummary) throws {}
    func commit() throws {}
    func abandon() {}
    var outputName: String { "out.json" }
  }

  @Test func rowsOfMegabyteCellsWaitInFewBatches() async throws {
    let gated = GatedWriter()
    let queued = QueuedRecordWriter(gated, capacity: 2, batchSize: 64, batchBytes: 1 << 20)
    try queued.begin(Self.header, inputColumns: [])
    let cell = JSONValue.string(String(repeating: "x", count: 600_000))
    let accepted = Mutex(0)
    let producer = Task.detached {
      for number in 1...40 {
        let record = InputRecord(row: number, line: number, fields: [Field("address", cell)])
        try queued.write(RowResult(record: record, status: .skipped))
        accepted.withLock { $0 += 1 }
      }
    }
    // Two such rows fill a batch by size. The first batch is being written (held at the gate),
    // the second waits, the third cannot be handed over: the sixth row's write stays blocked
    // until the gate opens, with five rows (3 MB) accepted, not 40 (rows by count alone).
    try await waitUntil("five rows are accepted") { accepted.withLock { $0 } == 5 }
    #expect(gated.written.withLock { $0 } == 0)
    gated.gate.leave()
    try await producer.value
    try queued.finish(RunSummary())
    #expect(gated.written.withLock { $0 } == 40)
    #expect(accepted.withLock { $0 } == 40)
  }

  @Test func aRowsSizeCountsItsInputAndQuery() {
    var row = RowResult(
      record: InputRecord(
        row: 1, line: 2,
        fields: [Field("name", .string("Kappeli")), Field("tags", .array([.string("ab"), .number("12")]))]),
      status: .matched)
    row.query = "Kappeli, Helsinki"
    // "name" 4 + "Kappeli" 7 + 2; "tags" 4 + [ 2 + ("ab" 2 + 2 + 1) + ("12" 2 + 2 + 1) ]; query 17.
    #expect(QueuedRecordWriter.approximateBytes(of: row) == 13 + 16 + 17)
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
