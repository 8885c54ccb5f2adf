/// A circle for location bias and nearby search. Radius in metres, 0–50000.
package struct Circle: Sendable, Equatable, Hashable {
  package var center: Coordinate
  package var radius: Double

  package init(center: Coordinate, radius: Double) {
    self.center = center
    self.radius = radius
  }
}

/// A lat/lng rectangle (Google's `Viewport`): `low` is the south-west corner, `high` the
/// north-east. `low.longitude > high.longitude` means it crosses the antimeridian.
package struct Rectangle: Sendable, Equatable, Hashable {
  package var low: Coordinate
  package var high: Coordinate

  package init(low: Coordinate, high: Coordinate) {
    self.low = low
    self.high = high
  }

  package var crossesAntimeridian: Bool { low.longitude > high.longitude }

  /// Longitude span in degrees, accounting for antimeridian crossing.
  package var longitudeSpan: Double {
    crossesAntimeridian ? 360 - (low.longitude - high.longitude) : high.longitude - low.longitude
  }

  package func contains(_ point: Coordinate) -> Bool {
    guard point.latitude >= low.latitude, point.latitude <= high.latitude else { return false }
    if crossesAntimeridian {
      return point.longitude >= low.longitude || point.longitude <= high.longitude
    }
    return point.longitude >= low.longitude && point.longitude <= high.longitude
  }

  package var center: Coordinate {
    var longitude = low.longitude + longitudeSpan / 2
    if longitude > 180 { longitude -= 360 }
    return Coordinate(latitude: (low.latitude + high.latitude) / 2, longitude: longitude)
  }
}

/// Where results should preferably lie (bias) or must lie (restriction).
package enum LocationArea: Sendable, Equatable, Hashable {
  case circle(Circle)
  case rectangle(Rectangle)

  package func contains(_ point: Coordinate) -> Bool {
    switch self {
    case .circle(let circle): return circle.center.distance(to: point) <= circle.radius
    case .rectangle(let rectangle): return rectangle.contains(point)
    }
  }

  package var center: Coordinate {
    switch self {
    case .circle(let circle): return circle.center
    case .rectangle(let rectangle): return rectangle.center
    }
  }
}
