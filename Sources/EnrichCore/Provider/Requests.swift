/// Ranking order for searches.
package enum RankPreference: String, Sendable, Equatable, Hashable {
  case relevance = "RELEVANCE"
  case distance = "DISTANCE"
  /// Nearby Search's default.
  case popularity = "POPULARITY"
}

/// A text search's options, shared by every provider (modelled on Text Search (New), whose
/// options are the richest; each plugin maps those it honours).
package struct TextSearchRequest: Sendable, Equatable, Hashable {
  package var textQuery: String
  package var includedType: String?
  package var strictTypeFiltering: Bool = false
  package var openNow: Bool = false
  package var minRating: Double?
  package var priceLevels: [PriceLevel] = []
  package var rankPreference: RankPreference?
  package var locationBias: LocationArea?
  /// Rectangle only, as in Google's API.
  package var locationRestriction: Rectangle?
  /// 1–20.
  package var maxResultCount: Int = 5
  package var languageCode: String?
  package var regionCode: String?
  /// What the answer's places must carry (the provider asks for it, its plugin prices it).
  package var content = AnswerContent.search()

  package init(textQuery: String) { self.textQuery = textQuery }
}

/// A forward-geocoding request.
package struct GeocodeRequest: Sendable, Equatable, Hashable {
  package var address: String
  /// Component filters (`country:FI`, `postal_code:00100`) as `[type: value]`.
  package var components: [String: String] = [:]
  package var bounds: Rectangle?
  package var region: String?
  package var language: String?

  package init(address: String) { self.address = address }
}

/// The 'current place' question: the likely places around a point.
package struct NearbyRequest: Sendable, Equatable, Hashable {
  package var center: Coordinate
  /// Metres, (0, 50000].
  package var radius: Double
  package var includedTypes: [String] = []
  package var rankPreference: RankPreference = .popularity
  package var maxResultCount: Int = 5
  package var languageCode: String?
  /// What the answer's places must carry.
  package var content = AnswerContent.search()

  package init(center: Coordinate, radius: Double) {
    self.center = center
    self.radius = radius
  }
}

/// Google's Autocomplete (New) request options.
package struct AutocompleteRequest: Sendable, Equatable, Hashable {
  package var input: String
  /// Cursor position in `input` (in Unicode code points); nil = end.
  package var inputOffset: Int?
  /// At most 5 types, or one of `(regions)` / `(cities)`.
  package var includedPrimaryTypes: [String] = []
  /// At most 15 two-letter region codes.
  package var includedRegionCodes: [String] = []
  /// Point from which `distanceMeters` is measured.
  package var origin: Coordinate?
  package var locationBias: LocationArea?
  package var locationRestriction: LocationArea?
  package var sessionToken: String?
  package var languageCode: String?
  package var regionCode: String?

  package init(input: String) { self.input = input }
}

/// Fetch named fields of one place by id (Google: Place Details; local: a row by id).
package struct DetailsRequest: Sendable, Equatable, Hashable {
  package var placeID: String
  /// Field names in the provider's vocabulary (Google field-mask paths without `places.`).
  package var fields: [String]
  package var languageCode: String?
  /// What `fields` are for, in the engine's words: how the request is priced and billed.
  package var content: AnswerContent

  package init(placeID: String, fields: [String], content: AnswerContent = .search()) {
    self.placeID = placeID
    self.fields = fields
    self.content = content
  }
}
