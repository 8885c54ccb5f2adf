import EnrichCore
import EnrichFormats
import EnrichHours
import EnrichSystem
import Foundation

/// One whole run, the way cron needs it: the files it touches checked against the ownership
/// rule and locked against a second run, the journal that lets it resume, its budgets, its
/// reader, writers and stages, and the row counter for progress. The front end supplies the
/// observer (where diagnostics and notes go) and maps the outcome to an exit status; both
/// `enrich INPUT` and `enrich run PIPELINE` go through here.
package final class PipelineRun {
  package let configuration: PipelineConfiguration
  package let progress = RunProgress()
  package let metrics = ProviderMetrics()
  package let started: Date
  /// Files to remove if the process is interrupted: the outputs' temporary files and the
  /// locks. Committed journal batches stay, so `--resume` picks up from there.
  package let temporaryFiles: [String]
  /// Whether an interrupted or stopped run can be resumed (it keeps a journal).
  package var isResumable: Bool { journal != nil }

  private let locks: [FileLock]
  private let reader: any RecordReader
  private let writers: [any RecordWriter]
  private let header: RunHeader
  private let runner: PipelineRunner
  private let journal: RunJournal?
  private let generator: String

  /// Checks, locks and opens everything; throws before any request or file change when
  /// something is wrong. `clock` is the run's: the providers and the cache's expiry go by it.
  package init(
    _ configuration: PipelineConfiguration, environment: [String: String], diagnostics: DiagnosticsEngine,
    note: @Sendable (String) -> Void, generator: String, now: Date? = nil,
    clock: @escaping @Sendable () -> Date = { Date() }, structuredHours: (any StructuredHoursEvaluator)? = nil
  ) throws(PipelineError) {
    self.configuration = configuration
    self.generator = generator
    let now = now ?? clock()
    started = now
    let journalPath = Self.journalPath(configuration)
    let files = RunFiles(configuration, journalPath: journalPath, environment: environment)
    try files.check()
    try files.prepareFolders()
    let locks = try Self.lock(files)
    self.locks = locks
    let builder = PipelineBuilder(
      environment: environment, metrics: metrics, diagnostics: diagnostics, progress: progress, now: now,
      clock: clock, structuredHours: structuredHours, generator: generator)
    if configuration.outputs.isEmpty {
      throw PipelineError(.configuration, "no output: give -o PATH (or -o - for stdout)")
    }
    let budget = RunBudget.of(configuration.run)
    let providers = try builder.makeProviders(configuration, budget: budget)
    reader = try builder.openReader(configuration.input)
    let input = try builder.columns(configuration, reader: reader)
    let mapping = input.mapping
    if let table = reader.table?.note { note("enrich: note: \(reader.sourceName): \(table)") }
    note("enrich: \(input.line)")
    if input.geocodesAddressesOnly, !configuration.providers.isEmpty {
      diagnostics.warning(
        "no name column: rows are geocoded as addresses (map a name with --name-column)",
        source: reader.sourceName, code: "columns")
    }
    var running = configuration
    if let previous = configuration.stage(CompareSettings.self)?.previousOutput,
      FileStatus.of(previous) == nil
    {
      // The first night of a nightly job: nothing to compare with yet.
      note("enrich: note: no previous output at \(previous) yet (a first run?): the change report is skipped")
      running.stages = running.stages.map { stage in
        guard var compare = stage as? CompareSettings else { return stage }
        compare.previousOutput = nil
        return compare
      }
    }
    var runner = try builder.makeRunner(
      running, mapping: mapping, providers: providers, sourceName: reader.sourceName, budget: budget,
      columns: reader.columns)
    runner.summarySections.insert(input.summary, at: 0)
    self.runner = runner
    header = builder.header(configuration, providers: providers.providers)
    writers = try builder.openWriters(configuration)
    do {
      journal = try Self.openJournal(configuration, at: journalPath)
    } catch {
      for writer in writers { writer.abandon() }
      throw error
    }
    temporaryFiles = writers.flatMap(\.pendingPaths) + locks.map(\.path)
    if let message = journal?.note { note(message) }
  }

  deinit {
    for lock in locks { lock.release() }
  }

  /// What the run produced: its summary, why it stopped early (if it did), how many rows came
  /// from the journal, and the notes its providers add to the estimated cost.
  package struct Outcome: Sendable {
    package var rows: PipelineRunner.Outcome
    package var costNotes: [String]
  }

  /// Runs every row and commits the outputs, then writes the summary file. On failure no
  /// output is replaced (the error says which were, in the rare case a later rename failed).
  package func run() async throws(PipelineError) -> Outcome {
    let counter = Self.countRows(configuration, into: progress)
    defer { counter?.cancel() }
    let outcome: PipelineRunner.Outcome
    do {
      outcome = try await runner.run(reader: reader, writers: writers, header: header, journal: journal)
    } catch {
      for writer in writers { writer.abandon() }
      journal?.close()
      switch error {
      case let error as FormatError:
        throw PipelineError(.input, "\(error.description) (no output replaced)")
      case let error as OutputError where error.readerClosed:
        throw PipelineError(.outputClosed, "\(error.path) was closed by its reader (\(error.outputsNote))")
      case let error as OutputError:
        throw PipelineError(.output, "cannot write \(error.description) (\(error.outputsNote))")
      case let error as PipelineError:
        throw error
      default:
        throw PipelineError(.internal, "\(error) (no output replaced)")
      }
    }
    if let path = configuration.run.summaryPath {
      try Self.writeSummary(outcome.summaryDocument, generator: generator, to: path)
    }
    return Outcome(rows: outcome, costNotes: configuration.providers.compactMap(\.costNote))
  }

  /// Counts the requests the run would make and writes the plan as the summary file, when
  /// one is named; no request is made, no output written.
  package static func dryRun(
    _ configuration: PipelineConfiguration, environment: [String: String], diagnostics: DiagnosticsEngine,
    generator: String
  ) async throws(PipelineError) -> DryRun {
    try RunFiles(configuration, journalPath: nil, environment: environment).check()
    let builder = PipelineBuilder(environment: environment, diagnostics: diagnostics, generator: generator)
    let plan = try await builder.dryRun(configuration)
    if let path = configuration.run.summaryPath {
      try writeSummary(plan.summary.jsonValue, generator: generator, to: path)
    }
    return plan
  }

  static func writeSummary(_ summary: JSONValue, generator: String, to path: String) throws(PipelineError) {
    do {
      try SummaryFile.write(summary, generator: generator, to: path)
    } catch {
      throw PipelineError(.output, "cannot write the summary: \(error.description)")
    }
  }

  /// One lock per file the run replaces or deletes (outputs, journal, summary, review), taken
  /// on the resolved path, so two overlapping cron runs cannot write one file under any name.
  static func lock(_ files: RunFiles) throws(PipelineError) -> [FileLock] {
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
        throw PipelineError(
          .locked,
          "another enrich run is writing \(path)\(holder.map { " (\($0))" } ?? ""); wait for it to finish")
      } catch .notALock(let path) {
        locks.forEach { $0.release() }
        throw PipelineError(.configuration, FileLockError.notALock(path: path).description)
      } catch {
        locks.forEach { $0.release() }
        throw PipelineError(.internal, error.description)
      }
    }
    return locks
  }

  /// `--journal`, else a hidden file beside the first output file; nil when nothing can be
  /// resumed (a stream input, stream-only outputs without `--journal`, or no provider).
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

  static func openJournal(_ configuration: PipelineConfiguration, at path: String?) throws(PipelineError)
    -> RunJournal?
  {
    guard let path, let identity = RunIdentity.of(configuration) else {
      if configuration.run.resume {
        throw PipelineError(
          .configuration,
          "--resume needs a regular input file (not a pipe) and a file output (or --journal PATH)")
      }
      return nil
    }
    do {
      return try RunJournal(path: path, identity: identity, mode: configuration.run.journalMode)
    } catch let error as PipelineError {
      throw error
    } catch {
      throw PipelineError(.output, "run journal \(path): \(error)")
    }
  }

  /// For the progress line's total and ETA: counts the input's rows with a second reader
  /// while the run goes on (reading is hundreds of times faster than searching). Only for
  /// regular-file inputs of runs that ask a provider: a pipe can be read only once.
  static func countRows(_ configuration: PipelineConfiguration, into progress: RunProgress) -> Task<
    Void, Never
  >? {
    guard FileStatus.of(configuration.input.path)?.kind == .regular, !configuration.providers.isEmpty else {
      return nil
    }
    let input = configuration.input
    return Task {
      guard let reader = try? FormatRegistry.makeReader(path: input.path, options: input.readerOptions) else {
        return
      }
      var rows = 0
      while !Task.isCancelled, let record = try? reader.next() {
        if input.shard?.contains(row: record.row) ?? true { rows += 1 }
      }
      if !Task.isCancelled { progress.setTotal(rows) }
    }
  }
}
