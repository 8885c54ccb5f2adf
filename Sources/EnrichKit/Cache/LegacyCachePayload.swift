import EnrichCore

/// Reads whole answers as enrich stored them before issue 12, through Codable mirrors of the
/// model (removed then), so caches written by those versions keep answering: read as they
/// are, never rewritten. The shapes, as `JSONEncoder` wrote them (members in any order,
/// optional ones left out when nil):
///
/// - geocode `[place]`; search and nearby `[{"place", "score"?, "distanceMeters"?}]`;
///   details `{"place"?}`;
/// - place `{"id", "name"?, "formattedAddress"?, "latitude"?, "longitude"?, "types",
///   "primaryType"?, "businessStatus"?, "address"?, "phone"?, "website"?, "openingHours"?,
///   "googleHours"?, "timeZone"?, "locationType"?, "partialMatch"?, "extra"}`, the address with
///   `PostalAddress`'s member names, `googleHours` a value and `extra` values that are
///   one-member objects;
/// - value: tagged by kind, `{"z": 0}` null, `{"b": true}`, `{"n": "1.50"}`, `{"s": "text"}`,
///   `{"a": [value]}`, `{"o": [{"k": name, "v": value}]}`;
/// - autocomplete `[{"placeID", "text", "mainText", "secondaryText"?, "types",
///   "distanceMeters"?, "matches": [[start, end]]}]`.
enum LegacyCachePayload {
  static func places(_ json: JSONValue) -> [Place]? {
    try? list(json, place)
  }

  static func hits(_ json: JSONValue) -> [ProviderPlace]? {
    try? list(json) { item throws(Unreadable) in
      let members = try Members(item)
      return ProviderPlace(
        place: try members.required("place", decoding: place),
        score: try members.optional("score", CachePayload.number),
        distanceMeters: try members.optional("distanceMeters", CachePayload.number))
    }
  }

  static func suggestions(_ json: JSONValue) -> [Suggestion]? {
    try? list(json) { item throws(Unreadable) in
      let members = try Members(item)
      let matches = try members.required("matches") {
        $0.arrayValue.flatMap { CachePayload.all($0, integers) }
      }
      return Suggestion(
        placeID: try members.required("placeID", \.stringValue),
        text: try members.required("text", \.stringValue),
        mainText: try members.required("mainText", \.stringValue),
        secondaryText: try members.optional("secondaryText", \.stringValue),
        types: try members.required("types", strings),
        distanceMeters: try members.optional("distanceMeters", integer),
        matches: matches.compactMap { $0.count == 2 && $0[0] <= $0[1] ? $0[0]..<$0[1] : nil })
    }
  }

  /// `.some(nil)`: stored as "no such place".
  static func details(_ json: JSONValue) -> Place?? {
    do {
      return .some(try Members(json).optional("place", decoding: place))
    } catch {
      return nil
    }
  }

  // MARK: Parts

  private static func place(_ json: JSONValue) throws(Unreadable) -> Place {
    let members = try Members(json)
    let latitude = try members.optional("latitude", CachePayload.number)
    let longitude = try members.optional("longitude", CachePayload.number)
    var location: Coordinate?
    if let latitude, let longitude { location = Coordinate(latitude: latitude, longitude: longitude) }
    let extra = try members.required("extra") { $0.arrayValue.flatMap { CachePayload.all($0, value) } }
    // The mirror kept both kinds of hours; a place holds one, and the expression wins.
    let expression = try members.optional("openingHours", \.stringValue)
    let periods = try members.optional("googleHours", value)
    return Place(
      id: try members.required("id", \.stringValue), name: try members.optional("name", \.stringValue),
      formattedAddress: try members.optional("formattedAddress", \.stringValue), location: location,
      types: try members.required("types", strings),
      primaryType: try members.optional("primaryType", \.stringValue),
      businessStatus: try members.optional("businessStatus", \.stringValue).flatMap(
        BusinessStatus.init(rawValue:)),
      address: try members.optional("address", decoding: address),
      phone: try members.optional("phone", \.stringValue),
      website: try members.optional("website", \.stringValue),
      hours: expression.map(PlaceHours.expression) ?? periods.map(PlaceHours.periods),
      timeZone: try members.optional("timeZone", \.stringValue),
      locationType: try members.optional("locationType", \.stringValue),
      partialMatch: try members.optional("partialMatch", \.boolValue),
      // Each extra member travelled as a one-member object, so their order survived.
      extra: extra.compactMap { $0.objectValue?.first })
  }

  private static func address(_ json: JSONValue) throws(Unreadable) -> PostalAddress {
    let members = try Members(json)
    return PostalAddress(
      street: try members.optional("street", \.stringValue),
      houseNumber: try members.optional("houseNumber", \.stringValue),
      unit: try members.optional("unit", \.stringValue),
      postcode: try members.optional("postcode", \.stringValue),
      city: try members.optional("city", \.stringValue),
      countryCode: try members.optional("countryCode", \.stringValue))
  }

  /// A tagged value, tried in the order the mirror's decoder tried the kinds.
  private static func value(_ json: JSONValue) -> JSONValue? {
    guard json.objectValue != nil else { return nil }
    if let flag = json["b"], flag != .null { return flag.boolValue.map(JSONValue.bool) }
    if let text = json["n"], text != .null { return text.stringValue.map(JSONValue.number) }
    if let text = json["s"], text != .null { return text.stringValue.map(JSONValue.string) }
    if let items = json["a"], items != .null {
      return items.arrayValue.flatMap { CachePayload.all($0, value) }.map(JSONValue.array)
    }
    if let members = json["o"], members != .null {
      return members.arrayValue.flatMap { CachePayload.all($0, member) }.map(JSONValue.object)
    }
    return json["z"] != nil ? .null : nil
  }

  private static func member(_ json: JSONValue) -> JSONMember? {
    guard let key = json["k"]?.stringValue, let stored = json["v"], let value = value(stored) else {
      return nil
    }
    return JSONMember(key, value)
  }

  // MARK: Reading like JSONDecoder

  private struct Unreadable: Error {}

  /// An object's members read the way `JSONDecoder` read the mirrors: an optional member may
  /// be absent or null; one that is there must read, or the whole payload does not.
  private struct Members {
    let json: JSONValue

    init(_ json: JSONValue) throws(Unreadable) {
      guard json.objectValue != nil else { throw Unreadable() }
      self.json = json
    }

    func optional<Value>(_ key: String, _ read: (JSONValue) -> Value?) throws(Unreadable) -> Value? {
      guard let value = json[key], value != .null else { return nil }
      guard let result = read(value) else { throw Unreadable() }
      return result
    }

    func optional<Value>(_ key: String, decoding read: (JSONValue) throws(Unreadable) -> Value)
      throws(Unreadable) -> Value?
    {
      guard let value = json[key], value != .null else { return nil }
      return try read(value)
    }

    func required<Value>(_ key: String, _ read: (JSONValue) -> Value?) throws(Unreadable) -> Value {
      guard let result = try optional(key, read) else { throw Unreadable() }
      return result
    }

    func required<Value>(_ key: String, decoding read: (JSONValue) throws(Unreadable) -> Value)
      throws(Unreadable) -> Value
    {
      guard let value = json[key], value != .null else { throw Unreadable() }
      return try read(value)
    }
  }

  /// A top-level array, every item read with `read`.
  private static func list<Item>(_ json: JSONValue, _ read: (JSONValue) throws(Unreadable) -> Item)
    throws(Unreadable) -> [Item]
  {
    guard let items = json.arrayValue else { throw Unreadable() }
    var result: [Item] = []
    for item in items { result.append(try read(item)) }
    return result
  }

  private static func strings(_ json: JSONValue) -> [String]? {
    json.arrayValue.flatMap { CachePayload.all($0, \.stringValue) }
  }

  private static func integer(_ json: JSONValue) -> Int? {
    guard case .number(let text) = json else { return nil }
    return Int(text)
  }

  private static func integers(_ json: JSONValue) -> [Int]? {
    json.arrayValue.flatMap { CachePayload.all($0, integer) }
  }
}
