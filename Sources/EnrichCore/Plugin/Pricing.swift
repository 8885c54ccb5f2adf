/// What one request to an endpoint costs at list price, and under which SKU it is billed.
package struct Pricing: Sendable, Equatable {
  /// US dollars per 1,000 billable requests.
  package var perThousandUSD: Double
  /// The SKU's name as the provider's price list spells it (`Text Search Pro`); nil when the
  /// endpoint has one price.
  package var sku: String?

  package init(perThousandUSD: Double, sku: String? = nil) {
    self.perThousandUSD = perThousandUSD
    self.sku = sku
  }
}
