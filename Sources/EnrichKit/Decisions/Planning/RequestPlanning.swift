import EnrichCore

/// The choices that decide what a row costs, made in one place for the planner (`--dry-run`,
/// budgets, the summary's plan) and for the stages that carry them out, so the plan printed is
/// the plan run. Prices come from the plugins; what is known comes from the verdicts kept for
/// ID-only providers (`DecisionMemory`). The engine names no vendor here: "the hours in the
/// search" is `AnswerContent.openingHours`, and whether that is cheaper is the plugin's price.
package struct RequestPlanning: Sendable {
  package let plugins: [any ProviderPlugin]
  /// Verdict memories by provider id (ID-only terms with a cache).
  package let memories: [String: DecisionMemory]
  /// Whether the pipeline resolves open status (so matched places need their hours).
  package let openStatus: Bool
  /// How geocode and nearby answers are judged (the search stage's thresholds).
  package let scorer: MatchScorer
  /// What earlier runs on the cache made of their possible requests (empty: no history).
  package var history = FallbackHistory()

  package init(
    plugins: [any ProviderPlugin], memories: [String: DecisionMemory], openStatus: Bool,
    scorer: MatchScorer = MatchScorer.judging(nil)
  ) {
    self.plugins = plugins
    self.memories = memories
    self.openStatus = openStatus
    self.scorer = scorer
  }

  /// Adds a finished run's plan and requests to the history its store keeps (not `--offline`:
  /// it makes no request, which says nothing of what a run asking would make).
  package func keepHistory(planned tally: PlanTally, made: [BilledRequest: Int]) {
    guard let memory = memories.values.first, !memory.isOffline, !tally.possible.isEmpty else { return }
    var history = history
    history.learn(planned: tally, made: made)
    memory.store.keepRunNote(history.noteText, named: FallbackHistory.noteName)
  }

  /// The list price of one request; nil when the provider is free (or unknown).
  package func pricing(_ provider: String, _ kind: RequestKind, _ content: AnswerContent) -> Pricing? {
    plugins.first { $0.name == provider }?.pricing(of: kind, content: content)
  }

  /// US dollars for one request (0 when free).
  package func cost(_ provider: String, _ kind: RequestKind, _ content: AnswerContent) -> Double {
    (pricing(provider, kind, content)?.perThousandUSD ?? 0) / 1000
  }

  /// The endpoint a billed request goes to (its plugin's endpoint for the kind).
  package func endpoint(of billed: BilledRequest) -> RequestEndpoint {
    RunPricing(plugins).endpoint(of: billed)
  }

  /// Whether `provider` answers open status with an extra details call when a place lacks hours.
  func completesHours(_ provider: String) -> Bool {
    plugins.first { $0.name == provider }?.openStatusRequest != nil
  }

  /// What a search (or nearby search) of `provider` asks its places to carry: the hours too
  /// when open status is resolved and one request for both costs no more than a plain one plus
  /// the details call for the hours after it (one request is billed once, at its dearest field).
  package func searchContent(_ provider: String, kind: RequestKind = .searchText) -> AnswerContent {
    guard openStatus else { return .search() }
    let both = cost(provider, kind, .search(.openingHours))
    let plain = cost(provider, kind, .search())
    let hours = completesHours(provider) ? cost(provider, .details, .openingHours) : 0
    return both <= plain + hours ? .search(.openingHours) : .search()
  }

  /// How a stage gets its decision for the question `key` of `kind` from `provider`.
  package enum Choice: Sendable, Equatable {
    /// Send the request and decide from its answer (nothing kept, or asking is cheapest).
    case ask
    /// Ask these kept place IDs for `content` by ID and decide again from them.
    case byID([String], content: AnswerContent, verdict: Verdict)
    /// No request: the kept verdict is the decision (nothing to fetch, or `--offline`).
    case decided(Verdict)
  }

  /// The cheapest way to the decision: a kept verdict whose places must be seen again is
  /// completed by ID when that costs less than asking again; one with nothing to see again (no
  /// candidates) answers alone; offline every kept verdict answers alone. Geocodes are always
  /// asked again when they found something: their content (the geocoder's precision and
  /// address) is not what a details call returns.
  package func choice(
    provider: String, kind: RequestKind, key: @autoclosure () -> CacheKey, listsCandidates: Bool,
    noiseFloor: Double
  ) -> Choice {
    // The key only for a provider that keeps verdicts: making it costs as much as planning.
    guard let memory = memories[provider], let verdict = memory.verdict(for: key()) else { return .ask }
    if memory.isOffline { return .decided(verdict) }
    if kind == .geocode { return verdict.candidates.isEmpty ? .decided(verdict) : .ask }
    let ids = verdict.idsToDecideAgain(noiseFloor: noiseFloor, listsCandidates: listsCandidates)
    if ids.isEmpty { return .decided(verdict) }
    let content = searchContent(provider, kind: kind)
    let byID = Double(ids.count) * cost(provider, .details, content)
    return byID < cost(provider, kind, content) ? .byID(ids, content: content, verdict: verdict) : .ask
  }

  /// `choice`, shared with a fleet (`--state`): when this worker would ask, it first claims
  /// `key`, and while another worker is asking it waits for that worker's verdict and chooses
  /// again from it. `claimed`: this worker holds `key` until it calls `finish(key)` on the memory.
  package func sharedChoice(
    provider: String, kind: RequestKind, key: CacheKey, listsCandidates: Bool, noiseFloor: Double
  ) async throws -> (choice: Choice, claimed: Bool) {
    let first = choice(
      provider: provider, kind: kind, key: key, listsCandidates: listsCandidates, noiseFloor: noiseFloor)
    guard case .ask = first, let memory = memories[provider] else { return (first, false) }
    if try await memory.claim(key) { return (first, true) }
    let again = choice(
      provider: provider, kind: kind, key: key, listsCandidates: listsCandidates, noiseFloor: noiseFloor)
    return (again, false)
  }

  /// The provider ids a stage asks, in order: `ids`, or every configured provider.
  package func providers(_ ids: [String]) -> [String] { ids.isEmpty ? plugins.map(\.name) : ids }

  /// The settings of `provider` that change what an answer holds (part of every key).
  package func cacheFields(_ provider: String) -> [String] {
    plugins.first { $0.name == provider }?.cacheFields ?? []
  }

  /// Whether `provider` keeps verdicts (so its questions need a verdict key at all).
  package func remembers(_ provider: String) -> Bool { memories[provider] != nil }

  /// Whether `provider`'s requests are refused (`--offline` with ID-only terms).
  func isOffline(_ provider: String) -> Bool { memories[provider]?.isOffline ?? false }
}
