/// What `NameSimilarity.tokenScore` needs to know of a word to see that most pairs cannot
/// match, without reading the strings: its first, second and last UTF-8 bytes, its byte count
/// and whether it is short enough for fuzzy matching. Worked out once per prepared word, it
/// turns the usual pair of unrelated words into a few integer comparisons.
package struct TokenSketch: Sendable, Hashable {
  let first: UInt8
  let second: UInt8
  let last: UInt8
  let fuzzy: Bool
  /// Clamped to 32 bits (8 bytes a sketch; only counts below 3 matter).
  let byteCount: Int32

  package init(_ word: String) {
    let bytes = word.utf8
    byteCount = Int32(clamping: bytes.count)
    var iterator = bytes.makeIterator()
    first = iterator.next() ?? 0
    second = iterator.next() ?? 0
    last = bytes.last ?? 0
    fuzzy = MatchingLimits.allowsFuzzy(word)
  }

  /// Whether two words whose sketches differ (so the words differ) certainly score 0: the
  /// rules of `tokenScore` all need both words fuzzy, 3+ bytes in the shorter, and the same
  /// first or last byte or a swap of the first two.
  static func excludes(_ a: TokenSketch, _ b: TokenSketch) -> Bool {
    if !a.fuzzy || !b.fuzzy || min(a.byteCount, b.byteCount) < 3 { return true }
    return a.first != b.first && a.last != b.last && !(a.second == b.first && b.second == a.first)
  }
}
