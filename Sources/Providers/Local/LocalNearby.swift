import EnrichCore
import EnrichSystem
import Foundation

/// The places around a point (R*Tree), ranked by distance or by a popularity proxy: OSM has no
/// visit counts, so prominence is how richly the object is tagged (hours, website, phone, names
/// in several languages...), blended with closeness.
struct LocalNearby {
  let database: SQLiteDatabase
  let defaultCountry: String?

  func search(_ request: NearbyRequest) throws -> [ProviderPlace] {
    let latitudeDelta = request.radius / 111_320
    let longitudeDelta = request.radius / (111_320 * max(cos(request.center.latitude * .pi / 180), 0.01))
    let statement = try database.cached(
      """
      SELECT \(PlaceRecord.columns) FROM places_rtree r JOIN places p ON p.id = r.id
      WHERE r.min_lat >= ?1 AND r.max_lat <= ?2 AND r.min_lon >= ?3 AND r.max_lon <= ?4
      """, purpose: "find places near a point")
    try statement.bind(request.center.latitude - latitudeDelta, at: 1)
    try statement.bind(request.center.latitude + latitudeDelta, at: 2)
    try statement.bind(request.center.longitude - longitudeDelta, at: 3)
    try statement.bind(request.center.longitude + longitudeDelta, at: 4)
    let wanted = Set(request.includedTypes)
    var results: [ProviderPlace] = []
    while try statement.step() {
      let record = PlaceRecord(statement: statement)
      let distance = request.center.distance(to: record.location)
      guard distance <= request.radius else { continue }
      if !wanted.isEmpty, wanted.isDisjoint(with: record.types) { continue }
      let closeness = 1 - distance / request.radius
      let score =
        request.rankPreference == .distance
        ? closeness : 0.5 * Self.prominence(record) + 0.5 * closeness
      results.append(
        ProviderPlace(
          place: record.place(language: request.languageCode, defaultCountry: defaultCountry), score: score,
          distanceMeters: distance))
    }
    if request.rankPreference == .distance {
      results.sort { ($0.distanceMeters ?? 0) < ($1.distanceMeters ?? 0) }
    } else {
      results.sort { ($0.score ?? 0) > ($1.score ?? 0) }
    }
    return Array(results.prefix(request.maxResultCount))
  }

  /// 0...1 from how completely the object is described in OSM.
  static func prominence(_ record: PlaceRecord) -> Double {
    var value = min(Double(record.tagCount), 20) / 40
    if record.openingHours != nil { value += 0.15 }
    if record.website != nil { value += 0.15 }
    if record.names.count > 2 { value += 0.1 }
    if record.phone != nil { value += 0.1 }
    return min(1, value)
  }
}
