import EnrichCore
import EnrichFormats
import Foundation

/// A pipeline ready to run: opened input, opened outputs, built stages.
public struct BuiltPipeline {
  public var reader: any RecordReader
  public var writers: [any RecordWriter]
  public var runner: PipelineRunner
  public var header: RunHeader
  public var providers: [any PlaceProvider]
  /// Filter, dedupe and select, applied in input order before the writers.
  public var outputStages: [any OutputStage]
}

/// Turns a `PipelineConfiguration` into running parts. Everything that can be checked
/// before the first request is checked here, so configuration mistakes cost nothing.
public struct PipelineBuilder {
  public var environment: [String: String]
  public var metrics: ProviderMetrics
  public var diagnostics: DiagnosticsEngine
  public var progress: RunProgress
  public var now: Date
  public var generator: String

  public init(
    environment: [String: String], metrics: ProviderMetrics, diagnostics: DiagnosticsEngine,
    progress: RunProgress, now: Date, generator: String
  ) {
    self.environment = environment
    self.metrics = metrics
    self.diagnostics = diagnostics
    self.progress = progress
    self.now = now
    self.generator = generator
  }

  public func build(_ configuration: PipelineConfiguration) throws -> BuiltPipeline {
    if configuration.outputs.isEmpty {
      throw PipelineError(.configuration, "no output: give -o PATH (or -o - for stdout)")
    }
    let providers = try makeProviders(configuration)
    let reader = try openReader(configuration.input)
    var mapping = configuration.input.mapping
    mapping = mapping.completed(with: ColumnMapping.detect(columns: reader.columns))
    let missing = mapping.missingColumns(in: reader.columns)
    if !missing.isEmpty, !reader.columns.isEmpty {
      throw PipelineError(
        .configuration,
        "\(reader.sourceName): no column named \(missing.map { "'\($0)'" }.joined(separator: ", ")) "
          + "(columns: \(reader.columns.joined(separator: ", ")))")
    }
    var runner = try makeRunner(
      configuration, mapping: mapping, providers: providers, sourceName: reader.sourceName)
    if providers.contains(where: { $0.id == "google" }) {
      runner.summaryFacts.append(
        JSONMember("googleSearchSKU", .string(configuration.searchSKU.displayName)))
    }
    var writers: [any RecordWriter] = []
    for output in configuration.outputs {
      do {
        var options = WriterOptions()
        options.format = output.format
        options.csvSafe = output.csvSafe
        options.bom = output.bom
        options.fields = output.fields
        writers.append(try FormatRegistry.makeWriter(path: output.path, options: options))
      } catch let error as OutputError {
        for writer in writers { writer.abandon() }
        throw PipelineError(.output, "cannot write \(error.description)")
      } catch {
        for writer in writers { writer.abandon() }
        throw PipelineError(.configuration, "\(error)")
      }
    }
    if let review = configuration.run.reviewPath {
      do {
        writers.append(try ReviewCSVWriter(path: review))
      } catch {
        for writer in writers { writer.abandon() }
        throw PipelineError(.output, "cannot write the review file \(error)")
      }
    }
    let header = RunHeader(
      generator: generator, generatedAt: ISO8601DateFormatter().string(from: now),
      providers: providers.map(\.id), openAt: openAtDescription(configuration.stages),
      attributions: uniqueAttributions(providers))
    var outputStages = StageRegistry.makeOutputStages(configuration.stages)
    if let previous = configuration.run.comparePath {
      // Compared before filters and dedupe, so every row is matched with its predecessor.
      outputStages.insert(
        try ChangeReportStage(previousOutput: previous, moveMeters: configuration.run.compareMoveMeters),
        at: 0)
    }
    return BuiltPipeline(
      reader: reader, writers: writers, runner: runner, header: header, providers: providers,
      outputStages: outputStages)
  }

  /// Counts the requests `configuration` would make, without opening any provider or
  /// output (`--dry-run`). `isCached` answers whether a request is already in the cache.
  public func dryRun(_ configuration: PipelineConfiguration, isCached: ((String) -> Bool)? = nil) throws
    -> DryRunPlanner.Plan
  {
    let reader = try openReader(configuration.input)
    let mapping = configuration.input.mapping.completed(with: ColumnMapping.detect(columns: reader.columns))
    let context = StageContext(
      metrics: metrics, runStarted: now, diagnostics: diagnostics, sourceName: reader.sourceName)
    let checksHours = configuration.stages.contains { if case .openStatus = $0 { true } else { false } }
    let planner = DryRunPlanner(
      normalize: NormalizeStage(mapping: mapping), providerID: configuration.providers.first?.id ?? "none",
      checksHours: checksHours, isCached: isCached)
    do {
      var plan = try planner.plan(reader, context: context)
      plan.searchTier = configuration.searchSKU.priceSuffix
      return plan
    } catch let error as FormatError {
      throw PipelineError(.input, error.description)
    }
  }

  /// The stages and runner alone, for callers that feed rows themselves (`enrich search`).
  public func makeRunner(
    _ configuration: PipelineConfiguration, mapping: ColumnMapping, providers: [any PlaceProvider],
    sourceName: String
  ) throws -> PipelineRunner {
    let context = StageContext(
      metrics: metrics, runStarted: now, diagnostics: diagnostics, sourceName: sourceName)
    let stages = try StageRegistry.make(
      configuration.stages, mapping: mapping, providers: providers, environment: environment)
    return PipelineRunner(
      stages: stages, concurrency: configuration.concurrency, context: context, progress: progress)
  }

  /// The configured providers, opened.
  public func makeProviders(_ configuration: PipelineConfiguration) throws -> [any PlaceProvider] {
    try ProviderRegistry.make(
      configuration.providers, environment: environment, metrics: metrics, run: configuration.run,
      diagnostics: diagnostics)
  }

  func openReader(_ input: InputSettings) throws -> any RecordReader {
    var options = ReaderOptions()
    options.format = input.format
    options.encoding = input.encoding
    options.delimiter = input.delimiter?.asciiValue
    do {
      return try FormatRegistry.makeReader(path: input.path, options: options)
    } catch let error as FormatError {
      throw PipelineError(.input, error.description)
    } catch {
      throw PipelineError(.input, "\(input.path): \(error)")
    }
  }

  func openAtDescription(_ stages: [StageSettings]) -> String? {
    for case .openStatus(let settings) in stages {
      return settings.at ?? ISO8601DateFormatter().string(from: now)
    }
    return nil
  }

  func uniqueAttributions(_ providers: [any PlaceProvider]) -> [Attribution] {
    var seen: [Attribution] = []
    for attribution in providers.flatMap(\.attributions) where !seen.contains(attribution) {
      seen.append(attribution)
    }
    return seen
  }
}
