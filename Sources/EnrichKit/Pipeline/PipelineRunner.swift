import EnrichCore
import EnrichFormats
import Foundation

/// Streams rows from a reader through the stages into the writers: bounded memory whatever
/// the input size, up to `concurrency` rows in flight when a stage waits on I/O, and output
/// in input order. A fatal provider error stops the run; rows not processed by then are still
/// written (as `skipped`, with the reason), so every input row appears exactly once.
public struct PipelineRunner: Sendable {
  public let stages: [any Stage]
  public let concurrency: Int
  public let context: StageContext
  public let progress: RunProgress

  public init(stages: [any Stage], concurrency: Int, context: StageContext, progress: RunProgress) {
    self.stages = stages
    self.concurrency = max(1, concurrency)
    self.context = context
    self.progress = progress
  }

  /// Why a run stopped before processing every row.
  public struct StopReason: Sendable, Equatable {
    public var error: ProviderError
    /// 1-based row at which the run stopped.
    public var row: Int
  }

  /// The outcome of a run: its summary and, when it stopped early, why.
  public struct Outcome: Sendable {
    public var summary: RunSummary
    public var stopped: StopReason?
  }

  /// Runs the whole input. Reader errors (syntax, encoding) propagate and leave the outputs
  /// uncommitted; the caller abandons them.
  public func run(
    reader: any RecordReader, writers: [any RecordWriter], header: RunHeader,
    outputStages: [any OutputStage] = []
  ) async throws -> Outcome {
    let started = Date()
    var summary = RunSummary()
    var stopped: StopReason?
    let sink = OrderedSink(writers: writers, outputStages: outputStages, progress: progress)
    let columns = outputStages.reduce(reader.columns) { $1.columns($0) }
    for writer in writers { try writer.begin(header, inputColumns: columns) }

    if stages.contains(where: \.waitsOnIO), concurrency > 1 {
      stopped = try await runConcurrently(reader: reader, sink: sink)
    } else {
      stopped = try await runInline(reader: reader, sink: sink)
    }
    if let stopped {
      // Every remaining row still gets its line in the output.
      while let record = try reader.next() {
        progress.rowRead()
        try sink.write(skippedRow(record, reason: stopped))
      }
    }
    summary = sink.summary
    for warning in reader.warnings {
      context.diagnostics.warning(warning.message, source: reader.sourceName, line: warning.line)
    }
    let metrics = context.metrics.snapshot
    summary.requests = metrics.requests
    summary.cacheHits = metrics.cacheHits
    summary.retries = metrics.retries
    summary.elapsedSeconds = Date().timeIntervalSince(started)
    for writer in writers { try writer.finish(summary) }
    return Outcome(summary: summary, stopped: stopped)
  }

  private func runInline(reader: any RecordReader, sink: OrderedSink) async throws -> StopReason? {
    while let record = try reader.next() {
      progress.rowRead()
      switch await process(record) {
      case .success(let result):
        try sink.write(result)
      case .failure(let error):
        let reason = StopReason(error: error, row: record.row)
        try sink.write(skippedRow(record, reason: reason))
        return reason
      }
    }
    return nil
  }

  /// Keeps at most `concurrency` rows between read and written; finished rows wait in a
  /// small reorder buffer until every earlier row is written.
  private func runConcurrently(reader: any RecordReader, sink: OrderedSink) async throws
    -> StopReason?
  {
    try await withThrowingTaskGroup(of: (Int, InputRecord, Result<RowResult, ProviderError>).self) {
      group in
      var buffer: [Int: RowResult] = [:]
      var launched = 0
      var nextToWrite = 0
      var stop: StopReason?

      func flush() throws {
        while let ready = buffer.removeValue(forKey: nextToWrite) {
          try sink.write(ready)
          nextToWrite += 1
        }
      }

      func drain(_ completed: (Int, InputRecord, Result<RowResult, ProviderError>)) throws {
        let (sequence, record, outcome) = completed
        switch outcome {
        case .success(let result): buffer[sequence] = result
        case .failure(let error):
          let reason = StopReason(error: error, row: record.row)
          if stop == nil { stop = reason }
          buffer[sequence] = skippedRow(record, reason: stop ?? reason)
        }
        try flush()
      }

      while stop == nil, let record = try reader.next() {
        progress.rowRead()
        while launched - nextToWrite >= concurrency, let completed = try await group.next() {
          try drain(completed)
        }
        if let stop {
          // Queued behind the rows still in flight, so the output stays in input order.
          buffer[launched] = skippedRow(record, reason: stop)
          launched += 1
          break
        }
        let sequence = launched
        launched += 1
        group.addTask { (sequence, record, await process(record)) }
      }
      while let completed = try await group.next() { try drain(completed) }
      try flush()
      return stop
    }
  }

  /// Runs every stage on one row. Non-fatal errors become the row's `failed` status; fatal
  /// provider errors are returned so the run can stop.
  public func process(_ record: InputRecord) async -> Result<RowResult, ProviderError> {
    var item = WorkItem(record: record)
    for stage in stages where !item.isFinished {
      do {
        try await stage.process(&item, context: context)
      } catch let error as ProviderError where error.isFatal {
        return .failure(error)
      } catch let error as ProviderError {
        item.finish(.failed, error: RowError(code: error.kind.rawValue, message: error.message))
      } catch {
        item.finish(.failed, error: RowError(code: "internal", message: "\(stage.name): \(error)"))
      }
    }
    return .success(item.result)
  }

  func skippedRow(_ record: InputRecord, reason: StopReason) -> RowResult {
    RowResult(
      record: record, status: .skipped,
      error: RowError(
        code: "run_stopped",
        message: "not processed: the run stopped at row \(reason.row) (\(reason.error.message))"))
  }
}

/// Counts finished rows (in input order), passes them through the output stages, and writes
/// the survivors to every output.
final class OrderedSink {
  let writers: [any RecordWriter]
  let outputStages: [any OutputStage]
  let progress: RunProgress
  private(set) var summary = RunSummary()

  init(writers: [any RecordWriter], outputStages: [any OutputStage], progress: RunProgress) {
    self.writers = writers
    self.outputStages = outputStages
    self.progress = progress
  }

  func write(_ result: RowResult) throws {
    summary.count(result.status)
    progress.rowWritten(result)
    var row = result
    for stage in outputStages {
      guard let shaped = stage.shape(row) else { return }
      row = shaped
    }
    for writer in writers { try writer.write(row) }
  }
}
