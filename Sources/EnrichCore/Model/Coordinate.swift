import Foundation

/// A WGS 84 point in degrees.
package struct Coordinate: Sendable, Equatable, Hashable, Codable {
  package var latitude: Double
  package var longitude: Double

  package init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }

  /// Whether the values lie in the valid ranges (|lat| ≤ 90, |lng| ≤ 180).
  package var isValid: Bool {
    latitude.isFinite && longitude.isFinite && abs(latitude) <= 90 && abs(longitude) <= 180
  }

  /// Great-circle distance in metres (haversine, mean Earth radius).
  package func distance(to other: Coordinate) -> Double {
    let radius = 6_371_008.8
    let phi1 = latitude * .pi / 180
    let phi2 = other.latitude * .pi / 180
    let deltaPhi = (other.latitude - latitude) * .pi / 180
    let deltaLambda = (other.longitude - longitude) * .pi / 180
    let a =
      sin(deltaPhi / 2) * sin(deltaPhi / 2)
      + cos(phi1) * cos(phi2) * sin(deltaLambda / 2) * sin(deltaLambda / 2)
    return 2 * radius * atan2(a.squareRoot(), (1 - a).squareRoot())
  }

  package var jsonValue: JSONValue {
    .object([JSONMember("latitude", .number(latitude)), JSONMember("longitude", .number(longitude))])
  }

  /// Decimals of a degree in every output: 7 is about a centimetre (computed points, such as a
  /// way's centre, carry no more precision than that).
  package static let outputDecimals = 7

  /// `jsonValue` with both values rounded to `outputDecimals`, as outputs write them.
  package var outputJSON: JSONValue {
    .object([
      JSONMember("latitude", .number(JSONNumberFormat.roundedText(latitude, decimals: Self.outputDecimals))),
      JSONMember(
        "longitude", .number(JSONNumberFormat.roundedText(longitude, decimals: Self.outputDecimals))),
    ])
  }

  /// Reads the object `jsonValue` writes.
  package init?(json: JSONValue) {
    guard let latitude = json["latitude"]?.doubleValue, let longitude = json["longitude"]?.doubleValue else {
      return nil
    }
    self.init(latitude: latitude, longitude: longitude)
  }
}

extension Place {
  /// Metres from `origin` (a search's center or bias) to the place: a hit's `distanceMeters`;
  /// nil without either point.
  package func distance(from origin: Coordinate?) -> Double? {
    guard let origin, let location else { return nil }
    return origin.distance(to: location)
  }
}
