import EnrichCore
import EnrichFormats
import Foundation

/// Turns a `PipelineConfiguration` into running parts: providers, reader, writers, stages,
/// runner. Everything that can be checked before the first request is checked here, so
/// configuration mistakes cost nothing. `PipelineRun` assembles a whole run from these;
/// `enrich search` and `suggest` use the providers and the runner alone.
package struct PipelineBuilder {
  package var environment: [String: String]
  package var metrics: ProviderMetrics
  package var diagnostics: DiagnosticsEngine
  package var progress: RunProgress
  package var now: Date
  package var generator: String

  package init(
    environment: [String: String], metrics: ProviderMetrics = ProviderMetrics(),
    diagnostics: DiagnosticsEngine, progress: RunProgress = RunProgress(), now: Date = Date(),
    generator: String
  ) {
    self.environment = environment
    self.metrics = metrics
    self.diagnostics = diagnostics
    self.progress = progress
    self.now = now
    self.generator = generator
  }

  /// The configured providers, opened and decorated.
  package func makeProviders(_ configuration: PipelineConfiguration) throws(PipelineError)
    -> [any PlaceProvider]
  {
    try RunProviders.open(configuration, environment: environment, metrics: metrics, diagnostics: diagnostics)
  }

  /// The stages and runner, for `mapping` (the input's columns).
  package func makeRunner(
    _ configuration: PipelineConfiguration, mapping: ColumnMapping, providers: [any PlaceProvider],
    sourceName: String
  ) throws(PipelineError) -> PipelineRunner {
    let context = StageContext(
      metrics: metrics, runStarted: now, diagnostics: diagnostics, sourceName: sourceName)
    let stages = try StageRegistry.makeStages(
      StageBuildContext(
        configuration: configuration, providers: providers, mapping: mapping, environment: environment))
    var runner = PipelineRunner(
      stages: stages, concurrency: configuration.concurrency, context: context, progress: progress)
    runner.summaryFacts = configuration.providers.flatMap(\.summaryFacts)
    let pricing = RunPricing(configuration.providers)
    runner.limits = RunLimits.from(configuration.run) { pricing.cost(of: $0) }
    return runner
  }

  /// The input, opened.
  package func openReader(_ input: InputSettings) throws(PipelineError) -> any RecordReader {
    do {
      return try FormatRegistry.makeReader(path: input.path, options: input.readerOptions)
    } catch let error as FormatError {
      throw PipelineError(.input, error.description)
    } catch {
      throw PipelineError(.input, "\(input.path): \(error)")
    }
  }

  /// The input's column mapping: the configured columns, completed with those detected from
  /// the reader's header. A configured column the input lacks is refused.
  package func mapping(_ configuration: PipelineConfiguration, reader: any RecordReader) throws(PipelineError)
    -> ColumnMapping
  {
    let mapping = configuration.input.mapping.completed(with: ColumnMapping.detect(columns: reader.columns))
    let missing = mapping.missingColumns(in: reader.columns)
    if !missing.isEmpty, !reader.columns.isEmpty {
      throw PipelineError(
        .configuration,
        "\(reader.sourceName): no column named \(missing.map { "'\($0)'" }.joined(separator: ", ")) "
          + "(columns: \(reader.columns.joined(separator: ", ")))")
    }
    return mapping
  }

  /// The outputs (and the review file), opened under temporary names.
  package func openWriters(_ configuration: PipelineConfiguration) throws(PipelineError) -> [any RecordWriter]
  {
    var writers: [any RecordWriter] = []
    func abandonAll() { for writer in writers { writer.abandon() } }
    let placeColumns = configuration.providers.flatMap(\.placeColumns)
    for output in configuration.outputs {
      do {
        var options = output.writerOptions
        options.placeColumns = placeColumns
        writers.append(try FormatRegistry.makeWriter(path: output.path, options: options))
      } catch let error as OutputError {
        abandonAll()
        throw PipelineError(.output, "cannot write \(error.description)")
      } catch {
        abandonAll()
        throw PipelineError(.configuration, "\(error)")
      }
    }
    if let review = configuration.run.reviewPath {
      do {
        writers.append(try ReviewCSVWriter(path: review))
      } catch {
        abandonAll()
        throw PipelineError(.output, "cannot write the review file \(error)")
      }
    }
    if let report = configuration.run.reportPath {
      do {
        writers.append(try RunReportWriter.make(path: report, configuration: configuration, metrics: metrics))
      } catch {
        abandonAll()
        throw PipelineError(.output, "cannot write the report \(error)")
      }
    }
    return writers
  }

  /// What every output says about the run before its rows.
  package func header(_ configuration: PipelineConfiguration, providers: [any PlaceProvider]) -> RunHeader {
    var attributions: [Attribution] = []
    for attribution in providers.flatMap(\.attributions) where !attributions.contains(attribution) {
      attributions.append(attribution)
    }
    let openAt = configuration.stages.lazy.compactMap { $0 as? OpenStatusSettings }.first.map {
      $0.at ?? ISO8601DateFormatter().string(from: now)
    }
    return RunHeader(
      generator: generator, generatedAt: ISO8601DateFormatter().string(from: now),
      providers: providers.map(\.id), openAt: openAt, attributions: attributions)
  }

  /// Counts the requests `configuration` would make, without opening any provider or
  /// output (`--dry-run`).
  package func dryRun(_ configuration: PipelineConfiguration) throws(PipelineError) -> DryRunPlanner.Plan {
    let reader = try openReader(configuration.input)
    let mapping = configuration.input.mapping.completed(with: ColumnMapping.detect(columns: reader.columns))
    let context = StageContext(
      metrics: metrics, runStarted: now, diagnostics: diagnostics, sourceName: reader.sourceName)
    var plan = DryRunPlanner.Plan()
    if let provider = configuration.providers.first {
      let planner = DryRunPlanner(
        normalize: NormalizeStage(mapping: mapping), provider: provider,
        checksHours: configuration.stages.contains { $0 is OpenStatusSettings }, isCached: nil)
      do {
        plan = try planner.plan(reader, context: context)
      } catch let error as FormatError {
        throw PipelineError(.input, error.description)
      } catch {
        throw PipelineError(.input, "\(error)")
      }
    } else {
      do {
        while try reader.next() != nil { plan.rows += 1 }
      } catch {
        throw PipelineError(.input, "\(error)")
      }
    }
    plan.pricing = RunPricing(configuration.providers)
    return plan
  }
}

extension RunLimits {
  static func from(_ settings: RunSettings, cost: @escaping @Sendable ([RequestEndpoint: Int]) -> Double)
    -> RunLimits
  {
    var limits = RunLimits()
    limits.maxRequests = settings.maxRequests
    limits.maxCostUSD = settings.maxCostUSD
    limits.maxFailures = settings.maxFailures
    limits.costOf = cost
    return limits
  }
}
