import EnrichCore
import Foundation

/// The `google` provider as the engine sees it: where its key comes from (never the key
/// itself, so describing the settings cannot leak it), endpoints, quota and field mask;
/// Google's storage terms (place IDs kept, coordinates at most 30 days, nothing else), its
/// list prices, and the Place Details call open status needs.
package struct GooglePlugin: ProviderPlugin {
  /// A file holding the key; nil: `GOOGLE_MAPS_API_KEY`.
  package var apiKeyFile: String?
  package var placesEndpoint: String?
  package var geocodingEndpoint: String?
  package var qps: Double?
  package var qpm: Double?
  /// `qps`/`qpm` per method (default) or for the whole project (`--quota-scope project`).
  package var quotaScope: GoogleConfiguration.QuotaScope = .method
  package var timeoutSeconds: Double?
  package var maxRetries: Int?
  /// Largest response accepted, in bytes (`--max-response-size`); nil: 32 MiB.
  package var maxResponseBytes: Int?
  /// Extra Place fields for the field mask (`--fields`).
  package var fields: [String] = []

  package init() {}

  /// Accepted `maxResponseBytes`: 1 KiB to 4 GiB.
  package static let responseSizeRange = 1024...(4 << 30)

  package static let name = "google"
  package static let keys = [
    "api_key_file", "places_endpoint", "geocoding_endpoint", "qps", "qpm", "quota_scope", "timeout",
    "retries", "max_response_bytes", "fields",
  ]
  package static let endpoints = GoogleEndpoint.endpoints

  // MARK: Settings

  package static func decode(_ reader: SettingsReader) throws(SettingsError) -> GooglePlugin {
    if let secret = reader.node.entries.first(where: { ["api_key", "apiKey", "key"].contains($0.key) }) {
      throw reader.context.error(
        SettingsNode.join(reader.path, secret.key), secret.keyLocation,
        "a pipeline file never holds an API key: put it in a file named by api_key_file, "
          + "or in the GOOGLE_MAPS_API_KEY environment variable")
    }
    let section = try reader.section(allowed: ["type"] + keys)
    var google = GooglePlugin()
    google.apiKeyFile = try section["api_key_file"]?.filePath()
    google.placesEndpoint = try endpoint(section["places_endpoint"])
    google.geocodingEndpoint = try endpoint(section["geocoding_endpoint"])
    google.qps = try section["qps"]?.double(in: 0.01...10_000)
    google.qpm = try section["qpm"]?.double(in: 1...1_000_000)
    google.quotaScope =
      try section["quota_scope"]?.enumValue(["method", "project"]) {
        GoogleConfiguration.QuotaScope(rawValue: $0)
      } ?? .method
    google.timeoutSeconds = try section["timeout"]?.double(in: 0.1...600)
    google.maxRetries = try section["retries"]?.int(in: 0...20)
    google.maxResponseBytes = try section["max_response_bytes"]?.byteCount(in: responseSizeRange)
    google.fields = try section["fields"]?.strings() ?? []
    if let fields = section["fields"] {
      do {
        _ = try GoogleFieldMask.normalize(google.fields)
      } catch {
        throw fields.error(error.message)
      }
    }
    return google
  }

  static func endpoint(_ reader: SettingsReader?) throws(SettingsError) -> String? {
    guard let reader, let text = try reader.string() else { return nil }
    guard text.hasPrefix("https://") || text.hasPrefix("http://") else {
      throw reader.error("'\(text)' is not an http:// or https:// URL")
    }
    return text
  }

  package func render() -> [SettingsNode.Entry] {
    var out = SettingsEntries()
    out.add("api_key_file", apiKeyFile.map { .text($0) })
    out.add("places_endpoint", placesEndpoint.map { .text($0) })
    out.add("geocoding_endpoint", geocodingEndpoint.map { .text($0) })
    out.add("qps", qps.map { .number($0) })
    out.add("qpm", qpm.map { .number($0) })
    if quotaScope != .method { out.add("quota_scope", .text(quotaScope.rawValue)) }
    out.add("timeout", timeoutSeconds.map { .number($0) })
    out.add("retries", maxRetries.map { .number($0) })
    out.add("max_response_bytes", maxResponseBytes.map { .number($0) })
    if !fields.isEmpty { out.add("fields", .texts(fields)) }
    return out.entries
  }

  package func resolvingPaths(_ resolve: (String) -> String) -> GooglePlugin {
    var google = self
    google.apiKeyFile = apiKeyFile.map(resolve)
    return google
  }

  package static let options: [CommandLineOption] = [
    CommandLineOption(
      "api-key-file", valueName: "path",
      help: "File holding the Google API key (default: $GOOGLE_MAPS_API_KEY).",
      binding: .key("api_key_file")),
    CommandLineOption(
      "places-endpoint", valueName: "url",
      help: "Places API base URL (default: https://places.googleapis.com).",
      binding: .key("places_endpoint")),
    CommandLineOption(
      "geocoding-endpoint", valueName: "url",
      help: "Geocoding API base URL (default: https://maps.googleapis.com).",
      binding: .key("geocoding_endpoint")),
    CommandLineOption(
      "qps", valueName: "n", help: "Google requests per second per endpoint.", binding: .key("qps")),
    CommandLineOption(
      "qpm", valueName: "n", help: "Google requests per minute per endpoint.", binding: .key("qpm")),
    CommandLineOption(
      "quota-scope", valueName: "method|project",
      help: "Whether --qps/--qpm are each method's quota (default) or one the whole project shares.",
      binding: .key("quota_scope")),
    CommandLineOption(
      "timeout", valueName: "seconds", help: "Google request timeout (default: 30).", binding: .key("timeout")
    ),
    CommandLineOption(
      "retries", valueName: "n", help: "Retries of a transient Google failure (default: 4).",
      binding: .key("retries")),
    CommandLineOption(
      "max-response-size", valueName: "bytes",
      help: "Largest Google response accepted, compressed or decoded (default: 32M); larger fails the row.",
      binding: .key("max_response_bytes")),
    CommandLineOption(
      "fields", valueName: "list", help: "Extra Google Place fields for the field mask, comma-separated.",
      binding: .list("fields")),
  ]

  // MARK: Opening

  /// The key comes from `api_key_file` or `GOOGLE_MAPS_API_KEY`; endpoints from the settings or
  /// `ENRICH_PLACES_ENDPOINT` / `ENRICH_GEOCODING_ENDPOINT`.
  package func makeProvider(_ context: ProviderContext) throws(PluginError) -> any PlaceProvider {
    let environment = context.environment
    let key: String
    if let file = apiKeyFile {
      guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
        throw .configuration("--api-key-file: cannot read \(file)")
      }
      key = text.trimmingCharacters(in: .whitespacesAndNewlines)
    } else {
      key = environment["GOOGLE_MAPS_API_KEY"]?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    }
    if key.isEmpty {
      throw .configuration(
        "the google provider needs an API key: set GOOGLE_MAPS_API_KEY or pass --api-key-file FILE")
    }
    var configuration = GoogleConfiguration(apiKey: key)
    if let url = placesEndpoint ?? environment["ENRICH_PLACES_ENDPOINT"] {
      configuration.placesEndpoint = url
    }
    if let url = geocodingEndpoint ?? environment["ENRICH_GEOCODING_ENDPOINT"] {
      configuration.geocodingEndpoint = url
    }
    configuration.qps = qps
    configuration.qpm = qpm
    configuration.quotaScope = quotaScope
    if let seconds = timeoutSeconds { configuration.requestTimeout = .milliseconds(Int(seconds * 1000)) }
    if let retries = maxRetries { configuration.maxRetries = retries }
    if let bytes = maxResponseBytes { configuration.maxResponseBytes = bytes }
    configuration.extraFields = fields
    do {
      return try GoogleProvider(
        configuration: configuration, metrics: context.metrics, sharedRate: context.sharedRate)
    } catch {
      throw error.kind == .permissionDenied ? .unavailable(error.message) : .configuration(error.message)
    }
  }

  // MARK: Terms and prices

  /// Google's limit for keeping latitude/longitude (Service Specific Terms): 30 days.
  package static let coordinateLimit: TimeInterval = 30 * 86_400

  package var storageTerms: StorageTerms {
    StorageTerms(
      retention: .placeIDsAndCoordinates, coordinateLimit: Self.coordinateLimit,
      cachedRequests: [.searchText, .nearby, .geocode])
  }

  /// The field mask's extra fields are part of every cached search's key.
  package var cacheFields: [String] { fields }

  /// The search fields these settings ask for (defaults plus `--fields`).
  var searchFields: [String] {
    GoogleFieldMask.searchFields(extras: (try? GoogleFieldMask.normalize(fields)) ?? fields)
  }

  /// The Text Search SKU of a plain search (Pro without `--fields`).
  package var searchSKU: GoogleSKU { GoogleSKU.of(searchFields) }

  /// One price per endpoint: a plain search, a Details call for the hours.
  package func pricing(of endpoint: RequestEndpoint) -> Pricing? {
    let kind: RequestKind = RequestKind.allCases.first { Self.endpoints[$0] == endpoint } ?? .searchText
    return pricing(of: kind, content: kind == .details ? .openingHours : .search())
  }

  /// The SKU the mask for `content` triggers, and its list price: a search that also asks for
  /// the hours is billed as Text Search Enterprise, a Details call at its own fields' tier.
  package func pricing(of kind: RequestKind, content: AnswerContent) -> Pricing? {
    let endpoint = GoogleEndpoint.allCases.first { $0.requestEndpoint == Self.endpoints[kind] }
    let mask: [String]
    switch kind {
    case .searchText, .nearby, .details:
      mask = GoogleFieldMask.fields(for: content, searchFields: searchFields)
    case .geocode, .autocomplete: mask = []
    }
    return GooglePrices.pricing(endpoint, fields: mask)
  }

  package var openStatusRequest: RequestKind? { .details }

  /// The `--fields` beyond the common place members, each a typed column of flat outputs.
  package var placeColumns: [PlaceColumn] { GoogleFieldColumns.columns(for: fields) }
}
