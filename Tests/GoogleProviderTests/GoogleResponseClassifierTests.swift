import EnrichCore
import EnrichSystem
import Foundation
import Testing

@testable import GoogleProvider

@Suite("Classifying Google answers")
struct GoogleResponseClassifierTests {
  static func rpcError(_ code: Int, _ status: String, reason: String? = nil, quotaLimit: String? = nil)
    -> Data
  {
    var details = ""
    if let reason {
      let metadata = quotaLimit.map { #"{"quota_limit":"\#($0)"}"# } ?? "{}"
      details =
        #","details":[{"@type":"type.googleapis.com/google.rpc.ErrorInfo","reason":"\#(reason)","domain":"googleapis.com","metadata":\#(metadata)}]"#
    }
    return Data(#"{"error":{"code":\#(code),"message":"m","status":"\#(status)"\#(details)}}"#.utf8)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var status: Int
    var rpc: String
    var reason: String?
    var quotaLimit: String?
    var kind: ProviderError.Kind
    var retryable: Bool
    var rateLimited: Bool
    var testDescription: String { "HTTP \(status) \(rpc) \(reason ?? "")" }
  }

  static let cases: [Case] = [
    Case(status: 400, rpc: "INVALID_ARGUMENT", kind: .invalidRequest, retryable: false, rateLimited: false),
    Case(
      status: 400, rpc: "INVALID_ARGUMENT", reason: "API_KEY_INVALID", kind: .permissionDenied,
      retryable: false,
      rateLimited: false),
    Case(
      status: 403, rpc: "PERMISSION_DENIED", reason: "SERVICE_DISABLED", kind: .permissionDenied,
      retryable: false, rateLimited: false),
    Case(status: 404, rpc: "NOT_FOUND", kind: .notFound, retryable: false, rateLimited: false),
    Case(
      status: 429, rpc: "RESOURCE_EXHAUSTED", reason: "RATE_LIMIT_EXCEEDED",
      quotaLimit: "SearchTextRequestsPerMinutePerProject", kind: .rateLimited, retryable: true,
      rateLimited: true),
    Case(
      status: 429, rpc: "RESOURCE_EXHAUSTED", reason: "RATE_LIMIT_EXCEEDED",
      quotaLimit: "SearchTextRequestsPerDayPerProject", kind: .quotaExhausted, retryable: false,
      rateLimited: false),
    Case(status: 500, rpc: "INTERNAL", kind: .unavailable, retryable: true, rateLimited: false),
    Case(status: 502, rpc: "UNAVAILABLE", kind: .unavailable, retryable: true, rateLimited: false),
    Case(status: 503, rpc: "UNAVAILABLE", kind: .unavailable, retryable: true, rateLimited: false),
    Case(status: 504, rpc: "DEADLINE_EXCEEDED", kind: .unavailable, retryable: true, rateLimited: false),
    Case(status: 501, rpc: "UNIMPLEMENTED", kind: .badResponse, retryable: false, rateLimited: false),
  ]

  @Test(arguments: cases)
  func placesErrors(_ item: Case) {
    let body = Self.rpcError(item.status, item.rpc, reason: item.reason, quotaLimit: item.quotaLimit)
    let outcome = GoogleResponseClassifier.classify(
      HTTPResponse(status: item.status, body: body), endpoint: .searchText)
    guard case .failure(let failure) = outcome else {
      Issue.record("expected a failure")
      return
    }
    #expect(failure.error.kind == item.kind)
    #expect(failure.retryable == item.retryable)
    #expect(failure.rateLimited == item.rateLimited)
    #expect(failure.error.message.contains("HTTP \(item.status)"))
  }

  @Test func permissionMessageSaysWhatToCheck() {
    let outcome = GoogleResponseClassifier.classify(
      HTTPResponse(status: 403, body: Self.rpcError(403, "PERMISSION_DENIED")), endpoint: .details)
    guard case .failure(let failure) = outcome else {
      Issue.record("expected a failure")
      return
    }
    #expect(failure.error.isFatal)
    #expect(failure.error.message.contains("GOOGLE_MAPS_API_KEY"))
    #expect(failure.error.message.contains("Places API (New)"))
  }

  @Test func retryAfterHeaderAndRetryInfoAreRead() {
    let headerOutcome = GoogleResponseClassifier.classify(
      HTTPResponse(
        status: 429, headers: [HTTPHeader("retry-after", "7")], body: Self.rpcError(429, "RESOURCE_EXHAUSTED")
      ),
      endpoint: .searchText)
    guard case .failure(let headerFailure) = headerOutcome else {
      Issue.record("expected a failure")
      return
    }
    #expect(headerFailure.serverDelay == .seconds(7))
    #expect(headerFailure.rateLimited)

    let body = Data(
      #"{"error":{"code":503,"message":"m","status":"UNAVAILABLE","details":[{"@type":"type.googleapis.com/google.rpc.RetryInfo","retryDelay":"3s"}]}}"#
        .utf8)
    if case .failure(let failure) = GoogleResponseClassifier.classify(
      HTTPResponse(status: 503, body: body), endpoint: .searchText)
    {
      #expect(failure.serverDelay == .seconds(3))
    } else {
      Issue.record("expected a failure")
    }
  }

  @Test func brokenSuccessBodyIsRetryable() {
    let outcome = GoogleResponseClassifier.classify(
      HTTPResponse(status: 200, body: Data(#"{"places": [{"id": "ChIJ"#.utf8)), endpoint: .searchText)
    guard case .failure(let failure) = outcome else {
      Issue.record("expected a failure")
      return
    }
    #expect(failure.error.kind == .badResponse)
    #expect(failure.retryable)
  }

  /// 256 levels parse; one more is hostile and would come back the same, so it is not retried.
  @Test func nestingIsBoundedAt256Levels() {
    func body(_ depth: Int) -> Data {
      Data(
        (#"{"places": "# + String(repeating: "[", count: depth - 1) + String(repeating: "]", count: depth - 1)
          + "}").utf8)
    }
    guard
      case .success = GoogleResponseClassifier.classify(
        HTTPResponse(status: 200, body: body(256)), endpoint: .searchText)
    else {
      Issue.record("256 levels must parse")
      return
    }
    let outcome = GoogleResponseClassifier.classify(
      HTTPResponse(status: 200, body: body(257)), endpoint: .searchText)
    guard case .failure(let failure) = outcome else {
      Issue.record("expected a failure")
      return
    }
    #expect(failure.error.kind == .badResponse)
    #expect(!failure.retryable)
    #expect(failure.error.message.hasSuffix("(invalid JSON at byte 266: nesting deeper than 256 levels)"))
  }

  @Test(
    arguments: [
      ("OK", nil, nil, false),
      ("ZERO_RESULTS", nil, nil, false),
      ("OVER_QUERY_LIMIT", ProviderError.Kind.rateLimited, true, true),
      ("OVER_DAILY_LIMIT", .quotaExhausted, false, false),
      ("REQUEST_DENIED", .permissionDenied, false, false),
      ("INVALID_REQUEST", .invalidRequest, false, false),
      ("UNKNOWN_ERROR", .unavailable, true, false),
    ] as [(String, ProviderError.Kind?, Bool?, Bool)])
  func geocodeStatuses(status: String, kind: ProviderError.Kind?, retryable: Bool?, rateLimited: Bool) {
    let body = Data(#"{"results":[],"status":"\#(status)","error_message":"x"}"#.utf8)
    let outcome = GoogleResponseClassifier.classify(HTTPResponse(status: 200, body: body), endpoint: .geocode)
    switch outcome {
    case .success:
      #expect(kind == nil)
    case .failure(let failure):
      #expect(failure.error.kind == kind)
      #expect(failure.retryable == retryable)
      #expect(failure.rateLimited == rateLimited)
    }
  }

  @Test func dailyFlavourOfOverQueryLimitIsNotRetried() {
    let body = Data(
      #"{"results":[],"status":"OVER_QUERY_LIMIT","error_message":"You have exceeded your daily request quota for this API."}"#
        .utf8)
    guard
      case .failure(let failure) = GoogleResponseClassifier.classify(
        HTTPResponse(status: 200, body: body), endpoint: .geocode)
    else {
      Issue.record("expected a failure")
      return
    }
    #expect(failure.error.kind == .quotaExhausted)
  }

  @Test(arguments: [
    (CurlError.Kind.timedOut, true), (.connectionLost, true), (.couldNotConnect, true), (.badResponse, true),
    (.tls, false), (.setup, false),
  ])
  func transportErrors(kind: CurlError.Kind, retryable: Bool) {
    let error = CurlError(
      kind: kind, code: 28, message: "boom", url: "http://h/maps/api/geocode/json?key=SECRET")
    let failure = GoogleResponseClassifier.classify(error, endpoint: .geocode)
    #expect(failure.error.kind == .unavailable)
    #expect(failure.retryable == retryable)
    #expect(!failure.error.message.contains("SECRET"))
  }
}
