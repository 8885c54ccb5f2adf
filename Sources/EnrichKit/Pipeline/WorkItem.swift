import EnrichCore

/// One row on its way through the stages: the record, what normalize made of it, and the
/// result so far. A row no search stage touches stays `skipped`; a stage that decides the
/// row's final status sets `isFinished`.
public struct WorkItem: Sendable {
  public var record: InputRecord
  public var request: RowRequest
  public var result: RowResult
  /// Set when a terminal status is decided (invalid, failed, skipped): later stages pass.
  public var isFinished: Bool = false

  public init(record: InputRecord) {
    self.record = record
    self.request = RowRequest()
    self.result = RowResult(record: record, status: .skipped)
  }

  /// Ends the row with `status` and an optional error.
  public mutating func finish(_ status: RowStatus, error: RowError? = nil) {
    result.status = status
    if let error { result.error = error }
    isFinished = true
  }

  public mutating func warn(_ message: String) {
    result.warnings.append(message)
  }
}
