import EnrichCore

/// What requests cost at list price, from the configured providers' own price lists: the
/// engine knows no vendor's prices. Providers without prices are free.
package struct RunPricing: Sendable {
  package let providers: [any ProviderPlugin]

  package init(_ providers: [any ProviderPlugin]) { self.providers = providers }

  /// The price of one endpoint's requests, or nil when they are free.
  package func pricing(of endpoint: RequestEndpoint) -> Pricing? {
    providers.first { $0.name == endpoint.provider }?.pricing(of: endpoint)
  }

  /// Estimated cost of `requests` (endpoint → count), in US dollars.
  package func cost(of requests: [RequestEndpoint: Int]) -> Double {
    requests.reduce(0) { total, entry in
      total + (pricing(of: entry.key)?.perThousandUSD ?? 0) * Double(entry.value) / 1000
    }
  }
}
