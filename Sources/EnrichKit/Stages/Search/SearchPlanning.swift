import EnrichCore

/// What the search stage asks for a row, shared by the stage and the planner.
extension SearchSettings {
  /// The Text Search request for `row`, or nil when the row is not searched (no name and no
  /// query template). The row's own coordinates are the best bias there is.
  package func request(for row: RowRequest) -> TextSearchRequest? {
    guard row.name != nil || row.queryIsTemplate, let query = row.queryText else { return nil }
    var search = request(query)
    if search.locationBias == nil, search.locationRestriction == nil, let own = row.coordinate {
      search.locationBias = .circle(Circle(center: own, radius: max(500, maxDistanceMeters)))
    }
    return search
  }

  /// The scorer that judges this stage's candidates.
  package var scorer: MatchScorer {
    var scorer = MatchScorer(minConfidence: minConfidence, maxDistanceMeters: maxDistanceMeters)
    scorer.restriction = locationRestriction
    scorer.regionCode = regionCode
    return scorer
  }

  /// The key of the verdict on `request` for `row` from `provider`.
  func verdictKey(_ request: TextSearchRequest, provider: String, fields: [String], row: RowRequest)
    -> CacheKey
  {
    var extra = JSONObjectBuilder()
    extra.add("type", includedType)
    extra.add("list", alwaysListCandidates)
    return DecisionKey.make(
      stage: Self.name, request: CacheKey.searchText(request, provider: provider, fields: fields), row: row,
      rules: DecisionKey.rules(scorer, extra: extra.members))
  }

  /// The text search of `provider` for `row` (`base`: the row's request), as a question: its
  /// answer judged by this stage's scorer, a kept verdict's decision, the kept candidates asked
  /// again by ID and judged again.
  package func question(
    _ base: TextSearchRequest, row: RowRequest, provider: String, planning: RequestPlanning
  ) -> ProviderQuestion<MatchScorer.Decision> {
    var search = base
    search.content = planning.searchContent(provider)
    let fields = planning.cacheFields(provider)
    let scorer = self.scorer
    let (includedType, listed) = (self.includedType, maxResultCount)
    let origin = search.locationBias?.center ?? search.locationRestriction?.center
    let request = search
    return ProviderQuestion(
      provider: provider, kind: .searchText, content: search.content,
      askKey: { CacheKey.searchText(request, provider: provider, fields: fields) },
      verdictKey: planning.remembers(provider)
        ? verdictKey(search, provider: provider, fields: fields, row: row) : nil,
      isRowSearch: true, listsCandidates: alwaysListCandidates, noiseFloor: scorer.noiseFloor, origin: origin,
      send: { provider in
        let scored = scorer.scorePlaces(
          try await provider.searchText(request), for: row, includedType: includedType)
        let decision = scorer.decide(scored, listed: listed)
        return (decision, Verdict(decision, scored: scored))
      },
      recall: { $0.decision(origin: origin, noiseFloor: scorer.noiseFloor) },
      rejudge: {
        scorer.decide(scorer.scorePlaces($0, for: row, includedType: includedType), listed: listed)
      },
      status: \.status)
  }

  /// What the search asks for `row`: the providers of the cascade in order until one matches,
  /// each the cheapest way a kept verdict allows (the run's own decision, on a plan's ledger).
  package func plan(_ row: RowRequest, into plan: inout RowPlan, planning: RequestPlanning) async {
    guard let base = request(for: row) else { return }
    let ledger = PlanLedger(plan: plan, planning: planning)
    try? await ledger.cascade(
      planning.providers(providers), question: { question(base, row: row, provider: $0, planning: planning) },
      settles: { $0.status == .matched })
    plan = ledger.plan
  }
}

extension MatchScorer {
  /// The scorer geocode and nearby judge their answers with: the search stage's thresholds
  /// (its defaults when the pipeline has no search stage).
  static func judging(_ search: SearchSettings?) -> MatchScorer {
    let search = search ?? SearchSettings()
    return MatchScorer(minConfidence: search.minConfidence, maxDistanceMeters: search.maxDistanceMeters)
  }
}
