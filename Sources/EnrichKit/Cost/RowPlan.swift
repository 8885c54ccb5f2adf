import EnrichCore

/// One request a row's plan would make.
package struct PlannedRequest: Sendable, Equatable {
  /// What it is billed as.
  package var billed: BilledRequest
  /// Its identity: identical requests of a run are made once.
  package var key: CacheKey
  /// It depends on an answer not known yet (a fallback geocode, a later provider of a cascade,
  /// a details call for hours): planned as possible, not certain.
  package var isConditional: Bool
}

/// What one row will ask, as far as can be known before asking: built by the stages' `plan`
/// hooks in pipeline order (`RowPlanner`), each reading what the earlier ones concluded.
package struct RowPlan: Sendable, Equatable {
  package var requests: [PlannedRequest] = []
  /// Decisions a kept verdict or a whole cached answer gives without a request.
  package var answeredFromCache = 0
  /// Requests `--offline` cannot answer: their rows will be `not_cached`.
  package var offlineMisses = 0
  /// What the search will conclude, as far as the plan knows.
  package var outlook = Outlook.notSearched

  package enum Outlook: Sendable, Equatable {
    /// No search runs for the row.
    case notSearched
    /// A search is asked; its answer decides.
    case unknown
    /// A kept verdict says how the search ends; `carriesHours`: the matched place's content
    /// includes its hours.
    case decided(RowStatus, provider: String, carriesHours: Bool)
  }

  package init() {}

  /// Adds a request unless `--offline` refuses it (then it is a miss).
  package mutating func add(
    _ provider: String, _ kind: RequestKind, _ content: AnswerContent, key: CacheKey, conditional: Bool,
    planning: RequestPlanning
  ) {
    if planning.isOffline(provider) {
      if !conditional { offlineMisses += 1 }
      return
    }
    requests.append(
      PlannedRequest(
        billed: BilledRequest(provider: provider, kind: kind, content: content), key: key,
        isConditional: conditional))
  }

  /// The most the row can cost, conditional requests included: what its budget hold must cover.
  package func worstCase(_ planning: RequestPlanning) -> RunBudget.Amount {
    RunBudget.Amount(
      requests: requests.count,
      costUSD: requests.reduce(0) {
        $0 + planning.cost($1.billed.provider, $1.billed.kind, $1.billed.content)
      })
  }
}
