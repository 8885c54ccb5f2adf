import EnrichCore
import LocalProvider

/// Builds providers from their settings. The one place that knows every provider type.
public enum ProviderRegistry {
  /// Provider names accepted by `--provider` (a comma list is a cascade).
  public static let names = ["local", "google", "none"]

  /// Opens the providers, each wrapped, innermost first, in the run's request budget (so
  /// cache hits cost nothing), the request cache, and in-run de-duplication.
  public static func make(
    _ settings: [ProviderSettings], environment: [String: String], metrics: ProviderMetrics,
    run: RunSettings = RunSettings(), diagnostics: DiagnosticsEngine? = nil
  ) throws -> [any PlaceProvider] {
    let budget = run.maxRequests.map(RequestBudget.init(maxRequests:))
    let store = try ProviderDecorators.openStore(run.cache, environment: environment)
    if let recovery = store?.health.recovery { diagnostics?.warning(recovery) }
    return try settings.map { setting throws -> any PlaceProvider in
      var provider = try open(setting, environment: environment, metrics: metrics)
      if let budget { provider = BudgetedProvider(provider, budget: budget) }
      var fields: [String] = []
      if case .google(let google) = setting { fields = google.fields }
      return try ProviderDecorators.decorate(
        provider, store: store, cache: run.cache, metrics: metrics, fields: fields)
    }
  }

  static func open(
    _ setting: ProviderSettings, environment: [String: String], metrics: ProviderMetrics
  ) throws -> any PlaceProvider {
    do {
      switch setting {
      case .local(let local):
        return try LocalProvider(
          indexPath: IndexLocation.resolve(local.indexPath, environment: environment), metrics: metrics)
      case .google:
        throw PipelineError(.provider, "provider 'google' is not available in this build")
      }
    } catch let error as ProviderError {
      throw PipelineError(.provider, error.message)
    }
  }
}
