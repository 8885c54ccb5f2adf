/// What `NameSimilarity.tokenScore` needs to know of a word to see that most pairs cannot
/// match, without reading the strings: its first, second and last letters (characters, by
/// the low byte of their first scalar: an ASCII word's bytes), its length in letters and whether it is short
/// enough for fuzzy matching. Worked out once per prepared word, it turns the usual pair of
/// unrelated words into a few integer comparisons.
package struct TokenSketch: Sendable, Hashable {
  let first: UInt8
  let second: UInt8
  let last: UInt8
  let fuzzy: Bool
  /// Letters, clamped to 32 bits (8 bytes a sketch; only counts below 3 matter).
  let length: Int32

  package init(_ word: String) {
    let bytes = word.utf8
    fuzzy = MatchingLimits.allowsFuzzy(word)
    if let last = bytes.last, last < 0x80, bytes.allSatisfy({ $0 < 0x80 }) {
      length = Int32(clamping: bytes.count)
      var iterator = bytes.makeIterator()
      first = iterator.next() ?? 0
      second = iterator.next() ?? 0
      self.last = last
      return
    }
    // Beyond ASCII a letter is a character of several bytes (`LetterUnits`): the same function
    // of each letter (the low byte of its first scalar) keeps equal letters equal, which is
    // all the rejections need.
    length = Int32(clamping: fuzzy ? word.count : bytes.count)
    func low(_ character: Character?) -> UInt8 {
      character?.unicodeScalars.first.map { UInt8(truncatingIfNeeded: $0.value) } ?? 0
    }
    var iterator = word.makeIterator()
    first = low(iterator.next())
    second = low(iterator.next())
    last = low(word.last)
  }

  /// Whether two words whose sketches differ (so the words differ) certainly score 0: the
  /// rules of `tokenScore` all need both words fuzzy, 3+ letters in the shorter, and the same
  /// first or last letter or a swap of the first two.
  static func excludes(_ a: TokenSketch, _ b: TokenSketch) -> Bool {
    if !a.fuzzy || !b.fuzzy || min(a.length, b.length) < 3 { return true }
    return a.first != b.first && a.last != b.last && !(a.second == b.first && b.second == a.first)
  }
}
