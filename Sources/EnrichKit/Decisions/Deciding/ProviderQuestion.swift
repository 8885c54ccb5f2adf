import EnrichCore

/// One question a stage puts to one provider about one row — a text search, a geocode, a nearby
/// search — and how its answers are judged: what it is billed as, its identity (identical
/// questions of a run are asked once), the key of the verdict kept for it, and the judgements a
/// new answer, a kept verdict or the kept places asked again by ID give. `Judgement` is what the
/// stage decides with (a search's decision, a geocode's best answer).
///
/// A question does no I/O itself: `RequestPlanning.decide` puts it through a ledger that either
/// asks (`RunLedger`) or only records what would be asked (`PlanLedger`), so the plan a run
/// prints and the requests it makes come from one code path.
package struct ProviderQuestion<Judgement: Sendable>: Sendable {
  package var provider: String
  package var kind: RequestKind
  /// What the answer's places carry (and are billed for).
  package var content: AnswerContent
  /// The request's identity: identical requests of a run are made once (made only where it is
  /// needed — a plan — as keying a request costs as much as planning it).
  package var askKey: @Sendable () -> CacheKey
  /// The key of the verdict kept for the question; nil when the provider keeps none.
  package var verdictKey: CacheKey?
  /// The search of the row (a text search, or a nearby search for a point): its outcome is what
  /// later stages plan from (`RowPlan.outlook`).
  package var isRowSearch: Bool
  /// Whether a matched row's candidates are listed too (so all of them are asked again by ID).
  package var listsCandidates: Bool
  /// Candidates below this confidence never count.
  package var noiseFloor: Double
  /// The point places' distances are measured from (the row's bias, the nearby centre).
  package var origin: Coordinate?
  /// Sends the request to `provider` and judges the answer; the verdict to keep beside.
  package var send: @Sendable (any PlaceProvider) async throws -> (Judgement, Verdict)
  /// The judgement a kept verdict gives alone.
  package var recall: @Sendable (Verdict) -> Judgement
  /// The kept candidates, asked again by ID, judged again; nil when the question is not decided
  /// from places by ID (a geocode).
  package var rejudge: (@Sendable ([ProviderPlace]) -> Judgement)?
  /// The row status a judgement gives (a judgement made again stands only with the verdict's).
  package var status: @Sendable (Judgement) -> RowStatus

  package init(
    provider: String, kind: RequestKind, content: AnswerContent, askKey: @escaping @Sendable () -> CacheKey,
    verdictKey: CacheKey?,
    isRowSearch: Bool, listsCandidates: Bool, noiseFloor: Double, origin: Coordinate?,
    send: @escaping @Sendable (any PlaceProvider) async throws -> (Judgement, Verdict),
    recall: @escaping @Sendable (Verdict) -> Judgement,
    rejudge: (@Sendable ([ProviderPlace]) -> Judgement)?, status: @escaping @Sendable (Judgement) -> RowStatus
  ) {
    self.provider = provider
    self.kind = kind
    self.content = content
    self.askKey = askKey
    self.verdictKey = verdictKey
    self.isRowSearch = isRowSearch
    self.listsCandidates = listsCandidates
    self.noiseFloor = noiseFloor
    self.origin = origin
    self.send = send
    self.recall = recall
    self.rejudge = rejudge
    self.status = status
  }
}

/// What a ledger's decision came to: a judgement, or — in a plan, after a request that is only
/// recorded — not known until it is asked.
package enum DecisionOutcome<Judgement: Sendable>: Sendable {
  case known(Judgement)
  case unknown
}
