import EnrichCore

/// What a stage's rules and its building see of the pipeline around it: the stages in order and
/// the configured providers. The whole configuration (`PipelineConfiguration`) is one; stages
/// know no more of it, so the configuration can hold stages without stages depending on it.
package protocol StagePipeline: Sendable {
  var stages: [any StageConfiguration] { get }
  var providers: [any ProviderPlugin] { get }
}

/// The change report's settings as its stage is built with them (`compare:`).
package struct ChangeReportOptions: Sendable, Equatable {
  /// The previous output to compare with.
  package var previousOutput: String
  /// The input column that pairs rows (`--key`); nil: an id-like column, else the input fields.
  package var key: String?
  /// Moves larger than this are reported (metres).
  package var moveMeters: Double

  package init(previousOutput: String, key: String?, moveMeters: Double) {
    self.previousOutput = previousOutput
    self.key = key
    self.moveMeters = moveMeters
  }
}
