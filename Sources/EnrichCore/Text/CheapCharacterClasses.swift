extension StringProtocol {
  /// `contains { $0.isNumber }`, without breaking ASCII text (the usual case) into grapheme
  /// clusters: it runs on every part of every row's address.
  package var containsNumber: Bool {
    guard let ascii = asciiHas({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
      return contains { $0.isNumber }
    }
    return ascii
  }

  /// `contains { $0.isLetter }`, cheaply for ASCII text.
  package var containsLetter: Bool {
    guard let ascii = asciiHas({ ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") })
    else {
      return contains { $0.isLetter }
    }
    return ascii
  }

  /// `first?.isNumber == true`, without finding the first grapheme cluster when the text starts
  /// with ASCII: a character is a number or a letter by its first scalar.
  package var startsWithNumber: Bool {
    guard let byte = utf8.first else { return false }
    return byte < 0x80 ? byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") : first?.isNumber == true
  }

  /// `first?.isLetter == true`, cheaply when the text starts with ASCII.
  package var startsWithLetter: Bool {
    guard let byte = utf8.first else { return false }
    return byte < 0x80
      ? (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") : first?.isLetter == true
  }

  /// Whether a byte satisfies `test`, when the text is all ASCII (where every character is one
  /// byte, a CR LF pair aside, which is neither a letter nor a number); nil otherwise.
  private func asciiHas(_ test: (UInt8) -> Bool) -> Bool? {
    var found = false
    for byte in utf8 {
      if byte >= 0x80 { return nil }
      if !found, test(byte) { found = true }
    }
    return found
  }
}
