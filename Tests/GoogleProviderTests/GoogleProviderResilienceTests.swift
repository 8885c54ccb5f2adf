import EnrichCore
import EnrichSystem
import EnrichTestSupport
import Foundation
import Testing

@testable import GoogleProvider

/// Error classes, retries with counts, Retry-After, the fatal stops, key redaction and a
/// fault-heavy run, all against the double.
@Suite("Google provider errors and retries against the double")
struct GoogleProviderResilienceTests {
  static let query = TextSearchRequest(textQuery: "Café Strindberg")

  // A reset on a fresh connection reaches the provider; on a reused keep-alive connection
  // libcurl itself re-sends once (the request may never have arrived), so resets are scripted
  // first, when the provider's connection is new.
  @Test(arguments: [["503"], ["500", "503"], ["429", "504"], ["reset"], ["truncated", "malformed"]])
  func transientFaultsAreRetriedAndCounted(_ faults: [String]) async throws {
    let double = try GoogleDouble()
    let metrics = ProviderMetrics()
    let provider = try GoogleProvider(configuration: double.configuration(), metrics: metrics)
    try await double.script(faults, endpoint: "searchText")
    let results = try await provider.searchText(Self.query)
    #expect(results.first?.place.name == "Café Strindberg")
    let snapshot = metrics.snapshot
    #expect(snapshot.requestsByKey["google.places:searchText"] == faults.count + 1)
    #expect(snapshot.retries == faults.count)
    #expect(snapshot.rateLimited == faults.filter { $0 == "429" }.count)
    #expect(try await double.requestCount("searchText") == faults.count + 1)
  }

  @Test func stallPastTheTimeoutIsRetried() async throws {
    let double = try GoogleDouble(["--stall-seconds", "3"])
    var configuration = double.configuration()
    configuration.requestTimeout = .milliseconds(700)
    let metrics = ProviderMetrics()
    let provider = try GoogleProvider(configuration: configuration, metrics: metrics)
    try await double.script(["stall"], endpoint: "searchText")
    let results = try await provider.searchText(Self.query)
    #expect(!results.isEmpty)
    #expect(metrics.snapshot.retries == 1)
  }

  @Test func exhaustedRetriesFailTheRowWithTheReasonAndCount() async throws {
    let double = try GoogleDouble()
    var configuration = double.configuration()
    configuration.maxRetries = 2
    let metrics = ProviderMetrics()
    let provider = try GoogleProvider(configuration: configuration, metrics: metrics)
    try await double.script(["503", "503", "503", "503"], endpoint: "searchText")
    let error = await #expect(throws: ProviderError.self) { _ = try await provider.searchText(Self.query) }
    #expect(error?.kind == .unavailable)
    #expect(error?.attempts == 3)
    #expect(error?.message.contains("after 3 attempts") == true)
    #expect(error?.message.contains("503") == true)
    #expect(error?.isFatal == false)
    #expect(metrics.snapshot.requestsByKey["google.places:searchText"] == 3)
    #expect(metrics.snapshot.retries == 2)
  }

  @Test func rateLimitExhaustionIsReportedAsRateLimited() async throws {
    let double = try GoogleDouble()
    var configuration = double.configuration()
    configuration.maxRetries = 1
    let metrics = ProviderMetrics()
    let provider = try GoogleProvider(configuration: configuration, metrics: metrics)
    try await double.script(["429", "429"], endpoint: "searchText")
    let error = await #expect(throws: ProviderError.self) { _ = try await provider.searchText(Self.query) }
    #expect(error?.kind == .rateLimited)
    #expect(metrics.snapshot.rateLimited == 2)
  }

  @Test(arguments: [("400", ProviderError.Kind.invalidRequest), ("404", .notFound)])
  func clientErrorsAreNotRetried(fault: String, kind: ProviderError.Kind) async throws {
    let double = try GoogleDouble()
    let metrics = ProviderMetrics()
    let provider = try GoogleProvider(configuration: double.configuration(), metrics: metrics)
    try await double.script([fault], endpoint: "searchText")
    let error = await #expect(throws: ProviderError.self) { _ = try await provider.searchText(Self.query) }
    #expect(error?.kind == kind)
    #expect(metrics.snapshot.requestsByKey["google.places:searchText"] == 1)
    #expect(metrics.snapshot.retries == 0)
  }

  @Test func retryAfterIsHonoured() async throws {
    let double = try GoogleDouble()
    // The server asks for an hour (capped at `maxRetryAfter`, a minute); without Retry-After
    // the provider would retry at once, as its own backoff here is zero.
    try await double.configure(#"{"retry_after": 3600}"#)
    var configuration = double.configuration()
    configuration.retryBaseDelay = .zero
    configuration.retryMaxDelay = .zero
    let metrics = ProviderMetrics()
    let provider = try GoogleProvider(configuration: configuration, metrics: metrics)
    try await double.script(["retry_after"], endpoint: "searchText")
    let search = Task { try await provider.searchText(Self.query) }
    try await waitUntil("the provider has decided to retry") { metrics.snapshot.retries == 1 }
    // It is waiting, not retrying: the double has seen one request, and cancelling ends the
    // wait before a second one is sent.
    #expect(try await double.requestCount("searchText") == 1)
    search.cancel()
    await #expect(throws: CancellationError.self) { _ = try await search.value }
    #expect(try await double.requestCount("searchText") == 1)
    #expect(metrics.snapshot.requestsByKey["google.places:searchText"] == 1)
  }

  @Test func permissionDeniedStopsAtOnce() async throws {
    let double = try GoogleDouble()
    let metrics = ProviderMetrics()
    let provider = try GoogleProvider(configuration: double.configuration(), metrics: metrics)
    try await double.script(["403"], endpoint: "searchText")
    let error = await #expect(throws: ProviderError.self) { _ = try await provider.searchText(Self.query) }
    #expect(error?.kind == .permissionDenied)
    #expect(error?.isFatal == true)
    #expect(error?.message.contains("SERVICE_DISABLED") == true)
    #expect(metrics.snapshot.totalRequests == 1)
  }

  @Test func wrongOrMissingKeyIsFatalForEveryEndpoint() async throws {
    let double = try GoogleDouble()
    let metrics = ProviderMetrics()
    let wrongKey = "AIzaWrongKey-SECRET-do-not-print"
    let provider = try GoogleProvider(configuration: double.configuration(key: wrongKey), metrics: metrics)
    let searchError = await #expect(throws: ProviderError.self) {
      _ = try await provider.searchText(Self.query)
    }
    #expect(searchError?.kind == .permissionDenied)
    let geocodeError = await #expect(throws: ProviderError.self) {
      _ = try await provider.geocode(GeocodeRequest(address: "Pohjoisesplanadi 33"))
    }
    #expect(geocodeError?.kind == .permissionDenied)
    #expect(metrics.snapshot.retries == 0)
    for error in [searchError, geocodeError] {
      #expect(error?.message.contains("SECRET") == false)
    }
  }

  @Test func dailyQuotaIsFatalAndNotRetried() async throws {
    let double = try GoogleDouble()
    let metrics = ProviderMetrics()
    let provider = try GoogleProvider(configuration: double.configuration(), metrics: metrics)
    try await double.script(["429day"], endpoint: "searchText")
    let error = await #expect(throws: ProviderError.self) { _ = try await provider.searchText(Self.query) }
    #expect(error?.kind == .quotaExhausted)
    #expect(error?.isFatal == true)
    try await double.script(["OVER_DAILY_LIMIT"], endpoint: "geocode")
    let geocodeError = await #expect(throws: ProviderError.self) {
      _ = try await provider.geocode(GeocodeRequest(address: "Pohjoisesplanadi 33"))
    }
    #expect(geocodeError?.kind == .quotaExhausted)
    #expect(metrics.snapshot.retries == 0)
  }

  @Test func geocodeRetriesOverQueryLimitAndUnknownError() async throws {
    let double = try GoogleDouble()
    let metrics = ProviderMetrics()
    let provider = try GoogleProvider(configuration: double.configuration(), metrics: metrics)
    try await double.script(["OVER_QUERY_LIMIT", "UNKNOWN_ERROR"], endpoint: "geocode")
    let places = try await provider.geocode(GeocodeRequest(address: "Pohjoisesplanadi 33"))
    #expect(places.count == 1)
    #expect(metrics.snapshot.requestsByKey["google.geocode"] == 3)
    #expect(metrics.snapshot.retries == 2)
    #expect(metrics.snapshot.rateLimited == 1)
    try await double.script(["INVALID_REQUEST"], endpoint: "geocode")
    let error = await #expect(throws: ProviderError.self) {
      _ = try await provider.geocode(GeocodeRequest(address: "Pohjoisesplanadi 33"))
    }
    #expect(error?.kind == .invalidRequest)
  }

  @Test func keyNeverAppearsInErrorsOrDescriptions() async throws {
    let secret = "AIzaSyTOPSECRET0123456789"
    var configuration = GoogleConfiguration(apiKey: secret)
    // Nothing listens on port 9 (discard): a connection error that quotes the URL.
    configuration.geocodingEndpoint = "http://127.0.0.1:9"
    configuration.maxRetries = 1
    configuration.retryBaseDelay = .milliseconds(1)
    #expect(!configuration.description.contains(secret))
    #expect(!"\(configuration)".contains(secret))
    #expect(!String(reflecting: configuration).contains(secret))
    let provider = try GoogleProvider(configuration: configuration, metrics: ProviderMetrics())
    let error = await #expect(throws: ProviderError.self) {
      _ = try await provider.geocode(GeocodeRequest(address: "Pohjoisesplanadi 33"))
    }
    #expect(error?.kind == .unavailable)
    #expect(error?.message.contains("key=REDACTED") == true)
    #expect(error?.message.contains(secret) == false)
  }

  @Test func aRunWithTwentyPercentFaultsEndsWithEveryCallAccountedFor() async throws {
    let double = try GoogleDouble([
      "--fault-ratio", "0.2", "--faults", "500,503,reset,stall,malformed,truncated,429", "--stall-seconds",
      "2",
      "--seed", "7",
    ])
    var configuration = double.configuration()
    configuration.requestTimeout = .milliseconds(600)
    let metrics = ProviderMetrics()
    let provider = try GoogleProvider(configuration: configuration, metrics: metrics)
    let queries = [
      "cafe", "restaurant", "bar", "hotel", "museum", "Strindberg", "Fazer", "Stockmann", "Kappeli", "store",
    ]
    let outcomes = await withTaskGroup(of: Result<Int, ProviderError>.self) { group in
      for index in 0..<120 {
        group.addTask {
          do {
            return .success(
              try await provider.searchText(TextSearchRequest(textQuery: queries[index % queries.count]))
                .count)
          } catch let error as ProviderError {
            return .failure(error)
          } catch {
            return .failure(ProviderError(.badResponse, "unexpected \(error)"))
          }
        }
      }
      var all: [Result<Int, ProviderError>] = []
      for await outcome in group { all.append(outcome) }
      return all
    }
    #expect(outcomes.count == 120)
    var succeeded = 0
    for outcome in outcomes {
      switch outcome {
      case .success(let count):
        succeeded += 1
        #expect(count > 0)
      case .failure(let error):
        // A row that fails says why and after how many attempts.
        #expect(!error.message.isEmpty)
        #expect(error.message.contains("attempts"))
        #expect(!error.isFatal)
      }
    }
    // With 5 attempts and 20% faults, losing a row needs five faults in a row (p ≈ 0.0003).
    #expect(succeeded >= 118)
    let stats = try await double.stats()
    // libcurl may re-send once itself when a reused connection was reset before any answer.
    let served = Int(stats["total"]?.doubleValue ?? 0)
    #expect(served >= metrics.snapshot.totalRequests)
    #expect(served - metrics.snapshot.totalRequests <= Int(stats["faults"]?["reset"]?.doubleValue ?? 0))
    #expect(metrics.snapshot.retries == metrics.snapshot.totalRequests - 120)
    #expect(metrics.snapshot.retries > 10)
  }
}
