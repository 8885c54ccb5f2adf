import EnrichCore
import LocalProvider

/// Builds providers from their settings. The one place that knows every provider type.
public enum ProviderRegistry {
  /// Provider names accepted by `--provider` (a comma list is a cascade).
  public static let names = ["local", "google", "none"]

  /// Opens the providers, each wrapped (innermost first) in the run's request budget.
  public static func make(
    _ settings: [ProviderSettings], environment: [String: String], metrics: ProviderMetrics,
    run: RunSettings = RunSettings()
  ) throws -> [any PlaceProvider] {
    let budget = run.maxRequests.map(RequestBudget.init(maxRequests:))
    return try settings.map { setting throws -> any PlaceProvider in
      var provider = try open(setting, environment: environment, metrics: metrics)
      if let budget { provider = BudgetedProvider(provider, budget: budget) }
      return provider
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
