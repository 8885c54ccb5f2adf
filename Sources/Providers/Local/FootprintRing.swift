import Foundation

/// A closed outline (a building, or a place mapped as an area) as latitude/longitude pairs,
/// with the tests address inheritance needs: inside or on the outline, and its size.
struct FootprintRing {
  var points: [(latitude: Double, longitude: Double)]

  /// About a centimetre: a node on the outline (a shop mapped as the building's vertex)
  /// touches it.
  static let tolerance = 1e-7

  init(points: [(latitude: Double, longitude: Double)]) { self.points = points }

  /// The points as stored in the build's temporary table: each latitude and longitude as the
  /// 8 bytes of its bit pattern (exact, and far cheaper than text).
  init?(data: Data) {
    let bytes = [UInt8](data)
    guard bytes.count % 16 == 0, bytes.count >= 48 else { return nil }
    func double(at offset: Int) -> Double {
      var bits: UInt64 = 0
      for index in (offset..<(offset + 8)).reversed() { bits = bits << 8 | UInt64(bytes[index]) }
      return Double(bitPattern: bits)
    }
    points = stride(from: 0, to: bytes.count, by: 16).map { (double(at: $0), double(at: $0 + 8)) }
  }

  var data: Data {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(points.count * 16)
    for point in points {
      for value in [point.latitude, point.longitude] {
        let bits = value.bitPattern
        for shift in stride(from: 0, to: 64, by: 8) {
          bytes.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift)))
        }
      }
    }
    return Data(bytes)
  }

  var bounds: (minLatitude: Double, maxLatitude: Double, minLongitude: Double, maxLongitude: Double) {
    var box = (Double.infinity, -Double.infinity, Double.infinity, -Double.infinity)
    for point in points {
      box = (
        min(box.0, point.latitude), max(box.1, point.latitude), min(box.2, point.longitude),
        max(box.3, point.longitude)
      )
    }
    return box
  }

  /// Area in square degrees (only compared between outlines a few metres apart).
  var area: Double {
    var sum = 0.0
    for index in points.indices {
      let a = points[index]
      let b = points[(index + 1) % points.count]
      sum += a.longitude * b.latitude - b.longitude * a.latitude
    }
    return abs(sum) / 2
  }

  /// Whether the point is inside the outline or on it (within `tolerance`).
  func containsOrTouches(latitude: Double, longitude: Double) -> Bool {
    var inside = false
    for index in points.indices {
      let a = points[index]
      let b = points[(index + 1) % points.count]
      if Self.distanceSquared(latitude, longitude, from: a, to: b) <= Self.tolerance * Self.tolerance {
        return true
      }
      if (a.latitude > latitude) != (b.latitude > latitude) {
        let crossing =
          a.longitude + (latitude - a.latitude) / (b.latitude - a.latitude) * (b.longitude - a.longitude)
        if longitude < crossing { inside.toggle() }
      }
    }
    return inside
  }

  private static func distanceSquared(
    _ latitude: Double, _ longitude: Double, from a: (latitude: Double, longitude: Double),
    to b: (latitude: Double, longitude: Double)
  ) -> Double {
    let dx = b.longitude - a.longitude
    let dy = b.latitude - a.latitude
    let length = dx * dx + dy * dy
    var t = length == 0 ? 0 : ((longitude - a.longitude) * dx + (latitude - a.latitude) * dy) / length
    t = min(max(t, 0), 1)
    let x = a.longitude + t * dx - longitude
    let y = a.latitude + t * dy - latitude
    return x * x + y * y
  }
}
