import EnrichCore

/// Text search for rows with a name (or a query template), through the provider cascade: a
/// later provider only sees rows the earlier ones left `not_found`, `low_confidence` or
/// `ambiguous`. Rows with only an address go to the geocode stage instead: searching places
/// by a bare address finds whatever business sits there, not the address.
package struct SearchStage: Stage {
  package let name = "search"
  package let placement = StagePlacement.perRow(waitsOnIO: true)
  package let providers: [any PlaceProvider]
  package let settings: SearchSettings
  package let scorer: MatchScorer

  package init(providers: [any PlaceProvider], settings: SearchSettings) {
    self.providers = providers
    self.settings = settings
    var scorer = MatchScorer(
      minConfidence: settings.minConfidence, maxDistanceMeters: settings.maxDistanceMeters)
    scorer.restriction = settings.locationRestriction
    scorer.regionCode = settings.regionCode
    self.scorer = scorer
  }

  package func process(_ item: inout WorkItem, context: StageContext) async throws {
    let request = item.request
    guard request.name != nil || request.queryIsTemplate, let query = request.queryText else { return }
    var search = settings.request(query)
    if search.locationBias == nil, search.locationRestriction == nil, let own = request.coordinate {
      // The row's own coordinates are the best bias there is.
      search.locationBias = .circle(Circle(center: own, radius: max(500, settings.maxDistanceMeters)))
    }
    item.result.query = query
    for provider in providers {
      let results = try await provider.searchText(search)
      let scored = scorer.scorePlaces(results, for: request, includedType: settings.includedType)
      let decision = scorer.decide(scored)
      apply(decision, provider: provider.id, to: &item, context: context)
      if decision.status == .matched { return }
    }
  }

  /// Records the decision on the row; a later provider's answer replaces an earlier one.
  func apply(
    _ decision: MatchScorer.Decision, provider: String, to item: inout WorkItem, context: StageContext
  ) {
    item.result.provider = provider
    item.result.method = .textSearch
    item.result.status = decision.status
    item.result.candidates =
      decision.status == .matched && !settings.alwaysListCandidates ? [] : decision.ranked.map(\.asCandidate)
    item.result.ambiguous = decision.ambiguous ? true : nil
    guard let best = decision.best else {
      item.result.place = nil
      item.result.confidence = nil
      return
    }
    item.result.confidence = best.confidence
    item.result.place = decision.status == .matched ? best.candidate.place : nil
    for warning in best.warnings { context.warn(warning, item: &item) }
  }
}
