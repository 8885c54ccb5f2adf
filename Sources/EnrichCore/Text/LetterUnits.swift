/// UTF-8 words as letters: the typo rules count letters, and outside ASCII a letter is several
/// bytes (two in Cyrillic or Greek) or several scalars (a Devanagari syllable: consonant and
/// vowel sign, `की`). ASCII words stay bytes (the fast, usual case); others become one unit per
/// character (extended grapheme cluster), its scalars packed into 64 bits (exact for up to three
/// scalars, mixed beyond: a clash of two longer clusters is harmless, it only makes a typo
/// look like a match).
enum LetterUnits {
  /// Whether every byte is ASCII.
  static func isASCII(_ bytes: Span<UInt8>) -> Bool {
    for index in 0..<bytes.count where bytes[index] >= 0x80 { return false }
    return true
  }

  /// The letters of valid UTF-8 `bytes` (a Swift string's), in order.
  static func decode(_ bytes: Span<UInt8>) -> [UInt64] {
    var copy: [UInt8] = []
    copy.reserveCapacity(bytes.count)
    for index in 0..<bytes.count { copy.append(bytes[index]) }
    return letters(String(decoding: copy, as: UTF8.self))
  }

  /// The letters of `word`, one unit per character.
  static func letters(_ word: String) -> [UInt64] {
    word.map(unit)
  }

  /// One character as a number: its scalars packed.
  static func unit(_ character: Character) -> UInt64 {
    var value: UInt64 = 0
    for scalar in character.unicodeScalars { value = value << 21 ^ UInt64(scalar.value) }
    return value
  }
}
