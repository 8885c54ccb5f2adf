import EnrichCore

/// Plans rows the way the run processes them: a normalized row goes through every stage's
/// `plan` hook in pipeline order. The run plans each row before starting it (its budget holds
/// the plan's worst case, and the summary reports the plan beside what was made); `--dry-run`
/// plans every row and stops there.
package struct RowPlanner: Sendable {
  package let normalize: NormalizeStage
  package let stages: [any StageConfiguration]
  package let planning: RequestPlanning

  package init(configuration: PipelineConfiguration, mapping: ColumnMapping, planning: RequestPlanning) {
    normalize = NormalizeStage(mapping: mapping)
    stages = configuration.providers.isEmpty ? [] : configuration.stages.filter { !($0 is NormalizeSettings) }
    self.planning = planning
  }

  /// The plan of a normalized row (nothing for a row normalize finished).
  package func plan(_ item: WorkItem) async -> RowPlan {
    var plan = RowPlan()
    guard !item.isFinished else { return plan }
    for stage in stages { await stage.plan(item.request, into: &plan, planning: planning) }
    return plan
  }
}
