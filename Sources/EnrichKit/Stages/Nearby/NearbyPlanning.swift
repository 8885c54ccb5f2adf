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

  package func plan(_ row: RowRequest, into plan: inout RowPlan, planning: RequestPlanning) {
    var conditional = false
    for provider in planning.providers(providers) {
      guard let request = request(for: row, content: planning.searchContent(provider, kind: .nearby)) else {
        return
      }
      let fields = planning.cacheFields(provider)
      plan.addListingStep(
        planning.choice(
          provider: provider, kind: .nearby,
          key: verdictKey(request, provider: provider, fields: fields, row: row, scorer: planning.scorer),
          listsCandidates: true, noiseFloor: planning.scorer.noiseFloor),
        provider: provider, kind: .nearby, content: request.content,
        askKey: CacheKey.nearby(request, provider: provider, fields: fields), conditional: &conditional,
        planning: planning)
      if case .decided(.matched, _, _) = plan.outlook { return }
    }
  }
}

extension NearbyStage {
  /// The decision of `provider` for a point, the cheapest way `planning` knows (as the search
  /// stage's `decide`).
  func decide(
    _ row: RowRequest, center: Coordinate, provider: any PlaceProvider, metrics: ProviderMetrics
  ) async throws -> MatchScorer.Decision? {
    guard
      let request = settings.request(for: row, content: planning.searchContent(provider.id, kind: .nearby))
    else { return nil }
    guard planning.remembers(provider.id) else {
      return scorer.decide(
        try await provider.nearby(request).map {
          scorer.scoreNearby($0, center: center, radius: settings.radius)
        })
    }
    let key = settings.verdictKey(
      request, provider: provider.id, fields: planning.cacheFields(provider.id), row: row, scorer: scorer)
    let (choice, claimed) = try await planning.sharedChoice(
      provider: provider.id, kind: .nearby, key: key, listsCandidates: true, noiseFloor: scorer.noiseFloor)
    defer { if claimed { planning.memories[provider.id]?.finish(key) } }
    switch choice {
    case .decided(let verdict):
      metrics.recordCacheHit()
      return verdict.decision(origin: center, noiseFloor: scorer.noiseFloor)
    case .byID(let ids, let content, let verdict):
      var hits: [ProviderPlace] = []
      for id in ids {
        guard let place = try await provider.details(provider.placeByID(id, content: content)) else { break }
        hits.append(ProviderPlace(place: place, distanceMeters: place.distance(from: center)))
      }
      if hits.count == ids.count {
        let decision = scorer.decide(
          hits.map { scorer.scoreNearby($0, center: center, radius: settings.radius) })
        if decision.status == verdict.status {
          metrics.recordCacheHit()
          return decision
        }
      }
    case .ask:
      break
    }
    let scored = try await provider.nearby(request).map {
      scorer.scoreNearby($0, center: center, radius: settings.radius)
    }
    let decision = scorer.decide(scored)
    planning.memories[provider.id]?.remember(Verdict(decision, scored: scored), for: key)
    return decision
  }
}
