import EnrichCore
import EnrichFormats
import EnrichKit
import Foundation

/// `enrich INPUT -o OUTPUT [options]`: the default pipeline with options from the command line.
struct RunCommand: Command {
  let name = "enrich"
  let abstract = "Find, geocode and enrich the places in a spreadsheet or dataset."
  let usage = ["INPUT -o OUTPUT [options]", "<subcommand> [options]"]
  let discussion: String? = """
    Reads CSV, JSON (array, NDJSON, GeoJSON) or KML; searches each row's place with the chosen \
    provider (default: the offline OpenStreetMap index), falls back to geocoding for addresses \
    with a unit or when search finds nothing trustworthy, resolves whether each place is open, \
    and writes JSON, NDJSON, CSV, GeoJSON or KML with the attributions the data requires.
    """
  let examples = [
    "enrich samples/places.csv -o out.json",
    "enrich samples/places.csv -o out.csv -o out.geojson --at 2026-12-20T10:00",
    "enrich places.csv -o - --provider none | jq '.rows[0]'",
    "enrich places.csv -o out.json --provider local,google --api-key-file ~/.google-key",
  ]
  var optionGroups: [OptionGroup] { RunOptions.all }

  func run(_ arguments: ParsedArguments, console: Console) async throws -> ExitStatus {
    let configuration = try CommandLinePipeline.configuration(arguments)
    return try await PipelineExecution(console: console).run(configuration)
  }
}

/// Runs a pipeline value with progress and summary on stderr; shared by `enrich INPUT` and
/// `enrich run PIPELINE`.
struct PipelineExecution {
  let console: Console

  func run(_ configuration: PipelineConfiguration) async throws -> ExitStatus {
    let started = Date()
    let metrics = ProviderMetrics()
    let progress = RunProgress()
    let diagnostics = DiagnosticsEngine { [console] diagnostic in
      console.error(diagnostic.rendered)
    }
    let builder = PipelineBuilder(
      environment: ProcessInfo.processInfo.environment, metrics: metrics, diagnostics: diagnostics,
      progress: progress, now: started, generator: EnrichCLI.generator)
    let pipeline: BuiltPipeline
    do {
      pipeline = try builder.build(configuration)
    } catch let error as PipelineError {
      throw CommandFailure(Self.status(for: error.kind), error.message)
    }
    let reporter = ProgressReporter(console: console, progress: progress, metrics: metrics, started: started)
    let ticker = Task { await reporter.run() }
    defer { ticker.cancel() }
    let outcome: PipelineRunner.Outcome
    do {
      outcome = try await pipeline.runner.run(
        reader: pipeline.reader, writers: pipeline.writers, header: pipeline.header,
        outputStages: pipeline.outputStages)
    } catch {
      ticker.cancel()
      for writer in pipeline.writers { writer.abandon() }
      if let error = error as? FormatError {
        throw CommandFailure(.inputError, "\(error.description) (no output written)")
      }
      throw CommandFailure(.internalError, "\(error) (no output written)")
    }
    ticker.cancel()
    console.endProgress()
    console.info(SummaryText.render(outcome.summary, outputs: configuration.outputs.map(\.path)))
    if let stopped = outcome.stopped {
      console.error("enrich: error: \(stopped.error.message) (run stopped at row \(stopped.row))")
      return stopped.error.kind == .quotaExhausted ? .stoppedResumable : .providerFatal
    }
    let failed = (outcome.summary.byStatus[.failed] ?? 0) + (outcome.summary.byStatus[.invalid] ?? 0)
    return failed > 0 ? .rowsFailed : .success
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

/// The end-of-run summary printed on stderr.
enum SummaryText {
  static func render(_ summary: RunSummary, outputs: [String]) -> String {
    var lines: [String] = []
    let statuses = RowStatus.allCases.compactMap { status -> String? in
      guard let count = summary.byStatus[status], count > 0 else { return nil }
      return "\(status.rawValue) \(count)"
    }
    lines.append(
      "enrich: \(summary.rows) rows in \(String(format: "%.2f", summary.elapsedSeconds)) s: "
        + (statuses.isEmpty ? "no rows" : statuses.joined(separator: ", ")))
    if !summary.requests.isEmpty {
      let requests = summary.requests.keys.sorted().map { "\($0) \(summary.requests[$0] ?? 0)" }
      lines.append(
        "enrich: requests: \(requests.joined(separator: ", ")); retries \(summary.retries); cache hits \(summary.cacheHits)"
      )
    }
    if let cost = summary.estimatedCostUSD {
      lines.append(String(format: "enrich: estimated cost: $%.2f", cost))
    }
    let written = outputs.filter { $0 != "-" }
    if !written.isEmpty { lines.append("enrich: wrote \(written.joined(separator: ", "))") }
    return lines.joined(separator: "\n")
  }
}
