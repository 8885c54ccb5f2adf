import EnrichCore
import Foundation

/// Turns answers into the JSON text the cache stores and back. Whole answers use the
/// `Cached*` mirrors; ID-only answers store the place IDs and, separately, their coordinates.
enum CachedAnswerCoding {
  /// Place IDs in answer order (the part Google lets us keep indefinitely).
  struct PlaceIDs: Codable { var ids: [String] }

  /// Coordinates aligned with `PlaceIDs.ids`; `nil` where a place had none.
  struct Coordinates: Codable { var points: [[Double]?] }

  /// A details answer, which may be "no such place".
  struct Details: Codable { var place: CachedPlace? }

  static func encode<Value: Encodable>(_ value: Value) throws -> String {
    String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
  }

  static func decode<Value: Decodable>(_ type: Value.Type, from text: String) throws -> Value {
    try JSONDecoder().decode(type, from: Data(text.utf8))
  }

  static func placeIDs(of places: [Place]) throws -> String { try encode(PlaceIDs(ids: places.map(\.id))) }

  static func coordinates(of places: [Place]) throws -> String {
    try encode(Coordinates(points: places.map { $0.location.map { [$0.latitude, $0.longitude] } }))
  }

  /// The stored IDs with their coordinates when still kept (nil entries otherwise).
  static func idsAndCoordinates(_ entry: CacheEntry) throws -> [(id: String, location: Coordinate?)] {
    let ids = try decode(PlaceIDs.self, from: entry.payload).ids
    var points: [[Double]?] = []
    if let coordinates = entry.coordinates {
      points = try decode(Coordinates.self, from: coordinates).points
    }
    return ids.enumerated().map { offset, id in
      guard offset < points.count, let point = points[offset], point.count == 2 else { return (id, nil) }
      return (id, Coordinate(latitude: point[0], longitude: point[1]))
    }
  }
}
