import EnrichCore

/// Reads Geocoding API results (snake_case) into places with `locationType` and
/// `partialMatch`. The status was checked by the classifier. Pure.
enum GoogleGeocodeDecoder {
  static func places(in response: JSONValue) throws(ProviderError) -> [Place] {
    guard let results = response["results"]?.arrayValue else {
      if response["status"]?.stringValue == "ZERO_RESULTS" { return [] }
      throw GooglePlaceDecoder.bad(.geocode, "the response has no `results` array")
    }
    return results.compactMap(place(from:))
  }

  static func place(from result: JSONValue) -> Place? {
    guard let id = result["place_id"]?.stringValue else { return nil }
    var place = Place(id: id)
    place.formattedAddress = result["formatted_address"]?.stringValue
    let geometry = result["geometry"]
    if let lat = geometry?["location"]?["lat"]?.doubleValue,
      let lng = geometry?["location"]?["lng"]?.doubleValue
    {
      place.location = Coordinate(latitude: lat, longitude: lng)
    }
    place.locationType = geometry?["location_type"]?.stringValue
    // Absent means an exact match.
    place.partialMatch = result["partial_match"]?.boolValue ?? false
    place.types = result["types"]?.arrayValue?.compactMap(\.stringValue) ?? []
    var address = PostalAddress()
    for component in result["address_components"]?.arrayValue ?? [] {
      GooglePlaceDecoder.apply(
        types: component["types"]?.arrayValue?.compactMap(\.stringValue) ?? [],
        long: component["long_name"]?.stringValue, short: component["short_name"]?.stringValue, to: &address)
    }
    if address != PostalAddress() { place.address = address }
    if let plusCode = result["plus_code"], case .object = plusCode {
      place.extra.append(JSONMember("plusCode", plusCode))
    }
    return place
  }
}
