import EnrichCore

/// A whole `Place` as the cache stores it for providers whose terms allow it (local/OSM).
/// `openStatus` is left out: it is computed by a later stage for the time asked, never by a
/// provider, so it does not belong to a provider's answer.
struct CachedPlace: Codable, Sendable {
  struct Address: Codable, Sendable {
    var street, houseNumber, unit, postcode, city, countryCode: String?
  }

  var id: String
  var name, formattedAddress: String?
  var latitude, longitude: Double?
  var types: [String]
  var primaryType, businessStatus: String?
  var address: Address?
  var phone, website, openingHours: String?
  var googleHours: CachedJSONValue?
  var timeZone, locationType: String?
  var partialMatch: Bool?
  var extra: [CachedJSONValue]

  init(_ place: Place) {
    id = place.id
    name = place.name
    formattedAddress = place.formattedAddress
    latitude = place.location?.latitude
    longitude = place.location?.longitude
    types = place.types
    primaryType = place.primaryType
    businessStatus = place.businessStatus
    address = place.address.map {
      Address(
        street: $0.street, houseNumber: $0.houseNumber, unit: $0.unit, postcode: $0.postcode,
        city: $0.city, countryCode: $0.countryCode)
    }
    phone = place.phone
    website = place.website
    openingHours = place.openingHours
    googleHours = place.googleHours.map(CachedJSONValue.init)
    timeZone = place.timeZone
    locationType = place.locationType
    partialMatch = place.partialMatch
    // Extra members travel as one ordered object, so their order survives.
    extra = place.extra.map { CachedJSONValue(.object([$0])) }
  }

  var place: Place {
    var location: Coordinate?
    if let latitude, let longitude { location = Coordinate(latitude: latitude, longitude: longitude) }
    return Place(
      id: id, name: name, formattedAddress: formattedAddress, location: location, types: types,
      primaryType: primaryType, businessStatus: businessStatus,
      address: address.map {
        PostalAddress(
          street: $0.street, houseNumber: $0.houseNumber, unit: $0.unit, postcode: $0.postcode,
          city: $0.city, countryCode: $0.countryCode)
      },
      phone: phone, website: website,
      hours: openingHours.map(PlaceHours.expression) ?? googleHours.map { .periods($0.value) },
      timeZone: timeZone, locationType: locationType, partialMatch: partialMatch,
      extra: extra.compactMap { $0.value.objectValue?.first })
  }
}

/// A search hit with its relevance signals.
struct CachedProviderPlace: Codable, Sendable {
  var place: CachedPlace
  var score: Double?
  var distanceMeters: Double?

  init(_ hit: ProviderPlace) {
    place = CachedPlace(hit.place)
    score = hit.score
    distanceMeters = hit.distanceMeters
  }

  var providerPlace: ProviderPlace {
    ProviderPlace(place: place.place, score: score, distanceMeters: distanceMeters)
  }
}

/// An autocomplete suggestion; match ranges as `[start, end]` pairs.
struct CachedSuggestion: Codable, Sendable {
  var placeID, text, mainText: String
  var secondaryText: String?
  var types: [String]
  var distanceMeters: Int?
  var matches: [[Int]]

  init(_ suggestion: Suggestion) {
    placeID = suggestion.placeID
    text = suggestion.text
    mainText = suggestion.mainText
    secondaryText = suggestion.secondaryText
    types = suggestion.types
    distanceMeters = suggestion.distanceMeters
    matches = suggestion.matches.map { [$0.lowerBound, $0.upperBound] }
  }

  var suggestion: Suggestion {
    Suggestion(
      placeID: placeID, text: text, mainText: mainText, secondaryText: secondaryText, types: types,
      distanceMeters: distanceMeters,
      matches: matches.compactMap { $0.count == 2 && $0[0] <= $0[1] ? $0[0]..<$0[1] : nil })
  }
}
