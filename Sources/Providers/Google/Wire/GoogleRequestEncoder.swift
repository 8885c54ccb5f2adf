import EnrichCore
import EnrichSystem
import Foundation

/// Builds the exact HTTP requests of Places API (New) and the Geocoding API from the
/// provider-neutral request types. Pure.
struct GoogleRequestEncoder {
  let configuration: GoogleConfiguration

  func searchText(_ request: TextSearchRequest, fields: [String]) -> HTTPRequest {
    var body = JSONObjectBuilder()
    body.add("textQuery", request.textQuery)
    body.add("includedType", request.includedType)
    if request.strictTypeFiltering { body.add("strictTypeFiltering", true) }
    if request.openNow { body.add("openNow", true) }
    body.add("minRating", request.minRating)
    body.add("priceLevels", strings: request.priceLevels.map(GooglePriceLevel.wireName))
    body.add("rankPreference", request.rankPreference?.rawValue)
    body.add("locationBias", request.locationBias.map(Self.area))
    body.add(
      "locationRestriction",
      request.locationRestriction.map { Self.object(["rectangle": Self.rectangle($0)]) })
    // `maxResultCount` is the deprecated alias; `pageSize` is the current field.
    body.add("pageSize", request.maxResultCount)
    body.add("languageCode", request.languageCode ?? configuration.languageCode)
    body.add("regionCode", request.regionCode ?? configuration.regionCode)
    return post("/v1/places:searchText", body: body.value, mask: GoogleFieldMask.search(fields))
  }

  func searchNearby(_ request: NearbyRequest, fields: [String]) -> HTTPRequest {
    var body = JSONObjectBuilder()
    body.add(
      "locationRestriction",
      Self.object(["circle": Self.circle(Circle(center: request.center, radius: request.radius))]))
    body.add("includedTypes", strings: request.includedTypes)
    body.add("rankPreference", request.rankPreference.rawValue)
    body.add("maxResultCount", request.maxResultCount)
    body.add("languageCode", request.languageCode ?? configuration.languageCode)
    body.add("regionCode", configuration.regionCode)
    return post("/v1/places:searchNearby", body: body.value, mask: GoogleFieldMask.search(fields))
  }

  func autocomplete(_ request: AutocompleteRequest) -> HTTPRequest {
    var body = JSONObjectBuilder()
    body.add("input", request.input)
    body.add("inputOffset", request.inputOffset)
    body.add("includedPrimaryTypes", strings: request.includedPrimaryTypes)
    body.add("includedRegionCodes", strings: request.includedRegionCodes)
    body.add("origin", request.origin.map(Self.latLng))
    body.add("locationBias", request.locationBias.map(Self.area))
    body.add("locationRestriction", request.locationRestriction.map(Self.area))
    body.add("sessionToken", request.sessionToken)
    body.add("languageCode", request.languageCode ?? configuration.languageCode)
    body.add("regionCode", request.regionCode ?? configuration.regionCode)
    // No mask: Autocomplete's is optional and every suggestion field is free of extra cost.
    return post("/v1/places:autocomplete", body: body.value, mask: nil)
  }

  func details(_ request: DetailsRequest, fields detailFields: [String]) -> HTTPRequest {
    var query: [(String, String)] = []
    if let language = request.languageCode ?? configuration.languageCode {
      query.append(("languageCode", language))
    }
    if let region = configuration.regionCode { query.append(("regionCode", region)) }
    let path = "/v1/places/" + Self.percentEncode(request.placeID)
    return HTTPRequest(
      method: .get, url: configuration.placesEndpoint.trimmingTrailingSlash + path + Self.queryString(query),
      headers: [
        HTTPHeader("X-Goog-Api-Key", configuration.apiKey),
        HTTPHeader("X-Goog-FieldMask", GoogleFieldMask.details(detailFields)),
      ])
  }

  func geocode(_ request: GeocodeRequest) -> HTTPRequest {
    var query: [(String, String)] = []
    if !request.address.isEmpty { query.append(("address", request.address)) }
    if !request.components.isEmpty {
      let filters = request.components.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }
      query.append(("components", filters.joined(separator: "|")))
    }
    if let bounds = request.bounds {
      let format = JSONNumberFormat.format
      query.append(
        (
          "bounds",
          "\(format(bounds.low.latitude)),\(format(bounds.low.longitude))|"
            + "\(format(bounds.high.latitude)),\(format(bounds.high.longitude))"
        ))
    }
    if let region = request.region ?? configuration.regionCode {
      query.append(("region", region.lowercased()))
    }
    if let language = request.language ?? configuration.languageCode { query.append(("language", language)) }
    // The Geocoding API accepts the key only as a query parameter; errors redact it.
    query.append(("key", configuration.apiKey))
    return HTTPRequest(
      method: .get,
      url: configuration.geocodingEndpoint.trimmingTrailingSlash + "/maps/api/geocode/json"
        + Self.queryString(query))
  }

  private func post(_ path: String, body: JSONValue, mask: String?) -> HTTPRequest {
    var headers = [
      HTTPHeader("Content-Type", "application/json"), HTTPHeader("X-Goog-Api-Key", configuration.apiKey),
    ]
    if let mask { headers.append(HTTPHeader("X-Goog-FieldMask", mask)) }
    return HTTPRequest(
      method: .post, url: configuration.placesEndpoint.trimmingTrailingSlash + path, headers: headers,
      body: Data(JSONText.compact(body).utf8))
  }

  static func latLng(_ point: Coordinate) -> JSONValue {
    object(["latitude": .number(point.latitude), "longitude": .number(point.longitude)])
  }

  static func circle(_ circle: Circle) -> JSONValue {
    object(["center": latLng(circle.center), "radius": .number(circle.radius)])
  }

  static func rectangle(_ rectangle: Rectangle) -> JSONValue {
    object(["low": latLng(rectangle.low), "high": latLng(rectangle.high)])
  }

  static func area(_ area: LocationArea) -> JSONValue {
    switch area {
    case .circle(let value): return object(["circle": circle(value)])
    case .rectangle(let value): return object(["rectangle": rectangle(value)])
    }
  }

  /// An object with members in the order given (KeyValuePairs keeps it).
  static func object(_ members: KeyValuePairs<String, JSONValue>) -> JSONValue {
    .object(members.map { JSONMember($0.key, $0.value) })
  }

  /// RFC 3986 unreserved characters stay; everything else is percent-encoded (UTF-8).
  static func percentEncode(_ text: String) -> String {
    var allowed = CharacterSet.alphanumerics.intersection(
      CharacterSet(charactersIn: Unicode.Scalar(0)..<Unicode.Scalar(128)))
    allowed.insert(charactersIn: "-._~")
    return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
  }

  static func queryString(_ items: [(String, String)]) -> String {
    guard !items.isEmpty else { return "" }
    return "?" + items.map { "\(percentEncode($0.0))=\(percentEncode($0.1))" }.joined(separator: "&")
  }
}

extension String {
  fileprivate var trimmingTrailingSlash: String {
    var text = self
    while text.hasSuffix("/") { text.removeLast() }
    return text
  }
}
