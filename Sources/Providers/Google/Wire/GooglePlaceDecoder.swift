import EnrichCore

/// Reads Places API (New) responses (camelCase, enums as strings, absent = unknown) into the
/// provider-neutral model. Pure.
enum GooglePlaceDecoder {
  /// Fields that become `Place`'s common members rather than `extra`.
  private static let mappedFields: Set<String> = [
    "id", "name", "displayName", "formattedAddress", "location", "types", "primaryType", "businessStatus",
    "addressComponents", "internationalPhoneNumber", "nationalPhoneNumber", "websiteUri",
  ]

  /// `places` of a Text/Nearby Search response; an absent member means no results.
  static func places(in response: JSONValue, endpoint: GoogleEndpoint) throws(ProviderError) -> [Place] {
    guard case .object = response else { throw bad(endpoint, "the response is not a JSON object") }
    guard let list = response["places"] else { return [] }
    guard let items = list.arrayValue else { throw bad(endpoint, "`places` is not an array") }
    var result: [Place] = []
    for item in items { result.append(try place(item, endpoint: endpoint)) }
    return result
  }

  static func place(_ json: JSONValue, endpoint: GoogleEndpoint) throws(ProviderError) -> Place {
    guard let members = json.objectValue else { throw bad(endpoint, "a place is not a JSON object") }
    let id =
      json["id"]?.stringValue ?? json["name"]?.stringValue.map { String($0.dropFirst("places/".count)) }
    guard let id, !id.isEmpty else { throw bad(endpoint, "a place has no id (is `id` in the field mask?)") }
    var place = Place(id: id)
    place.name = json["displayName"]?["text"]?.stringValue
    place.formattedAddress = json["formattedAddress"]?.stringValue
    if let latitude = json["location"]?["latitude"]?.doubleValue,
      let longitude = json["location"]?["longitude"]?.doubleValue
    {
      place.location = Coordinate(latitude: latitude, longitude: longitude)
    }
    place.types = json["types"]?.arrayValue?.compactMap(\.stringValue) ?? []
    place.primaryType = json["primaryType"]?.stringValue
    place.businessStatus = json["businessStatus"]?.stringValue.flatMap(GoogleBusinessStatus.neutral)
    place.address = json["addressComponents"].flatMap(address(from:))
    place.phone = json["internationalPhoneNumber"]?.stringValue ?? json["nationalPhoneNumber"]?.stringValue
    place.website = json["websiteUri"]?.stringValue
    place.timeZone = json["timeZone"]?["id"]?.stringValue

    var hours: [JSONMember] = []
    for member in members {
      if GoogleFieldMask.hoursFields.contains(member.key) {
        hours.append(member)
      } else if !mappedFields.contains(member.key) {
        place.extra.append(member)
      }
    }
    if !hours.isEmpty { place.hours = .periods(.object(hours)) }
    return place
  }

  /// `addressComponents` (`longText`, `shortText`, `types`) → structured address.
  static func address(from components: JSONValue) -> PostalAddress? {
    guard let items = components.arrayValue, !items.isEmpty else { return nil }
    var address = PostalAddress()
    for item in items {
      let types = item["types"]?.arrayValue?.compactMap(\.stringValue) ?? []
      let long = item["longText"]?.stringValue
      let short = item["shortText"]?.stringValue
      apply(types: types, long: long, short: short, to: &address)
    }
    return address == PostalAddress() ? nil : address
  }

  /// Shared with the Geocoding decoder: one address component into the address.
  static func apply(types: [String], long: String?, short: String?, to address: inout PostalAddress) {
    if types.contains("street_number") { address.houseNumber = long }
    if types.contains("route") { address.street = long }
    if types.contains("subpremise") { address.unit = long }
    if types.contains("postal_code") { address.postcode = long }
    if types.contains("locality") || (types.contains("postal_town") && address.city == nil) {
      address.city = long
    }
    if types.contains("country") { address.countryCode = short?.uppercased() }
  }

  /// Autocomplete `suggestions[].placePrediction`; query predictions carry no place and are skipped.
  static func suggestions(in response: JSONValue) -> [Suggestion] {
    let items = response["suggestions"]?.arrayValue ?? []
    return items.compactMap { item -> Suggestion? in
      guard let prediction = item["placePrediction"],
        let placeID = prediction["placeId"]?.stringValue
          ?? prediction["place"]?.stringValue.map({ String($0.dropFirst("places/".count)) })
      else { return nil }
      let text = prediction["text"]?["text"]?.stringValue ?? ""
      let main = prediction["structuredFormat"]?["mainText"]?["text"]?.stringValue ?? text
      let matches = (prediction["text"]?["matches"]?.arrayValue ?? []).compactMap { match -> Range<Int>? in
        // proto3 JSON omits a zero startOffset.
        let start = match["startOffset"]?.doubleValue.map { Int($0) } ?? 0
        guard let end = match["endOffset"]?.doubleValue.map({ Int($0) }), end >= start else { return nil }
        return start..<end
      }
      return Suggestion(
        placeID: placeID, text: text, mainText: main,
        secondaryText: prediction["structuredFormat"]?["secondaryText"]?["text"]?.stringValue,
        types: prediction["types"]?.arrayValue?.compactMap(\.stringValue) ?? [],
        distanceMeters: prediction["distanceMeters"]?.doubleValue.map { Int($0) }, matches: matches)
    }
  }

  static func bad(_ endpoint: GoogleEndpoint, _ message: String) -> ProviderError {
    ProviderError(.badResponse, "\(endpoint.displayName): \(message)")
  }
}
