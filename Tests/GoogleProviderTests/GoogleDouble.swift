import EnrichTestSupport

@testable import GoogleProvider

extension GoogleDouble {
  /// A configuration pointed at this double with fast retries.
  func configuration(key: String = GoogleDouble.key) -> GoogleConfiguration {
    var configuration = GoogleConfiguration(apiKey: key)
    configuration.placesEndpoint = baseURL
    configuration.geocodingEndpoint = baseURL
    configuration.qps = 500
    configuration.retryBaseDelay = .milliseconds(10)
    configuration.retryMaxDelay = .milliseconds(50)
    configuration.requestTimeout = .seconds(5)
    return configuration
  }
}
