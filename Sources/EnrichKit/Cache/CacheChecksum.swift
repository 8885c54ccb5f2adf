/// Per-entry checksums (64-bit FNV-1a), so an entry damaged on disk (a flipped bit that SQLite's
/// page structure does not notice) is detected and asked again instead of silently changing a
/// row. Two sums because the coordinates are erased separately when they expire.
enum CacheChecksum {
  /// Over the key, the kept part and its times.
  static func payload(key: String, payload: String, storedAt: Double, expiresAt: Double?) -> Int64 {
    var sum = FNV1a()
    sum.add(key)
    sum.add(payload)
    sum.add(storedAt)
    sum.add(expiresAt)
    return sum.value
  }

  /// Over the key, the coordinates and their limit.
  static func coordinates(key: String, coordinates: String, expireAt: Double?) -> Int64 {
    var sum = FNV1a()
    sum.add(key)
    sum.add(coordinates)
    sum.add(expireAt)
    return sum.value
  }

  /// The FNV-1a sum of `text` alone (stable across runs, unlike `Hasher`).
  static func fnv1a(_ text: String) -> UInt64 {
    var sum = FNV1a()
    sum.add(text)
    return sum.state
  }
}

/// FNV-1a, 64 bits: stable across runs and builds (unlike `Hasher`), fast, and a random change
/// goes unnoticed with odds of 1 in 2^64.
private struct FNV1a {
  private(set) var state: UInt64 = 0xcbf2_9ce4_8422_2325

  var value: Int64 { Int64(bitPattern: state) }

  mutating func add(byte: UInt8) {
    state ^= UInt64(byte)
    state = state &* 0x0000_0100_0000_01b3
  }

  /// The text's UTF-8 bytes, then 0xFF (never in UTF-8), so fields cannot run into each other.
  mutating func add(_ text: String) {
    for byte in text.utf8 { add(byte: byte) }
    add(byte: 0xFF)
  }

  mutating func add(_ number: Double?) {
    guard let number else { return add(byte: 0xFE) }
    var bits = number.bitPattern
    for _ in 0..<8 {
      add(byte: UInt8(truncatingIfNeeded: bits))
      bits >>= 8
    }
    add(byte: 0xFF)
  }
}
