import EnrichCore

/// Geocodes addresses: always for addresses with a subpremise or a hyphenated street number
/// (place search only partially matches them), for rows with an address but
/// no name, and as the fallback when text search found nothing trustworthy. A row whose
/// place was matched keeps its place and gains the geocoded address beside it.
package struct GeocodeStage: RowStage {
  package let name = "geocode"
  package let waitsOnIO = true
  package let providers: [any PlaceProvider]
  package let settings: GeocodeSettings
  package let scorer: MatchScorer
  /// How each provider's answer is reached (`GeocodeSettings.question`, decided on a `RunLedger`).
  let planning: RequestPlanning

  package init(
    providers: [any PlaceProvider], settings: GeocodeSettings, scorer: MatchScorer,
    planning: RequestPlanning? = nil
  ) {
    self.providers = providers
    self.settings = settings
    self.scorer = scorer
    self.planning = planning ?? RequestPlanning(plugins: [], memories: [:], openStatus: false)
  }

  static let fallbackStatuses: Set<RowStatus> = [.skipped, .notFound, .lowConfidence, .ambiguous]

  package func process(_ item: inout WorkItem, context: StageContext) async throws {
    guard let request = settings.request(for: item.request) else { return }
    let routed = item.request.needsGeocoding
    let searchFailed = Self.fallbackStatuses.contains(item.result.status)
    guard routed || searchFailed else { return }
    var asked: String?
    let ledger = RunLedger(planning: planning, providers: providers, metrics: context.metrics)
    let row = item.request
    try await ledger.cascade(
      providers.map(\.id),
      question: { settings.question(request, row: row, provider: $0, planning: planning, scorer: scorer) },
      settles: { $0.map { $0.confidence >= scorer.minConfidence } ?? false }
    ) { provider, outcome in
      asked = provider
      guard case .known(let found) = outcome, let best = found else { return }
      apply(best, provider: provider, routed: routed, searchFailed: searchFailed, to: &item, context: context)
    }
    if item.result.status == .skipped, let asked {
      // An address alone that no provider found: a result to filter on, not a skipped row.
      item.result.status = .notFound
      item.result.method = .geocode
      item.result.provider = asked
      item.result.error = RowError(
        code: "no_result", message: "no provider found the address '\(request.address)'")
    }
  }

  /// A matched row keeps its place and gets the geocode beside it; otherwise a trustworthy
  /// geocode becomes the row's answer, and an untrustworthy one a candidate.
  func apply(
    _ best: MatchScorer.Scored, provider: String, routed: Bool, searchFailed: Bool,
    to item: inout WorkItem, context: StageContext
  ) {
    let place = best.candidate.place
    for warning in best.warnings { context.warn(warning, item: &item) }
    guard searchFailed else {
      item.result.geocode = place
      return
    }
    let searched = item.result.status != .skipped
    if best.confidence >= scorer.minConfidence {
      if searched, !routed {
        context.warn("no trustworthy place match; used the geocoded address", item: &item)
      }
      item.result.status = .geocoded
      item.result.place = place
      // The places search found stay listed: a person may still pick one (`--review`).
      if !searched { item.result.candidates = [] }
      item.result.ambiguous = nil
    } else if !searched || item.result.status == .notFound {
      item.result.status = .lowConfidence
      item.result.place = nil
      item.result.candidates = [best.asCandidate]
    } else {
      item.result.geocode = place  // the search's own verdict and candidates stay
      return
    }
    item.result.method = .geocode
    item.result.provider = provider
    item.result.confidence = best.confidence
  }
}
