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

  /// A search per provider of the cascade (a later one only if an earlier one may leave the
  /// row unmatched), a details call per kept ID where that is cheaper, nothing where a kept
  /// verdict decides alone.
  package func plan(_ row: RowRequest, into plan: inout RowPlan, planning: RequestPlanning) {
    guard let base = request(for: row) else { return }
    var conditional = false
    for provider in planning.providers(providers) {
      var search = base
      search.content = planning.searchContent(provider)
      let fields = planning.cacheFields(provider)
      plan.addListingStep(
        planning.choice(
          provider: provider, kind: .searchText,
          key: verdictKey(search, provider: provider, fields: fields, row: row),
          listsCandidates: alwaysListCandidates, noiseFloor: scorer.noiseFloor),
        provider: provider, kind: .searchText, content: search.content,
        askKey: CacheKey.searchText(search, provider: provider, fields: fields), conditional: &conditional,
        planning: planning)
      if case .decided(.matched, _, _) = plan.outlook { return }
    }
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

extension SearchStage {
  /// The decision of `provider` on `row`, made the cheapest way `planning` knows: from a kept
  /// verdict alone, from the kept IDs asked again by ID, or from a new search (whose verdict is
  /// then kept). The first two give the decision a new search would give on the same data: the
  /// same candidates are judged by the same rules; when they no longer agree with the verdict
  /// (the provider's data changed), the row is searched again.
  func decide(
    _ base: TextSearchRequest, row: RowRequest, provider: any PlaceProvider, metrics: ProviderMetrics
  ) async throws -> MatchScorer.Decision {
    var search = base
    search.content = planning.searchContent(provider.id)
    guard planning.remembers(provider.id) else {
      // Nothing is kept for this provider (whole answers are the cache's job): just ask.
      return scorer.decide(
        scorer.scorePlaces(
          try await provider.searchText(search), for: row, includedType: settings.includedType),
        listed: settings.maxResultCount)
    }
    let key = settings.verdictKey(
      search, provider: provider.id, fields: planning.cacheFields(provider.id), row: row)
    let origin = search.locationBias?.center ?? search.locationRestriction?.center
    // A fleet: while another worker searches the same row, wait for its verdict instead of paying.
    let (choice, claimed) = try await planning.sharedChoice(
      provider: provider.id, kind: .searchText, key: key, listsCandidates: settings.alwaysListCandidates,
      noiseFloor: scorer.noiseFloor)
    defer { if claimed { planning.memories[provider.id]?.finish(key) } }
    switch choice {
    case .decided(let verdict):
      metrics.recordCacheHit()
      return verdict.decision(origin: origin, noiseFloor: scorer.noiseFloor)
    case .byID(let ids, let content, let verdict):
      if let decision = try await decideAgain(
        ids, content: content, verdict: verdict, origin: origin, row: row, provider: provider)
      {
        metrics.recordCacheHit()
        return decision
      }
    case .ask:
      break
    }
    let results = try await provider.searchText(search)
    let scored = scorer.scorePlaces(results, for: row, includedType: settings.includedType)
    let decision = scorer.decide(scored, listed: settings.maxResultCount)
    planning.memories[provider.id]?.remember(Verdict(decision, scored: scored), for: key)
    return decision
  }

  /// The verdict's candidates asked again by ID and judged again; nil when one is gone or the
  /// judgement differs from the verdict.
  private func decideAgain(
    _ ids: [String], content: AnswerContent, verdict: Verdict, origin: Coordinate?, row: RowRequest,
    provider: any PlaceProvider
  ) async throws -> MatchScorer.Decision? {
    var hits: [ProviderPlace] = []
    for id in ids {
      guard let place = try await provider.details(provider.placeByID(id, content: content)) else {
        return nil
      }
      hits.append(ProviderPlace(place: place, distanceMeters: place.distance(from: origin)))
    }
    let decision = scorer.decide(
      scorer.scorePlaces(hits, for: row, includedType: settings.includedType), listed: settings.maxResultCount
    )
    return decision.status == verdict.status ? decision : nil
  }
}
