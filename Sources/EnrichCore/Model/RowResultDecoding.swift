/// Reading rows back from their JSON form: the run journal stores each finished row's JSON
/// and a resumed run writes it again, so decoding must give back everything `jsonValue`
/// writes. Members a newer version added land in `extra`, never lost.
extension RowResult {
  /// Rebuilds a result for `record` from a row object written by `jsonValue`.
  public init?(json: JSONValue, record: InputRecord) {
    guard let members = json.objectValue, let status = json["status"]?.stringValue.flatMap(RowStatus.init) else {
      return nil
    }
    self.init(record: record, status: status)
    method = json["method"]?.stringValue.flatMap(MatchMethod.init)
    provider = json["provider"]?.stringValue
    query = json["query"]?.stringValue
    confidence = json["confidence"]?.doubleValue
    ambiguous = json["ambiguous"]?.boolValue
    subpremise = json["subpremise"]?.stringValue
    place = json["place"].flatMap(Place.init(json:))
    geocode = json["geocode"].flatMap(Place.init(json:))
    candidates = json["candidates"]?.arrayValue?.compactMap(Candidate.init(json:)) ?? []
    warnings = json["warnings"]?.arrayValue?.compactMap(\.stringValue) ?? []
    if let error = json["error"], let code = error["code"]?.stringValue {
      self.error = RowError(code: code, message: error["message"]?.stringValue ?? "")
    }
    let known: Set<String> = [
      "row", "input", "status", "method", "provider", "query", "confidence", "ambiguous", "subpremise",
      "place", "geocode", "candidates", "warnings", "error",
    ]
    extra = members.filter { !known.contains($0.key) }
  }
}

extension Place {
  /// Rebuilds a place from the object `jsonValue` writes.
  public init?(json: JSONValue) {
    guard let members = json.objectValue, let id = json["id"]?.stringValue else { return nil }
    self.init(id: id)
    name = json["name"]?.stringValue
    formattedAddress = json["formattedAddress"]?.stringValue
    location = json["location"].flatMap(Coordinate.init(json:))
    types = json["types"]?.arrayValue?.compactMap(\.stringValue) ?? []
    primaryType = json["primaryType"]?.stringValue
    businessStatus = json["businessStatus"]?.stringValue
    if let status = json["openStatus"]?.stringValue.flatMap(OpenStatus.init) {
      openStatus = OpenStatusInfo(
        status: status, reason: json["openStatusReason"]?.stringValue,
        nextChange: json["nextChange"]?.stringValue, source: json["hoursSource"]?.stringValue,
        secondary: json["secondaryOpenStatus"]?.arrayValue?.compactMap(OpenStatusInfo.init(json:)) ?? [])
    }
    address = json["address"].flatMap(PostalAddress.init(json:))
    phone = json["phone"]?.stringValue
    website = json["website"]?.stringValue
    openingHours = json["openingHours"]?.stringValue
    timeZone = json["timeZone"]?.stringValue
    locationType = json["locationType"]?.stringValue
    partialMatch = json["partialMatch"]?.boolValue
    let known: Set<String> = [
      "id", "name", "formattedAddress", "location", "types", "primaryType", "businessStatus", "openStatus",
      "openStatusReason", "nextChange", "hoursSource", "secondaryOpenStatus", "address", "phone", "website",
      "openingHours", "timeZone", "locationType", "partialMatch",
    ]
    extra = members.filter { !known.contains($0.key) }
  }
}

extension Coordinate {
  public init?(json: JSONValue) {
    guard let latitude = json["latitude"]?.doubleValue, let longitude = json["longitude"]?.doubleValue else {
      return nil
    }
    self.init(latitude: latitude, longitude: longitude)
  }
}

extension PostalAddress {
  public init?(json: JSONValue) {
    guard json.objectValue != nil else { return nil }
    self.init(
      street: json["street"]?.stringValue, houseNumber: json["houseNumber"]?.stringValue,
      unit: json["unit"]?.stringValue, postcode: json["postcode"]?.stringValue, city: json["city"]?.stringValue,
      countryCode: json["countryCode"]?.stringValue)
  }
}

extension OpenStatusInfo {
  public init?(json: JSONValue) {
    guard let status = json["openStatus"]?.stringValue.flatMap(OpenStatus.init) else { return nil }
    self.init(
      status: status, reason: json["openStatusReason"]?.stringValue, nextChange: json["nextChange"]?.stringValue,
      type: json["type"]?.stringValue)
  }
}

extension Candidate {
  public init?(json: JSONValue) {
    guard let place = Place(json: json), let confidence = json["confidence"]?.doubleValue else { return nil }
    var bare = place
    bare.extra = bare.extra.filter { $0.key != "confidence" && $0.key != "distanceMeters" }
    self.init(place: bare, confidence: confidence, distanceMeters: json["distanceMeters"]?.doubleValue)
  }
}
