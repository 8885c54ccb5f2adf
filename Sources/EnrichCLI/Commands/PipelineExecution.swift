import EnrichCore
import EnrichFormats
import EnrichKit
import Foundation

/// Runs a pipeline value from the command line: the engine's `PipelineRun` does the work
/// (files, locks, journal, budgets, rows, outputs); this supplies what a terminal needs —
/// diagnostics and progress on stderr, interrupts, the summary — and maps the outcome to a
/// documented exit status. Shared by `enrich INPUT` and `enrich run PIPELINE`.
struct PipelineExecution {
  let console: Console

  func run(_ configuration: PipelineConfiguration) async throws -> ExitStatus {
    let environment = ProcessInfo.processInfo.environment
    if configuration.run.dryRun { return try await dryRun(configuration, environment: environment) }
    let diagnostics = DiagnosticsEngine { [console] diagnostic in
      // --quiet keeps stderr for errors; every row keeps its warnings in the output.
      if console.quiet, diagnostic.severity != .error { return }
      console.diagnostic(diagnostic.rendered, Self.record(diagnostic))
    }
    let run: PipelineRun
    do {
      run = try PipelineRun(
        configuration, environment: environment, diagnostics: diagnostics,
        note: { [console] in console.info($0) },
        generator: EnrichCLI.generator, structuredHours: Plugins.structuredHours)
    } catch {
      throw CommandFailure(Self.status(for: error.kind), error.message)
    }
    let interrupts = InterruptHandler(
      temporaryFiles: run.temporaryFiles, resumable: run.isResumable, console: console)
    defer { interrupts.cancel() }
    let reporter = ProgressReporter(
      console: console, progress: run.progress, metrics: run.metrics, started: run.started)
    let ticker = Task { await reporter.run() }
    defer { ticker.cancel() }
    let outcome: PipelineRun.Outcome
    do {
      outcome = try await run.run()
    } catch {
      ticker.cancel()
      throw CommandFailure(Self.status(for: error.kind), error.message)
    }
    ticker.cancel()
    console.endProgress()
    let rows = outcome.rows
    console.summary(
      SummaryText.render(
        rows.summary, outputs: rows.replacedOutputs ? Self.written(configuration) : [],
        costNotes: outcome.costNotes),
      rows.summary)
    if let stopped = rows.stopped {
      let resumable = run.isResumable ? " (resumable: the same command resumes it)" : ""
      let status: ExitStatus
      switch stopped.kind {
      case .provider(let error): status = error.kind == .quotaExhausted ? .stoppedResumable : .providerFatal
      case .budget: status = .stoppedResumable
      case .failures: status = .rowsFailed
      }
      let kept = rows.replacedOutputs ? "" : "; no row was answered, so no output was replaced"
      console.failure(
        "\(stopped.kind.message); stopped at row \(stopped.row)\(resumable)\(kept)", code: status.code)
      return status
    }
    let failed = (rows.summary.byStatus[.failed] ?? 0) + (rows.summary.byStatus[.invalid] ?? 0)
    return failed > 0 ? .rowsFailed : .success
  }

  /// Prints what the run would request and cost, makes no request, writes no output.
  func dryRun(_ configuration: PipelineConfiguration, environment: [String: String]) async throws
    -> ExitStatus
  {
    let plan: DryRun
    do {
      plan = try await PipelineRun.dryRun(
        configuration, environment: environment,
        diagnostics: DiagnosticsEngine { [console] in console.diagnostic($0.rendered, Self.record($0)) },
        generator: EnrichCLI.generator)
    } catch {
      throw CommandFailure(Self.status(for: error.kind), error.message)
    }
    console.error(Self.describe(plan))
    return .success
  }

  /// The dry run's report: requests per endpoint and SKU, what is only possible, the cache.
  static func describe(_ plan: DryRun) -> String {
    let tally = plan.tally
    var lines = ["enrich: dry run: \(Counted.of(tally.rows, "row")); no request made, no output written"]
    for line in tally.lines(plan.planning) {
      let price = line.perThousandUSD.map { String(format: "$%.2f per 1,000", $0) } ?? "free"
      let sku = line.sku.map { " — SKU \($0)" } ?? ""
      var possible = line.possible > 0 ? ", up to \(line.possible) more if earlier answers call for them" : ""
      if let expected = line.expected { possible += " (expected \(expected) in all, as earlier runs went)" }
      lines.append("  \(line.endpoint): \(Counted.of(line.requests, "request")) (\(price)\(sku))\(possible)")
    }
    if !tally.possible.isEmpty, plan.planning.history.isEmpty {
      lines.append("  no earlier run on this cache to expect possible requests from: the range above holds")
    }
    lines.append(
      "  duplicates answered once: \(tally.duplicates); answered from the cache: \(tally.answeredFromCache)")
    if tally.offlineMisses > 0 {
      lines.append(
        "  --offline cannot answer \(Counted.of(tally.offlineMisses, "request")): those rows will be not_cached"
      )
    }
    let cost = tally.cost(plan.planning)
    let maximum = tally.maximumCost(plan.planning)
    var estimate = String(format: "  estimated cost: $%.2f (list prices, free monthly caps ignored)", cost)
    if let expected = tally.expected(plan.planning) {
      estimate += String(format: "; expected $%.2f", PlanTally.cost(expected, plan.planning))
    }
    if maximum > cost + 0.005 { estimate += String(format: "; at most $%.2f", maximum) }
    lines.append(estimate)
    return lines.joined(separator: "\n")
  }

  /// The files a finished run wrote, for the summary's last line: the outputs (with an NDJSON
  /// output's summary sidecar) and the report.
  static func written(_ configuration: PipelineConfiguration) -> [String] {
    var paths: [String] = []
    for output in configuration.outputs {
      paths.append(output.path)
      if let sidecar = output.summarySidecarPath { paths.append(sidecar) }
    }
    return paths + configuration.sideOutputs.filter { type(of: $0).isAnnounced }.map(\.path)
  }

  /// A diagnostic as a `--log-format json` record.
  static func record(_ diagnostic: DiagnosticsEngine.Diagnostic) -> Console.Record {
    Console.Record(
      level: diagnostic.severity.rawValue, code: diagnostic.code, file: diagnostic.source,
      line: diagnostic.line,
      row: diagnostic.row, message: diagnostic.message)
  }

  static func status(for kind: PipelineError.Kind) -> ExitStatus {
    switch kind {
    case .configuration: return .usage
    case .input: return .inputError
    case .provider: return .providerFatal
    case .rowsFailed: return .rowsFailed
    case .output, .internal: return .internalError
    case .locked: return .locked
    case .outputClosed: return .outputClosed
    }
  }
}
