/// Ranking order for searches.
public enum RankPreference: String, Sendable, Equatable, Hashable {
  case relevance = "RELEVANCE"
  case distance = "DISTANCE"
  /// Nearby Search's default.
  case popularity = "POPULARITY"
}

/// Google's Text Search (New) request options, shared by every provider.
public struct TextSearchRequest: Sendable, Equatable, Hashable {
  public var textQuery: String
  public var includedType: String?
  public var strictTypeFiltering: Bool = false
  public var openNow: Bool = false
  public var minRating: Double?
  /// `PRICE_LEVEL_INEXPENSIVE` ... `PRICE_LEVEL_VERY_EXPENSIVE`.
  public var priceLevels: [String] = []
  public var rankPreference: RankPreference?
  public var locationBias: LocationArea?
  /// Rectangle only, as in Google's API.
  public var locationRestriction: Rectangle?
  /// 1–20.
  public var maxResultCount: Int = 5
  public var languageCode: String?
  public var regionCode: String?

  public init(textQuery: String) { self.textQuery = textQuery }
}

/// A forward-geocoding request.
public struct GeocodeRequest: Sendable, Equatable, Hashable {
  public var address: String
  /// Component filters (`country:FI`, `postal_code:00100`) as `[type: value]`.
  public var components: [String: String] = [:]
  public var bounds: Rectangle?
  public var region: String?
  public var language: String?

  public init(address: String) { self.address = address }
}

/// The 'current place' question: the likely places around a point.
public struct NearbyRequest: Sendable, Equatable, Hashable {
  public var center: Coordinate
  /// Metres, (0, 50000].
  public var radius: Double
  public var includedTypes: [String] = []
  public var rankPreference: RankPreference = .popularity
  public var maxResultCount: Int = 5
  public var languageCode: String?

  public init(center: Coordinate, radius: Double) {
    self.center = center
    self.radius = radius
  }
}

/// Google's Autocomplete (New) request options.
public struct AutocompleteRequest: Sendable, Equatable, Hashable {
  public var input: String
  /// Cursor position in `input` (in Unicode code points); nil = end.
  public var inputOffset: Int?
  /// At most 5 types, or one of `(regions)` / `(cities)`.
  public var includedPrimaryTypes: [String] = []
  /// At most 15 two-letter region codes.
  public var includedRegionCodes: [String] = []
  /// Point from which `distanceMeters` is measured.
  public var origin: Coordinate?
  public var locationBias: LocationArea?
  public var locationRestriction: LocationArea?
  public var sessionToken: String?
  public var languageCode: String?
  public var regionCode: String?

  public init(input: String) { self.input = input }
}

/// Fetch named fields of one place by id (Google: Place Details; local: a row by id).
public struct DetailsRequest: Sendable, Equatable, Hashable {
  public var placeID: String
  /// Field names in the provider's vocabulary (Google field-mask paths without `places.`).
  public var fields: [String]
  public var languageCode: String?

  public init(placeID: String, fields: [String]) {
    self.placeID = placeID
    self.fields = fields
  }
}
