import EnrichCore
import EnrichSystem
import Foundation

/// Text search for a category rather than a name (`pharmacy`, `apteekki`, `café`): the places
/// whose types agree with the query's type words (`TypeWords`; or the request's
/// `includedType`), around the location bias or inside the restriction when there is one,
/// nearest first. Full-text search cannot find them: `Yliopiston Apteekki` says `apteekki`,
/// not `pharmacy`.
struct CategorySearch {
  let database: SQLiteDatabase

  /// Places read at most (around a point, or in the whole index without one).
  static let limit = 400

  /// The types a category query asks for; nil when the text names a place, not a category.
  static func types(for query: FoldedName, includedType: String?) -> Set<String>? {
    // A telling word names a place (most queries): no profile needed to see it.
    if query.tokens.contains(where: NameEvidence.isTelling) { return nil }
    return types(for: NameEvidence.Profile(query), includedType: includedType)
  }

  /// `types(for:includedType:)` from the query's profile, when the caller has made it already.
  static func types(for profile: NameEvidence.Profile, includedType: String?) -> Set<String>? {
    guard profile.isCategoryOnly else { return nil }
    if let includedType { return [includedType] }
    var types: Set<String> = []
    for word in profile.typeWords {
      for group in TypeWords.groups(of: word) ?? [] { types.formUnion(group.core) }
    }
    return types
  }

  /// Candidates as (id, score, distance from the reference point): closer is better.
  func candidates(types: Set<String>, request: TextSearchRequest) throws -> [(
    id: Int64, score: Double, distance: Double?
  )] {
    let reference = request.locationBias?.center ?? request.locationRestriction?.center
    var box: Rectangle?
    switch request.locationBias {
    case .circle(let circle):
      box = Self.box(around: circle.center, radius: max(circle.radius * 3, 1000))
    case .rectangle(let rectangle): box = rectangle
    case nil: box = request.locationRestriction
    }
    let statement: SQLiteStatement
    if let box, box.low.longitude <= box.high.longitude {
      statement = try database.cached(
        """
        SELECT p.id, p.types, p.lat, p.lon FROM places_rtree r JOIN places p ON p.id = r.id
        WHERE r.min_lat >= ?1 AND r.max_lat <= ?2 AND r.min_lon >= ?3 AND r.max_lon <= ?4
        """, purpose: "find places of a category in an area")
      try statement.bind(box.low.latitude, at: 1)
      try statement.bind(box.high.latitude, at: 2)
      try statement.bind(box.low.longitude, at: 3)
      try statement.bind(box.high.longitude, at: 4)
    } else {
      statement = try database.cached(
        "SELECT p.id, p.types, p.lat, p.lon FROM places p", purpose: "find places of a category")
    }
    var found: [(id: Int64, score: Double, distance: Double?)] = []
    while try statement.step() {
      let placeTypes = (statement.text(1) ?? "").split(separator: ",")
      guard placeTypes.contains(where: { types.contains(String($0)) }) else { continue }
      let location = Coordinate(latitude: statement.double(2), longitude: statement.double(3))
      if let restriction = request.locationRestriction, !restriction.contains(location) { continue }
      let decay = request.locationBias.map { PlaceRanker.decay(from: $0, to: location) } ?? 1
      // Below a place found by its name: a category is weaker evidence than a name.
      found.append((statement.int(0), 0.3 + 0.25 * decay, reference.map { $0.distance(to: location) }))
      if found.count == Self.limit { break }
    }
    return found
  }

  static func box(around center: Coordinate, radius: Double) -> Rectangle {
    let latitude = radius / 111_320
    let longitude = radius / (111_320 * max(cos(center.latitude * .pi / 180), 0.01))
    return Rectangle(
      low: Coordinate(latitude: center.latitude - latitude, longitude: center.longitude - longitude),
      high: Coordinate(latitude: center.latitude + latitude, longitude: center.longitude + longitude))
  }
}
