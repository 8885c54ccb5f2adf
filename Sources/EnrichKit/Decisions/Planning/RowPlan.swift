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

  /// Plans one provider of a cascade that lists places (search, nearby) from what `planning`
  /// chose: the request itself (`askKey`), a details call per kept ID, or nothing when a kept
  /// verdict decides. After a provider whose answer is not known yet (`conditional`), the row's
  /// outcome is not known either, and later requests are possible, not certain.
  package mutating func addListingStep(
    _ choice: RequestPlanning.Choice, provider: String, kind: RequestKind, content: AnswerContent,
    askKey: CacheKey, conditional: inout Bool, planning: RequestPlanning
  ) {
    switch choice {
    case .ask:
      add(provider, kind, content, key: askKey, conditional: conditional, planning: planning)
      outlook = .unknown
      conditional = true
    case .byID(let ids, let kept, let verdict):
      for id in ids {
        add(
          provider, .details, kept, key: Self.byIDKey(provider, id, kept), conditional: conditional,
          planning: planning)
      }
      let hours = kept.contains(.openingHours)
      outlook = conditional ? .unknown : .decided(verdict.status, provider: provider, carriesHours: hours)
    case .decided(let verdict):
      if !conditional { answeredFromCache += 1 }
      outlook = conditional ? .unknown : .decided(verdict.status, provider: provider, carriesHours: false)
    }
  }

  /// The identity of a details call for a kept ID.
  static func byIDKey(_ provider: String, _ id: String, _ content: AnswerContent) -> CacheKey {
    CacheKey.details(DetailsRequest(placeID: id, fields: [content.description]), provider: provider)
  }

  /// The most the row can cost, conditional requests included: what its budget hold must cover.
  package func worstCase(_ planning: RequestPlanning) -> RequestAmount {
    RequestAmount(
      requests: requests.count,
      costUSD: requests.reduce(0) {
        $0 + planning.cost($1.billed.provider, $1.billed.kind, $1.billed.content)
      })
  }
}
