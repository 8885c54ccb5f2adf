import EnrichCore
import EnrichFormats
import Foundation

/// Streams rows from a reader through the stages into the writers: bounded memory whatever
/// the input size, up to `concurrency` rows in flight when a stage waits on I/O, and output
/// in input order. Rows a journal already holds are written again without any request. A
/// fatal provider error or a budget stops the run; rows not processed by then are still
/// written (as `skipped`, with the reason), so every input row appears exactly once.
///
/// With a planner, each row is planned before it starts: the summary reports the plan beside
/// what was made, and with a budget the row first holds its plan's worst case (`RunBudget`),
/// waiting for rows in flight to give back what they did not use; when even that does not
/// leave room, the run stops there and the rest is `skipped` (`budget_exhausted`, resumable).
package struct PipelineRunner: Sendable {
  /// Every stage; the per-row ones run on each row, the others on finished rows in input
  /// order before the writers.
  package let stages: [any Stage]
  let rowStages: [any RowStage]
  let orderStages: [any OrderedStage]
  package let concurrency: Int
  package let context: StageContext
  package let progress: RunProgress
  package var limits = RunLimits()
  /// Facts about the run known before its rows that the summary reports beside its counts
  /// (the input's columns, the shard).
  package var summarySections: [any SummarySection] = []
  /// The provider plugins' own facts for the summary (`ProviderPlugin.summaryFacts`).
  package var providerFacts: [JSONMember] = []
  /// Plans each row (nil: nothing is priced or budgeted, so nothing needs planning).
  package var planner: RowPlanner?
  /// `--max-requests` / `--max-cost`.
  package var budget: RunBudget?
  /// Prices what was billed, for the summary's cost.
  package var pricing = RunPricing([])

  package init(stages: [any Stage], concurrency: Int, context: StageContext, progress: RunProgress) {
    self.stages = stages
    rowStages = stages.compactMap {
      if case .perRow(let stage) = $0.role { stage } else { nil }
    }
    orderStages = stages.compactMap {
      if case .inInputOrder(let stage) = $0.role { stage } else { nil }
    }
    self.concurrency = max(1, concurrency)
    self.context = context
    self.progress = progress
  }

  /// The outcome of a run: its summary and, when it stopped early, why.
  package struct Outcome: Sendable {
    package var summary: RunSummary
    package var stopped: StopReason?
    /// Rows taken from the journal of an interrupted run.
    package var resumedRows: Int
    /// Whether the outputs were written (not when a stopped run answered no row).
    package var replacedOutputs = true

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
    let sink = OrderedSink(writers: writers, orderStages: orderStages, progress: progress)
    let columns = orderStages.reduce(reader.columns) { $1.columns($0) }
    for writer in writers { try writer.begin(header, inputColumns: columns) }

    var tally = PlanTally()
    var stopped = try await runRows(reader: reader, sink: sink, journal: journal, tally: &tally)
    if let stop = stopped {
      // Every remaining row still gets its line in the output.
      while let record = try reader.next() {
        progress.rowRead()
        if let journaled = try journal?.result(for: record) {
          try sink.write(Finished(result: journaled, isNew: false))
        } else {
          try sink.write(Finished(result: skippedRow(record, reason: stop), isNew: false, isSkipped: true))
        }
      }
    }
    try journal?.commit()
    for warning in reader.warnings {
      context.diagnostics.warning(
        warning.message, source: reader.sourceName, line: warning.line, code: "input_warning")
    }
    var summary = sink.summary
    if case .failures(let limit, _)? = stopped?.kind {
      // Counted now, so the message says what the outputs hold.
      stopped?.kind = .failures(
        limit: limit, outcome: "\(Counted.of(summary.byStatus[.failed] ?? 0, "row")) failed")
    }
    let metrics = context.metrics.snapshot
    summary.requests = metrics.requestsByKey
    summary.cacheHits = metrics.cacheHits
    summary.retries = metrics.retries
    var sections = summarySections + orderStages.flatMap(\.summarySections)
    if let cache = metrics.cache { sections.append(cache) }
    if let planner {
      sections.append(PlanSummary(tally, planner.planning))
      planner.planning.keepHistory(planned: tally, made: metrics.billed)
    }
    if !metrics.billed.isEmpty { sections.append(pricing.billing(metrics.billed)) }
    summary.sections = SummarySections.ordered(sections)
    summary.providerFacts = providerFacts
    summary.elapsedSeconds = Date().timeIntervalSince(started)
    let cost = pricing.cost(of: metrics.billed)
    if cost > 0 { summary.estimatedCostUSD = cost }
    if let error = limits.nothingAnswered(
      summary, answered: sink.answeredRows, reasons: sink.unansweredReasons)
    {
      // A stop keeps its own status (resumable); a finished run fails, and its journal, which
      // holds no answer worth resuming, goes with it.
      guard stopped != nil else {
        journal?.finish()
        throw error
      }
      for writer in writers { writer.abandon() }
      return Outcome(
        summary: summary, stopped: stopped, resumedRows: sink.resumedRows, replacedOutputs: false)
    }
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

  /// A finished row on its way to the writers; `isNew` rows were processed by this run.
  struct Finished {
    var result: RowResult
    var isNew: Bool
    /// Left unprocessed by a stop.
    var isSkipped = false
  }

  /// A row's end: its result (or the error that stops the run), and whether it sent a metered
  /// request (only such rows are journaled).
  typealias Completed = (
    sequence: Int, record: InputRecord, outcome: Result<RowResult, ProviderError>, metered: Bool
  )

  /// Finished rows that may wait for an earlier one, in multiples of `concurrency`.
  static let reorderRows = 4

  /// Keeps at most `concurrency` rows in flight; finished rows are journaled at once (a kill
  /// loses only the rows in flight) and wait in a reorder buffer until every earlier row is
  /// written. The buffer holds up to `reorderRows` times `concurrency` rows, so one slow row (a
  /// fallback after its search, queued behind the quota again) does not stall the rows after
  /// it. With `concurrency` 1 or no stage that waits on I/O, this degenerates to one row at a
  /// time.
  private func runRows(
    reader: any RecordReader, sink: OrderedSink, journal: RunJournal?, tally: inout PlanTally
  ) async throws -> StopReason? {
    let window = rowStages.contains(where: \.waitsOnIO) ? concurrency : 1
    return try await withThrowingTaskGroup(of: Completed.self) { group in
      var buffer: [Int: Finished] = [:]
      var launched = 0
      var nextToWrite = 0
      var running = 0
      var stop: StopReason?

      func flush() throws {
        while let ready = buffer.removeValue(forKey: nextToWrite) {
          try sink.write(ready)
          nextToWrite += 1
        }
      }

      func drain(_ completed: Completed) throws {
        switch completed.outcome {
        case .success(let result):
          if completed.metered { try journal?.append(result) }
          buffer[completed.sequence] = Finished(result: result, isNew: true)
        case .failure(let error):
          let reason = StopReason(kind: .provider(error), row: completed.record.row)
          if stop == nil { stop = reason }
          buffer[completed.sequence] = Finished(
            result: skippedRow(completed.record, reason: stop ?? reason), isNew: false, isSkipped: true)
        }
        try flush()
      }

      func next() async throws {
        guard let completed = try await group.next() else { return }
        running -= 1
        try drain(completed)
      }

      /// The next row; rows in flight are finished and written first when it has not arrived
      /// yet, so a filter fed row by row answers each row without waiting for the next.
      func read() async throws -> InputRecord? {
        while running > 0, !reader.isReady { try await next() }
        return stop == nil ? try reader.next() : nil
      }

      while stop == nil, let record = try await read() {
        progress.rowRead()
        if let journaled = try journal?.result(for: record) {
          buffer[launched] = Finished(result: journaled, isNew: false)
          launched += 1
          try flush()
          continue
        }
        while running >= window || launched - nextToWrite >= window * Self.reorderRows, running > 0 {
          try await next()
        }
        if stop == nil, let kind = limits.exceeded(failedRows: sink.failedRows, finishedRows: sink.newRows) {
          stop = StopReason(kind: kind, row: record.row)
        }
        var item = WorkItem(record: record)
        var hold: RowBudget?
        if stop == nil, let planner {
          await prepare(&item)
          let plan = await planner.plan(item)
          tally.add(plan)
          if let budget {
            let amount = plan.worstCase(planner.planning)
            while stop == nil {
              if let granted = budget.hold(amount) {
                hold = granted
                break
              }
              if running == 0 {
                stop = StopReason(kind: .budget(budget.refusal(amount)), row: record.row)
              } else {
                try await next()
              }
            }
          }
        }
        if let stop {
          // Queued behind the rows still in flight, so the output stays in input order.
          buffer[launched] = Finished(result: skippedRow(record, reason: stop), isNew: false, isSkipped: true)
          launched += 1
          break
        }
        let sequence = launched
        launched += 1
        let prepared = item
        if window == 1 {
          // One row at a time: run it here. A child task per row only added a thread hand-off
          // (and a wake-up) to every row.
          let (outcome, metered) = await process(prepared, holding: hold)
          try drain((sequence, record, outcome, metered))
          continue
        }
        running += 1
        group.addTask {
          let (outcome, metered) = await process(prepared, holding: hold)
          return (sequence, record, outcome, metered)
        }
      }
      while running > 0 { try await next() }
      try flush()
      return stop
    }
  }

  /// Runs the stages that prepare a row for planning (normalize: no I/O) on `item`.
  private func prepare(_ item: inout WorkItem) async {
    guard let first = rowStages.first, !first.waitsOnIO else { return }
    try? await first.process(&item, context: context)
  }

  /// Runs the remaining stages on `item` within the row's budget hold, which it gives back
  /// (what it did not use) when the row ends; says whether the row sent a metered request. (A
  /// run without a planner meters nothing: its providers are free and unbudgeted.)
  func process(_ item: WorkItem, holding hold: RowBudget?) async -> (Result<RowResult, ProviderError>, Bool) {
    defer { hold?.close() }
    guard planner != nil else { return (await process(item, skipping: 0), false) }
    let skip = rowStages.first.map { !$0.waitsOnIO } == true ? 1 : 0
    let account = RowAccount(budget: hold)
    let outcome = await RowAccount.$current.withValue(account) { await process(item, skipping: skip) }
    return (outcome, account.requests > 0)
  }

  /// Runs every stage on one row. Non-fatal errors become the row's `failed` status; fatal
  /// provider errors are returned so the run can stop.
  package func process(_ record: InputRecord) async -> Result<RowResult, ProviderError> {
    await process(WorkItem(record: record), skipping: 0)
  }

  private func process(_ start: WorkItem, skipping prepared: Int) async -> Result<RowResult, ProviderError> {
    var item = start
    for stage in rowStages.dropFirst(prepared) where !item.isFinished {
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
}
