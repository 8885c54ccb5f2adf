import EnrichCore
import LocalProvider

/// Builds providers from their settings. The one place that knows every provider type.
public enum ProviderRegistry {
  /// Provider names accepted by `--provider` (a comma list is a cascade).
  public static let names = ["local", "google", "none"]

  public static func make(
    _ settings: [ProviderSettings], environment: [String: String], metrics: ProviderMetrics
  ) throws -> [any PlaceProvider] {
    try settings.map { setting throws -> any PlaceProvider in
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
}
