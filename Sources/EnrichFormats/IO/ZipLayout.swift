/// The records of a zip archive written front to back (APPNOTE 6.3), every entry deflated. A
/// streamed entry's local header is followed by its data and a data descriptor (sizes and CRC
/// are known only after the data) and always carries a Zip64 field, so the entry may grow past
/// 4 GiB; a small entry deflated whole has them in its local header, as tools that sniff a
/// file's type expect of the first one. The central directory and its end use Zip64 fields
/// only where a value reaches `limit` (0xFFFFFFFF; smaller in tests).
struct ZipLayout {
  /// An entry written, as the central directory lists it.
  struct Entry {
    var name: String
    var offset: UInt64
    var crc: UInt32
    var compressedSize: UInt64
    var size: UInt64
    /// Sizes and CRC follow the data (a streamed entry).
    var streamed = true
  }

  private static let zip64Version: UInt16 = 45
  private static let deflateVersion: UInt16 = 20
  /// Bit 3: sizes and CRC follow the data, in the data descriptor.
  private static let descriptorFlag: UInt16 = 0x0008
  private static let deflated: UInt16 = 8
  /// 1980-01-01 00:00, MS-DOS style (the earliest a zip can say): outputs of the same rows
  /// are the same bytes.
  private static let dosTime: UInt16 = 0
  private static let dosDate: UInt16 = 0x21

  let limit: UInt64

  init(limit: UInt64 = 0xFFFF_FFFF) { self.limit = limit }

  /// The local header of a small entry deflated whole (below 4 GiB: no Zip64 field).
  func localHeader(of entry: Entry) -> [UInt8] {
    Self.localHeader(
      version: Self.deflateVersion, flags: 0, crc: entry.crc, compressedSize: UInt32(entry.compressedSize),
      size: UInt32(entry.size), name: entry.name, extra: Bytes())
  }

  /// The local header of a streamed entry.
  func localHeader(name: String) -> [UInt8] {
    // Sizes: in the Zip64 field, and there 0 until the descriptor; the CRC in the descriptor.
    var zip64 = Bytes()
    zip64.u16(0x0001)
    zip64.u16(16)
    zip64.u64(0)
    zip64.u64(0)
    return Self.localHeader(
      version: Self.zip64Version, flags: Self.descriptorFlag, crc: 0, compressedSize: 0xFFFF_FFFF,
      size: 0xFFFF_FFFF, name: name, extra: zip64)
  }

  /// A local file header's fields in their order.
  private static func localHeader(
    version: UInt16, flags: UInt16, crc: UInt32, compressedSize: UInt32, size: UInt32, name: String,
    extra: Bytes
  ) -> [UInt8] {
    var bytes = Bytes()
    bytes.u32(0x0403_4B50)
    bytes.u16(version)
    bytes.u16(flags)
    bytes.u16(deflated)
    bytes.u16(dosTime)
    bytes.u16(dosDate)
    bytes.u32(crc)
    bytes.u32(compressedSize)
    bytes.u32(size)
    bytes.u16(UInt16(name.utf8.count))
    bytes.u16(UInt16(extra.bytes.count))
    bytes.append(name)
    bytes.bytes += extra.bytes
    return bytes.bytes
  }

  /// The descriptor after an entry's data: 8-byte sizes, as its local Zip64 field promises.
  func dataDescriptor(_ entry: Entry) -> [UInt8] {
    var bytes = Bytes()
    bytes.u32(0x0807_4B50)
    bytes.u32(entry.crc)
    bytes.u64(entry.compressedSize)
    bytes.u64(entry.size)
    return bytes.bytes
  }

  /// The central directory and its end, for a directory starting at `offset`.
  func centralDirectory(_ entries: [ZipLayout.Entry], at offset: UInt64) -> [UInt8] {
    var bytes = Bytes()
    for entry in entries {
      // The Zip64 field holds, in this order, exactly the values too large for their slot.
      var extra = Bytes()
      for value in [entry.size, entry.compressedSize, entry.offset] where value >= limit { extra.u64(value) }
      bytes.u32(0x0201_4B50)
      bytes.u16(Self.zip64Version)  // made by: MS-DOS attributes, version 4.5
      bytes.u16(entry.streamed || !extra.bytes.isEmpty ? Self.zip64Version : Self.deflateVersion)
      bytes.u16(entry.streamed ? Self.descriptorFlag : 0)
      bytes.u16(Self.deflated)
      bytes.u16(Self.dosTime)
      bytes.u16(Self.dosDate)
      bytes.u32(entry.crc)
      bytes.u32(slot(entry.compressedSize))
      bytes.u32(slot(entry.size))
      bytes.u16(UInt16(entry.name.utf8.count))
      bytes.u16(extra.bytes.isEmpty ? 0 : UInt16(4 + extra.bytes.count))
      bytes.u16(0)  // comment
      bytes.u16(0)  // disk
      bytes.u16(0)  // internal attributes
      bytes.u32(0)  // external attributes
      bytes.u32(slot(entry.offset))
      bytes.append(entry.name)
      if !extra.bytes.isEmpty {
        bytes.u16(0x0001)
        bytes.u16(UInt16(extra.bytes.count))
        bytes.bytes += extra.bytes
      }
    }
    let size = UInt64(bytes.bytes.count)
    let count = UInt64(entries.count)
    if count >= 0xFFFF || size >= limit || offset >= limit {
      let end64 = offset + size
      bytes.u32(0x0606_4B50)
      bytes.u64(44)  // the record's size after this field
      bytes.u16(Self.zip64Version)
      bytes.u16(Self.zip64Version)
      bytes.u32(0)
      bytes.u32(0)
      bytes.u64(count)
      bytes.u64(count)
      bytes.u64(size)
      bytes.u64(offset)
      bytes.u32(0x0706_4B50)  // the locator of the record above
      bytes.u32(0)
      bytes.u64(end64)
      bytes.u32(1)
    }
    bytes.u32(0x0605_4B50)
    bytes.u16(0)
    bytes.u16(0)
    bytes.u16(UInt16(min(count, 0xFFFF)))
    bytes.u16(UInt16(min(count, 0xFFFF)))
    bytes.u32(slot(size))
    bytes.u32(slot(offset))
    bytes.u16(0)
    return bytes.bytes
  }

  /// A 32-bit field's value: itself, or 0xFFFFFFFF when the Zip64 field holds it.
  private func slot(_ value: UInt64) -> UInt32 {
    value >= limit ? 0xFFFF_FFFF : UInt32(value)
  }

  /// Little-endian fields.
  private struct Bytes {
    var bytes: [UInt8] = []
    mutating func u16(_ value: UInt16) {
      bytes.append(UInt8(truncatingIfNeeded: value))
      bytes.append(UInt8(truncatingIfNeeded: value >> 8))
    }
    mutating func u32(_ value: UInt32) {
      for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> shift)) }
    }
    mutating func u64(_ value: UInt64) {
      for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> shift)) }
    }
    mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }
  }
}
