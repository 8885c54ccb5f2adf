import EnrichCore
import EnrichHours

/// A stage type's settings and everything the rest of the program needs to know of it: its
/// name, its pipeline-file keys and command-line options, how it reads and writes them, the
/// rules it checks against the whole pipeline, and how it builds its running stage. A value
/// is one stage of a pipeline; the type is listed once, in `StageRegistry`.
///
/// Recipe: a folder under `Stages/` with the stage and this type, and one line in the registry.
package protocol StageConfiguration: Sendable, Equatable {
  static var name: String { get }
  /// Its option keys in a pipeline file.
  static var keys: [String] { get }
  /// Its command-line options (for the command line's default pipeline), bound to `keys`.
  static var options: [CommandLineOption] { get }
  static var placement: StagePlacement { get }
  /// The top-level key a pipeline configures a run-wide stage by (`compare`), instead of an
  /// item of `stages:`; nil for the stages a pipeline lists. The decoder places such a stage by
  /// its placement (`StageRegistry.placing`).
  static var topLevelKey: String? { get }
  /// The default settings.
  init()
  /// Its settings from its options (already limited to `keys`); nil: the stage has none.
  static func decode(_ options: SettingsReader?) throws(SettingsError) -> Self
  /// The options that differ from the defaults.
  func render() -> [SettingsNode.Entry]
  /// Rules that involve the rest of the pipeline, for the stage at `index` of its stages; a
  /// problem's `key` names the option at fault (nil: the stage itself).
  func check(in configuration: any StagePipeline, at index: Int) throws(StageProblem)
  /// Provider ids the stage asks in order; empty: every configured provider.
  var providerIDs: [String] { get }
  /// Asks a provider anything (left out with `--provider none`).
  static var asksProviders: Bool { get }
  /// Several of it may appear in one pipeline (filter).
  static var isRepeatable: Bool { get }
  /// Settings that leave the stage nothing to do (a change report without a previous output):
  /// the registry builds no running stage for them.
  var isIdle: Bool { get }
  /// The settings with every path made absolute through `resolve`.
  func resolvingPaths(_ resolve: (String) -> String) -> Self
  /// The running stage.
  func makeStage(_ context: StageBuildContext) throws(PipelineError) -> any Stage
  /// Adds to `plan` the requests the stage would make for `row`, from what `planning` knows
  /// (prices, kept verdicts) and what earlier stages planned: the stage's own decision run on a
  /// `PlanLedger`, so the plan `--dry-run` prints is the plan the run carries out.
  func plan(_ row: RowRequest, into plan: inout RowPlan, planning: RequestPlanning) async
}

extension StageConfiguration {
  package static var keys: [String] { [] }
  package static var options: [CommandLineOption] { [] }
  package static var topLevelKey: String? { nil }
  package var isIdle: Bool { false }
  package func resolvingPaths(_ resolve: (String) -> String) -> Self { self }
  package func render() -> [SettingsNode.Entry] { [] }
  package func check(in configuration: any StagePipeline, at index: Int) throws(StageProblem) {}
  package var providerIDs: [String] { [] }
  package static var asksProviders: Bool { false }
  package static var isRepeatable: Bool { false }
  package func plan(_ row: RowRequest, into plan: inout RowPlan, planning: RequestPlanning) async {}

  package var name: String { Self.name }

  /// Equality across stage types, for configurations that hold stages as existentials.
  package func isEqual(to other: any StageConfiguration) -> Bool { (other as? Self) == self }
}

/// A rule a stage's settings break in the context of its pipeline.
package struct StageProblem: Error, Sendable, Equatable {
  /// The option at fault, relative to the stage's options; nil: the stage item itself.
  package var key: String?
  package var message: String

  package init(key: String? = nil, _ message: String) {
    self.key = key
    self.message = message
  }
}

/// What building a stage may use: the opened providers, the columns, the pipeline's stages.
package struct StageBuildContext {
  package var pipeline: any StagePipeline
  package var providers: [any PlaceProvider]
  package var mapping: ColumnMapping
  package var environment: [String: String]
  /// The run's request choices (prices, kept verdicts), shared with its planner.
  package var planning: RequestPlanning
  /// The input's columns (the change report's key is one).
  package var inputColumns: [String]
  /// The evaluator of providers' structured hours (the open-status stage's), from the
  /// composition root; nil: such hours are unknown.
  package var structuredHours: (any StructuredHoursEvaluator)?

  package init(
    pipeline: any StagePipeline, providers: [any PlaceProvider], mapping: ColumnMapping,
    environment: [String: String], planning: RequestPlanning, inputColumns: [String] = [],
    structuredHours: (any StructuredHoursEvaluator)? = nil
  ) {
    self.pipeline = pipeline
    self.structuredHours = structuredHours
    self.providers = providers
    self.mapping = mapping
    self.environment = environment
    self.inputColumns = inputColumns
    self.planning = planning
  }

  /// The stage's own provider cascade: the named providers in the stage's order.
  package func providers(_ ids: [String]) throws(PipelineError) -> [any PlaceProvider] {
    if ids.isEmpty { return providers }
    var picked: [any PlaceProvider] = []
    for id in ids {
      guard let provider = providers.first(where: { $0.id == id }) else {
        throw PipelineError(
          .configuration,
          "stage provider '\(id)' is not configured (configured: \(providers.map(\.id).joined(separator: ", ")))"
        )
      }
      picked.append(provider)
    }
    return picked
  }

  /// The first stage of type `T` in the pipeline, if any.
  package func stage<T: StageConfiguration>(_ type: T.Type) -> T? {
    pipeline.stages.lazy.compactMap { $0 as? T }.first
  }
}
