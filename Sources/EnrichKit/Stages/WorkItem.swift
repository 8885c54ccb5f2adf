import EnrichCore

/// One row on its way through the stages: the record, what normalize made of it, and the
/// result so far. A row no search stage touches stays `skipped`; a stage that decides the
/// row's final status sets `isFinished`.
package struct WorkItem: Sendable {
  package var record: InputRecord
  package var request: RowRequest
  package var result: RowResult
  /// Set when a terminal status is decided (invalid, failed, skipped): later stages pass.
  package var isFinished: Bool = false

  package init(record: InputRecord) {
    self.record = record
    self.request = RowRequest()
    self.result = RowResult(record: record, status: .skipped)
  }

  /// Ends the row with `status` and an optional error.
  package mutating func finish(_ status: RowStatus, error: RowError? = nil) {
    result.status = status
    if let error { result.error = error }
    isFinished = true
  }

  package mutating func warn(_ message: String) {
    result.warnings.append(message)
  }
}
