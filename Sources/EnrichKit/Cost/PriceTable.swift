/// List prices (USD per 1,000 billable requests, first paid band, Google Maps Platform as
/// of late 2026) for estimating what a run costs. Estimates ignore the monthly free caps, so
/// they are an upper bound; re-verify against Google's pricing page before budgeting.
/// The local provider is free.
public enum PriceTable {
  /// Price per 1,000 requests by metrics key (`provider.endpoint[.tier]`).
  public static let perThousand: [String: Double] = [
    "google.places:searchText": 32.00,  // Text Search Pro: the default field mask
    "google.places:searchText.ids_only": 0,
    "google.places:searchText.enterprise": 35.00,
    "google.places:searchText.enterprise_atmosphere": 40.00,
    "google.places:searchNearby": 32.00,  // Nearby Search Pro
    "google.places:searchNearby.enterprise": 35.00,
    "google.places:searchNearby.enterprise_atmosphere": 40.00,
    "google.places.get": 20.00,  // Place Details Enterprise: the opening-hours fields
    "google.places.get.ids_only": 0,
    "google.places.get.essentials": 5.00,
    "google.places.get.pro": 17.00,
    "google.places.get.enterprise_atmosphere": 25.00,
    "google.places:autocomplete": 2.83,
    "google.geocode": 5.00,
  ]

  /// The estimated cost of `requests` (metrics keys → counts). `searchTier` is the price-key
  /// suffix of the SKU the search field mask triggers (`GoogleSKU.priceSuffix`; "" = Pro).
  /// Unknown google keys are priced at the Text Search Enterprise rate rather than ignored.
  public static func estimatedCost(of requests: [String: Int], searchTier: String = "") -> Double {
    requests.reduce(0) { total, entry in
      guard entry.key.hasPrefix("google.") else { return total }
      return total + price(entry.key, searchTier: searchTier) * Double(entry.value) / 1000
    }
  }

  /// Price per 1,000 of one metrics key, at the search SKU tier for searches.
  public static func price(_ key: String, searchTier: String = "") -> Double {
    let searches: Set<String> = ["google.places:searchText", "google.places:searchNearby"]
    let tiered = searches.contains(key) ? key + searchTier : key
    return perThousand[tiered] ?? perThousand[key] ?? 35.00
  }
}
