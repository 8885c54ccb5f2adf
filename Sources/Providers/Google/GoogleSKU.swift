/// The Text Search billing SKU a field mask triggers: a request is billed once, at the highest
/// tier among its fields (Places API usage and billing, Text Search page of 2026-04-13; the
/// table follows `place-fields.json` of the team's wire reference). Used for cost estimates
/// and `--dry-run`.
package enum GoogleSKU: Int, Sendable, Comparable, CaseIterable {
  case idsOnly, pro, enterprise, enterpriseAtmosphere

  package static func < (lhs: GoogleSKU, rhs: GoogleSKU) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The metrics-key suffix the price table uses (`google.places:searchText.enterprise`).
  package var priceSuffix: String {
    switch self {
    case .idsOnly: return ".ids_only"
    case .pro: return ""
    case .enterprise: return ".enterprise"
    case .enterpriseAtmosphere: return ".enterprise_atmosphere"
    }
  }

  package var displayName: String {
    switch self {
    case .idsOnly: return "Text Search Essentials (IDs Only)"
    case .pro: return "Text Search Pro"
    case .enterprise: return "Text Search Enterprise"
    case .enterpriseAtmosphere: return "Text Search Enterprise + Atmosphere"
    }
  }

  /// The tier of a search whose mask holds the default fields plus `extraFields` (`*` bills
  /// as Enterprise + Atmosphere; a field not in the table counts as Enterprise, not free).
  package static func textSearch(extraFields: [String]) -> GoogleSKU {
    let fields =
      GoogleFieldMask.defaultFields
      + extraFields.map { $0.hasPrefix("places.") ? String($0.dropFirst(7)) : $0 }
    return fields.map { field -> GoogleSKU in
      if field == "*" { return .enterpriseAtmosphere }
      let top = String(field.split(separator: ".").first ?? Substring(field))
      return tierOfField[top] ?? .enterprise
    }.max() ?? .pro
  }

  static let tierOfField: [String: GoogleSKU] = {
    var table: [String: GoogleSKU] = [:]
    for (tier, names) in fieldsByTier {
      for name in names { table[name] = tier }
    }
    return table
  }()

  static let fieldsByTier: [GoogleSKU: [String]] = [
    .idsOnly: [
      "attributions", "id", "movedPlace", "movedPlaceId", "name", "nextPageToken",
    ],
    .pro: [
      "accessibilityOptions", "addressComponents", "addressDescriptor", "adrFormatAddress",
      "businessStatus", "containingPlaces", "displayName", "formattedAddress", "googleMapsLinks",
      "googleMapsUri", "iconBackgroundColor", "iconMaskBaseUri", "location", "openingDate", "photos",
      "plusCode", "postalAddress", "primaryType", "primaryTypeDisplayName", "pureServiceAreaBusiness",
      "searchUri", "shortFormattedAddress", "subDestinations", "timeZone", "types", "utcOffsetMinutes",
      "viewport",
    ],
    .enterprise: [
      "currentOpeningHours", "currentSecondaryOpeningHours", "internationalPhoneNumber",
      "nationalPhoneNumber", "priceLevel", "priceRange", "rating", "regularOpeningHours",
      "regularSecondaryOpeningHours", "userRatingCount", "websiteUri",
    ],
    .enterpriseAtmosphere: [
      "allowsDogs", "curbsidePickup", "delivery", "dineIn", "editorialSummary", "evChargeAmenitySummary",
      "evChargeOptions", "fuelOptions", "generativeSummary", "goodForChildren", "goodForGroups",
      "goodForWatchingSports", "liveMusic", "menuForChildren", "neighborhoodSummary", "outdoorSeating",
      "parkingOptions", "paymentOptions", "reservable", "restroom", "reviewSummary", "reviews",
      "routingSummaries", "servesBeer", "servesBreakfast", "servesBrunch", "servesCocktails",
      "servesCoffee", "servesDessert", "servesDinner", "servesLunch", "servesVegetarianFood", "servesWine",
      "takeout",
    ],
  ]
}
