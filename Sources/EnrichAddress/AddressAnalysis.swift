import EnrichCore

/// The result of analysing one raw address: the building address a place search can use,
/// the subpremise cut out of it, the street-number shapes that defeat text search, and the
/// route the pipeline should take, with a reason a person can read.
package struct AddressAnalysis: Sendable, Equatable {
  /// Which provider operation suits this address.
  package enum Route: String, Sendable, Equatable {
    /// Text (place) search with the building address.
    case textSearch = "text_search"
    /// The provider's geocoder with the full address.
    case geocode
  }

  /// The address exactly as given.
  package var input: String
  /// The address without its subpremise (equal to `input` when there is none).
  package var building: String
  /// The subpremise text as it appears in the input (`Apt 4B`, `3階323号室`), if any.
  package var subpremise: String?
  /// What the subpremise designates; `.conscriptionNumber` also appears without a subpremise.
  package var subpremiseKind: SubpremiseKind?
  /// True for Queens/Hawaii-style road-segment numbers, ranges and chome-ban-go (`23-30`, `47-380`).
  package var hyphenatedStreetNumber: Bool
  /// True when the address is (or contains) a post-office box or rural-route box.
  package var poBox: Bool
  /// Text search or geocoding.
  package var route: Route
  /// Why this route was chosen.
  package var reason: String

  package init(
    input: String, building: String, subpremise: String? = nil, subpremiseKind: SubpremiseKind? = nil,
    hyphenatedStreetNumber: Bool = false, poBox: Bool = false, route: Route, reason: String
  ) {
    self.input = input
    self.building = building
    self.subpremise = subpremise
    self.subpremiseKind = subpremiseKind
    self.hyphenatedStreetNumber = hyphenatedStreetNumber
    self.poBox = poBox
    self.route = route
    self.reason = reason
  }

  /// True when a unit, apartment, suite, floor or similar was found.
  package var hasSubpremise: Bool { subpremise != nil }

  /// `{"input","building","subpremise","subpremiseKind","hyphenatedStreetNumber","poBox","route","reason"}`,
  /// absent parts omitted.
  package var jsonValue: JSONValue {
    var object = JSONObjectBuilder()
    object.add("input", input)
    object.add("building", building)
    object.add("subpremise", subpremise)
    object.add("subpremiseKind", subpremiseKind?.rawValue)
    object.add("hyphenatedStreetNumber", hyphenatedStreetNumber)
    object.add("poBox", poBox)
    object.add("route", route.rawValue)
    object.add("reason", reason)
    return object.value
  }
}
