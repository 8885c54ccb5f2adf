import EnrichCore

/// The Google methods the provider calls. Each has its own quota at Google (per method, per
/// project), so each gets its own rate limiter and its own metrics key.
package enum GoogleEndpoint: String, Sendable, CaseIterable, Hashable {
  case searchText
  case searchNearby
  case autocomplete
  case details
  case geocode

  /// The endpoint as requests are counted and priced (`google.places:searchText`).
  package var requestEndpoint: RequestEndpoint {
    switch self {
    case .searchText: return RequestEndpoint(provider: "google", name: "places:searchText")
    case .searchNearby: return RequestEndpoint(provider: "google", name: "places:searchNearby")
    case .autocomplete: return RequestEndpoint(provider: "google", name: "places:autocomplete")
    case .details: return RequestEndpoint(provider: "google", name: "places.get")
    case .geocode: return RequestEndpoint(provider: "google", name: "geocode")
    }
  }

  /// The endpoints by kind of request.
  package static let endpoints = ProviderEndpoints(
    searchText: GoogleEndpoint.searchText.requestEndpoint, geocode: GoogleEndpoint.geocode.requestEndpoint,
    nearby: GoogleEndpoint.searchNearby.requestEndpoint,
    autocomplete: GoogleEndpoint.autocomplete.requestEndpoint, details: GoogleEndpoint.details.requestEndpoint
  )

  /// Default requests per minute when the user sets neither `qps` nor `qpm`: 600 per Places
  /// method (the last per-method figure Google published for Places API (New)) and 3,000 for
  /// the Geocoding API (its commonly cited default). Raise them to your project's quotas
  /// (Cloud Console → Google Maps Platform → Quotas).
  package var defaultQPM: Double {
    switch self {
    case .geocode: return 3000
    case .searchText, .searchNearby, .autocomplete, .details: return 600
    }
  }

  /// Short human name for messages.
  var displayName: String {
    switch self {
    case .searchText: return "Places Text Search"
    case .searchNearby: return "Places Nearby Search"
    case .autocomplete: return "Places Autocomplete"
    case .details: return "Place Details"
    case .geocode: return "Geocoding"
    }
  }

  /// The Cloud service to enable for this method, for permission messages.
  var serviceName: String {
    self == .geocode ? "Geocoding API" : "Places API (New)"
  }
}
