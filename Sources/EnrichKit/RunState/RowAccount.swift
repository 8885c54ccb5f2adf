import Synchronization

/// One row's account with its run: its share of the run budget (`RowBudget`, when the run has
/// a budget) and the metered requests it sends (so the journal keeps exactly the rows that would
/// cost something to redo: a row of a free provider, or one the cache answered, is simply redone
/// on resume).
///
/// The engine's one task-local seam: requests reach the provider through stages, decorators and
/// caches that know nothing of rows, so the runner sets the row's account around its stages
/// (`PipelineRunner.process`) and `BudgetedProvider`, beneath the cache, alone reads it.
package final class RowAccount: Sendable {
  @TaskLocal package static var current: RowAccount?

  /// The row's hold on the run budget; nil when the run has none.
  package let budget: RowBudget?
  private let sent = Mutex(0)

  package init(budget: RowBudget?) {
    self.budget = budget
  }

  func recordRequest() { sent.withLock { $0 += 1 } }

  /// Metered requests sent so far.
  package var requests: Int { sent.withLock { $0 } }
}
