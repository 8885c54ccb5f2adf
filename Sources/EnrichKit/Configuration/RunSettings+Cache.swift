import EnrichCore

extension RunSettings {
  /// Whether a provider's answers go to the request cache. A free provider's answers cost
  /// nothing to recompute: they go to the cache only when the user names one (or asks for
  /// --offline / --refresh), so a default run on millions of rows does not grow a cache file
  /// for nothing.
  package func isCached(_ plugin: any ProviderPlugin) -> Bool {
    guard plugin.isFree else { return true }
    return cache.path != nil || cache.offline || cache.refresh
  }
}

extension PipelineConfiguration {
  /// The cache file a run with this configuration opens, or nil when it uses none (or the
  /// `--state` database).
  package func cachePath(environment: [String: String]) -> String? {
    guard run.cache.enabled, run.state == nil, providers.contains(where: run.isCached) else { return nil }
    return run.cache.filePath(environment: environment)
  }
}

extension CacheSettings {
  /// The file the cache uses for these settings.
  package func filePath(environment: [String: String]) -> String {
    if let path, !path.isEmpty { return path }
    return CacheStore.defaultPath(environment: environment)
  }
}

extension ProviderPlugin {
  /// Whether no request of the provider is priced (the local index).
  package var isFree: Bool {
    RequestKind.allCases.allSatisfy { pricing(of: $0, content: .search(.openingHours)) == nil }
  }
}
