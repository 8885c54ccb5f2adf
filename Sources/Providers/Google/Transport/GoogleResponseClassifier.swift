import EnrichCore
import EnrichSystem
import Foundation

/// Turns HTTP responses and transport errors into success or a classified failure, following
/// the google.rpc codes of Places API (New) and the `status` strings of the Geocoding API
/// (which answers HTTP 200 for every outcome). Pure.
enum GoogleResponseClassifier {
  /// Deepest nesting a response may have: Google's answers nest a few levels; deeper is hostile.
  static let maxDepth = 256

  /// A response body as JSON.
  static func parse(_ body: Data) throws(JSONSyntaxError) -> JSONValue {
    try JSONParser.parse([UInt8](body), maxDepth: maxDepth)
  }

  static func classify(_ response: HTTPResponse, endpoint: GoogleEndpoint) -> AttemptOutcome {
    let serverDelay = response.header("Retry-After").flatMap { RetryAfter.parseHeader($0) }
    if (200..<300).contains(response.status) {
      let json: JSONValue
      do {
        json = try parse(response.body)
      } catch {
        // A 2xx with a broken body is a damaged transfer (proxy, truncation), not a wrong
        // request: worth another try. One nested past the parser's bound would come back the same.
        return .failure(
          AttemptFailure(
            ProviderError(
              .badResponse,
              "\(endpoint.displayName): HTTP \(response.status) with a body that is not usable JSON "
                + "(invalid JSON at byte \(error.offset): \(error.message))"
            ),
            retryable: !error.exceedsLimit))
      }
      if endpoint == .geocode { return classifyGeocode(json) }
      return .success(json)
    }
    return .failure(
      classifyError(
        status: response.status, body: response.body, endpoint: endpoint, serverDelay: serverDelay))
  }

  static func classify(_ error: CurlError, endpoint: GoogleEndpoint) -> AttemptFailure {
    let reason: String
    switch error.kind {
    case .tooLarge:
      // Asking again would bring the same flood: the row fails, the run goes on. Only the body's
      // limit is a setting (the message is the HTTP client's own wording).
      let hint =
        error.message.hasPrefix("response body")
        ? ". Raise --max-response-size (pipeline: max_response_bytes) if such answers are genuine" : ""
      return AttemptFailure(ProviderError(.badResponse, "\(endpoint.displayName): \(error.message)\(hint)"))
    case .timedOut: reason = "timed out"
    case .couldNotConnect, .couldNotResolve: reason = "could not connect"
    case .connectionLost: reason = "connection lost"
    case .badResponse: reason = "incomplete response"
    case .tls: reason = "TLS failure"
    case .setup, .shutdown, .other: reason = "transfer failed"
    }
    return AttemptFailure(
      ProviderError(.unavailable, "\(endpoint.displayName): \(reason): \(error.description)"),
      retryable: error.isTransient)
  }

  /// google.rpc error body: `{"error": {"code", "message", "status", "details": [...]}}`.
  static func classifyError(
    status: Int, body: Data, endpoint: GoogleEndpoint, serverDelay: Duration?
  ) -> AttemptFailure {
    let error = (try? parse(body))?["error"]
    let rpcStatus = error?["status"]?.stringValue
    var message = error?["message"]?.stringValue ?? "no error message in the body"
    // Google ends its sentences with a period; the advice added below starts another.
    if message.hasSuffix(".") { message.removeLast() }
    var reason: String?
    var quotaLimit: String?
    var retryDelay: Duration?
    for detail in error?["details"]?.arrayValue ?? [] {
      let type = detail["@type"]?.stringValue ?? ""
      if type.hasSuffix("google.rpc.ErrorInfo") {
        reason = detail["reason"]?.stringValue
        quotaLimit = detail["metadata"]?["quota_limit"]?.stringValue
      } else if type.hasSuffix("google.rpc.RetryInfo") {
        retryDelay = detail["retryDelay"]?.stringValue.flatMap(RetryAfter.parseProtoDuration)
      }
    }
    let label = [rpcStatus, reason.map { "(\($0))" }].compactMap { $0 }.joined(separator: " ")
    let summary = "\(endpoint.displayName): HTTP \(status)\(label.isEmpty ? "" : " " + label): \(message)"
    let delay = serverDelay ?? retryDelay
    switch status {
    case 400 where reason == "API_KEY_INVALID", 401, 403:
      return AttemptFailure(
        ProviderError(
          .permissionDenied,
          "\(summary). Check the API key (GOOGLE_MAPS_API_KEY or --api-key-file), that \(endpoint.serviceName) "
            + "is enabled for its project, billing is on, and the key's restrictions allow this API"))
    case 400, 409, 412, 416:
      return AttemptFailure(ProviderError(.invalidRequest, summary))
    case 404:
      return AttemptFailure(ProviderError(.notFound, summary))
    case 429:
      let daily = (quotaLimit ?? "").contains("PerDay") || message.lowercased().contains("per day")
      if daily {
        return AttemptFailure(
          ProviderError(
            .quotaExhausted,
            "\(summary). The daily quota is used up: resume the run after it resets (midnight US Pacific "
              + "time) or raise the quota in Cloud Console"))
      }
      return AttemptFailure(
        ProviderError(.rateLimited, "\(summary). Over the per-minute quota: lower --qps/--qpm"),
        retryable: true, rateLimited: true, serverDelay: delay)
    case 500, 502, 503, 504:
      return AttemptFailure(ProviderError(.unavailable, summary), retryable: true, serverDelay: delay)
    default:
      return AttemptFailure(ProviderError(.badResponse, summary))
    }
  }

  /// Geocoding API answers 200 with `status`: OK, ZERO_RESULTS, OVER_QUERY_LIMIT,
  /// OVER_DAILY_LIMIT, REQUEST_DENIED, INVALID_REQUEST, UNKNOWN_ERROR.
  static func classifyGeocode(_ json: JSONValue) -> AttemptOutcome {
    let status = json["status"]?.stringValue ?? ""
    let detail = json["error_message"]?.stringValue.map { ": \($0)" } ?? ""
    let summary = "Geocoding: \(status.isEmpty ? "no status" : status)\(detail)"
    switch status {
    case "OK", "ZERO_RESULTS":
      return .success(json)
    case "OVER_QUERY_LIMIT":
      // The Java client's rule: the daily flavour of this status is not worth retrying.
      if detail.lowercased().contains("daily") {
        return .failure(
          AttemptFailure(ProviderError(.quotaExhausted, "\(summary). The daily quota is used up")))
      }
      return .failure(
        AttemptFailure(
          ProviderError(.rateLimited, "\(summary). Over the quota: lower --qps/--qpm"), retryable: true,
          rateLimited: true))
    case "OVER_DAILY_LIMIT":
      return .failure(
        AttemptFailure(
          ProviderError(
            .quotaExhausted,
            "\(summary). The daily limit is reached, or the key is invalid or billing is not enabled: "
              + "check the key and the project's billing")))
    case "REQUEST_DENIED":
      return .failure(
        AttemptFailure(
          ProviderError(
            .permissionDenied,
            "\(summary). Check the API key (GOOGLE_MAPS_API_KEY or --api-key-file) and that the Geocoding API is enabled"
          )))
    case "INVALID_REQUEST":
      return .failure(AttemptFailure(ProviderError(.invalidRequest, summary)))
    case "UNKNOWN_ERROR":
      return .failure(AttemptFailure(ProviderError(.unavailable, summary), retryable: true))
    default:
      return .failure(AttemptFailure(ProviderError(.badResponse, summary)))
    }
  }
}
