/// Bounds on the matching work one row's text can cost, whatever it holds: a cell may be a
/// megabyte of one word, and typo tolerance done naively is quadratic in a word's length (one
/// variant of n − 1 letters per letter). With these, matching a row costs time and memory
/// linear in its length.
package enum MatchingLimits {
  /// Words longer than this many characters (Unicode scalars) match exactly only: no typo,
  /// swap, doubled-letter or prefix tolerance. Real words are far shorter (the longest Finnish
  /// and German compounds have about 60 letters).
  package static let fuzzyWordLength = 64

  /// Most distinct words of one query that full-text search looks up (the rest still count in
  /// ranking): no place name or address has more, and each word costs an index lookup.
  package static let searchWords = 32

  /// Texts longer than this many UTF-8 bytes are not kept by the memos that remember work per
  /// distinct text: a memo holds tens of thousands of entries, and must not hold as many
  /// megabyte cells.
  package static let memoizedTextBytes = 1024

  /// Whether `word` is short enough for fuzzy matching (O(1) for long native strings).
  package static func allowsFuzzy(_ word: String) -> Bool {
    let bytes = word.utf8.count
    if bytes <= fuzzyWordLength { return true }
    // A scalar is at most 4 bytes: longer byte counts cannot be within the limit.
    if bytes > 4 * fuzzyWordLength { return false }
    return word.unicodeScalars.count <= fuzzyWordLength
  }

  /// `allowsFuzzy` on UTF-8 bytes.
  static func allowsFuzzy(_ bytes: Span<UInt8>) -> Bool {
    if bytes.count <= fuzzyWordLength { return true }
    if bytes.count > 4 * fuzzyWordLength { return false }
    // Scalars start at every byte that is not a continuation byte (10xxxxxx).
    var scalars = 0
    for index in 0..<bytes.count where bytes[index] & 0xC0 != 0x80 { scalars += 1 }
    return scalars <= fuzzyWordLength
  }

  /// Whether a memo may keep `text` as a key.
  package static func isMemoizable(_ text: String) -> Bool { text.utf8.count <= memoizedTextBytes }
}
