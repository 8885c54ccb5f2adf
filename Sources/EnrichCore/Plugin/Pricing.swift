/// What one request to an endpoint costs at list price, and under which SKU it is billed.
public struct Pricing: Sendable, Equatable {
  /// US dollars per 1,000 billable requests.
  public var perThousandUSD: Double
  /// The SKU's name as the provider's price list spells it (`Text Search Pro`); nil when the
  /// endpoint has one price.
  public var sku: String?

  public init(perThousandUSD: Double, sku: String? = nil) {
    self.perThousandUSD = perThousandUSD
    self.sku = sku
  }
}
