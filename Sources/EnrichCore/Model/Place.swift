/// A place or address as a provider described it, in provider-neutral terms: every output
/// column means the same whichever provider answered.
package struct Place: Sendable, Equatable {
  /// Provider's id: OSM notation (`node/123`) for local, a Google place ID for google.
  package var id: String
  package var name: String?
  package var formattedAddress: String?
  package var location: Coordinate?
  /// Google-style types (`restaurant`, `cafe`, ...), most specific first.
  package var types: [String]
  package var primaryType: String?
  /// Whether the business runs, as its provider says; nil: unknown.
  package var businessStatus: BusinessStatus?
  package var address: PostalAddress?
  package var phone: String?
  package var website: String?
  /// The place's opening hours in whichever form its provider gives them.
  package var hours: PlaceHours?
  /// IANA zone of the place when known.
  package var timeZone: String?
  /// Geocoding precision: `ROOFTOP`, `RANGE_INTERPOLATED`, `GEOMETRIC_CENTER`, `APPROXIMATE`.
  package var locationType: String?
  /// The geocoder matched only part of the request (e.g. the street but not the number).
  package var partialMatch: Bool?
  /// Open status, filled by the open-status stage.
  package var openStatus: OpenStatusInfo?
  /// Provider-specific extra output members, appended after the common ones.
  package var extra: [JSONMember]

  package init(
    id: String, name: String? = nil, formattedAddress: String? = nil,
    location: Coordinate? = nil, types: [String] = [], primaryType: String? = nil,
    businessStatus: BusinessStatus? = nil, address: PostalAddress? = nil, phone: String? = nil,
    website: String? = nil, hours: PlaceHours? = nil,
    timeZone: String? = nil, locationType: String? = nil, partialMatch: Bool? = nil,
    openStatus: OpenStatusInfo? = nil, extra: [JSONMember] = []
  ) {
    self.id = id
    self.name = name
    self.formattedAddress = formattedAddress
    self.location = location
    self.types = types
    self.primaryType = primaryType
    self.businessStatus = businessStatus
    self.address = address
    self.phone = phone
    self.website = website
    self.hours = hours
    self.timeZone = timeZone
    self.locationType = locationType
    self.partialMatch = partialMatch
    self.openStatus = openStatus
    self.extra = extra
  }
}

extension Place {
  /// The OpenStreetMap `opening_hours` expression, when the hours are one (output as
  /// `openingHours`).
  package var openingHours: String? {
    if case .expression(let text) = hours { return text }
    return nil
  }
}

/// Opening hours as providers give them; the open-status evaluation reads either form.
package enum PlaceHours: Sendable, Equatable {
  /// An OpenStreetMap `opening_hours` expression (`Mo-Fr 09:00-18:00`).
  case expression(String)
  /// Weekly periods as the Places API structures them: an object with `regularOpeningHours`,
  /// `currentOpeningHours`, their secondary variants, `utcOffsetMinutes`, `timeZone`.
  case periods(JSONValue)
}

/// Structured address parts, as far as the provider knows them.
package struct PostalAddress: Sendable, Equatable, Hashable {
  package var street: String?
  package var houseNumber: String?
  package var unit: String?
  package var postcode: String?
  package var city: String?
  /// ISO 3166-1 alpha-2, upper case.
  package var countryCode: String?

  package init(
    street: String? = nil, houseNumber: String? = nil, unit: String? = nil,
    postcode: String? = nil, city: String? = nil, countryCode: String? = nil
  ) {
    self.street = street
    self.houseNumber = houseNumber
    self.unit = unit
    self.postcode = postcode
    self.city = city
    self.countryCode = countryCode
  }
}

/// Whether a place is open at the requested time.
package enum OpenStatus: String, Sendable, Equatable {
  case open, closed, unknown
}

/// The open-status answer for one place (or one secondary-hours type).
package struct OpenStatusInfo: Sendable, Equatable {
  package var status: OpenStatus
  package var reason: String?
  /// Next instant the status changes, ISO 8601 with offset.
  package var nextChange: String?
  /// What the answer was derived from (`opening_hours: Mo-Fr 09:00-17:00`, `regularOpeningHours`).
  package var source: String?
  /// Secondary hours type (`DRIVE_THROUGH`, ...) for secondary answers.
  package var type: String?
  package var secondary: [OpenStatusInfo]

  package init(
    status: OpenStatus, reason: String? = nil, nextChange: String? = nil,
    source: String? = nil, type: String? = nil, secondary: [OpenStatusInfo] = []
  ) {
    self.status = status
    self.reason = reason
    self.nextChange = nextChange
    self.source = source
    self.type = type
    self.secondary = secondary
  }
}
