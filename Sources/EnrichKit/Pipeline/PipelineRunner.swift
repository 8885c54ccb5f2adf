import EnrichCore
import EnrichFormats
import Foundation

/// Streams rows from a reader through the stages into the writers: bounded memory whatever
/// the input size, up to `concurrency` rows in flight when a stage waits on I/O, and output
/// in input order. Rows a journal already holds are written again without any request. A
/// fatal provider error or a budget stops the run; rows not processed by then are still
/// written (as `skipped`, with the reason), so every input row appears exactly once.
package struct PipelineRunner: Sendable {
  /// Every stage; the per-row ones run on each row, the others on finished rows in input
  /// order before the writers.
  package let stages: [any Stage]
  let rowStages: [any Stage]
  let orderStages: [any Stage]
  package let concurrency: Int
  package let context: StageContext
  package let progress: RunProgress
  package var limits = RunLimits()
  /// Facts about the run the summary reports beside its counts (the billing SKU in use).
  package var summaryFacts: [JSONMember] = []

  package init(stages: [any Stage], concurrency: Int, context: StageContext, progress: RunProgress) {
    self.stages = stages
    rowStages = stages.filter(\.isPerRow)
    orderStages = stages.filter { !$0.isPerRow }
    self.concurrency = max(1, concurrency)
    self.context = context
    self.progress = progress
  }

  /// What ended a run early.
  package enum StopKind: Sendable, Equatable {
    /// The provider cannot go on (bad key, billing, exhausted daily quota, unusable index).
    case provider(ProviderError)
    /// `--max-requests` / `--max-cost` reached: resumable.
    case budget(String)
    /// `--max-failures` reached.
    case failures(String)

    package var message: String {
      switch self {
      case .provider(let error): return error.message
      case .budget(let message), .failures(let message): return message
      }
    }
  }

  /// Why a run stopped before processing every row.
  package struct StopReason: Sendable, Equatable {
    package var kind: StopKind
    /// 1-based row at which the run stopped.
    package var row: Int
  }

  /// The outcome of a run: its summary and, when it stopped early, why.
  package struct Outcome: Sendable {
    package var summary: RunSummary
    package var stopped: StopReason?
    /// Rows taken from the journal of an interrupted run.
    package var resumedRows: Int

    /// The summary as the `--summary` file holds it: the counts, why the run stopped, and the
    /// rows taken from a journal.
    package var summaryDocument: JSONValue {
      var members = summary.jsonValue.objectValue ?? []
      if let stopped {
        members.append(JSONMember("stoppedAtRow", .number(stopped.row)))
        members.append(JSONMember("stopReason", .string(stopped.kind.message)))
      }
      members.append(JSONMember("resumedRows", .number(resumedRows)))
      return .object(members)
    }
  }

  /// Runs the whole input. Reader errors (syntax, encoding) propagate and leave the outputs
  /// uncommitted; the caller abandons them. The journal is committed as rows finish and
  /// removed only when every row was processed.
  package func run(
    reader: any RecordReader, writers: [any RecordWriter], header: RunHeader, journal: RunJournal? = nil
  ) async throws -> Outcome {
    let started = Date()
    let sink = OrderedSink(writers: writers, orderStages: orderStages, journal: journal, progress: progress)
    let columns = orderStages.reduce(reader.columns) { $1.columns($0) }
    for writer in writers { try writer.begin(header, inputColumns: columns) }

    let stopped = try await runRows(reader: reader, sink: sink, journal: journal)
    if let stop = stopped {
      // Every remaining row still gets its line in the output.
      while let record = try reader.next() {
        progress.rowRead()
        if let journaled = try journal?.result(for: record) {
          try sink.write(Finished(result: journaled, isNew: false))
        } else {
          try sink.write(Finished(result: skippedRow(record, reason: stop), isNew: false))
        }
      }
    }
    try journal?.commit()
    for warning in reader.warnings {
      context.diagnostics.warning(
        warning.message, source: reader.sourceName, line: warning.line, code: "input_warning")
    }
    var summary = sink.summary
    summary.extra += summaryFacts + orderStages.flatMap(\.summaryMembers)
    let metrics = context.metrics.snapshot
    summary.requests = metrics.requestsByKey
    summary.cacheHits = metrics.cacheHits
    summary.retries = metrics.retries
    if let cache = metrics.cache { summary.extra.append(JSONMember("cache", cache.jsonValue)) }
    summary.elapsedSeconds = Date().timeIntervalSince(started)
    let cost = limits.costOf(metrics.billableRequests)
    if cost > 0 { summary.estimatedCostUSD = cost }
    // Every output is complete before any is renamed into place, so a failure (a full disk on
    // the second output) leaves every old output as it was.
    for writer in writers { try writer.finish(summary) }
    var replaced: [String] = []
    for writer in writers {
      do {
        try writer.commit()
      } catch var error as OutputError {
        error.replaced = replaced
        throw error
      }
      replaced.append(writer.outputName)
    }
    if stopped == nil { journal?.finish() }
    return Outcome(summary: summary, stopped: stopped, resumedRows: sink.resumedRows)
  }

  /// A finished row on its way to the writers; `isNew` rows are journaled.
  struct Finished {
    var result: RowResult
    var isNew: Bool
  }

  /// Keeps at most `concurrency` rows between read and written; finished rows wait in a
  /// small reorder buffer until every earlier row is written. With `concurrency` 1 or no
  /// stage that waits on I/O, this degenerates to one row at a time.
  private func runRows(reader: any RecordReader, sink: OrderedSink, journal: RunJournal?) async throws
    -> StopReason?
  {
    let window = rowStages.contains(where: \.waitsOnIO) ? concurrency : 1
    return try await withThrowingTaskGroup(of: (Int, InputRecord, Result<RowResult, ProviderError>).self) {
      group in
      var buffer: [Int: Finished] = [:]
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
        case .success(let result):
          buffer[sequence] = Finished(result: result, isNew: true)
        case .failure(let error):
          let reason = StopReason(kind: .provider(error), row: record.row)
          if stop == nil { stop = reason }
          buffer[sequence] = Finished(result: skippedRow(record, reason: stop ?? reason), isNew: false)
        }
        try flush()
      }

      while stop == nil, let record = try reader.next() {
        progress.rowRead()
        if let journaled = try journal?.result(for: record) {
          buffer[launched] = Finished(result: journaled, isNew: false)
          launched += 1
          try flush()
          continue
        }
        while launched - nextToWrite >= window, let completed = try await group.next() {
          try drain(completed)
        }
        if stop == nil,
          let kind = limits.exceeded(
            requests: context.metrics.snapshot.requests,
            billable: context.metrics.snapshot.billableRequests, failedRows: sink.failedRows,
            finishedRows: sink.newRows)
        {
          stop = StopReason(kind: kind, row: record.row)
        }
        if let stop {
          // Queued behind the rows still in flight, so the output stays in input order.
          buffer[launched] = Finished(result: skippedRow(record, reason: stop), isNew: false)
          launched += 1
          break
        }
        let sequence = launched
        launched += 1
        if window == 1 {
          // One row at a time: run it here. A child task per row only added a thread hand-off
          // (and a wake-up) to every row.
          try drain((sequence, record, await process(record)))
          continue
        }
        group.addTask { (sequence, record, await process(record)) }
      }
      while let completed = try await group.next() { try drain(completed) }
      try flush()
      return stop
    }
  }

  /// Runs every stage on one row. Non-fatal errors become the row's `failed` status; fatal
  /// provider errors are returned so the run can stop.
  package func process(_ record: InputRecord) async -> Result<RowResult, ProviderError> {
    var item = WorkItem(record: record)
    for stage in rowStages where !item.isFinished {
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
        message: "not processed: the run stopped at row \(reason.row) (\(reason.kind.message))"))
  }
}

/// Counts finished rows (in input order), journals new ones, passes them through the
/// in-input-order stages, and writes the survivors to every output.
final class OrderedSink {
  let writers: [any RecordWriter]
  let orderStages: [any Stage]
  let journal: RunJournal?
  let progress: RunProgress
  private(set) var summary = RunSummary()
  private(set) var failedRows = 0
  private(set) var newRows = 0
  private(set) var resumedRows = 0

  init(
    writers: [any RecordWriter], orderStages: [any Stage], journal: RunJournal?, progress: RunProgress
  ) {
    self.writers = writers
    self.orderStages = orderStages
    self.journal = journal
    self.progress = progress
  }

  func write(_ finished: PipelineRunner.Finished) throws {
    let result = finished.result
    if finished.isNew {
      try journal?.append(result)
      newRows += 1
      if result.status == .failed { failedRows += 1 }
    } else if result.error?.code != "run_stopped" {
      resumedRows += 1
    }
    summary.count(result.status)
    progress.rowWritten(result)
    var row = result
    for stage in orderStages {
      guard let shaped = stage.shape(row) else { return }
      row = shaped
    }
    for writer in writers { try writer.write(row) }
  }
}
