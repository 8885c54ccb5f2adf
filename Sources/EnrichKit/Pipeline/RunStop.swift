import EnrichCore

extension PipelineRunner {
  /// What ended a run early.
  package enum StopKind: Sendable, Equatable {
    /// The provider cannot go on (bad key, billing, exhausted daily quota, unusable index).
    case provider(ProviderError)
    /// `--max-requests` / `--max-cost` has no room for the next row: resumable.
    case budget(String)
    /// `--max-failures` reached; `outcome` says how many rows failed in the end (the rows in
    /// flight when it was reached finish, and may fail too).
    case failures(limit: String, outcome: String?)

    package var message: String {
      switch self {
      case .provider(let error): return error.message
      case .budget(let message): return message
      case .failures(let limit, let outcome): return outcome.map { "\($0) (\(limit))" } ?? "\(limit) reached"
      }
    }

    /// The `error.code` of the rows the stop leaves unprocessed.
    var skippedCode: String {
      switch self {
      case .budget: return ProviderError.Kind.budgetExhausted.rawValue
      case .provider(let error) where error.kind == .budgetExhausted: return error.kind.rawValue
      default: return "run_stopped"
      }
    }
  }

  /// Why a run stopped before processing every row.
  package struct StopReason: Sendable, Equatable {
    package var kind: StopKind
    /// 1-based row at which the run stopped.
    package var row: Int
  }

  func skippedRow(_ record: InputRecord, reason: StopReason) -> RowResult {
    let resumable = reason.kind.skippedCode == "run_stopped" ? "" : "; resumable"
    return RowResult(
      record: record, status: .skipped,
      error: RowError(
        code: reason.kind.skippedCode,
        message: "not processed: the run stopped at row \(reason.row) (\(reason.kind.message))\(resumable)"))
  }
}
