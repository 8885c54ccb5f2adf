import EnrichCore

/// The ledger of a running stage: it asks. A fleet's worker claims a question before asking
/// and waits for another worker's verdict instead of paying twice; decisions a kept verdict
/// gives count as cache hits; a new answer's verdict is kept for later runs.
package struct RunLedger: DecisionLedger {
  let planning: RequestPlanning
  let providers: [String: any PlaceProvider]
  let metrics: ProviderMetrics

  package init(planning: RequestPlanning, providers: [any PlaceProvider], metrics: ProviderMetrics) {
    self.planning = planning
    self.providers = Dictionary(providers.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    self.metrics = metrics
  }

  package func choice<J>(_ question: ProviderQuestion<J>) async throws -> (
    choice: RequestPlanning.Choice, claimed: Bool
  ) {
    guard let key = question.verdictKey else { return (.ask, false) }
    return try await planning.sharedChoice(
      provider: question.provider, kind: question.kind, key: key, listsCandidates: question.listsCandidates,
      noiseFloor: question.noiseFloor)
  }

  package func finish<J>(_ question: ProviderQuestion<J>) {
    guard let key = question.verdictKey else { return }
    planning.memories[question.provider]?.finish(key)
  }

  package func recalled<J>(_ question: ProviderQuestion<J>, _ verdict: Verdict) -> Bool {
    metrics.recordCacheHit()
    return true
  }

  package func fetch<J>(
    _ ids: [String], content: AnswerContent, for question: ProviderQuestion<J>, verdict: Verdict
  ) async throws -> Fetched {
    guard let provider = providers[question.provider] else { return .places([]) }
    var places: [ProviderPlace] = []
    for id in ids {
      guard let place = try await provider.details(provider.placeByID(id, content: content)) else { break }
      places.append(ProviderPlace(place: place, distanceMeters: place.distance(from: question.origin)))
    }
    return .places(places)
  }

  package func decidedAgain<J>(_ question: ProviderQuestion<J>) {
    metrics.recordCacheHit()
  }

  package func ask<J>(_ question: ProviderQuestion<J>) async throws -> J? {
    guard let provider = providers[question.provider] else { return nil }
    let (judgement, verdict) = try await question.send(provider)
    if let key = question.verdictKey { planning.memories[question.provider]?.remember(verdict, for: key) }
    return judgement
  }
}
