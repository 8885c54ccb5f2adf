import EnrichCore
import EnrichHours
import Foundation
import GoogleProvider
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
    let isCached = { (setting: ProviderSettings) in isCachedProvider(setting, run: run) }
    let store =
      settings.contains(where: isCached)
      ? try ProviderDecorators.openStore(
        run.cache, environment: environment, metrics: metrics, warn: { diagnostics?.warning($0) }) : nil
    if let recovery = store?.health.recovery { diagnostics?.warning(recovery) }
    return try settings.map { setting throws -> any PlaceProvider in
      var provider = try open(setting, environment: environment, metrics: metrics)
      if let budget { provider = BudgetedProvider(provider, budget: budget) }
      var fields: [String] = []
      if case .google(let google) = setting { fields = google.fields }
      return try ProviderDecorators.decorate(
        provider, store: isCached(setting) ? store : nil, cache: run.cache, metrics: metrics, fields: fields)
    }
  }

  /// Whether `setting`'s answers go to the request cache. The local provider's cost nothing
  /// to recompute: they go to the cache only when the user names one (or asks for --offline /
  /// --refresh), so a default run on millions of rows does not grow a cache file for nothing.
  static func isCachedProvider(_ setting: ProviderSettings, run: RunSettings) -> Bool {
    if case .local = setting { return run.cache.path != nil || run.cache.offline || run.cache.refresh }
    return true
  }

  /// The cache file a run with `configuration` opens, or nil when it uses none.
  public static func cachePath(_ configuration: PipelineConfiguration, environment: [String: String])
    -> String?
  {
    let run = configuration.run
    guard run.cache.enabled, configuration.providers.contains(where: { isCachedProvider($0, run: run) })
    else { return nil }
    return ProviderDecorators.cachePath(run.cache, environment: environment)
  }

  static func open(
    _ setting: ProviderSettings, environment: [String: String], metrics: ProviderMetrics
  ) throws -> any PlaceProvider {
    do {
      switch setting {
      case .local(let local):
        return try LocalProvider(
          indexPath: IndexLocation.resolve(local.indexPath, environment: environment), metrics: metrics)
      case .google(let google):
        return try GoogleProvider(
          configuration: try googleConfiguration(google, environment: environment), metrics: metrics)
      }
    } catch let error as ProviderError {
      throw PipelineError(.provider, error.message)
    }
  }

  /// `openNow` for the local provider: the place's OSM hours evaluated at this moment; nil
  /// (kept, not filtered) when they are missing or say nothing certain.
  @Sendable static func isOpenNow(_ place: Place) -> Bool? {
    guard let expression = place.openingHours else { return nil }
    let context = HoursContext(coordinate: place.location, countryCode: place.address?.countryCode)
    switch OpenStatusEvaluator.evaluate(osm: expression, at: .instant(Date()), context: context).info.status {
    case .open: return true
    case .closed: return false
    case .unknown: return nil
    }
  }

  /// The Google configuration from settings and environment. The key comes from
  /// `--api-key-file` or `GOOGLE_MAPS_API_KEY`; endpoints from the settings or
  /// `ENRICH_PLACES_ENDPOINT` / `ENRICH_GEOCODING_ENDPOINT`.
  static func googleConfiguration(_ settings: GoogleSettings, environment: [String: String]) throws
    -> GoogleConfiguration
  {
    let key: String
    if let file = settings.apiKeyFile {
      guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
        throw PipelineError(.configuration, "--api-key-file: cannot read \(file)")
      }
      key = text.trimmingCharacters(in: .whitespacesAndNewlines)
    } else {
      key = environment["GOOGLE_MAPS_API_KEY"]?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    }
    if key.isEmpty {
      throw PipelineError(
        .configuration,
        "the google provider needs an API key: set GOOGLE_MAPS_API_KEY or pass --api-key-file FILE")
    }
    var configuration = GoogleConfiguration(apiKey: key)
    if let url = settings.placesEndpoint ?? environment["ENRICH_PLACES_ENDPOINT"] {
      configuration.placesEndpoint = url
    }
    if let url = settings.geocodingEndpoint ?? environment["ENRICH_GEOCODING_ENDPOINT"] {
      configuration.geocodingEndpoint = url
    }
    configuration.qps = settings.qps
    configuration.qpm = settings.qpm
    if let seconds = settings.timeoutSeconds {
      configuration.requestTimeout = .milliseconds(Int(seconds * 1000))
    }
    if let retries = settings.maxRetries { configuration.maxRetries = retries }
    if let bytes = settings.maxResponseBytes { configuration.maxResponseBytes = bytes }
    configuration.extraFields = settings.fields
    do {
      try configuration.validate()
    } catch {
      throw PipelineError(error.kind == .permissionDenied ? .provider : .configuration, error.message)
    }
    return configuration
  }
}
