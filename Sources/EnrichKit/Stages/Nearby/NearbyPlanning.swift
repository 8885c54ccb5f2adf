import EnrichCore

/// What the nearby stage asks for a row, shared by the stage and the planner.
extension NearbySettings {
  /// The nearby request for a coordinates-only row, or nil.
  package func request(for row: RowRequest, content: AnswerContent = .search()) -> NearbyRequest? {
    guard let center = row.coordinate, row.name == nil, row.address == nil, !row.queryIsTemplate else {
      return nil
    }
    var nearby = NearbyRequest(center: center, radius: radius)
    nearby.includedTypes = includedTypes
    nearby.rankPreference = .distance
    nearby.content = content
    return nearby
  }

  func verdictKey(
    _ request: NearbyRequest, provider: String, fields: [String], row: RowRequest, scorer: MatchScorer
  )
    -> CacheKey
  {
    DecisionKey.make(
      stage: Self.name, request: CacheKey.nearby(request, provider: provider, fields: fields), row: row,
      rules: DecisionKey.rules(scorer))
  }

  /// The nearby search of `provider` for a coordinates-only row, as a question (nil for any
  /// other row): the places at `center` judged by `scorer`, a kept verdict's decision, the kept
  /// candidates asked again by ID and judged again.
  package func question(
    _ row: RowRequest, provider: String, planning: RequestPlanning, scorer: MatchScorer
  ) -> ProviderQuestion<MatchScorer.Decision>? {
    guard let center = row.coordinate,
      let request = request(for: row, content: planning.searchContent(provider, kind: .nearby))
    else { return nil }
    let fields = planning.cacheFields(provider)
    let radius = self.radius
    return ProviderQuestion(
      provider: provider, kind: .nearby, content: request.content,
      askKey: { CacheKey.nearby(request, provider: provider, fields: fields) },
      verdictKey: planning.remembers(provider)
        ? verdictKey(request, provider: provider, fields: fields, row: row, scorer: scorer) : nil,
      isRowSearch: true, listsCandidates: true, noiseFloor: scorer.noiseFloor, origin: center,
      send: { provider in
        let scored = try await provider.nearby(request).map {
          scorer.scoreNearby($0, center: center, radius: radius)
        }
        let decision = scorer.decide(scored)
        return (decision, Verdict(decision, scored: scored))
      },
      recall: { $0.decision(origin: center, noiseFloor: scorer.noiseFloor) },
      rejudge: { scorer.decide($0.map { scorer.scoreNearby($0, center: center, radius: radius) }) },
      status: \.status)
  }

  /// The nearby searches a coordinates-only row asks: the stage's own decision on a plan's
  /// ledger.
  package func plan(_ row: RowRequest, into plan: inout RowPlan, planning: RequestPlanning) async {
    let ledger = PlanLedger(plan: plan, planning: planning)
    try? await ledger.cascade(
      planning.providers(providers),
      question: { question(row, provider: $0, planning: planning, scorer: planning.scorer) },
      settles: { $0.status == .matched })
    plan = ledger.plan
  }
}
