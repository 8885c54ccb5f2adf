import EnrichCore

/// The 'current place' case: a row with coordinates but no usable name or address gets the
/// likely places at that point, ranked, with the best as its match when it is close and
/// unambiguous.
package struct NearbyStage: Stage {
  package let name = "nearby"
  package let placement = StagePlacement.perRow(waitsOnIO: true)
  package let providers: [any PlaceProvider]
  package let settings: NearbySettings
  package let scorer: MatchScorer

  package init(providers: [any PlaceProvider], settings: NearbySettings, scorer: MatchScorer) {
    self.providers = providers
    self.settings = settings
    self.scorer = scorer
  }

  package func process(_ item: inout WorkItem, context: StageContext) async throws {
    let request = item.request
    guard let center = request.coordinate, request.name == nil, request.address == nil,
      !request.queryIsTemplate
    else { return }
    var nearby = NearbyRequest(center: center, radius: settings.radius)
    nearby.includedTypes = settings.includedTypes
    nearby.rankPreference = .distance
    for provider in providers {
      let results = try await provider.nearby(nearby)
      let scored = results.map { scorer.scoreNearby($0, center: center, radius: settings.radius) }
      let decision = scorer.decide(scored)
      item.result.provider = provider.id
      item.result.method = .nearby
      item.result.status = decision.status
      item.result.ambiguous = decision.ambiguous ? true : nil
      item.result.confidence = decision.best?.confidence
      item.result.place = decision.status == .matched ? decision.best?.candidate.place : nil
      item.result.candidates = decision.ranked.map(\.asCandidate)
      if decision.status == .matched { return }
    }
  }
}
