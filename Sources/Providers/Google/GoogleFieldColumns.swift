import EnrichCore
import Foundation

/// The flat-output columns of the `--fields` a pipeline asks Google for: each field's JSON type
/// in Places API (New), so XLSX, GeoPackage and GeoJSON hold ratings as numbers and amenities as
/// booleans. Fields behind the common columns (phone, website, address, hours' status) get none.
enum GoogleFieldColumns {
  /// Fields `GooglePlaceDecoder` maps onto `Place`'s common members.
  static let common: Set<String> = [
    "id", "name", "displayName", "formattedAddress", "location", "types", "primaryType", "businessStatus",
    "addressComponents", "internationalPhoneNumber", "nationalPhoneNumber", "websiteUri", "attributions",
    "timeZone", "utcOffsetMinutes", "currentSecondaryOpeningHours", "regularSecondaryOpeningHours",
  ]

  static let booleans: Set<String> = [
    "allowsDogs", "curbsidePickup", "delivery", "dineIn", "goodForChildren", "goodForGroups",
    "goodForWatchingSports", "liveMusic", "menuForChildren", "outdoorSeating", "pureServiceAreaBusiness",
    "reservable", "restroom", "servesBeer", "servesBreakfast", "servesBrunch", "servesCocktails",
    "servesCoffee",
    "servesDessert", "servesDinner", "servesLunch", "servesVegetarianFood", "servesWine", "takeout",
  ]

  /// Objects whose useful part is one text member.
  static let textMembers: [String: String] = [
    "editorialSummary": "text", "primaryTypeDisplayName": "text", "googleMapsTypeLabel": "text",
    "generativeSummary": "overview.text", "reviewSummary": "text.text",
    "neighborhoodSummary": "overview.content.text",
  ]

  static func columns(for fields: [String]) -> [PlaceColumn] {
    var columns: [PlaceColumn] = []
    var seen = Set<String>()
    for raw in fields {
      var field = raw.trimmingCharacters(in: .whitespaces)
      if field.hasPrefix("places.") { field.removeFirst("places.".count) }
      let topLevel = field.split(separator: ".").first.map(String.init) ?? field
      guard field != "*", !common.contains(topLevel), seen.insert(topLevel).inserted else { continue }
      columns.append(column(topLevel))
    }
    return columns
  }

  static func column(_ field: String) -> PlaceColumn {
    switch field {
    case "rating": return PlaceColumn(member: field, type: .real)
    case "userRatingCount": return PlaceColumn(member: field, type: .integer)
    case "regularOpeningHours", "currentOpeningHours":
      return PlaceColumn(name: PlaceColumn.snakeCase(field), source: .hoursDescriptions(field), type: .text)
    default:
      if booleans.contains(field) { return PlaceColumn(member: field, type: .boolean) }
      if let subkey = textMembers[field] { return PlaceColumn(member: field, subkey: subkey, type: .text) }
      // Enums (priceLevel), URIs and anything structured: text (structured values as compact JSON).
      return PlaceColumn(member: field, type: .text)
    }
  }
}
