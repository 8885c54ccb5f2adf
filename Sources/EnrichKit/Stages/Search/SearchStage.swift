import EnrichCore
import Synchronization

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

  /// Run-level warnings (options a provider cannot honour), printed once, at the first row.
  let notices: [String]
  private let noticed = OnceFlag()

  package init(providers: [any PlaceProvider], settings: SearchSettings, notices: [String] = []) {
    self.providers = providers
    self.settings = settings
    self.notices = notices
    var scorer = MatchScorer(
      minConfidence: settings.minConfidence, maxDistanceMeters: settings.maxDistanceMeters)
    scorer.restriction = settings.locationRestriction
    scorer.regionCode = settings.regionCode
    self.scorer = scorer
  }

  package func process(_ item: inout WorkItem, context: StageContext) async throws {
    if !notices.isEmpty, noticed.setFirst() {
      for notice in notices { context.diagnostics.warning(notice, source: context.sourceName) }
    }
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
      let decision = scorer.decide(scored, listed: settings.maxResultCount)
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
    var listed = decision.ranked.map(\.asCandidate)
    if settings.rankPreference == .distance {
      // `--rank distance`: the candidates nearest first (the verdict still goes by confidence).
      listed.sort {
        ($0.distanceMeters ?? .infinity, -$0.confidence) < ($1.distanceMeters ?? .infinity, -$1.confidence)
      }
    }
    item.result.candidates = decision.status == .matched && !settings.alwaysListCandidates ? [] : listed
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

/// True for the first caller only.
final class OnceFlag: Sendable {
  private let done = Mutex(false)

  func setFirst() -> Bool {
    done.withLock { done in
      defer { done = true }
      return !done
    }
  }
}
