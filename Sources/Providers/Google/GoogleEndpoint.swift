/// The Google methods the provider calls. Each has its own quota at Google (per method, per
/// project), so each gets its own rate limiter and its own metrics key.
public enum GoogleEndpoint: String, Sendable, CaseIterable, Hashable {
  case searchText
  case searchNearby
  case autocomplete
  case details
  case geocode

  /// The key in `ProviderMetrics.requests`.
  public var metricKey: String {
    switch self {
    case .searchText: return "google.places:searchText"
    case .searchNearby: return "google.places:searchNearby"
    case .autocomplete: return "google.places:autocomplete"
    case .details: return "google.places.get"
    case .geocode: return "google.geocode"
    }
  }

  /// Default requests per minute when the user sets neither `qps` nor `qpm`: 600 per Places
  /// method (the last per-method figure Google published for Places API (New)) and 3,000 for
  /// the Geocoding API (its commonly cited default). Raise them to your project's quotas
  /// (Cloud Console → Google Maps Platform → Quotas).
  public var defaultQPM: Double {
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
