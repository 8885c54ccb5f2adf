import EnrichCore
import EnrichFormats
import EnrichKit
import EnrichSystem
import Foundation
import GoogleProvider

/// Runs a pipeline value the way cron needs it: locked against a second run on the same
/// outputs, journaled so it can resume, bounded by budgets, with progress and a summary on
/// stderr. Shared by `enrich INPUT` and `enrich run PIPELINE`.
struct PipelineExecution {
  let console: Console

  func run(_ configuration: PipelineConfiguration) async throws -> ExitStatus {
    let environment = ProcessInfo.processInfo.environment
    if configuration.run.dryRun {
      try Self.check(RunFiles(configuration, journalPath: nil, environment: environment))
      return try dryRun(configuration)
    }
    let started = Date()
    let journalPath = Self.journalPath(configuration)
    let files = RunFiles(configuration, journalPath: journalPath, environment: environment)
    try Self.check(files)
    let locks = try lock(files)
    defer { locks.forEach { $0.release() } }
    let metrics = ProviderMetrics()
    let progress = RunProgress()
    let diagnostics = DiagnosticsEngine { [console] diagnostic in
      // --quiet keeps stderr for errors; every row keeps its warnings in the output.
      if console.quiet, diagnostic.severity != .error { return }
      console.error(diagnostic.rendered)
    }
    let builder = PipelineBuilder(
      environment: environment, metrics: metrics, diagnostics: diagnostics,
      progress: progress, now: started, generator: EnrichCLI.generator)
    var pipeline: BuiltPipeline
    let journal: RunJournal?
    do {
      pipeline = try builder.build(configuration)
      journal = try openJournal(configuration, at: journalPath)
    } catch let error as PipelineError {
      throw CommandFailure(Self.status(for: error.kind), error.message)
    }
    pipeline.runner.limits = RunLimits.from(
      configuration.run, searchTier: configuration.searchSKU.priceSuffix)
    if let journal, !journal.committedRows.isEmpty {
      console.info(
        "enrich: resuming: \(journal.committedRows.count) rows already done (journal \(journal.path))")
    }
    let interrupts = InterruptHandler(
      temporaryFiles: pipeline.writers.compactMap(\.pendingPath) + locks.map(\.path),
      resumable: journal != nil,
      console: console)
    defer { interrupts.cancel() }
    let reporter = ProgressReporter(console: console, progress: progress, metrics: metrics, started: started)
    let ticker = Task { await reporter.run() }
    defer { ticker.cancel() }
    let counter = Self.countRows(configuration, into: progress)
    defer { counter?.cancel() }
    let outcome: PipelineRunner.Outcome
    do {
      outcome = try await pipeline.runner.run(
        reader: pipeline.reader, writers: pipeline.writers, header: pipeline.header,
        outputStages: pipeline.outputStages, journal: journal)
    } catch {
      ticker.cancel()
      for writer in pipeline.writers { writer.abandon() }
      try? journal?.commit()
      switch error {
      case let error as FormatError:
        throw CommandFailure(.inputError, "\(error.description) (no output replaced)")
      case let error as OutputError:
        throw CommandFailure(.internalError, "cannot write \(error.description) (\(error.outputsNote))")
      case let error as PipelineError:
        throw CommandFailure(Self.status(for: error.kind), error.message)
      default:
        throw CommandFailure(.internalError, "\(error) (no output replaced)")
      }
    }
    ticker.cancel()
    console.endProgress()
    if let path = configuration.run.summaryPath {
      try writeSummary(outcome.summaryDocument, to: path)
    }
    console.summary(
      SummaryText.render(outcome.summary, outputs: configuration.outputs.map(\.path)), outcome.summary)
    if let stopped = outcome.stopped {
      let resumable = journal != nil ? " (resumable: run again with --resume)" : ""
      console.error("enrich: error: \(stopped.kind.message); stopped at row \(stopped.row)\(resumable)")
      switch stopped.kind {
      case .provider(let error): return error.kind == .quotaExhausted ? .stoppedResumable : .providerFatal
      case .budget: return .stoppedResumable
      case .failures: return .rowsFailed
      }
    }
    let failed = (outcome.summary.byStatus[.failed] ?? 0) + (outcome.summary.byStatus[.invalid] ?? 0)
    return failed > 0 ? .rowsFailed : .success
  }

  /// Prints what the run would request and cost, makes no request, writes no output.
  func dryRun(_ configuration: PipelineConfiguration) throws -> ExitStatus {
    let builder = PipelineBuilder.oneOff(console: console)
    let plan: DryRunPlanner.Plan
    do {
      plan = try builder.dryRun(configuration)
    } catch let error as PipelineError {
      throw CommandFailure(Self.status(for: error.kind), error.message)
    }
    var lines = ["enrich: dry run: \(plan.rows) rows; no request made, no output written"]
    for key in plan.requests.keys.sorted() {
      guard key.hasPrefix("google.") else {
        lines.append("  \(key): \(plan.requests[key] ?? 0) requests (free)")
        continue
      }
      let sku = key == "google.places:searchText" ? " — SKU \(configuration.searchSKU.displayName)" : ""
      let price = String(format: "$%.2f per 1,000", PriceTable.price(key, searchTier: plan.searchTier))
      lines.append("  \(key): \(plan.requests[key] ?? 0) requests (\(price)\(sku))")
    }
    lines.append("  duplicates answered once: \(plan.duplicates); cache hits: \(plan.cached)")
    if plan.possibleFallbacks > 0 {
      lines.append("  up to \(plan.possibleFallbacks) more geocodes if their search is not trusted")
    }
    lines.append(
      String(
        format: "  estimated cost: $%.2f (list prices, free monthly caps ignored)", plan.estimatedCostUSD))
    console.error(lines.joined(separator: "\n"))
    if let path = configuration.run.summaryPath { try writeSummary(plan.jsonValue, to: path) }
    return .success
  }

  /// For the progress line's total and ETA: counts the input's rows with a second reader
  /// while the run goes on (reading is hundreds of times faster than searching). Only for
  /// file inputs of runs that ask a provider; nil otherwise.
  static func countRows(_ configuration: PipelineConfiguration, into progress: RunProgress) -> Task<
    Void, Never
  >? {
    // A pipe or FIFO can be read only once: its rows are counted as they come, without a total.
    guard FileStatus.of(configuration.input.path)?.kind == .regular, !configuration.providers.isEmpty else {
      return nil
    }
    let input = configuration.input
    return Task {
      var options = ReaderOptions()
      options.format = input.format
      options.encoding = input.encoding
      options.delimiter = input.delimiter?.asciiValue
      guard let reader = try? FormatRegistry.makeReader(path: input.path, options: options) else { return }
      var rows = 0
      while !Task.isCancelled, let record = try? reader.next() {
        _ = record
        rows += 1
      }
      if !Task.isCancelled { progress.setTotal(rows) }
    }
  }

  /// Refuses, before any work, a run that would break the ownership rule (exit 64) or write
  /// into a missing or read-only folder (exit 70).
  static func check(_ files: RunFiles) throws(CommandFailure) {
    do {
      try files.check()
      try files.checkFolders()
    } catch {
      throw CommandFailure(status(for: error.kind), error.message)
    }
  }

  /// One lock per file the run replaces or deletes (outputs, journal, summary, review), taken
  /// on the resolved path, so two overlapping cron runs cannot write one file under any name.
  func lock(_ files: RunFiles) throws -> [FileLock] {
    var locks: [FileLock] = []
    for path in files.lockedPaths.sorted() {
      let url = URL(fileURLWithPath: path)
      let lockPath = url.deletingLastPathComponent().appendingPathComponent(
        ".\(url.lastPathComponent).enrich-lock"
      ).path
      do {
        locks.append(try FileLock(path: lockPath))
      } catch .held(_, let holder) {
        locks.forEach { $0.release() }
        throw CommandFailure(
          .locked,
          "another enrich run is writing \(path)\(holder.map { " (\($0))" } ?? ""); wait for it to finish")
      } catch .notALock(let path) {
        locks.forEach { $0.release() }
        throw CommandFailure(.usage, FileLockError.notALock(path: path).description)
      } catch {
        locks.forEach { $0.release() }
        throw CommandFailure(.internalError, error.description)
      }
    }
    return locks
  }

  /// `--journal`, else a hidden file beside the first output file; nil when nothing can be
  /// resumed (stdin input or stdout-only output without `--journal`).
  static func journalPath(_ configuration: PipelineConfiguration) -> String? {
    // Without a provider nothing is requested, so there is nothing a journal could save.
    guard FileStatus.of(configuration.input.path)?.kind == .regular, configuration.run.journal,
      !configuration.providers.isEmpty
    else {
      return nil
    }
    if let explicit = configuration.run.journalPath { return explicit }
    guard let first = configuration.outputs.first(where: { !OutputDestination.isStream($0.path) }) else {
      return nil
    }
    let url = URL(fileURLWithPath: first.path)
    return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).enrich-journal")
      .path
  }

  func openJournal(_ configuration: PipelineConfiguration, at path: String?) throws -> RunJournal? {
    guard let path, let identity = RunIdentity.of(configuration) else {
      if configuration.run.resume {
        throw PipelineError(
          .configuration,
          "--resume needs a regular input file (not a pipe) and a file output (or --journal PATH)")
      }
      return nil
    }
    return try RunJournal(path: path, identity: identity, resume: configuration.run.resume)
  }

  func writeSummary(_ summary: JSONValue, to path: String) throws {
    do {
      try SummaryFile.write(summary, generator: EnrichCLI.generator, to: path)
    } catch {
      throw CommandFailure(.internalError, "cannot write the summary: \(error.description)")
    }
  }

  static func status(for kind: PipelineError.Kind) -> ExitStatus {
    switch kind {
    case .configuration: return .usage
    case .input: return .inputError
    case .provider: return .providerFatal
    case .output: return .internalError
    }
  }
}

extension RunLimits {
  static func from(_ settings: RunSettings, searchTier: String) -> RunLimits {
    var limits = RunLimits()
    limits.maxRequests = settings.maxRequests
    limits.maxCostUSD = settings.maxCostUSD
    limits.maxFailures = settings.maxFailures
    limits.costOf = { PriceTable.estimatedCost(of: $0, searchTier: searchTier) }
    return limits
  }
}
