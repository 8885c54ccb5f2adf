import EnrichCore

/// The JSON text the cache stores for each kind of answer, and back. Places are in their
/// stored form (`Place.json(.stored)`): everything a provider answered, structured hours as
/// received too, never the open status a later stage computes for the time asked.
///
/// | answer | payload |
/// |---|---|
/// | geocode, whole | `{"places": [place]}` |
/// | search and nearby, whole | `{"hits": [{"place", "score", "distanceMeters"}]}` |
/// | autocomplete, whole | `{"suggestions": [suggestion]}` |
/// | details, whole | `{"details": place or null}` |
/// | search, nearby, geocode by place ID | `{"ids": [id]}`; coordinates `{"points": [[lat, lng] or null]}` |
///
/// Whole answers stored before issue 12 have other shapes (a top-level array, `{"place"}`):
/// `LegacyCachePayload` reads them as they are, so those caches keep answering and are never
/// rewritten. A payload that reads as neither is a miss: asked again and replaced.
enum CachePayload {
  /// How one kind of answer is stored: nil from `encode` when it cannot be (a coordinate or
  /// score that is not a finite number), nil from `decode` when the text does not read.
  struct Coding<Answer>: Sendable {
    let encode: @Sendable (Answer) -> String?
    let decode: @Sendable (String) -> Answer?
  }

  static let places = Coding<[Place]>(
    encode: { places in
      guard places.allSatisfy(isFinite) else { return nil }
      return text("places", .array(places.map { $0.json(.stored) }))
    },
    decode: { text in
      guard let json = parse(text) else { return nil }
      guard let items = json["places"]?.arrayValue else { return LegacyCachePayload.places(json) }
      return all(items) { Place(json: $0, form: .stored) }
    })

  static let hits = Coding<[ProviderPlace]>(
    encode: { hits in
      guard hits.allSatisfy(isFinite) else { return nil }
      return text("hits", .array(hits.map(\.storedJSON)))
    },
    decode: { text in
      guard let json = parse(text) else { return nil }
      guard let items = json["hits"]?.arrayValue else { return LegacyCachePayload.hits(json) }
      return all(items) { ProviderPlace(storedJSON: $0) }
    })

  static let suggestions = Coding<[Suggestion]>(
    encode: { text("suggestions", .array($0.map { $0.json(.stored) })) },
    decode: { text in
      guard let json = parse(text) else { return nil }
      guard let items = json["suggestions"]?.arrayValue else { return LegacyCachePayload.suggestions(json) }
      return all(items) { Suggestion(json: $0, form: .stored) }
    })

  /// A details answer, which may be "no such place" (stored too: asking again costs the same).
  static let details = Coding<Place?>(
    encode: { place in
      guard let place else { return text("details", .null) }
      return isFinite(place) ? text("details", place.json(.stored)) : nil
    },
    decode: { text in
      guard let json = parse(text) else { return nil }
      guard let stored = json.objectValue?.first(where: { $0.key == "details" })?.value else {
        return LegacyCachePayload.details(json)
      }
      if stored == .null { return .some(nil) }
      return Place(json: stored, form: .stored).map { .some($0) }
    })

  // MARK: Place IDs and their coordinates (unchanged since they were first stored)

  /// Place IDs in answer order (the part ID-only terms let us keep indefinitely).
  static func placeIDs(of places: [Place]) -> String { text("ids", .array(places.map { .string($0.id) })) }

  /// Coordinates aligned with `placeIDs`, null where a place had none; nil when one is not finite.
  static func coordinates(of places: [Place]) -> String? {
    guard places.allSatisfy(isFinite) else { return nil }
    return text(
      "points",
      .array(
        places.map { $0.location.map { .array([.number($0.latitude), .number($0.longitude)]) } ?? .null }))
  }

  /// The stored IDs with their coordinates when still kept (nil locations otherwise); nil when
  /// the entry does not read.
  static func idsAndCoordinates(_ entry: CacheEntry) -> [(id: String, location: Coordinate?)]? {
    guard let items = parse(entry.payload)?["ids"]?.arrayValue,
      let ids = all(items, \.stringValue)
    else { return nil }
    var points: [[Double]?] = []
    if let coordinates = entry.coordinates {
      guard let items = parse(coordinates)?["points"]?.arrayValue, let read = all(items, point) else {
        return nil
      }
      points = read
    }
    return ids.enumerated().map { offset, id in
      guard offset < points.count, let point = points[offset], point.count == 2 else { return (id, nil) }
      return (id, Coordinate(latitude: point[0], longitude: point[1]))
    }
  }

  // MARK: Helpers

  /// Payloads nest a few levels around structured hours (which a response may nest 256 deep);
  /// those stored before issue 12 twice as deep.
  static let maxDepth = 1_024

  static func parse(_ text: String) -> JSONValue? { try? JSONParser.parse(text, maxDepth: maxDepth) }

  private static func text(_ member: String, _ value: JSONValue) -> String {
    JSONText.compact(.object([JSONMember(member, value)]))
  }

  /// Every item read with `read`, or nil when one does not read.
  static func all<Item>(_ items: [JSONValue], _ read: (JSONValue) -> Item?) -> [Item]? {
    var result: [Item] = []
    result.reserveCapacity(items.count)
    for item in items {
      guard let value = read(item) else { return nil }
      result.append(value)
    }
    return result
  }

  /// A stored point: `.some(nil)` for null, nil when it does not read.
  private static func point(_ value: JSONValue) -> [Double]?? {
    if value == .null { return .some(nil) }
    guard let numbers = value.arrayValue.flatMap({ all($0, number) }) else { return nil }
    return .some(numbers)
  }

  /// A number literal as a `Double`.
  static func number(_ value: JSONValue) -> Double? {
    guard case .number(let text) = value else { return nil }
    return Double(text)
  }

  private static func isFinite(_ place: Place) -> Bool {
    place.location.map { $0.latitude.isFinite && $0.longitude.isFinite } ?? true
  }

  private static func isFinite(_ hit: ProviderPlace) -> Bool {
    isFinite(hit.place) && (hit.score?.isFinite ?? true) && (hit.distanceMeters?.isFinite ?? true)
  }
}
