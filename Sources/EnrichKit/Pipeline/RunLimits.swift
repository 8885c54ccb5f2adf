import EnrichCore

/// The failure budget (`--max-failures`): checked before each row is started, so rows already
/// in flight still finish (and may fail too); the message counts every failed row the outputs
/// hold. Requests and cost are budgeted exactly, before each request (`RunBudget`). And the
/// rule for a run that answered no row: it replaces no output unless `--allow-empty`.
package struct RunLimits: Sendable, Equatable {
  package var maxFailures: FailureLimit?
  /// Write the outputs even when no row was answered (`--allow-empty`).
  package var allowsNoAnswer = false
  /// No provider is asked (`--provider none`): a row read is a row answered.
  package var readsOnly = false

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

  /// Why the outputs must not replace what was there: no row was answered (`answered` is 0),
  /// and the run did not allow it. nil when the outputs may be written.
  func nothingAnswered(_ summary: RunSummary, answered: Int, reasons: [String: Int]) -> PipelineError? {
    let unreadable = (summary.byStatus[.invalid] ?? 0) + (summary.byStatus[.failed] ?? 0)
    let answered = readsOnly ? summary.rows - unreadable : answered
    guard answered <= 0, !allowsNoAnswer else { return nil }
    let hint = "no output replaced; --allow-empty writes the outputs anyway"
    guard summary.rows > 0 else { return PipelineError(.input, "the input holds no rows (\(hint))") }
    let counts = RowStatus.allCases.compactMap { status -> String? in
      guard let count = summary.byStatus[status], count > 0 else { return nil }
      return "\(count) \(status.rawValue)"
    }
    let why = reasons.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }.prefix(3)
      .map { "\($0.key) \($0.value)" }
    let subject =
      summary.rows == 1 ? "the one row was not answered" : "none of the \(summary.rows) rows was answered"
    let message =
      "\(subject): \(counts.joined(separator: ", "))"
      + (why.isEmpty ? "" : " (\(why.joined(separator: ", ")))")
      + "; \(hint)"
    return PipelineError((summary.byStatus[.failed] ?? 0) > 0 ? .rowsFailed : .input, message)
  }
}
