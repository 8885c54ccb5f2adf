import EnrichCore

/// The failure budget (`--max-failures`): checked before each row is started, so rows already
/// in flight still finish (and may fail too); the message counts every failed row the outputs
/// hold. Requests and cost are budgeted exactly, before each request (`RunBudget`).
package struct RunLimits: Sendable, Equatable {
  package var maxFailures: FailureLimit?

  package init() {}

  /// Why the run must stop before starting another row, or nil.
  func exceeded(failedRows: Int, finishedRows: Int) -> PipelineRunner.StopKind? {
    switch maxFailures {
    case .count(let limit) where failedRows >= limit:
      return .failures(limit: "--max-failures \(limit)", outcome: nil)
    case .percent(let share)
    where finishedRows >= 20 && Double(failedRows) * 100 >= share * Double(finishedRows):
      return .failures(limit: "--max-failures \(String(format: "%g", share))%", outcome: nil)
    default:
      return nil
    }
  }
}
