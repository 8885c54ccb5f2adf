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

  /// A geocode per provider of the cascade for rows routed to the geocoder (a unit in the
  /// address), address-only rows, and — possibly — rows whose search may end untrusted.
  package func plan(_ row: RowRequest, into plan: inout RowPlan, planning: RequestPlanning) {
    guard let request = request(for: row) else { return }
    let fallback: Bool?
    switch plan.outlook {
    case .notSearched: fallback = true
    case .unknown: fallback = nil
    case .decided(let status, _, _): fallback = GeocodeStage.fallbackStatuses.contains(status)
    }
    let routed = row.needsGeocoding
    guard routed || fallback != false else { return }
    var conditional = !routed && fallback == nil
    let scorer = planning.scorer
    for provider in planning.providers(providers) {
      let fields = planning.cacheFields(provider)
      if case .decided(let verdict) = planning.choice(
        provider: provider, kind: .geocode,
        key: verdictKey(request, provider: provider, fields: fields, row: row, scorer: scorer),
        listsCandidates: false, noiseFloor: scorer.noiseFloor)
      {
        plan.answeredFromCache += 1
        if let best = verdict.best, verdict.candidates[best].confidence >= scorer.minConfidence { return }
        continue
      }
      plan.add(
        provider, .geocode, [], key: CacheKey.geocode(request, provider: provider, fields: fields),
        conditional: conditional, planning: planning)
      // A later provider is asked only when this one's answer is not trusted.
      conditional = true
    }
  }
}

extension GeocodeStage {
  /// `provider`'s best answer for `request`, judged: from a kept verdict alone (`--offline`,
  /// or an address it found nothing for), else asked (and its verdict kept).
  func best(
    _ request: GeocodeRequest, row: RowRequest, provider: any PlaceProvider, metrics: ProviderMetrics
  ) async throws -> MatchScorer.Scored? {
    guard planning.remembers(provider.id) else {
      let scored = try await provider.geocode(request).map { scorer.scoreGeocode($0, for: row) }
      return scored.max { $0.confidence < $1.confidence }
    }
    let key = settings.verdictKey(
      request, provider: provider.id, fields: planning.cacheFields(provider.id), row: row, scorer: scorer)
    // A fleet: an address another worker is geocoding is waited for; its verdict decides
    // when it found nothing (a found geocode's content is not kept, so it is asked again).
    let (choice, claimed) = try await planning.sharedChoice(
      provider: provider.id, kind: .geocode, key: key, listsCandidates: false, noiseFloor: scorer.noiseFloor)
    defer { if claimed { planning.memories[provider.id]?.finish(key) } }
    if case .decided(let verdict) = choice {
      metrics.recordCacheHit()
      return verdict.best.map { index in
        let kept = verdict.candidates[index]
        return MatchScorer.Scored(
          candidate: ProviderPlace(place: Place(id: kept.id, location: kept.location)),
          confidence: kept.confidence, warnings: [])
      }
    }
    let scored = try await provider.geocode(request).map { scorer.scoreGeocode($0, for: row) }
    let best = scored.indices.max { scored[$0].confidence < scored[$1].confidence }
    let status: RowStatus =
      best.map { scored[$0].confidence >= scorer.minConfidence ? .geocoded : .lowConfidence } ?? .notFound
    let verdict = Verdict(
      status: status, ambiguous: false,
      candidates: scored.map {
        Verdict.Candidate(
          id: $0.candidate.place.id, confidence: $0.confidence, location: $0.candidate.place.location)
      }, best: best)
    planning.memories[provider.id]?.remember(verdict, for: key)
    return best.map { scored[$0] }
  }
}
