import EnrichCore
import Synchronization

/// Text search for rows with a name (or a query template), through the provider cascade: a
/// later provider only sees rows the earlier ones left `not_found`, `low_confidence` or
/// `ambiguous`. Rows with only an address go to the geocode stage instead: searching places
/// by a bare address finds whatever business sits there, not the address.
package struct SearchStage: RowStage {
  package let name = "search"
  package let waitsOnIO = true
  package let providers: [any PlaceProvider]
  package let settings: SearchSettings
  package let scorer: MatchScorer
  /// How each provider's decision is reached (`SearchSettings.question`, decided on a `RunLedger`).
  let planning: RequestPlanning

  /// Run-level warnings (options a provider cannot honour), printed once, at the first row.
  let notices: [String]
  private let noticed = OnceFlag()

  package init(
    providers: [any PlaceProvider], settings: SearchSettings, planning: RequestPlanning? = nil,
    notices: [String] = []
  ) {
    self.providers = providers
    self.settings = settings
    self.notices = notices
    scorer = settings.scorer
    self.planning = planning ?? RequestPlanning(plugins: [], memories: [:], openStatus: false)
  }

  package func process(_ item: inout WorkItem, context: StageContext) async throws {
    if !notices.isEmpty, noticed.setFirst() {
      for notice in notices { context.diagnostics.warning(notice, source: context.sourceName) }
    }
    let request = item.request
    guard let search = settings.request(for: request), let query = request.queryText else { return }
    item.result.query = query
    let ledger = RunLedger(planning: planning, providers: providers, metrics: context.metrics)
    try await ledger.cascade(
      providers.map(\.id),
      question: { settings.question(search, row: request, provider: $0, planning: planning) },
      settles: { $0.status == .matched }
    ) { provider, outcome in
      if case .known(let decision) = outcome {
        apply(decision, provider: provider, to: &item, context: context)
      }
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
