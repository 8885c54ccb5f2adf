import EnrichCore
import Foundation

/// The identity of one provider request for the cache and for in-run de-duplication: the
/// provider, the endpoint and a canonical encoding of the request, so requests that differ only
/// in spacing, letter case, list order or sub-metre coordinate noise share one answer.
///
/// The canonical form is a compact JSON object (members in a fixed order), which escapes every
/// character unambiguously; it is stored as-is as the cache's primary key, so a key can be read
/// back with `sqlite3` when debugging. Session tokens are never part of a key (they only group
/// billing), and nothing secret ever is: requests carry no API key.
package struct CacheKey: Sendable, Hashable, CustomStringConvertible {
  /// The provider's cache scope (its id, plus whatever versions its data).
  package let provider: String
  /// The request kind: `searchText`, `geocode`, `nearby`, `autocomplete`, `details`.
  package let endpoint: RequestKind
  /// The canonical request, including field mask, language and region.
  package let canonicalRequest: String

  /// The stored key text: `provider|endpoint|canonical request`.
  package var description: String { "\(provider)|\(endpoint.rawValue)|\(canonicalRequest)" }

  init(provider: String, endpoint: RequestKind, members: [JSONMember]) {
    self.provider = provider
    self.endpoint = endpoint
    self.canonicalRequest = JSONText.compact(.object(members))
  }

  /// Text Search: query text, filters, ranking, area, result count, language, region, fields.
  package static func searchText(_ request: TextSearchRequest, provider: String, fields: [String]) -> CacheKey
  {
    var object = JSONObjectBuilder()
    object.add("q", CacheKeyText.normalize(request.textQuery))
    object.add("type", CacheKeyText.optional(request.includedType))
    if request.strictTypeFiltering { object.add("strict", true) }
    if request.openNow { object.add("openNow", true) }
    object.add("minRating", request.minRating.map(CacheKeyText.number))
    object.add("price", strings: CacheKeyText.sorted(request.priceLevels.map(\.settingName)))
    object.add("rank", request.rankPreference?.rawValue)
    object.add("bias", request.locationBias.map(CacheKeyText.area))
    object.add("restrict", request.locationRestriction.map(CacheKeyText.rectangle))
    object.add("max", request.maxResultCount)
    object.add("lang", CacheKeyText.optional(request.languageCode))
    object.add("region", CacheKeyText.optional(request.regionCode))
    object.add("fields", strings: CacheKeyText.sorted(fields))
    return CacheKey(provider: provider, endpoint: .searchText, members: object.members)
  }

  /// Geocoding: address, component filters (sorted by type), bounds, region, language, fields.
  package static func geocode(_ request: GeocodeRequest, provider: String, fields: [String]) -> CacheKey {
    var object = JSONObjectBuilder()
    object.add("address", CacheKeyText.normalize(request.address))
    var components: [String] = []
    for (type, value) in request.components {
      let type = CacheKeyText.normalize(type)
      let value = CacheKeyText.normalize(value)
      if !type.isEmpty && !value.isEmpty { components.append(type + ":" + value) }
    }
    object.add("components", strings: components.sorted())
    object.add("bounds", request.bounds.map(CacheKeyText.rectangle))
    object.add("region", CacheKeyText.optional(request.region))
    object.add("lang", CacheKeyText.optional(request.language))
    object.add("fields", strings: CacheKeyText.sorted(fields))
    return CacheKey(provider: provider, endpoint: .geocode, members: object.members)
  }

  /// Nearby Search: rounded centre, radius, sorted types, ranking, result count, language, fields.
  package static func nearby(_ request: NearbyRequest, provider: String, fields: [String]) -> CacheKey {
    var object = JSONObjectBuilder()
    object.add("center", CacheKeyText.coordinate(request.center))
    object.add("radius", CacheKeyText.number(request.radius))
    object.add("types", strings: CacheKeyText.sorted(request.includedTypes))
    object.add("rank", request.rankPreference.rawValue)
    object.add("max", request.maxResultCount)
    object.add("lang", CacheKeyText.optional(request.languageCode))
    object.add("fields", strings: CacheKeyText.sorted(fields))
    return CacheKey(provider: provider, endpoint: .nearby, members: object.members)
  }

  /// Autocomplete: input and cursor, types, regions, origin, area, language, region. The session
  /// token is left out on purpose: it groups billing, it does not change the answer.
  package static func autocomplete(_ request: AutocompleteRequest, provider: String) -> CacheKey {
    var object = JSONObjectBuilder()
    // The cursor position counts code points of the raw input, so the input is kept as typed
    // (only case-folded) when a cursor is given.
    if let offset = request.inputOffset {
      object.add("input", request.input.lowercased())
      object.add("offset", offset)
    } else {
      object.add("input", CacheKeyText.normalize(request.input))
    }
    object.add("types", strings: CacheKeyText.sorted(request.includedPrimaryTypes))
    object.add("regions", strings: CacheKeyText.sorted(request.includedRegionCodes))
    object.add("origin", request.origin.map(CacheKeyText.coordinate))
    object.add("bias", request.locationBias.map(CacheKeyText.area))
    object.add("restrict", request.locationRestriction.map(CacheKeyText.area))
    object.add("lang", CacheKeyText.optional(request.languageCode))
    object.add("region", CacheKeyText.optional(request.regionCode))
    return CacheKey(provider: provider, endpoint: .autocomplete, members: object.members)
  }

  /// Place Details: the id exactly as given (ids are case-sensitive), sorted fields, language.
  package static func details(_ request: DetailsRequest, provider: String) -> CacheKey {
    var object = JSONObjectBuilder()
    object.add("id", request.placeID.trimmingCharacters(in: .whitespacesAndNewlines))
    object.add("fields", strings: Array(Set(request.fields)).sorted())
    object.add("lang", CacheKeyText.optional(request.languageCode))
    return CacheKey(provider: provider, endpoint: .details, members: object.members)
  }
}
