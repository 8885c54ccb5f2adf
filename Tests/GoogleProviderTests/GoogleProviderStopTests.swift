import EnrichCore
import EnrichTestSupport
import Foundation
import Testing

@testable import GoogleProvider

/// What the provider sends once Google refuses it, and what it does with answers too large to
/// take, against the double.
@Suite("Google provider stops and response limits")
struct GoogleProviderStopTests {
  static func query(_ index: Int) -> TextSearchRequest { TextSearchRequest(textQuery: "Cafe \(index)") }

  @Test func concurrentCallsWithARefusedKeySendOneRequest() async throws {
    let double = try GoogleDouble()
    let metrics = ProviderMetrics()
    let provider = try GoogleProvider(
      configuration: double.configuration(key: "AIzaWrongKey-zzzzzzzzzzzzzzzzzzzzz"), metrics: metrics)
    let kinds = await withTaskGroup(of: ProviderError.Kind?.self) { group in
      for index in 0..<20 {
        group.addTask {
          do {
            _ = try await provider.searchText(Self.query(index))
            return nil
          } catch {
            return (error as? ProviderError)?.kind
          }
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(kinds == Array(repeating: .permissionDenied, count: 20))
    #expect(try await double.requestCount("searchText") == 1)
    let snapshot = metrics.snapshot
    #expect(snapshot.requestsByKey == ["google.places:searchText": 1])
    #expect(snapshot.refused == [GoogleEndpoint.searchText.requestEndpoint: 1])
    #expect(snapshot.billableRequests.isEmpty)
    // The stop holds for every endpoint: nothing more leaves.
    let geocode = await #expect(throws: ProviderError.self) {
      _ = try await provider.geocode(GeocodeRequest(address: "Bulevardi 6, Helsinki"))
    }
    #expect(geocode?.kind == .permissionDenied)
    #expect(try await double.stats()["total"]?.doubleValue == 1)
  }

  @Test func aDailyQuotaStopAlsoEndsSending() async throws {
    let double = try GoogleDouble()
    let provider = try GoogleProvider(configuration: double.configuration(), metrics: ProviderMetrics())
    try await double.script(["429day"], endpoint: "searchText")
    let first = await #expect(throws: ProviderError.self) { _ = try await provider.searchText(Self.query(1)) }
    #expect(first?.kind == .quotaExhausted)
    let second = await #expect(throws: ProviderError.self) {
      _ = try await provider.searchText(Self.query(2))
    }
    #expect(second?.kind == .quotaExhausted)
    #expect(try await double.requestCount("searchText") == 1)
  }

  @Test(arguments: ["gzip_bomb", "endless", "deep_json"])
  func anAnswerPastTheBoundsFailsTheCallWithoutRetry(fault: String) async throws {
    let double = try GoogleDouble()
    var configuration = double.configuration()
    configuration.maxResponseBytes = 4 << 20
    let provider = try GoogleProvider(configuration: configuration, metrics: ProviderMetrics())
    try await double.script([fault], endpoint: "searchText")
    let error = await #expect(throws: ProviderError.self) { _ = try await provider.searchText(Self.query(1)) }
    #expect(error?.kind == .badResponse)
    #expect(error?.isFatal == false)
    #expect(error?.message.hasPrefix("Places Text Search: ") == true)
    let reason = fault == "deep_json" ? "nesting deeper than 256 levels" : "4194304 bytes (4 MiB) limit"
    #expect(error?.message.contains(reason) == true, "\(String(describing: error))")
    #expect(try await double.requestCount("searchText") == 1)
    // The provider goes on with the next call.
    #expect(try await provider.searchText(TextSearchRequest(textQuery: "Café Strindberg")).isEmpty == false)
  }

  @Test func aResponseLimitBelowOneKiBIsAConfigurationError() {
    var configuration = GoogleConfiguration(apiKey: "k")
    configuration.maxResponseBytes = 1000
    #expect(throws: ProviderError.self) { try configuration.validate() }
    #expect(GoogleConfiguration(apiKey: "k").maxResponseBytes == 32 << 20)
  }
}
