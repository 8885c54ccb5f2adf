import EnrichCore
import Foundation

/// Which Place fields the provider asks for, as `X-Goog-FieldMask` values. Google bills a
/// request at the most expensive field in its mask, so the mask holds exactly what the pipeline
/// writes: the default fields below plus the configured extra fields, never `*` unless asked.
package enum GoogleFieldMask {
  /// The fields behind `EnrichCore.Place`'s common members, and `attributions`: the
  /// third-party credits Google's terms require wherever a place is shown (free: IDs-only SKU).
  package static let defaultFields = [
    "id", "displayName", "formattedAddress", "location", "types", "primaryType", "businessStatus",
    "attributions",
  ]

  /// What the open-status stage needs to evaluate "open at T" (as the Places SDK's isOpen does).
  package static let openStatusFields = [
    "businessStatus", "utcOffsetMinutes", "regularOpeningHours", "currentOpeningHours",
    "regularSecondaryOpeningHours", "currentSecondaryOpeningHours", "timeZone",
  ]

  /// The hours-related fields kept raw in `Place.hours` (as `.periods`).
  static let hoursFields: Set<String> = [
    "regularOpeningHours", "currentOpeningHours", "regularSecondaryOpeningHours",
    "currentSecondaryOpeningHours", "utcOffsetMinutes", "timeZone",
  ]

  /// Every Place field of Places API (New) (discovery revision 20260323 plus `transitStation`).
  package static let knownFields: Set<String> = [
    "accessibilityOptions", "addressComponents", "addressDescriptor", "adrFormatAddress", "allowsDogs",
    "attributions", "businessStatus", "consumerAlert", "containingPlaces", "curbsidePickup",
    "currentOpeningHours", "currentSecondaryOpeningHours", "delivery", "dineIn", "displayName",
    "editorialSummary", "evChargeAmenitySummary", "evChargeOptions", "formattedAddress", "fuelOptions",
    "generativeSummary", "goodForChildren", "goodForGroups", "goodForWatchingSports", "googleMapsLinks",
    "googleMapsTypeLabel", "googleMapsUri", "iconBackgroundColor", "iconMaskBaseUri", "id",
    "internationalPhoneNumber", "liveMusic", "location", "menuForChildren", "movedPlace", "movedPlaceId",
    "name", "nationalPhoneNumber", "neighborhoodSummary", "openingDate", "outdoorSeating",
    "parkingOptions", "paymentOptions", "photos", "plusCode", "postalAddress", "priceLevel", "priceRange",
    "primaryType", "primaryTypeDisplayName", "pureServiceAreaBusiness", "rating", "regularOpeningHours",
    "regularSecondaryOpeningHours", "reservable", "restroom", "reviewSummary", "reviews", "servesBeer",
    "servesBreakfast", "servesBrunch", "servesCocktails", "servesCoffee", "servesDessert", "servesDinner",
    "servesLunch", "servesVegetarianFood", "servesWine", "shortFormattedAddress", "subDestinations",
    "takeout", "timeZone", "types", "userRatingCount", "utcOffsetMinutes", "viewport", "websiteUri",
    "transitStation",
  ]

  /// Normalises user field names (`places.rating` → `rating`, nested paths kept) and checks each
  /// top-level name, so a typo fails once at start-up instead of on every row with HTTP 400.
  package static func normalize(_ fields: [String]) throws(ProviderError) -> [String] {
    var result: [String] = []
    for raw in fields {
      var field = raw.trimmingCharacters(in: .whitespaces)
      if field.hasPrefix("places.") { field.removeFirst("places.".count) }
      if field.isEmpty { continue }
      let topLevel = field.split(separator: ".").first.map(String.init) ?? field
      guard field == "*" || knownFields.contains(topLevel) else {
        throw ProviderError(
          .invalidRequest,
          "unknown Google Place field '\(raw)' in --fields; use Places API (New) names such as rating, "
            + "websiteUri, regularOpeningHours (see docs/google.md)")
      }
      if !result.contains(field) { result.append(field) }
    }
    return result
  }

  /// The search fields: the defaults plus `extras` (already normalised), or `*` alone.
  package static func searchFields(extras: [String]) -> [String] {
    var fields = extras.contains("*") ? ["*"] : defaultFields
    for field in extras where !fields.contains(field) && !fields.contains("*") { fields.append(field) }
    return fields
  }

  /// The fields for places that must carry `content`: `searchFields` for the basics, the
  /// open-status fields for the hours (the mask, and so the SKU, of one request).
  package static func fields(for content: AnswerContent, searchFields: [String]) -> [String] {
    var result = content.contains(.basics) ? searchFields : []
    if content.contains(.openingHours), !result.contains("*") {
      for field in openStatusFields where !result.contains(field) { result.append(field) }
    }
    return result.isEmpty ? searchFields : result
  }

  /// The mask for a Place Details call: bare field names.
  static func details(_ fields: [String]) -> String {
    fields.contains("*") ? "*" : unique(fields).joined(separator: ",")
  }

  /// The mask for Text/Nearby Search: each field under `places.`.
  static func search(_ fields: [String]) -> String {
    fields.contains("*") ? "*" : unique(fields).map { "places." + $0 }.joined(separator: ",")
  }

  private static func unique(_ fields: [String]) -> [String] {
    var seen = Set<String>()
    return fields.filter { seen.insert($0).inserted }
  }
}
