import EnrichCore
import EnrichFormats

/// A whole enrichment job as a value: input, providers, stages, outputs, run controls. Both
/// front ends (a pipeline file, the command line) only translate their syntax into the
/// settings tree `ConfigurationDecoder` reads into this value, so every rule is checked once.
package struct PipelineConfiguration: Sendable, Equatable {
  package var input = InputSettings()
  /// Providers in cascade order; empty means `none` (read, normalize, write).
  package var providers: [any ProviderPlugin] = []
  package var stages: [any StageConfiguration] = StageRegistry.defaultStages
  package var outputs: [OutputSettings] = []
  /// Files written beside the outputs from the same rows, each of an `OutputKind` (the review
  /// file, the report).
  package var sideOutputs: [any OutputKind] = []
  /// Rows in flight at once for stages that wait on I/O.
  package var concurrency: Int = 16
  /// Cache, journal, budgets, change report, review file: what makes unattended runs safe.
  package var run = RunSettings()

  package init() {}

  package static func == (lhs: PipelineConfiguration, rhs: PipelineConfiguration) -> Bool {
    lhs.input == rhs.input && lhs.outputs == rhs.outputs && lhs.concurrency == rhs.concurrency
      && lhs.run == rhs.run && lhs.providers.count == rhs.providers.count
      && zip(lhs.providers, rhs.providers).allSatisfy { $0.isEqual(to: $1) }
      && lhs.stages.count == rhs.stages.count && zip(lhs.stages, rhs.stages).allSatisfy { $0.isEqual(to: $1) }
      && lhs.sideOutputs.count == rhs.sideOutputs.count
      && zip(lhs.sideOutputs, rhs.sideOutputs).allSatisfy { $0.isEqual(to: $1) }
  }

  /// The first stage of type `T`, if the pipeline has one.
  package func stage<T: StageConfiguration>(_ type: T.Type) -> T? {
    stages.lazy.compactMap { $0 as? T }.first
  }

  /// The configured file of kind `T`, if any.
  package func sideOutput<T: OutputKind>(_ kind: T.Type) -> T? {
    sideOutputs.lazy.compactMap { $0 as? T }.first
  }

  /// The provider named `name`, if configured.
  package func provider(named name: String) -> (any ProviderPlugin)? {
    providers.first { $0.name == name }
  }

  /// The configuration with every path made absolute through `resolve` (for a pipeline file
  /// written from a command line, whose folder is not known yet).
  package func resolvingPaths(_ resolve: (String) -> String) -> PipelineConfiguration {
    var result = self
    result.input = input.resolvingPaths(resolve)
    result.outputs = outputs.map { output in
      var output = output
      output.path = resolve(output.path)
      return output
    }
    result.providers = providers.map { $0.resolvingPaths(resolve) }
    result.stages = stages.map { $0.resolvingPaths(resolve) }
    result.run = run.resolvingPaths(resolve)
    result.sideOutputs = sideOutputs.map { $0.resolvingPaths(resolve) }
    return result
  }
}

extension PipelineConfiguration: StagePipeline {}
