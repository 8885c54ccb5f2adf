/// A place's one JSON round trip: `json(_:)` writes it in either form, `init(json:form:)`
/// reads it back. Decoding gives back everything encoding writes; members it does not know
/// (a newer version's, a provider's) land in `extra`, never lost.
extension Place {
  /// The output form: the `place` object of every JSON-based output.
  package var jsonValue: JSONValue { json(.output) }

  /// The common members in their documented order (the open status only in the output form,
  /// the stored hours only in the stored form), then the provider's `extra` members.
  package func json(_ form: JSONForm) -> JSONValue {
    var object = JSONObjectBuilder()
    object.add("id", id)
    object.add("name", name)
    object.add("formattedAddress", formattedAddress)
    object.add("location", form == .output ? location?.outputJSON : location?.jsonValue)
    object.add("types", strings: types)
    object.add("primaryType", primaryType)
    object.add("businessStatus", businessStatus?.rawValue)
    if form == .output, let openStatus {
      object.add("openStatus", openStatus.status.rawValue)
      object.add("openStatusReason", openStatus.reason)
      object.add("nextChange", openStatus.nextChange)
      object.add("hoursSource", openStatus.source)
      if !openStatus.secondary.isEmpty {
        object.add("secondaryOpenStatus", .array(openStatus.secondary.map(\.jsonValue)))
      }
    }
    object.add("address", address?.jsonValue)
    object.add("phone", phone)
    object.add("website", website)
    object.add("openingHours", openingHours)
    object.add("timeZone", timeZone)
    object.add("locationType", locationType)
    object.add("partialMatch", partialMatch)
    var members = object.members
    if form == .stored { members.append(contentsOf: storedHours) }
    members.append(contentsOf: extra)
    return .object(members)
  }

  /// Rebuilds a place from the object `json(form)` writes; nil without an `id`.
  package init?(json: JSONValue, form: JSONForm = .output) {
    guard let members = json.objectValue, let id = json["id"]?.stringValue else { return nil }
    self.init(id: id)
    name = json["name"]?.stringValue
    formattedAddress = json["formattedAddress"]?.stringValue
    location = json["location"].flatMap(Coordinate.init(json:))
    types = json["types"]?.arrayValue?.compactMap(\.stringValue) ?? []
    primaryType = json["primaryType"]?.stringValue
    businessStatus = json["businessStatus"]?.stringValue.flatMap(BusinessStatus.init(rawValue:))
    if form == .output, let status = json["openStatus"]?.stringValue.flatMap(OpenStatus.init) {
      openStatus = OpenStatusInfo(
        status: status, reason: json["openStatusReason"]?.stringValue,
        nextChange: json["nextChange"]?.stringValue, source: json["hoursSource"]?.stringValue,
        secondary: json["secondaryOpenStatus"]?.arrayValue?.compactMap(OpenStatusInfo.init(json:)) ?? [])
    }
    address = json["address"].flatMap(PostalAddress.init(json:))
    phone = json["phone"]?.stringValue
    website = json["website"]?.stringValue
    hours = json["openingHours"]?.stringValue.map(PlaceHours.expression)
    timeZone = json["timeZone"]?.stringValue
    locationType = json["locationType"]?.stringValue
    partialMatch = json["partialMatch"]?.boolValue
    if form == .stored { restoreStoredHours(from: json) }
    let known = form == .output ? Self.outputMembers : Self.storedMembers
    extra = members.filter { !known.contains($0.key) }
  }

  private static let commonMembers: Set<String> = [
    "id", "name", "formattedAddress", "location", "types", "primaryType", "businessStatus", "address",
    "phone",
    "website", "openingHours", "timeZone", "locationType", "partialMatch",
  ]
  private static let outputMembers = commonMembers.union([
    "openStatus", "openStatusReason", "nextChange", "hoursSource", "secondaryOpenStatus",
  ])
  private static let storedMembers = commonMembers.union(storedHoursMembers)

  // MARK: Hours only the stored form carries (kept together: how hours are held may change)

  private static let storedHoursMembers: Set<String> = ["hoursPeriods"]

  /// Structured weekly periods (the expression form travels as `openingHours`), which the
  /// open-status stage evaluates from the cache.
  private var storedHours: [JSONMember] {
    if case .periods(let periods) = hours { return [JSONMember("hoursPeriods", periods)] }
    return []
  }

  private mutating func restoreStoredHours(from json: JSONValue) {
    if let periods = json["hoursPeriods"] { hours = .periods(periods) }
  }
}

extension PostalAddress {
  package var jsonValue: JSONValue {
    var object = JSONObjectBuilder()
    object.add("street", street)
    object.add("houseNumber", houseNumber)
    object.add("unit", unit)
    object.add("postcode", postcode)
    object.add("city", city)
    object.add("countryCode", countryCode)
    return object.value
  }

  package init?(json: JSONValue) {
    guard json.objectValue != nil else { return nil }
    self.init(
      street: json["street"]?.stringValue, houseNumber: json["houseNumber"]?.stringValue,
      unit: json["unit"]?.stringValue, postcode: json["postcode"]?.stringValue,
      city: json["city"]?.stringValue,
      countryCode: json["countryCode"]?.stringValue)
  }
}

extension OpenStatusInfo {
  /// One secondary-hours answer as `secondaryOpenStatus` lists it.
  package var jsonValue: JSONValue {
    var object = JSONObjectBuilder()
    object.add("type", type)
    object.add("openStatus", status.rawValue)
    object.add("openStatusReason", reason)
    object.add("nextChange", nextChange)
    return object.value
  }

  package init?(json: JSONValue) {
    guard let status = json["openStatus"]?.stringValue.flatMap(OpenStatus.init) else { return nil }
    self.init(
      status: status, reason: json["openStatusReason"]?.stringValue,
      nextChange: json["nextChange"]?.stringValue,
      type: json["type"]?.stringValue)
  }
}
