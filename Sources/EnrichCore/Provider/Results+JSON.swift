/// Search hits and suggestions as JSON, each with one encoder and one decoder.
extension ProviderPlace {
  /// The cache's form: `{"place": <stored place>, "score", "distanceMeters", "names",
  /// "brand", "addressEvidence"}` (the last three when present).
  package var storedJSON: JSONValue {
    var object = JSONObjectBuilder()
    object.add("place", place.json(.stored))
    object.add("score", score)
    object.add("distanceMeters", distanceMeters)
    if !names.isEmpty { object.add("names", strings: names) }
    object.add("brand", brand)
    object.add("addressEvidence", addressEvidence?.rawValue)
    return object.value
  }

  /// Reads the object `storedJSON` writes; nil when it holds no place.
  package init?(storedJSON json: JSONValue) {
    guard let place = json["place"].flatMap({ Place(json: $0, form: .stored) }) else { return nil }
    self.init(
      place: place, score: json["score"]?.doubleValue, distanceMeters: json["distanceMeters"]?.doubleValue,
      names: json["names"]?.arrayValue?.compactMap(\.stringValue) ?? [], brand: json["brand"]?.stringValue,
      addressEvidence: json["addressEvidence"]?.stringValue.flatMap(AddressEvidence.init(rawValue:)))
  }
}

extension Suggestion {
  /// The output form (`enrich suggest`).
  package var jsonValue: JSONValue { json(.output) }

  /// The stored form adds the match ranges as `[start, end]` pairs.
  package func json(_ form: JSONForm) -> JSONValue {
    var object = JSONObjectBuilder()
    object.add("placeId", placeID)
    object.add("text", text)
    object.add("mainText", mainText)
    object.add("secondaryText", secondaryText)
    object.add("types", strings: types)
    object.add("distanceMeters", distanceMeters)
    if form == .stored {
      object.add("matches", .array(matches.map { .array([.number($0.lowerBound), .number($0.upperBound)]) }))
    }
    return object.value
  }

  /// Reads the object `json(form)` writes; nil without a place ID, text and main text.
  package init?(json: JSONValue, form: JSONForm = .output) {
    guard let placeID = json["placeId"]?.stringValue, let text = json["text"]?.stringValue,
      let mainText = json["mainText"]?.stringValue
    else { return nil }
    var matches: [Range<Int>] = []
    if form == .stored {
      for pair in json["matches"]?.arrayValue ?? [] {
        guard let bounds = pair.arrayValue, bounds.count == 2, let start = Self.integer(bounds[0]),
          let end = Self.integer(bounds[1]), start <= end
        else { continue }
        matches.append(start..<end)
      }
    }
    self.init(
      placeID: placeID, text: text, mainText: mainText, secondaryText: json["secondaryText"]?.stringValue,
      types: json["types"]?.arrayValue?.compactMap(\.stringValue) ?? [],
      distanceMeters: json["distanceMeters"].flatMap(Self.integer), matches: matches)
  }

  private static func integer(_ value: JSONValue) -> Int? {
    guard case .number(let text) = value else { return nil }
    return Int(text)
  }
}
