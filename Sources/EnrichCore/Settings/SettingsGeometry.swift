/// Coordinates, rectangles and circles in pipeline files, written the way Google's requests
/// write them: `center: {latitude: 60.17, longitude: 24.94}` or the short `center: [60.17, 24.94]`.
package enum SettingsGeometry {
  package static func coordinate(_ reader: SettingsReader) throws(SettingsError) -> Coordinate {
    switch reader.node.content {
    case .sequence:
      let items = try reader.items()
      guard items.count == 2, let latitude = try items[0].double(in: -90...90),
        let longitude = try items[1].double(in: -180...180)
      else {
        throw reader.error("a point is [latitude, longitude]")
      }
      return Coordinate(latitude: latitude, longitude: longitude)
    default:
      let section = try reader.section(allowed: ["latitude", "longitude"])
      guard let latitude = try section.required("latitude").double(in: -90...90),
        let longitude = try section.required("longitude").double(in: -180...180)
      else {
        throw reader.error("a point needs latitude and longitude")
      }
      return Coordinate(latitude: latitude, longitude: longitude)
    }
  }

  /// `{low: [south, west], high: [north, east]}`.
  package static func rectangle(_ reader: SettingsReader) throws(SettingsError) -> Rectangle {
    let section = try reader.section(allowed: ["low", "high"])
    let rectangle = Rectangle(
      low: try coordinate(try section.required("low")), high: try coordinate(try section.required("high")))
    try validate(reader) { () throws(ProviderError) in
      try RequestValidator.validate(rectangle, field: reader.path)
    }
    return rectangle
  }

  /// `{circle: {center: ..., radius: METRES}}` or `{rectangle: {low: ..., high: ...}}`.
  package static func area(_ reader: SettingsReader) throws(SettingsError) -> LocationArea {
    let section = try reader.section(allowed: ["circle", "rectangle"])
    switch (section["circle"], section["rectangle"]) {
    case (let circle?, nil):
      let fields = try circle.section(allowed: ["center", "radius"])
      let radius = try fields["radius"]?.double(in: 0...50_000) ?? 0
      let area = LocationArea.circle(
        Circle(center: try coordinate(try fields.required("center")), radius: radius))
      try validate(circle) { () throws(ProviderError) in
        try RequestValidator.validate(area, field: reader.path)
      }
      return area
    case (nil, let rectangle?):
      return .rectangle(try self.rectangle(rectangle))
    default:
      throw reader.error("give one of circle or rectangle")
    }
  }

  /// Runs an EnrichCore `RequestValidator` check and reports its message at `reader`, so the
  /// rules for requests live in one place.
  package static func validate(
    _ reader: SettingsReader, _ check: () throws(ProviderError) -> Void
  ) throws(SettingsError) {
    do {
      try check()
    } catch {
      throw reader.error(error.message)
    }
  }
}

// MARK: - Rendering

extension SettingsGeometry {
  /// `[latitude, longitude]`.
  package static func node(_ point: Coordinate) -> SettingsNode {
    .list([.number(point.latitude), .number(point.longitude)], flow: true)
  }

  /// `{low: [...], high: [...]}`.
  package static func node(_ rectangle: Rectangle) -> SettingsNode {
    .section([.init(key: "low", value: node(rectangle.low)), .init(key: "high", value: node(rectangle.high))])
  }

  /// `{circle: {center, radius}}` or `{rectangle: {low, high}}`.
  package static func node(_ area: LocationArea) -> SettingsNode {
    switch area {
    case .circle(let circle):
      return .section([
        .init(
          key: "circle",
          value: .section([
            .init(key: "center", value: node(circle.center)),
            .init(key: "radius", value: .number(circle.radius)),
          ]))
      ])
    case .rectangle(let box):
      return .section([.init(key: "rectangle", value: node(box))])
    }
  }
}
