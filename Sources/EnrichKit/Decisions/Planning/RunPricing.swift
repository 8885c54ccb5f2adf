import EnrichCore

/// What requests cost at list price, from the configured providers' own price lists: the
/// engine knows no vendor's prices. Providers without prices are free.
package struct RunPricing: Sendable {
  package let providers: [any ProviderPlugin]

  package init(_ providers: [any ProviderPlugin]) { self.providers = providers }

  /// The price of one request, or nil when it is free.
  package func pricing(of billed: BilledRequest) -> Pricing? {
    providers.first { $0.name == billed.provider }?.pricing(of: billed.kind, content: billed.content)
  }

  /// The endpoint a billed request goes to (its plugin's endpoint for the kind).
  package func endpoint(of billed: BilledRequest) -> RequestEndpoint {
    guard let plugin = providers.first(where: { $0.name == billed.provider }) else {
      return RequestEndpoint(provider: billed.provider, name: billed.kind.rawValue)
    }
    return type(of: plugin).endpoints[billed.kind]
  }

  /// Estimated cost of `billed` (what was answered, by what it is billed as), in US dollars.
  package func cost(of billed: [BilledRequest: Int]) -> Double {
    billed.reduce(0) { total, entry in
      total + (pricing(of: entry.key)?.perThousandUSD ?? 0) * Double(entry.value) / 1000
    }
  }

  /// The run summary's `billing`: one line per endpoint and SKU, with its requests and cost.
  package func billing(_ billed: [BilledRequest: Int]) -> BillingSummary {
    BillingSummary(
      billed.map { request, count in
        let pricing = pricing(of: request)
        return BillingSummary.Line(
          endpoint: endpoint(of: request).key, sku: pricing?.sku, perThousandUSD: pricing?.perThousandUSD,
          requests: count)
      })
  }
}
