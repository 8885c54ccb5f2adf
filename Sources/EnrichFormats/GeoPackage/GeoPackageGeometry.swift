import EnrichCore

/// GeoPackage binary geometry for a point (spec §2.1.3): the `GP` header (version 0, little
/// endian, no envelope: a point is its own), the SRS id, then ISO WKB `Point(x, y)` —
/// longitude first, as WKB orders axes.
enum GeoPackageGeometry {
  static func point(_ coordinate: Coordinate, srsID: Int32 = Int32(GeoPackageSchema.wgs84)) -> [UInt8] {
    var bytes: [UInt8] = [0x47, 0x50, 0x00, 0x01]
    bytes.reserveCapacity(29)
    append(UInt32(bitPattern: srsID), to: &bytes)
    bytes.append(0x01)
    append(UInt32(1), to: &bytes)
    append(coordinate.longitude.bitPattern, to: &bytes)
    append(coordinate.latitude.bitPattern, to: &bytes)
    return bytes
  }

  private static func append(_ value: UInt32, to bytes: inout [UInt8]) {
    for shift in stride(from: 0, to: 32, by: 8) {
      bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift)))
    }
  }

  private static func append(_ value: UInt64, to bytes: inout [UInt8]) {
    for shift in stride(from: 0, to: 64, by: 8) {
      bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
    }
  }
}
