/// A place returned by a search, with the provider's relevance signals.
public struct ProviderPlace: Sendable, Equatable {
  public var place: Place
  /// The provider's own score in [0, 1] when it has one (local ranking), else nil.
  public var score: Double?
  /// Distance from the request's origin/center/bias, when one was given.
  public var distanceMeters: Double?

  public init(place: Place, score: Double? = nil, distanceMeters: Double? = nil) {
    self.place = place
    self.score = score
    self.distanceMeters = distanceMeters
  }
}

/// One autocomplete suggestion.
public struct Suggestion: Sendable, Equatable {
  public var placeID: String
  /// The full text, main and secondary parts (`Café Regatta`, `Merikannontie 10, Helsinki`).
  public var text: String
  public var mainText: String
  public var secondaryText: String?
  public var types: [String]
  public var distanceMeters: Int?
  /// Character ranges of `text` that matched the input, as (offset, length) in code points.
  public var matches: [Range<Int>]

  public init(
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
