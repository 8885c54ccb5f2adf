import EnrichCore

/// List prices (USD per 1,000 billable requests, first paid band, Google Maps Platform as
/// of late 2026) for estimating what a run costs. Estimates ignore the monthly free caps, so
/// they are an upper bound; re-verify against Google's pricing page before budgeting.
enum GooglePrices {
  /// Searches by the SKU their field mask triggers.
  static let textSearch: [GoogleSKU: Double] = [
    .idsOnly: 0, .pro: 32.00, .enterprise: 35.00, .enterpriseAtmosphere: 40.00,
  ]
  static let nearbySearch: [GoogleSKU: Double] = [
    .idsOnly: 0, .pro: 32.00, .enterprise: 35.00, .enterpriseAtmosphere: 40.00,
  ]
  /// Place Details Enterprise: the opening-hours fields.
  static let details = 20.00
  static let autocomplete = 2.83
  static let geocode = 5.00
  /// An endpoint not in this table is priced at the Text Search Enterprise rate rather than
  /// ignored.
  static let unknown = 35.00

  static func perThousand(_ endpoint: RequestEndpoint, searchSKU: GoogleSKU) -> Double {
    switch endpoint {
    case GoogleEndpoint.searchText.requestEndpoint: return textSearch[searchSKU] ?? unknown
    case GoogleEndpoint.searchNearby.requestEndpoint: return nearbySearch[searchSKU] ?? unknown
    case GoogleEndpoint.details.requestEndpoint: return details
    case GoogleEndpoint.autocomplete.requestEndpoint: return autocomplete
    case GoogleEndpoint.geocode.requestEndpoint: return geocode
    default: return unknown
    }
  }
}
