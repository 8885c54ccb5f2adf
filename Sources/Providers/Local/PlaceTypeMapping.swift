/// The one mapping that decides which named OSM objects the index holds as places and turns
/// their tags into Google-style place types, most specific first, so `--type restaurant` means
/// the same for every provider. Keys are checked in `keyOrder`; the first tag that maps
/// (`PlaceTypeTable`) wins and becomes `primaryType`. Streets (`highway=*` but bus stops),
/// routes, boundaries and land use other than cemeteries and recreation grounds are not places:
/// streets are the geocoder's, the rest are areas nobody looks up as a place.
package enum PlaceTypeMapping {
  /// OSM keys that make a named object a place, in priority order: what a place *is* before
  /// what it is *in* (a shop in a named building is a shop).
  package static let keyOrder = [
    "amenity", "shop", "tourism", "leisure", "healthcare", "office", "craft", "club", "emergency",
    "historic", "man_made", "sport", "railway", "aeroway", "aerialway", "public_transport", "highway",
    "natural", "landuse", "place", "building",
  ]

  /// `key=value` → types (`PlaceTypeTable`).
  package static var table: [String: [String]] { PlaceTypeTable.entries }

  /// Types of places that are rarely what a row means when a proper place shares their name
  /// (a building, a stop named after the museum beside it, a district): matching prefers the
  /// place (`MatchScorer`), nearby search leaves them out unless asked for.
  package static let secondaryTypes: Set<String> = [
    "premise", "transit_stop", "bus_stop", "tram_stop", "locality", "sublocality", "neighborhood",
    "political", "natural_feature", "island", "locality_name",
  ]

  /// Named amenities that are street furniture, not places people look for.
  package static let ignoredAmenities: Set<String> = [
    "bench", "waste_basket", "waste_disposal", "bicycle_parking", "motorcycle_parking", "vending_machine",
    "parking_space", "drinking_water", "telephone", "post_box", "recycling", "clock", "grit_bin",
    "loading_dock", "photo_booth", "bbq", "hunting_stand", "fire_hydrant", "lounger",
  ]

  /// Types for an object's tags, most specific first, ending with `point_of_interest` and
  /// `establishment`; empty when no POI key maps.
  package static func types(for tags: [String: String]) -> [String] {
    for key in keyOrder {
      guard let value = tags[key], value != "no" else { continue }
      if key == "amenity", ignoredAmenities.contains(value) { continue }
      // Of highways only stops are places; of buildings only those that are not mere parts.
      if key == "highway", value != "bus_stop" { continue }
      if key == "building", value == "roof" || value == "construction" { continue }
      guard let mapped = table["\(key)=\(value)"] ?? table[key] else { continue }
      return mapped + ["point_of_interest", "establishment"]
    }
    return []
  }
}
