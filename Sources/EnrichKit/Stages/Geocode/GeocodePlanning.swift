import EnrichCore

/// What the geocode stage asks for a row, shared by the stage and the planner.
extension GeocodeSettings {
  /// The geocoding request for `row`'s address, or nil when it has none.
  package func request(for row: RowRequest) -> GeocodeRequest? {
    guard let address = row.address else { return nil }
    var request = GeocodeRequest(address: address)
    request.region = region ?? row.countryCode
    request.language = language
    request.bounds = bounds
    return request
  }

  /// The key of the verdict on `request` for `row` from `provider`.
  func verdictKey(
    _ request: GeocodeRequest, provider: String, fields: [String], row: RowRequest, scorer: MatchScorer
  )
    -> CacheKey
  {
    DecisionKey.make(
      stage: Self.name, request: CacheKey.geocode(request, provider: provider, fields: fields), row: row,
      rules: DecisionKey.rules(scorer))
  }

  /// The geocode of `provider` for `row`'s address, as a question: its best answer judged by
  /// `scorer`, or a kept verdict's (a found geocode's content is not kept, so only a verdict
  /// that found nothing answers alone; `RequestPlanning.choice`).
  package func question(
    _ request: GeocodeRequest, row: RowRequest, provider: String, planning: RequestPlanning,
    scorer: MatchScorer
  ) -> ProviderQuestion<MatchScorer.Scored?> {
    let fields = planning.cacheFields(provider)
    let minimum = scorer.minConfidence
    return ProviderQuestion(
      provider: provider, kind: .geocode, content: [],
      askKey: { CacheKey.geocode(request, provider: provider, fields: fields) },
      verdictKey: planning.remembers(provider)
        ? verdictKey(request, provider: provider, fields: fields, row: row, scorer: scorer) : nil,
      isRowSearch: false, listsCandidates: false, noiseFloor: scorer.noiseFloor, origin: nil,
      send: { provider in
        let scored = try await provider.geocode(request).map { scorer.scoreGeocode($0, for: row) }
        let best = scored.indices.max { scored[$0].confidence < scored[$1].confidence }
        let verdict = Verdict(
          status: best.map { scored[$0].confidence >= minimum ? .geocoded : .lowConfidence } ?? .notFound,
          ambiguous: false,
          candidates: scored.map {
            Verdict.Candidate(
              id: $0.candidate.place.id, confidence: $0.confidence, location: $0.candidate.place.location)
          }, best: best)
        return (best.map { scored[$0] }, verdict)
      },
      recall: { verdict in
        verdict.best.map { index in
          let kept = verdict.candidates[index]
          return MatchScorer.Scored(
            candidate: ProviderPlace(place: Place(id: kept.id, location: kept.location)),
            confidence: kept.confidence, warnings: [])
        }
      },
      rejudge: nil,
      status: { best in best.map { $0.confidence >= minimum ? .geocoded : .lowConfidence } ?? .notFound })
  }

  /// A geocode per provider of the cascade for rows routed to the geocoder (a unit in the
  /// address), address-only rows, and — possibly — rows whose search may end untrusted: the
  /// stage's own decision on a plan's ledger.
  package func plan(_ row: RowRequest, into plan: inout RowPlan, planning: RequestPlanning) async {
    guard let request = request(for: row) else { return }
    let fallback: Bool?
    switch plan.outlook {
    case .notSearched: fallback = true
    case .unknown: fallback = nil
    case .decided(let status, _, _): fallback = GeocodeStage.fallbackStatuses.contains(status)
    }
    let routed = row.needsGeocoding
    guard routed || fallback != false else { return }
    let scorer = planning.scorer
    let ledger = PlanLedger(plan: plan, planning: planning, conditional: !routed && fallback == nil)
    try? await ledger.cascade(
      planning.providers(providers),
      question: { question(request, row: row, provider: $0, planning: planning, scorer: scorer) },
      settles: { $0.map { $0.confidence >= scorer.minConfidence } ?? false })
    plan = ledger.plan
  }
}
