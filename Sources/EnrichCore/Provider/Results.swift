/// A place returned by a search, with the provider's relevance signals.
package struct ProviderPlace: Sendable, Equatable {
  package var place: Place
  /// The provider's own score in [0, 1] when it has one (local ranking), else nil.
  package var score: Double?
  /// Distance from the request's origin/center/bias, when one was given.
  package var distanceMeters: Double?

  package init(place: Place, score: Double? = nil, distanceMeters: Double? = nil) {
    self.place = place
    self.score = score
    self.distanceMeters = distanceMeters
  }
}

/// One autocomplete suggestion.
package struct Suggestion: Sendable, Equatable {
  package var placeID: String
  /// The full text, main and secondary parts (`Café Regatta`, `Merikannontie 10, Helsinki`).
  package var text: String
  package var mainText: String
  package var secondaryText: String?
  package var types: [String]
  package var distanceMeters: Int?
  /// Character ranges of `text` that matched the input, as (offset, length) in code points.
  package var matches: [Range<Int>]

  package init(
    placeID: String, text: String, mainText: String, secondaryText: String?,
    types: [String] = [], distanceMeters: Int? = nil, matches: [Range<Int>] = []
  ) {
    self.placeID = placeID
    self.text = text
    self.mainText = mainText
    self.secondaryText = secondaryText
    self.types = types
    self.distanceMeters = distanceMeters
    self.matches = matches
  }
}
