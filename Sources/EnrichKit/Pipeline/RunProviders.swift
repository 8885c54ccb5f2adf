import EnrichCore
import Foundation

/// A run's providers, opened and decorated, with the verdict memory of each that keeps verdicts
/// (ID-only terms with a cache): handed out together, so nothing looks inside a decorator.
package struct OpenedProviders: Sendable {
  package var providers: [any PlaceProvider]
  package var memories: [DecisionMemory]

  package init(providers: [any PlaceProvider], memories: [DecisionMemory] = []) {
    self.providers = providers
    self.memories = memories
  }
}

/// Opens a configuration's providers the way every run uses them: each provider from its
/// plugin, metered against the run's budget and priced by its plugin beneath the cache (so
/// cache hits cost nothing), the request cache (keeping what the plugin's terms allow) and
/// in-run de-duplication.
package enum RunProviders {
  /// - Parameters:
  ///   - budget: the run's `--max-requests` / `--max-cost` allowance (see `RunBudget.of`).
  ///   - clock: the run's clock, which the providers and the cache's expiry go by.
  package static func open(
    _ configuration: PipelineConfiguration, environment: [String: String], metrics: ProviderMetrics,
    diagnostics: DiagnosticsEngine? = nil, budget: RunBudget? = nil,
    clock: @escaping @Sendable () -> Date = { Date() }
  ) throws(PipelineError) -> OpenedProviders {
    let run = configuration.run
    let warn: @Sendable (String) -> Void = { diagnostics?.warning($0, code: "cache_warning") }
    let store: (any AnswerStore)? =
      configuration.providers.contains(where: run.isCached)
      ? try SharedState.openStore(
        configuration, environment: environment, metrics: metrics, warn: warn, now: clock) : nil
    if let recovery = store?.health.recovery { diagnostics?.warning(recovery, code: "cache_warning") }
    let sharedRate = try run.state.map { state throws(PipelineError) in try SharedState.rateLimiter(state) }
    var opened = OpenedProviders(providers: [])
    for plugin in configuration.providers {
      var provider: any PlaceProvider
      do {
        provider = try plugin.makeProvider(
          ProviderContext(environment: environment, metrics: metrics, sharedRate: sharedRate, now: clock))
      } catch {
        switch error {
        case .configuration(let message): throw PipelineError(.configuration, message)
        case .unavailable(let message): throw PipelineError(.provider, message)
        }
      }
      if budget != nil || !plugin.isFree {
        provider = BudgetedProvider(
          provider, budget: budget, plugin: plugin.name, price: { plugin.pricing(of: $0, content: $1) },
          metrics: metrics)
      }
      let decorated = try ProviderDecorators.decorate(
        provider, terms: plugin.storageTerms, store: run.isCached(plugin) ? store : nil,
        cache: run.cache, metrics: metrics, fields: plugin.cacheFields,
        keptAnswers: plugin.isFree ? freeAnswersKept : paidAnswersKept, now: clock)
      opened.providers.append(decorated.provider)
      if let memory = decorated.memory { opened.memories.append(memory) }
    }
    return opened
  }

  /// Answers kept in memory for repeated rows within a run: a paid answer asked twice is paid
  /// twice, so many are kept; a free one is only recomputed, so fewer. (A local answer shares
  /// its boxed places with the provider's place memo: 30,000 answers keep a run of 10^6 rows at
  /// ~127 MiB; 50,000 took it to ~146.)
  static let paidAnswersKept = 100_000
  static let freeAnswersKept = 30_000
}
