import EnrichCore
import Testing

@testable import GoogleProvider

/// `--quota-scope project`: one allowance paces every method together; per method (the
/// default) each has its own.
@Suite struct QuotaScopeTests {
  func limiter(_ scope: GoogleConfiguration.QuotaScope) -> GoogleRateLimiter {
    var configuration = GoogleConfiguration(apiKey: "k")
    configuration.qps = 1
    configuration.quotaScope = scope
    return GoogleRateLimiter(configuration: configuration)
  }

  @Test func aProjectQuotaMakesMethodsWaitForEachOther() async {
    let shared = limiter(.project)
    #expect(await shared.reserve(.searchText) == .zero)
    // The geocode takes the next slot of the same allowance: about a second later.
    #expect(await shared.reserve(.geocode) > .milliseconds(900))
    #expect(await shared.reserve(.details) > .milliseconds(1900))

    let own = limiter(.method)
    #expect(await own.reserve(.searchText) == .zero)
    #expect(await own.reserve(.geocode) == .zero)
    #expect(await own.reserve(.searchText) > .milliseconds(900))
  }

  @Test func theScopeIsASettingOfThePipeline() throws {
    var google = GooglePlugin()
    google.quotaScope = .project
    #expect(google.render().contains { $0.key == "quota_scope" })
    #expect(GooglePlugin.keys.contains("quota_scope"))
  }
}
