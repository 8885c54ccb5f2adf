import Dispatch
import EnrichCore
import EnrichFormats
import Synchronization

/// Runs one output's writer on a serial queue of its own, so formatting and writing rows
/// overlaps reading and processing the next ones: a run without a provider spends nearly half
/// its time in its writers, and the second core was idle meanwhile. Rows keep their order and
/// go over in batches (one hand-over per row would cost more than some formats' writing); an
/// output written in place — stdout, a pipe — gets every row at once, so a streaming filter
/// still flushes row by row. At most `capacity` batches wait, so memory stays bounded. A write
/// that fails stops that output (no later row is written to it), and its error is thrown by the
/// next `write`, so the run stops as it did when writing on its own thread, or by `finish`.
final class QueuedRecordWriter: RecordWriter, Sendable {
  // Used by the queue for rows and by the caller for the rest, one at a time.
  private let writer: Mutex<any RecordWriter>
  private let queue = DispatchQueue(label: "enrich-output-writer")
  private let room: DispatchSemaphore
  private let failure = Mutex<(any Error)?>(nil)
  /// Rows not handed over yet (the caller's, guarded for `Sendable`).
  private let pending = Mutex<[RowResult]>([])
  private let batchSize: Int
  let outputName: String

  init(_ writer: sending any RecordWriter, capacity: Int = 8, batchSize: Int = 64) {
    outputName = writer.outputName
    // A temporary file is renamed into place at the end, so nobody reads it while it grows.
    self.batchSize = writer.pendingPath == nil ? 1 : batchSize
    self.writer = Mutex(writer)
    room = DispatchSemaphore(value: capacity)
  }

  var pendingPath: String? { writer.withLock { $0.pendingPath } }
  var pendingPaths: [String] { writer.withLock { $0.pendingPaths } }

  func begin(_ header: RunHeader, inputColumns: [String]) throws {
    try writer.withLock { try $0.begin(header, inputColumns: inputColumns) }
  }

  func write(_ row: RowResult) throws {
    if let error = failure.withLock({ $0 }) { throw error }
    let full = pending.withLock { rows -> [RowResult]? in
      rows.append(row)
      guard rows.count >= batchSize else { return nil }
      defer { rows.removeAll(keepingCapacity: true) }
      return rows
    }
    if let full { handOver(full) }
  }

  func finish(_ summary: RunSummary) throws {
    handOver(
      pending.withLock { rows in
        defer { rows = [] }
        return rows
      })
    try drain()
    try writer.withLock { try $0.finish(summary) }
  }

  func commit() throws {
    try writer.withLock { try $0.commit() }
  }

  func abandon() {
    pending.withLock { $0 = [] }
    queue.sync {}
    writer.withLock { $0.abandon() }
  }

  private func handOver(_ rows: [RowResult]) {
    guard !rows.isEmpty else { return }
    room.wait()
    queue.async { [self] in
      defer { room.signal() }
      guard failure.withLock({ $0 == nil }) else { return }
      do {
        try writer.withLock { writer in
          for row in rows { try writer.write(row) }
        }
      } catch {
        failure.withLock { $0 = error }
      }
    }
  }

  /// Waits until every handed-over row is written; throws the first failure.
  private func drain() throws {
    queue.sync {}
    if let error = failure.withLock({ $0 }) { throw error }
  }
}
