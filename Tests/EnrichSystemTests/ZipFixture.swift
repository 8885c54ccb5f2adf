import EnrichSystem
import Foundation

/// Writes a small zip archive of deflated entries (no Zip64, no data descriptors), so the
/// wrapper tests can hand libzip and libxml2 exactly the bytes a case needs.
enum ZipFixture {
  static func write(_ entries: [(name: String, bytes: [UInt8])], to path: String) throws {
    var archive: [UInt8] = []
    var directory: [UInt8] = []
    for entry in entries {
      let deflater = try RawDeflater(level: 9)
      var compressed: [UInt8] = []
      try deflater.compress(entry.bytes) { compressed += $0 }
      try deflater.finish { compressed += $0 }
      let name = Array(entry.name.utf8)
      // Version 2.0, no flags, deflated, 1980-01-01 00:00, CRC, sizes, name length, no extra field.
      var common = le(20, 2) + le(0, 2) + le(8, 2) + le(0, 2) + le(0x21, 2)
      common += le(UInt64(deflater.crc), 4) + le(deflater.totalOut, 4) + le(deflater.totalIn, 4)
      common += le(UInt64(name.count), 2) + le(0, 2)
      directory += le(0x0201_4b50, 4) + le(20, 2) + common + le(0, 2) + le(0, 2) + le(0, 2) + le(0, 4)
      directory += le(UInt64(archive.count), 4) + name
      archive += le(0x0403_4b50, 4) + common + name + compressed
    }
    let count = UInt64(entries.count)
    let end =
      le(0x0605_4b50, 4) + le(0, 2) + le(0, 2) + le(count, 2) + le(count, 2)
      + le(UInt64(directory.count), 4) + le(UInt64(archive.count), 4) + le(0, 2)
    try Data(archive + directory + end).write(to: URL(fileURLWithPath: path))
  }

  /// `value` in `count` little-endian bytes.
  private static func le(_ value: UInt64, _ count: Int) -> [UInt8] {
    (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
  }
}
