import EnrichCore
import Testing

@testable import GoogleProvider

@Suite("Google configuration")
struct GoogleConfigurationTests {
  @Test func missingKeyIsAPermissionErrorNamingBothSources() {
    let error = #expect(throws: ProviderError.self) { try GoogleConfiguration(apiKey: " ").validate() }
    #expect(error?.kind == .permissionDenied)
    #expect(error?.message.contains("GOOGLE_MAPS_API_KEY") == true)
    #expect(error?.message.contains("--api-key-file") == true)
  }

  @Test(arguments: ["ftp://x", "places.googleapis.com", "http://"])
  func endpointsMustBeHTTPBaseURLs(_ url: String) {
    var configuration = GoogleConfiguration(apiKey: "k")
    configuration.placesEndpoint = url
    let error = #expect(throws: ProviderError.self) { try configuration.validate() }
    #expect(error?.message.contains("--places-endpoint") == true)
  }

  @Test func rateSettingsMustBePositive() {
    var configuration = GoogleConfiguration(apiKey: "k")
    configuration.qps = 0
    #expect(throws: ProviderError.self) { try configuration.validate() }
    configuration.qps = 10
    configuration.qpm = -1
    #expect(throws: ProviderError.self) { try configuration.validate() }
  }

  @Test func fieldNamesAreNormalisedAndChecked() throws {
    #expect(
      try GoogleFieldMask.normalize(["places.rating", "rating", " websiteUri ", "displayName.text"])
        == ["rating", "websiteUri", "displayName.text"])
    #expect(throws: ProviderError.self) { try GoogleFieldMask.normalize(["places.ratings"]) }
    #expect(GoogleFieldMask.search(["id", "rating"]) == "places.id,places.rating")
    #expect(GoogleFieldMask.details(["id", "rating", "id"]) == "id,rating")
    #expect(GoogleFieldMask.search(["id", "*"]) == "*")
  }

  @Test func wildcardIsOnlyUsedWhenAsked() throws {
    var configuration = GoogleConfiguration(apiKey: "k")
    let plain = try GoogleProvider(configuration: configuration, metrics: ProviderMetrics())
    #expect(plain.fields == GoogleFieldMask.defaultFields)
    configuration.extraFields = ["*"]
    let everything = try GoogleProvider(configuration: configuration, metrics: ProviderMetrics())
    #expect(everything.fields == ["*"])
  }

  @Test func descriptionNeverShowsTheKey() {
    var configuration = GoogleConfiguration(apiKey: "AIzaSySECRET")
    configuration.placesEndpoint = "http://127.0.0.1:8765/?key=AIzaSySECRET"
    for text in [configuration.description, configuration.debugDescription, "\(configuration)"] {
      #expect(!text.contains("SECRET"))
      #expect(text.contains("apiKey: REDACTED"))
    }
  }
}
