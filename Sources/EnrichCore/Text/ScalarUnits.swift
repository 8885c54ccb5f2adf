/// UTF-8 words as letters: the typo rules count letters, and outside ASCII a letter is several
/// bytes (two in Cyrillic or Greek, three in Devanagari). ASCII words stay bytes (the fast,
/// usual case); others are decoded to their Unicode scalars' values.
enum ScalarUnits {
  /// Whether every byte is ASCII.
  static func isASCII(_ bytes: Span<UInt8>) -> Bool {
    for index in 0..<bytes.count where bytes[index] >= 0x80 { return false }
    return true
  }

  /// The scalar values of valid UTF-8 `bytes` (a Swift string's), in order.
  static func decode(_ bytes: Span<UInt8>) -> [UInt32] {
    var scalars: [UInt32] = []
    scalars.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
      var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0xFF >> (length + 1))
      var next = index + 1
      while next < index + length, next < bytes.count {
        value = value << 6 | UInt32(bytes[next] & 0x3F)
        next += 1
      }
      scalars.append(value)
      index = next
    }
    return scalars
  }

  /// The number of scalars in valid UTF-8 `bytes` (bytes that are not continuation bytes).
  static func count(_ bytes: Span<UInt8>) -> Int {
    var scalars = 0
    for index in 0..<bytes.count where bytes[index] & 0xC0 != 0x80 { scalars += 1 }
    return scalars
  }
}
