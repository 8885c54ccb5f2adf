/// A place returned by a search, with the provider's relevance signals.
///
/// The place is held in an immutable box: answers are kept (the run's answer memo), copied into
/// scores and decisions and handed from stage to stage, and a `Place` is some 400 bytes of
/// fields that a plain copy duplicates (and retains one by one); a box is one reference.
/// Setting `place` puts the new value in a new box, so a copy never sees another's change.
package struct ProviderPlace: Sendable, Equatable {
  private final class Box: Sendable {
    let place: Place
    init(_ place: Place) { self.place = place }
  }

  private var box: Box
  package var place: Place {
    get { box.place }
    set { box = Box(newValue) }
  }
  /// The provider's own score in [0, 1] when it has one (local ranking), else nil.
  package var score: Double?
  /// Distance from the request's origin/center/bias, when one was given.
  package var distanceMeters: Double?
  /// Every name the provider knows the place by besides `place.name` (local: each name tag,
  /// `name:sv`, `alt_name`, `brand`...), so a row written in another language is explained by
  /// its name in that language whichever name is displayed. Not output.
  package var names: [String]
  /// The brand the place belongs to (`brand`), when the provider knows it: a name of the chain,
  /// weaker evidence than the place's own names.
  package var brand: String?
  /// How the provider's own data places the query's address relative to this place, when it
  /// could check (a place without address tags of its own).
  package var addressEvidence: AddressEvidence?

  package init(
    place: Place, score: Double? = nil, distanceMeters: Double? = nil, names: [String] = [],
    brand: String? = nil, addressEvidence: AddressEvidence? = nil
  ) {
    self.box = Box(place)
    self.score = score
    self.distanceMeters = distanceMeters
    self.names = names
    self.brand = brand
    self.addressEvidence = addressEvidence
  }

  package static func == (a: ProviderPlace, b: ProviderPlace) -> Bool {
    (a.box === b.box || a.place == b.place) && a.score == b.score && a.distanceMeters == b.distanceMeters
      && a.names == b.names && a.brand == b.brand && a.addressEvidence == b.addressEvidence
  }
}

/// What a provider found when it placed a query's street address against a candidate.
package enum AddressEvidence: String, Sendable, Equatable {
  /// The address's own point lies at the place (the same building).
  case atAddress = "at_address"
  /// The street runs by the place, the number not confirmed.
  case onStreet = "on_street"
  /// The address lies elsewhere: far from the place, or on a street the provider does not know
  /// (outside its coverage).
  case elsewhere
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
