import EnrichCore

/// Builds providers from their settings. The one place that knows every provider type.
public enum ProviderRegistry {
  /// Provider names accepted by `--provider` (a comma list is a cascade).
  public static let names = ["local", "google", "none"]

  public static func make(
    _ settings: [ProviderSettings], environment: [String: String], metrics: ProviderMetrics
  ) throws -> [any PlaceProvider] {
    try settings.map { setting in
      switch setting {
      case .local, .google:
        throw PipelineError(.provider, "provider '\(setting.id)' is not available in this build")
      }
    }
  }
}
