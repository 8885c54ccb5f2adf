import EnrichCore
import EnrichFormats
import EnrichHours
import EnrichSystem
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
  /// The instant the run started.
  package var now: Date
  /// The run's clock, which providers and the cache's expiry go by.
  package var clock: @Sendable () -> Date
  /// The evaluator of providers' structured hours, from the composition root.
  package var structuredHours: (any StructuredHoursEvaluator)?
  package var generator: String

  package init(
    environment: [String: String], metrics: ProviderMetrics = ProviderMetrics(),
    diagnostics: DiagnosticsEngine, progress: RunProgress = RunProgress(), now: Date? = nil,
    clock: @escaping @Sendable () -> Date = { Date() },
    structuredHours: (any StructuredHoursEvaluator)? = nil,
    generator: String
  ) {
    self.structuredHours = structuredHours
    self.environment = environment
    self.metrics = metrics
    self.diagnostics = diagnostics
    self.progress = progress
    self.now = now ?? clock()
    self.clock = clock
    self.generator = generator
  }

  /// The configured providers, opened and decorated, metered against `budget`.
  package func makeProviders(_ configuration: PipelineConfiguration, budget: RunBudget? = nil)
    throws(PipelineError) -> OpenedProviders
  {
    try RunProviders.open(
      configuration, environment: environment, metrics: metrics, diagnostics: diagnostics, budget: budget,
      clock: clock)
  }

  /// The stages and runner, for `mapping` (the input's columns). Rows are planned when a
  /// provider is priced or a budget is set (`budget`: the one the providers were opened with).
  package func makeRunner(
    _ configuration: PipelineConfiguration, mapping: ColumnMapping, providers: OpenedProviders,
    sourceName: String, budget: RunBudget? = nil, columns: [String] = []
  ) throws(PipelineError) -> PipelineRunner {
    let context = StageContext(
      metrics: metrics, runStarted: now, diagnostics: diagnostics, sourceName: sourceName)
    let planning = RequestPlanning.of(configuration, memories: providers.memories)
    let stages = try StageRegistry.makeStages(
      StageBuildContext(
        pipeline: configuration, providers: providers.providers, mapping: mapping,
        environment: environment, planning: planning, inputColumns: columns, structuredHours: structuredHours)
    )
    var runner = PipelineRunner(
      stages: stages, concurrency: configuration.concurrency, context: context, progress: progress)
    runner.providerFacts = configuration.providers.flatMap(\.summaryFacts)
    if let shard = configuration.input.shard { runner.summarySections.append(shard) }
    runner.pricing = RunPricing(configuration.providers)
    runner.limits.maxFailures = configuration.run.maxFailures
    runner.limits.allowsNoAnswer = configuration.run.allowEmpty
    runner.limits.readsOnly = configuration.providers.isEmpty
    runner.budget = budget
    if budget != nil || !configuration.providers.allSatisfy(\.isFree) {
      runner.planner = RowPlanner(configuration: configuration, mapping: mapping, planning: planning)
    }
    return runner
  }

  /// The input, opened.
  package func openReader(_ input: InputSettings) throws(PipelineError) -> any RecordReader {
    do {
      let reader = try FormatRegistry.makeReader(path: input.path, options: input.readerOptions)
      return input.shard.map { ShardedReader(reader, shard: $0) } ?? reader
    } catch let error as FormatError {
      throw PipelineError(.input, error.description)
    } catch {
      throw PipelineError(.input, "\(input.path): \(error)")
    }
  }

  /// The input's columns: the configured ones completed with those recognised, checked
  /// (`InputColumns`).
  package func columns(_ configuration: PipelineConfiguration, reader: any RecordReader) throws(PipelineError)
    -> InputColumns
  {
    try InputColumns.of(
      configuration.input, reader: reader, allowEmpty: configuration.run.allowEmpty,
      searches: !configuration.providers.isEmpty)
  }

  /// The outputs and the files of output kinds (review, report), opened under temporary names.
  package func openWriters(_ configuration: PipelineConfiguration) throws(PipelineError) -> [any RecordWriter]
  {
    var writers: [any RecordWriter] = []
    func abandonAll() { for writer in writers { writer.abandon() } }
    let placeColumns = configuration.providers.flatMap(\.placeColumns)
    for output in configuration.outputs {
      do {
        var options = output.writerOptions
        options.placeColumns = placeColumns
        // Each output is formatted and written on a thread of its own, beside the rows' work.
        writers.append(QueuedRecordWriter(try FormatRegistry.makeWriter(path: output.path, options: options)))
      } catch let error as OutputError {
        abandonAll()
        throw PipelineError(.output, "cannot write \(error.description)")
      } catch {
        abandonAll()
        throw PipelineError(.configuration, "\(error)")
      }
    }
    let run = OutputKindContext(configuration: configuration, metrics: metrics)
    for output in configuration.sideOutputs {
      do {
        writers.append(QueuedRecordWriter(try output.makeWriter(run)))
      } catch {
        abandonAll()
        throw PipelineError(.output, "cannot write \(type(of: output).label) \(error)")
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

  /// Plans every row of `configuration` — after de-duplication and what the cache already
  /// decides — without opening any provider or output, or making a request (`--dry-run`).
  package func dryRun(_ configuration: PipelineConfiguration) async throws(PipelineError) -> DryRun {
    let reader = try openReader(configuration.input)
    let mapping = try columns(configuration, reader: reader).mapping
    let context = StageContext(
      metrics: metrics, runStarted: now, diagnostics: diagnostics, sourceName: reader.sourceName)
    let planning = RequestPlanning.of(configuration, memories: try dryRunMemories(configuration))
    let planner = RowPlanner(configuration: configuration, mapping: mapping, planning: planning)
    var tally = PlanTally()
    do {
      while let record = try reader.next() {
        var item = WorkItem(record: record)
        planner.normalize.normalize(&item, context: context)
        tally.add(await planner.plan(item))
      }
    } catch let error as FormatError {
      throw PipelineError(.input, error.description)
    } catch {
      throw PipelineError(.input, "\(error)")
    }
    return DryRun(tally: tally, planning: planning)
  }

  /// The verdict memories a dry run reads: the cache the run would open, if it exists (a dry
  /// run creates no file), or the `--state` database.
  func dryRunMemories(_ configuration: PipelineConfiguration) throws(PipelineError) -> [DecisionMemory] {
    let run = configuration.run
    let store: any AnswerStore
    if run.state != nil {
      guard let shared = try SharedState.openStore(configuration, environment: environment, now: clock) else {
        return []
      }
      store = shared
    } else {
      guard let path = configuration.cachePath(environment: environment),
        FileStatus.of(path)?.kind == .regular,
        let file = try ProviderDecorators.openStore(run.cache, environment: environment, now: clock)
      else { return [] }
      store = file
    }
    var memories: [DecisionMemory] = []
    for plugin in configuration.providers where run.isCached(plugin) {
      if let memory = try ProviderDecorators.memory(
        provider: plugin.name, terms: plugin.storageTerms, store: store, cache: run.cache)
      {
        memories.append(memory)
      }
    }
    return memories
  }
}

/// What `--dry-run` found: the plan of every row, with the prices it was made with.
package struct DryRun: Sendable {
  package var tally: PlanTally
  package var planning: RequestPlanning

  /// The plan as the dry run's summary file holds it.
  package var summary: PlanSummary { PlanSummary(tally, planning) }
}
