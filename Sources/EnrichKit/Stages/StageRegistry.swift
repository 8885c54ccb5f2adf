import EnrichCore

/// Every stage type, in the order a pipeline runs them. The one list: pipeline files name
/// a stage by its type's `name`, the command line's default pipeline is built from it, and
/// the runner gets its stages from `makeStages`.
package enum StageRegistry {
  package static let types: [any StageConfiguration.Type] = [
    NormalizeSettings.self, SearchSettings.self, GeocodeSettings.self, NearbySettings.self,
    OpenStatusSettings.self, CompareSettings.self, FilterSettings.self, DedupeSettings.self,
    SelectSettings.self,
  ]

  /// The stages of a pipeline that lists none, and of `enrich INPUT -o OUTPUT`.
  package static var defaultStages: [any StageConfiguration] {
    [NormalizeSettings(), SearchSettings(), GeocodeSettings(), NearbySettings(), OpenStatusSettings()]
  }

  package static var names: [String] { types.map { $0.name } }

  package static func type(named name: String) -> (any StageConfiguration.Type)? {
    types.first { $0.name == name }
  }

  /// The stage types a pipeline configures by a top-level key of their own (`compare`).
  package static var topLevelTypes: [any StageConfiguration.Type] { types.filter { $0.topLevelKey != nil } }

  /// `stages` with `settings` (a run-wide stage, configured by its top-level key) in its place:
  /// a per-row stage after the last per-row one, an in-input-order stage first among the
  /// in-input-order ones (the change report compares every row before a filter drops any).
  package static func placing(_ settings: any StageConfiguration, in stages: [any StageConfiguration])
    -> [any StageConfiguration]
  {
    var placed = stages
    let shaping = stages.firstIndex { Swift.type(of: $0).placement == .inInputOrder } ?? stages.count
    placed.insert(settings, at: shaping)
    return placed
  }

  /// The running stages of `context.pipeline`: the per-row ones and those that shape finished
  /// rows in input order. Without providers (`--provider none`) the stages that ask one are
  /// left out, and so are settings that leave their stage nothing to do.
  package static func makeStages(_ context: StageBuildContext) throws(PipelineError) -> [any Stage] {
    var stages: [any Stage] = []
    for settings in context.pipeline.stages where !settings.isIdle {
      if context.providers.isEmpty, Swift.type(of: settings).asksProviders { continue }
      stages.append(try settings.makeStage(context))
    }
    return stages
  }
}
