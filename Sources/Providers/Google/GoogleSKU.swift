/// The billing tier a field mask triggers: a request is billed once, at the highest tier among
/// its fields (Places API usage and billing, Text Search page of 2026-04-13; the table follows
/// `place-fields.json` of the team's wire reference). Text Search, Nearby Search and Place
/// Details share the tiers (Details also has an Essentials tier for address-and-location masks,
/// which enrich never sends alone: such a mask is priced at Pro, an upper bound). Used for
/// prices, budgets, the planner and `--dry-run`.
package enum GoogleSKU: Int, Sendable, Comparable, CaseIterable {
  case idsOnly, pro, enterprise, enterpriseAtmosphere

  package static func < (lhs: GoogleSKU, rhs: GoogleSKU) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The tier's name after the product's (`Text Search Pro`, `Place Details Enterprise`).
  package var tierName: String {
    switch self {
    case .idsOnly: return "Essentials (IDs Only)"
    case .pro: return "Pro"
    case .enterprise: return "Enterprise"
    case .enterpriseAtmosphere: return "Enterprise + Atmosphere"
    }
  }

  /// The Text Search SKU's name, as Google's price list spells it.
  package var displayName: String { "Text Search \(tierName)" }

  /// The tier of a search whose mask holds the default fields plus `extraFields` (`*` bills
  /// as Enterprise + Atmosphere; a field not in the table counts as Enterprise, not free).
  package static func textSearch(extraFields: [String]) -> GoogleSKU {
    of(GoogleFieldMask.defaultFields + extraFields)
  }

  /// The tier of a mask of `fields` (with or without `places.`).
  package static func of(_ fields: [String]) -> GoogleSKU {
    fields.map { raw -> GoogleSKU in
      let field = raw.hasPrefix("places.") ? String(raw.dropFirst(7)) : raw
      if field == "*" { return .enterpriseAtmosphere }
      let top = String(field.split(separator: ".").first ?? Substring(field))
      return tierOfField[top] ?? .enterprise
    }.max() ?? .idsOnly
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
