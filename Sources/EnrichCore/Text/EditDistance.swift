/// Edit distances between words: the full distance for "did you mean" hints, and a bounded
/// test for matching, which runs for every pair of words and never builds a table.
package enum EditDistance {
  /// Levenshtein distance over characters (insertions, deletions, substitutions). Quadratic:
  /// meant for short names (options, keys).
  package static func between(_ a: String, _ b: String) -> Int {
    let left = Array(a)
    let right = Array(b)
    if left.isEmpty { return right.count }
    if right.isEmpty { return left.count }
    var previous = Array(0...right.count)
    for i in 1...left.count {
      var current = [i] + Array(repeating: 0, count: right.count)
      for j in 1...right.count {
        let cost = left[i - 1] == right[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      previous = current
    }
    return previous[right.count]
  }

  /// Whether two UTF-8 words differ by at most one insertion, deletion, substitution or swap
  /// of adjacent letters (restricted Damerau–Levenshtein distance ≤ 1). Letters are characters
  /// (`LetterUnits`): a Cyrillic letter is two bytes, a Devanagari syllable (`की`) several
  /// scalars, and a slip in one of them is one edit, as in a Latin word.
  package static func withinOne(_ a: [UInt8], _ b: [UInt8]) -> Bool { withinOne(a.span, b.span) }

  static func withinOne(_ a: Span<UInt8>, _ b: Span<UInt8>) -> Bool {
    if LetterUnits.isASCII(a), LetterUnits.isASCII(b) { return withinOne(units: a, b) }
    let (left, right) = (LetterUnits.decode(a), LetterUnits.decode(b))
    return withinOne(units: left.span, right.span)
  }

  /// `withinOne` on units that are letters (bytes of ASCII words, or scalars).
  static func withinOne<Unit: Equatable & BitwiseCopyable>(units a: Span<Unit>, _ b: Span<Unit>) -> Bool {
    if abs(a.count - b.count) > 1 { return false }
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    if prefix == a.count, prefix == b.count { return true }
    if a.count == b.count {
      // Substitution, or swap of two neighbours.
      if equal(a, from: prefix + 1, b, from: prefix + 1) { return true }
      return prefix + 1 < a.count && a[prefix] == b[prefix + 1] && a[prefix + 1] == b[prefix]
        && equal(a, from: prefix + 2, b, from: prefix + 2)
    }
    let (long, short) = a.count > b.count ? (a, b) : (b, a)
    return equal(long, from: prefix + 1, short, from: prefix)
  }

  /// Whether `a` from `i` and `b` from `j` hold the same units to their ends.
  static func equal<Unit: Equatable & BitwiseCopyable>(
    _ a: Span<Unit>, from i: Int, _ b: Span<Unit>, from j: Int
  ) -> Bool {
    guard a.count - i == b.count - j else { return false }
    var (i, j) = (i, j)
    while i < a.count {
      if a[i] != b[j] { return false }
      i += 1
      j += 1
    }
    return true
  }
}
