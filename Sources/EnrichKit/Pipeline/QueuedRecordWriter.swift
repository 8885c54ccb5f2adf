import Dispatch
import EnrichCore
import EnrichFormats
import Synchronization

/// Runs one output's writer on a serial queue of its own, so formatting and writing rows
/// overlaps reading and processing the next ones: a run without a provider spends nearly half
/// its time in its writers, and the second core was idle meanwhile. Rows keep their order and
/// go over in batches (one hand-over per row would cost more than some formats' writing); an
/// output written in place — stdout, a pipe — gets every row at once, so a streaming filter
/// still flushes row by row. At most `capacity` batches wait, and a batch is handed over at
/// `batchSize` rows or `batchBytes` of input text, whichever comes first, so memory stays
/// bounded even when every row carries megabyte cells (each row echoes its input). A write
/// that fails stops that output (no later row is written to it), and its error is thrown by the
/// next `write`, so the run stops as it did when writing on its own thread, or by `finish`.
final class QueuedRecordWriter: RecordWriter, Sendable {
  // Used by the queue for rows and by the caller for the rest, one at a time.
  private let writer: Mutex<any RecordWriter>
  private let queue = DispatchQueue(label: "enrich-output-writer")
  private let room: DispatchSemaphore
  private let failure = Mutex<(any Error)?>(nil)
  /// Rows not handed over yet and their size (the caller's, guarded for `Sendable`).
  private let pending = Mutex<(rows: [RowResult], bytes: Int)>(([], 0))
  private let batchSize: Int
  private let batchBytes: Int
  let outputName: String

  init(
    _ writer: sending any RecordWriter, capacity: Int = 8, batchSize: Int = 64, batchBytes: Int = 1 << 20
  ) {
    outputName = writer.outputName
    // A temporary file is renamed into place at the end, so nobody reads it while it grows.
    self.batchSize = writer.pendingPath == nil ? 1 : batchSize
    self.batchBytes = batchBytes
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
    let size = Self.approximateBytes(of: row)
    let full = pending.withLock { pending -> [RowResult]? in
      pending.rows.append(row)
      pending.bytes += size
      guard pending.rows.count >= batchSize || pending.bytes >= batchBytes else { return nil }
      defer {
        pending.rows.removeAll(keepingCapacity: true)
        pending.bytes = 0
      }
      return pending.rows
    }
    if let full { handOver(full) }
  }

  func finish(_ summary: RunSummary) throws {
    handOver(
      pending.withLock { pending in
        defer { pending = ([], 0) }
        return pending.rows
      })
    try drain()
    try writer.withLock { try $0.finish(summary) }
  }

  func commit() throws {
    try writer.withLock { try $0.commit() }
  }

  func abandon() {
    pending.withLock { $0 = ([], 0) }
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

  /// What a row holds that can be large: its input (every output echoes it) and its query,
  /// in UTF-8 bytes, counted without walking any text.
  static func approximateBytes(of row: RowResult) -> Int {
    row.record.fields.reduce(row.query?.utf8.count ?? 0) {
      $0 + $1.name.utf8.count + $1.value.approximateBytes
    }
  }

  /// Waits until every handed-over row is written; throws the first failure.
  private func drain() throws {
    queue.sync {}
    if let error = failure.withLock({ $0 }) { throw error }
  }
}
