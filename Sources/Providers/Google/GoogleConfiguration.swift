import EnrichCore
import EnrichSystem
import Foundation

/// Everything the Google provider needs, filled by the CLI from flags, environment and
/// config file. Its `description` never shows the API key.
package struct GoogleConfiguration: Sendable, CustomStringConvertible, CustomDebugStringConvertible {
  /// From `GOOGLE_MAPS_API_KEY` or `--api-key-file`. Sent as `X-Goog-Api-Key` to Places and as
  /// `key=` to Geocoding (which accepts nothing else); redacted everywhere it could be shown.
  package var apiKey: String
  /// Base URL replacing `https://places.googleapis.com` (`--places-endpoint`).
  package var placesEndpoint: String = "https://places.googleapis.com"
  /// Base URL replacing `https://maps.googleapis.com` (`--geocoding-endpoint`).
  package var geocodingEndpoint: String = "https://maps.googleapis.com"
  /// Requests per second per method (`--qps`). When both `qps` and `qpm` are nil each method
  /// uses `GoogleEndpoint.defaultQPM`; when only one is set, only that one limits.
  package var qps: Double?
  /// Requests per minute per method (`--qpm`).
  package var qpm: Double?
  /// Whether `qps`/`qpm` are each method's own quota or one quota the whole project shares.
  package var quotaScope: QuotaScope = .method
  /// The share of `qps`/`qpm` actually used. Requests leave evenly spaced but arrive with
  /// network jitter; pacing at exactly the quota trips it now and then, 98 % rarely does (no
  /// 429 in bench/nightly's 1,800 requests against a shared quota); a 429 slows the pace
  /// (`AdaptiveRate`) until it passes.
  package var rateHeadroom: Double = 0.98
  /// Requests on the wire at once, across all methods: enough that latency does not bound
  /// throughput (needed ≈ rate × latency), few enough to stay polite.
  package var maxInFlight: Int = 64
  package var connectTimeout: Duration = .seconds(10)
  /// Total time for one attempt; a stalled request is abandoned and retried after this.
  package var requestTimeout: Duration = .seconds(30)
  /// Largest response accepted, compressed or decoded (`--max-response-size`); a larger one
  /// fails its row instead of filling memory.
  package var maxResponseBytes: Int = HTTPClientConfiguration.defaultMaxResponseBytes
  /// Retries after the first attempt for transient failures (429, 5xx, resets, timeouts).
  package var maxRetries: Int = 4
  /// First backoff ceiling; doubles per retry up to `retryMaxDelay` (full jitter below it).
  package var retryBaseDelay: Duration = .milliseconds(250)
  package var retryMaxDelay: Duration = .seconds(16)
  /// Longest `Retry-After` / `RetryInfo` wait honoured; longer requests are capped.
  package var maxRetryAfter: Duration = .seconds(60)
  /// Place fields to request on top of `GoogleFieldMask.defaultFields` (`--fields a,b`), in
  /// Places API (New) names (`rating`, `websiteUri`, `regularOpeningHours`, or `*` for all).
  package var extraFields: [String] = []
  /// Default `languageCode` / `language` when a request has none.
  package var languageCode: String?
  /// Default `regionCode` (Places) / `region` (Geocoding) when a request has none.
  package var regionCode: String?

  package init(apiKey: String) { self.apiKey = apiKey }

  /// What one quota covers (`--quota-scope`).
  package enum QuotaScope: String, Sendable, Equatable, CaseIterable {
    /// Each method (Text Search, Details, Geocoding, ...) has its own requests per minute.
    case method
    /// One allowance shared by every method of the project: the run paces them together.
    case project
  }

  /// The requests-per-minute and per-second limits applied to `endpoint`.
  package func limits(for endpoint: GoogleEndpoint) -> (qps: Double?, qpm: Double?) {
    if qps == nil, qpm == nil {
      // A shared allowance is held to the smallest per-method default.
      let shared = GoogleEndpoint.allCases.map(\.defaultQPM).min() ?? endpoint.defaultQPM
      return (nil, quotaScope == .project ? shared : endpoint.defaultQPM)
    }
    return (qps, qpm)
  }

  /// Checks the values once, at start-up, with messages that name the setting to fix.
  package func validate() throws(ProviderError) {
    if apiKey.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      throw ProviderError(
        .permissionDenied, "no Google API key: set GOOGLE_MAPS_API_KEY or pass --api-key-file FILE")
    }
    for (name, url) in [("--places-endpoint", placesEndpoint), ("--geocoding-endpoint", geocodingEndpoint)] {
      guard url.hasPrefix("https://") || url.hasPrefix("http://"), URL(string: url)?.host != nil else {
        throw ProviderError(.invalidRequest, "\(name): '\(url)' is not an http(s) base URL")
      }
    }
    if let qps, !(qps > 0) {
      throw ProviderError(.invalidRequest, "--qps must be greater than 0, got \(qps)")
    }
    if let qpm, !(qpm > 0) {
      throw ProviderError(.invalidRequest, "--qpm must be greater than 0, got \(qpm)")
    }
    if !(rateHeadroom > 0 && rateHeadroom <= 1) {
      throw ProviderError(.invalidRequest, "rateHeadroom must be in (0, 1], got \(rateHeadroom)")
    }
    if maxInFlight < 1 { throw ProviderError(.invalidRequest, "--concurrency must be at least 1") }
    if maxRetries < 0 { throw ProviderError(.invalidRequest, "retries must not be negative") }
    if maxResponseBytes < 1024 {
      throw ProviderError(
        .invalidRequest, "--max-response-size must be at least 1024 bytes, got \(maxResponseBytes)")
    }
    _ = try GoogleFieldMask.normalize(extraFields)
  }

  package var description: String {
    var parts = [
      "apiKey: \(apiKey.isEmpty ? "(none)" : "REDACTED")",
      "placesEndpoint: \(URLRedaction.redact(placesEndpoint))",
      "geocodingEndpoint: \(URLRedaction.redact(geocodingEndpoint))",
      "qps: \(qps.map { "\($0)" } ?? "default")", "qpm: \(qpm.map { "\($0)" } ?? "default")",
      "quotaScope: \(quotaScope.rawValue)",
      "maxInFlight: \(maxInFlight)", "maxRetries: \(maxRetries)",
      "requestTimeout: \(requestTimeout)", "maxResponseBytes: \(maxResponseBytes)",
    ]
    if !extraFields.isEmpty { parts.append("extraFields: \(extraFields.joined(separator: ","))") }
    if let languageCode { parts.append("languageCode: \(languageCode)") }
    if let regionCode { parts.append("regionCode: \(regionCode)") }
    return "GoogleConfiguration(\(parts.joined(separator: ", ")))"
  }

  package var debugDescription: String { description }
}
