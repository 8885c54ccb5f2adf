import EnrichCore

/// `provider:` (one provider, or `none`) or `providers:` (a cascade, asked in order).
struct ProviderDecoder {
  let context: PipelineFileContext

  static let localKeys = ["type", "index"]
  static let googleKeys = [
    "type", "api_key_file", "places_endpoint", "geocoding_endpoint", "qps", "qpm", "timeout", "retries",
    "max_response_bytes", "fields",
  ]

  func decode(_ top: PipelineSection) throws(PipelineFileError) -> [ProviderSettings] {
    switch (top["provider"], top["providers"]) {
    case (nil, nil):
      return PipelineConfiguration().providers
    case (let single?, nil):
      if case .scalar = single.node.content, try single.string() == "none" { return [] }
      return [try provider(single)]
    case (nil, let list?):
      var providers: [ProviderSettings] = []
      for item in try list.items() {
        let settings = try provider(item)
        if providers.contains(where: { $0.id == settings.id }) {
          throw item.error("provider '\(settings.id)' is listed twice; a cascade asks each provider once")
        }
        providers.append(settings)
      }
      return providers
    case (_, let list?):
      throw list.error("give either provider (one) or providers (a cascade), not both")
    }
  }

  /// `local`, `google`, or a section with `type:` and the provider's options.
  func provider(_ reader: PipelineValueReader) throws(PipelineFileError) -> ProviderSettings {
    if case .scalar = reader.node.content {
      switch try reader.string() {
      case "local": return .local(LocalSettings())
      case "google": return .google(GoogleSettings())
      case "none": throw reader.error("none cannot be part of a cascade; use provider: none alone")
      default: throw reader.error("'\(try reader.string() ?? "")' is not a provider (local, google)")
      }
    }
    if case .mapping(let entries) = reader.node.content,
      let secret = entries.first(where: { ["api_key", "apiKey", "key"].contains($0.key) })
    {
      throw context.error(
        PipelineNode.join(reader.path, secret.key), secret.keyLocation,
        "a pipeline file never holds an API key: put it in a file named by api_key_file, "
          + "or in the GOOGLE_MAPS_API_KEY environment variable")
    }
    let type = try reader.section(allowed: Self.localKeys + Self.googleKeys)
    switch try type.required("type").requiredString() {
    case "local":
      let section = try reader.section(allowed: Self.localKeys)
      return .local(LocalSettings(indexPath: try section["index"]?.string().map(context.resolve)))
    case "google":
      return .google(try google(try reader.section(allowed: Self.googleKeys)))
    case let other:
      throw try type.required("type").error("'\(other)' is not a provider (local, google)")
    }
  }

  func google(_ section: PipelineSection) throws(PipelineFileError) -> GoogleSettings {
    var google = GoogleSettings()
    google.apiKeyFile = try section["api_key_file"]?.string().map(context.resolve)
    google.placesEndpoint = try endpoint(section["places_endpoint"])
    google.geocodingEndpoint = try endpoint(section["geocoding_endpoint"])
    google.qps = try section["qps"]?.double(in: 0.01...10_000)
    google.qpm = try section["qpm"]?.double(in: 1...1_000_000)
    google.timeoutSeconds = try section["timeout"]?.double(in: 0.1...600)
    google.maxRetries = try section["retries"]?.int(in: 0...20)
    google.maxResponseBytes = try section["max_response_bytes"]?.int(in: GoogleSettings.responseSizeRange)
    google.fields = try section["fields"]?.strings() ?? []
    return google
  }

  func endpoint(_ reader: PipelineValueReader?) throws(PipelineFileError) -> String? {
    guard let reader, let text = try reader.string() else { return nil }
    guard text.hasPrefix("https://") || text.hasPrefix("http://") else {
      throw reader.error("'\(text)' is not an http:// or https:// URL")
    }
    return text
  }
}
