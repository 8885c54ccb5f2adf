import EnrichCore

/// The 'current place' case: a row with coordinates but no usable name or address gets the
/// likely places at that point, ranked, with the best as its match when it is close and
/// unambiguous.
package struct NearbyStage: RowStage {
  package let name = "nearby"
  package let waitsOnIO = true
  package let providers: [any PlaceProvider]
  package let settings: NearbySettings
  package let scorer: MatchScorer
  /// How each provider's decision is reached (`NearbySettings.question`, decided on a `RunLedger`).
  let planning: RequestPlanning

  package init(
    providers: [any PlaceProvider], settings: NearbySettings, scorer: MatchScorer,
    planning: RequestPlanning? = nil
  ) {
    self.providers = providers
    self.settings = settings
    self.scorer = scorer
    self.planning = planning ?? RequestPlanning(plugins: [], memories: [:], openStatus: false)
  }

  package func process(_ item: inout WorkItem, context: StageContext) async throws {
    let request = item.request
    guard request.coordinate != nil, settings.request(for: request) != nil else { return }
    let ledger = RunLedger(planning: planning, providers: providers, metrics: context.metrics)
    try await ledger.cascade(
      providers.map(\.id),
      question: { settings.question(request, provider: $0, planning: planning, scorer: scorer) },
      settles: { $0.status == .matched }
    ) { provider, outcome in
      guard case .known(let decision) = outcome else { return }
      item.result.provider = provider
      item.result.method = .nearby
      item.result.status = decision.status
      item.result.ambiguous = decision.ambiguous ? true : nil
      item.result.confidence = decision.best?.confidence
      item.result.place = decision.status == .matched ? decision.best?.candidate.place : nil
      item.result.candidates = decision.ranked.map(\.asCandidate)
    }
  }
}
