import EnrichCore

/// What a stage's rules and its building see of the pipeline around it: the stages in order and
/// the configured providers. The whole configuration (`PipelineConfiguration`) is one; stages
/// know no more of it, so the configuration can hold stages without stages depending on it.
package protocol StagePipeline: Sendable {
  var stages: [any StageConfiguration] { get }
  var providers: [any ProviderPlugin] { get }
}
