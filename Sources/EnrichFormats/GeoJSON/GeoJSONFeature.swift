import EnrichCore

/// Turns a GeoJSON Feature object into an input record's fields and point.
///
/// Properties become fields in their order. A Point's `[lng, lat]` becomes the record's
/// geometry, and `lat`/`lng` fields when the properties have none. Any other geometry is
/// reduced to a representative point: the centre of the bounding box of all its positions.
enum GeoJSONFeature {
  struct Converted {
    var fields: [Field]
    var geometry: Coordinate?
    var warning: String?
  }

  static func isFeature(_ members: [JSONMember]) -> Bool {
    members.contains { $0.key == "type" && $0.value == .string("Feature") }
  }

  static func convert(_ members: [JSONMember]) -> Converted {
    let object = JSONValue.object(members)
    var fields: [Field] = []
    if case .object(let properties)? = object["properties"] {
      fields = properties.map { Field($0.key, $0.value) }
    }
    guard let geometry = object["geometry"], geometry != .null else {
      return Converted(fields: fields, geometry: nil)
    }
    var literal: (lat: JSONValue, lng: JSONValue)?
    var point: Coordinate?
    if geometry["type"] == .string("Point"), let position = geometry["coordinates"]?.arrayValue,
      position.count >= 2, let lng = position[0].doubleValue, let lat = position[1].doubleValue
    {
      point = Coordinate(latitude: lat, longitude: lng)
      literal = (position[1], position[0])
    } else {
      point = representativePoint(geometry)
    }
    guard let point, point.isValid else {
      return Converted(
        fields: fields, geometry: nil, warning: "feature geometry has no valid position; ignored")
    }
    let names = Set(fields.map(\.name))
    if !names.contains("lat") && !names.contains("lng") {
      fields.append(Field("lat", literal?.lat ?? .number(point.latitude)))
      fields.append(Field("lng", literal?.lng ?? .number(point.longitude)))
    }
    return Converted(fields: fields, geometry: point)
  }

  /// Centre of the bounding box of every position in the geometry (any type, including
  /// GeometryCollection); nil when it has none.
  static func representativePoint(_ geometry: JSONValue) -> Coordinate? {
    var box: (minLat: Double, maxLat: Double, minLng: Double, maxLng: Double)?
    func visit(_ value: JSONValue, depth: Int) {
      guard depth < 8, case .array(let items) = value else { return }
      if items.count >= 2, let lng = items[0].doubleValue, let lat = items[1].doubleValue {
        if let current = box {
          box = (
            min(current.minLat, lat), max(current.maxLat, lat), min(current.minLng, lng),
            max(current.maxLng, lng)
          )
        } else {
          box = (lat, lat, lng, lng)
        }
        return
      }
      for item in items { visit(item, depth: depth + 1) }
    }
    if let coordinates = geometry["coordinates"] { visit(coordinates, depth: 0) }
    for member in geometry["geometries"]?.arrayValue ?? [] {
      if let coordinates = member["coordinates"] { visit(coordinates, depth: 0) }
    }
    guard let box else { return nil }
    return Coordinate(latitude: (box.minLat + box.maxLat) / 2, longitude: (box.minLng + box.maxLng) / 2)
  }
}
