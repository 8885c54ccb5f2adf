import EnrichCore

/// The first rows of a self-describing input (JSON, KML), read ahead so a reader's `columns`
/// already holds their keys when the caller writes a header. An error met while reading
/// ahead is held back until the rows before it have been delivered, so it surfaces in order.
struct RecordLookahead {
  /// How many rows readers read ahead (bounded: memory stays a few rows).
  static let defaultCount = 64

  private var queue: [InputRecord] = []
  private var start = 0
  private var deferredError: (any Error)?

  /// Rows a reader already read ahead (a grid's first rows, read to find its table).
  init(records: [InputRecord]) {
    queue = records
  }

  /// Reads up to `count` rows with `read`; after the first, only while `ready` says the next
  /// is there already (a stream fed row by row must not wait for rows to come).
  init(count: Int, ready: () -> Bool = { true }, read: () throws -> InputRecord?) {
    do {
      while queue.count < count, queue.isEmpty || ready(), let record = try read() { queue.append(record) }
    } catch {
      deferredError = error
    }
  }

  /// The next row read ahead, nil when they are all delivered.
  /// - Throws: the error met while reading ahead, once, after its preceding rows.
  mutating func next() throws -> InputRecord? {
    if start < queue.count {
      let record = queue[start]
      start += 1
      if start == queue.count {
        queue = []
        start = 0
      }
      return record
    }
    if let error = deferredError {
      deferredError = nil
      throw error
    }
    return nil
  }

  /// The rows read ahead and not yet delivered.
  var rows: ArraySlice<InputRecord> { queue[start...] }

  /// Whether rows read ahead are still to be delivered.
  var hasRows: Bool { start < queue.count || deferredError != nil }

  /// Throws the error met while reading ahead, if any (it is thrown again after the rows).
  func checkAhead() throws {
    if let deferredError { throw deferredError }
  }

  /// Whether an error was met while reading ahead (the input must not be read further).
  var failed: Bool { deferredError != nil }
}
