import EnrichCore

/// List prices (USD per 1,000 billable requests, first paid band, Google Maps Platform as
/// of late 2026) for estimating what a run costs. Estimates ignore the monthly free caps, so
/// they are an upper bound; re-verify against Google's pricing page before budgeting.
enum GooglePrices {
  /// Text Search and Nearby Search by the tier their field mask triggers.
  static let search: [GoogleSKU: Double] = [
    .idsOnly: 0, .pro: 32.00, .enterprise: 35.00, .enterpriseAtmosphere: 40.00,
  ]
  /// Place Details by tier (Enterprise: the opening-hours fields).
  static let details: [GoogleSKU: Double] = [
    .idsOnly: 0, .pro: 17.00, .enterprise: 20.00, .enterpriseAtmosphere: 25.00,
  ]
  static let autocomplete = 2.83
  static let geocode = 5.00
  /// An endpoint not in this table is priced at the Text Search Enterprise rate rather than
  /// ignored.
  static let unknown = 35.00

  /// The price and SKU of one request to `endpoint` whose mask holds `fields`.
  static func pricing(_ endpoint: GoogleEndpoint?, fields: [String]) -> Pricing {
    let tier = GoogleSKU.of(fields)
    switch endpoint {
    case .searchText?:
      return Pricing(perThousandUSD: search[tier] ?? unknown, sku: "Text Search \(tier.tierName)")
    case .searchNearby?:
      return Pricing(perThousandUSD: search[tier] ?? unknown, sku: "Nearby Search \(tier.tierName)")
    case .details?:
      return Pricing(perThousandUSD: details[tier] ?? unknown, sku: "Place Details \(tier.tierName)")
    case .autocomplete?: return Pricing(perThousandUSD: autocomplete, sku: "Autocomplete Requests")
    case .geocode?: return Pricing(perThousandUSD: geocode, sku: "Geocoding")
    case nil: return Pricing(perThousandUSD: unknown)
    }
  }
}
