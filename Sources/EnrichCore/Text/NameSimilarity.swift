/// Compares names the way people misspell them: case-, diacritic- and punctuation-blind,
/// token based, tolerant of one typo per word (or one adjacent swap, or a doubled letter misplaced), of a prefix written
/// short (`Stockm` for `Stockmann`), of word order, of words written together or apart, and
/// of generic words (`Ravintola`, `Restaurant`, `Oy`) that weigh little.
///
/// All scores are in [0, 1]: 1 means the same name after folding.
package enum NameSimilarity {
  /// How alike two names are, symmetric (`Ravintola Savotta` vs `Savotta` ≈ 0.9,
  /// `Kappeli` vs `Kapelli` ≈ 0.85, unrelated names ≈ 0).
  package static func score(_ first: String, _ second: String) -> Double {
    score(FoldedName(first), FoldedName(second))
  }

  /// `score` on prepared names (cheaper in loops).
  package static func score(_ first: FoldedName, _ second: FoldedName) -> Double {
    if first.isEmpty || second.isEmpty { return 0 }
    if first.joined == second.joined { return 1 }
    let forward = coverage(of: first, in: second.tokens)
    let backward = coverage(of: second, in: first.tokens)
    var best = (forward + backward) / 2
    // Written together or apart: `Itäpasila` / `Itä-Pasila`, `Mc Donalds` / `McDonald's`.
    if MatchingLimits.allowsFuzzy(first.joined), MatchingLimits.allowsFuzzy(second.joined),
      first.joined.count >= 5, second.joined.count >= 5
    {
      if EditDistance.withinOne(Array(first.joined.utf8), Array(second.joined.utf8)) { best = max(best, 0.9) }
    }
    return min(1, best)
  }

  /// How much of `name` is found in `text` (which may hold more: an address, a city), weighted
  /// so generic words count little: `Savotta` in `ravintola savotta aleksanterinkatu 22` = 1.
  package static func containment(of name: FoldedName, in text: FoldedName) -> Double {
    if name.isEmpty { return 0 }
    // Words written apart in the text (`Mc Donald's`) also count joined (`mcdonalds`).
    var tokens = text.tokens
    for index in tokens.indices.dropLast() where tokens[index].startsWithLetter {
      tokens.append(text.tokens[index] + text.tokens[index + 1])
    }
    var best = coverage(of: name, in: tokens, abbreviations: .inText)
    if name.tokens.count > 1, best < 1 {
      // Words written together in the text (`itapasila` for `Itä-Pasila`).
      best = max(best, coverage(of: FoldedName(tokens: [name.joined]), in: tokens, abbreviations: .inText))
    }
    return best
  }

  /// How well two single tokens match: 1 equal, 0.85 one edit or swap apart or differing only
  /// in doubled letters (words of 4+ letters), 0.75 when one is a prefix of the other (3+ letters and half the word), else 0.
  /// Letters are characters (`LetterUnits`), so the rules hold in every script.
  /// Words longer than `MatchingLimits.fuzzyWordLength` match only when equal.
  package static func tokenScore(_ first: String, _ second: String) -> Double {
    if first == second { return 1 }
    // Compared on the UTF-8 bytes in place: this runs for every word pair of every candidate.
    return tokenScore(bytes: first.utf8Span.span, second.utf8Span.span)
  }

  /// `tokenScore` with the words' sketches, which settle most pairs without reading the words.
  package static func tokenScore(
    _ first: String, _ firstSketch: TokenSketch, _ second: String, _ secondSketch: TokenSketch
  ) -> Double {
    if firstSketch == secondSketch {
      if first == second { return 1 }
    } else if TokenSketch.excludes(firstSketch, secondSketch) {
      return 0
    }
    return tokenScore(bytes: first.utf8Span.span, second.utf8Span.span)
  }

  /// `typoScore` with sketches.
  static func typoScore(
    _ first: String, _ firstSketch: TokenSketch, _ second: String, _ secondSketch: TokenSketch
  ) -> Double {
    let value = tokenScore(first, firstSketch, second, secondSketch)
    return value == 0.75 ? 0 : value
  }

  private static func tokenScore(bytes a: Span<UInt8>, _ b: Span<UInt8>) -> Double {
    guard !a.isEmpty, !b.isEmpty else { return 0 }
    // Most pairs differ in both their first and last letters: settled on the bytes, before
    // anything is scanned (equal letters have equal first and last bytes; a swap of the first
    // two letters keeps the last one).
    if a[0] != b[0], a[a.count - 1] != b[b.count - 1],
      !(a.count > 1 && b.count > 1 && a[1] == b[0] && b[1] == a[0])
    {
      return 0
    }
    guard MatchingLimits.allowsFuzzy(a), MatchingLimits.allowsFuzzy(b) else { return 0 }
    if LetterUnits.isASCII(a), LetterUnits.isASCII(b) { return tokenScore(units: a, b) }
    // Letters beyond ASCII are several bytes: the rules count letters (`LetterUnits`).
    let (left, right) = (LetterUnits.decode(a), LetterUnits.decode(b))
    return tokenScore(units: left.span, right.span)
  }

  /// `tokenScore` on words as letters (bytes of ASCII words, or scalars), both fuzzy.
  private static func tokenScore<Unit: Equatable & BitwiseCopyable>(
    units a: Span<Unit>, _ b: Span<Unit>
  ) -> Double {
    let (a0, b0) = (a[0], b[0])
    // Every rule below keeps the first or the last letter, except a swap of the first two.
    if a0 != b0, a[a.count - 1] != b[b.count - 1], !(a.count > 1 && b.count > 1 && a[1] == b0 && b[1] == a0) {
      return 0
    }
    let shorter = min(a.count, b.count)
    let longer = max(a.count, b.count)
    if shorter >= 4, longer - shorter <= 1, EditDistance.withinOne(units: a, b) { return 0.85 }
    // Doubled letters written single or in the wrong place (`kapelli` / `kappeli`).
    if shorter >= 4, sameIgnoringDoubles(a, b) { return 0.85 }
    if shorter >= 3, shorter * 2 >= longer,
      EditDistance.equal(a.extracting(..<shorter), from: 0, b.extracting(..<shorter), from: 0)
    {
      return 0.75
    }
    // Numbers must match exactly; anything else is a different word.
    return 0
  }

  /// Whether the letters are equal once runs of one repeated letter count as one.
  static func sameIgnoringDoubles<Unit: Equatable & BitwiseCopyable>(_ a: Span<Unit>, _ b: Span<Unit>) -> Bool
  {
    var (i, j) = (0, 0)
    while i < a.count, j < b.count {
      let unit = a[i]
      if unit != b[j] { return false }
      while i < a.count, a[i] == unit { i += 1 }
      while j < b.count, b[j] == unit { j += 1 }
    }
    return i == a.count && j == b.count
  }

  /// `tokenScore` without the prefix rule.
  static func typoScore(_ first: String, _ second: String) -> Double {
    let value = tokenScore(first, second)
    return value == 0.75 ? 0 : value
  }

  /// Which side may write a word short (`stockm` for `stockmann`).
  package enum Abbreviations: Sendable {
    case either
    /// Only the text: `Kluuvi` (a name) is not contained in `Kluuvikatu` (a query).
    case inText
    /// Only the name being covered (it is the user's input).
    case inName
  }

  /// Weighted share of `name`'s tokens that have a counterpart in `tokens`.
  package static func coverage(
    of name: FoldedName, in tokens: [String], abbreviations: Abbreviations = .either
  ) -> Double {
    coverage(
      of: name, in: tokens, lengths: abbreviations == .either ? [] : tokens.map(characterCount),
      abbreviations: abbreviations)
  }

  /// `coverage` with the character counts of `tokens` worked out by the caller (`lengths`,
  /// unused with `.either`), for callers that compare many names with the same tokens.
  package static func coverage(
    of name: FoldedName, in tokens: [String], lengths: [Int], abbreviations: Abbreviations
  ) -> Double {
    coverage(of: name, in: tokens, lengths: lengths, sketches: nil, abbreviations: abbreviations)
  }

  /// `coverage` with the sketches of `tokens` too (`TokenSketch`), for the hottest loops, and
  /// optionally their `SketchBytes`, which pass over the name's words that match none of them.
  package static func coverage(
    of name: FoldedName, in tokens: [String], lengths: [Int], sketches: [TokenSketch]?,
    bytes: SketchBytes? = nil, abbreviations: Abbreviations
  ) -> Double {
    var total = 0.0
    var matched = 0.0
    let hasDistinctive = name.hasDistinctive
    for tokenIndex in name.tokens.indices {
      // `FoldedName.weight(of:)` from what the name already knows of its tokens.
      let isGeneric = name.generic[tokenIndex]
      let length = name.lengths[tokenIndex]
      let sketch = name.sketches[tokenIndex]
      var weight = isGeneric ? 0.2 : length == 1 ? 0.5 : 1
      var best = 0.0
      // A word that can match none of `tokens` (`SketchBytes`) is not compared with each.
      if bytes?.mayMatch(sketch) ?? true {
        let token = name.tokens[tokenIndex]
        for (index, candidate) in tokens.enumerated() {
          let prefixAllowed =
            switch abbreviations {
            case .either: true
            case .inText: lengths[index] <= length
            case .inName: length <= lengths[index]
            }
          let value: Double
          if let sketches {
            let (a, b) = (sketch, sketches[index])
            value = prefixAllowed ? tokenScore(token, a, candidate, b) : typoScore(token, a, candidate, b)
          } else {
            value = prefixAllowed ? tokenScore(token, candidate) : typoScore(token, candidate)
          }
          if value > best {
            best = value
            if value == 1 { break }
          }
        }
      }
      // A generic word left out (`Savotta` for `Ravintola Savotta`) costs only a little.
      if best == 0, hasDistinctive, isGeneric { weight = 0.05 }
      total += weight
      matched += weight * best
    }
    return total > 0 ? matched / total : 0
  }

  /// `text.count`, cheaply for ASCII text (the usual case), where every byte but a CR before
  /// an LF is one character: counting grapheme clusters is slow in these loops.
  package static func characterCount(_ text: String) -> Int {
    for byte in text.utf8 where byte >= 0x80 || byte == 0x0D { return text.count }
    return text.utf8.count
  }

  /// `word` with runs of one repeated letter (character) shortened to one (`kappeli` →
  /// `kapeli`, `ванна` → `вана`).
  package static func collapsingDoubles(_ word: String) -> String {
    var output = ""
    for character in word where output.last != character { output.append(character) }
    return output
  }
}
