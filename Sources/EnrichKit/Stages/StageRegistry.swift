import EnrichCore

/// Every stage type, in the order a pipeline runs them. The one list: pipeline files name
/// a stage by its type's `name`, the command line's default pipeline is built from it, and
/// the runner gets its stages from `makeStages`.
package enum StageRegistry {
  package static let types: [any StageConfiguration.Type] = [
    NormalizeSettings.self, SearchSettings.self, GeocodeSettings.self, NearbySettings.self,
    OpenStatusSettings.self, FilterSettings.self, DedupeSettings.self, SelectSettings.self,
  ]

  /// The stages of a pipeline that lists none, and of `enrich INPUT -o OUTPUT`.
  package static var defaultStages: [any StageConfiguration] {
    [NormalizeSettings(), SearchSettings(), GeocodeSettings(), NearbySettings(), OpenStatusSettings()]
  }

  package static var names: [String] { types.map { $0.name } }

  package static func type(named name: String) -> (any StageConfiguration.Type)? {
    types.first { $0.name == name }
  }

  /// The running stages of `context.pipeline`: the per-row ones and those that shape
  /// finished rows in input order. Without providers (`--provider none`) the stages that ask
  /// one are left out. The change report (`compare:`) comes first among the latter, so every
  /// row is compared with its predecessor before filters drop any.
  package static func makeStages(_ context: StageBuildContext) throws(PipelineError) -> [any Stage] {
    var stages: [any Stage] = []
    for settings in context.pipeline.stages {
      if context.providers.isEmpty, Swift.type(of: settings).asksProviders { continue }
      stages.append(try settings.makeStage(context))
    }
    if let report = context.changeReport {
      let index = stages.firstIndex { !$0.isPerRow } ?? stages.count
      let key = try ChangeKey.resolve(report.key, columns: context.inputColumns)
      stages.insert(
        try ChangeReportStage(previousOutput: report.previousOutput, key: key, moveMeters: report.moveMeters),
        at: index)
    }
    return stages
  }
}
