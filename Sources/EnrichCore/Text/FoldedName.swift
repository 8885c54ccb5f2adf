/// A name or query prepared once for repeated comparison: folded tokens with their weights
/// (generic words such as `Ravintola`, `Restaurant`, `Oy` count little) and the joined form
/// (`Itä-Pasila` and `Itäpasila` compare equal).
/// A class: names are prepared once and handed to many comparisons, and copying five arrays'
/// references for each was a measurable share of ranking.
package final class FoldedName: Sendable, Hashable {
  /// Folded tokens with street abbreviations expanded.
  package let tokens: [String]
  /// Tokens concatenated without spaces.
  package let joined: String

  package convenience init(_ text: String) {
    self.init(tokens: StreetNames.expandedTokens(text))
  }

  /// Each token's length in characters, for the prefix rules of `NameSimilarity.coverage`
  /// (counted once here: names are compared many times).
  package let lengths: [Int]
  /// Each token's `TokenSketch`, for the quick rejections of `NameSimilarity.tokenScore`.
  package let sketches: [TokenSketch]
  /// The sketch of `joined`.
  package let joinedSketch: TokenSketch
  /// Whether each token is a generic word (`GenericWords`), looked up once here.
  package let generic: [Bool]
  /// Whether some token is not generic.
  let hasDistinctive: Bool

  package init(tokens: [String]) {
    self.tokens = tokens
    self.joined = tokens.joined()
    self.lengths = tokens.map(NameSimilarity.characterCount)
    self.sketches = tokens.map(TokenSketch.init)
    self.joinedSketch = TokenSketch(joined)
    let generic = tokens.map(GenericWords.all.contains)
    self.generic = generic
    self.hasDistinctive = generic.contains(false)
  }

  // Everything else is derived from the tokens.
  package static func == (a: FoldedName, b: FoldedName) -> Bool { a.tokens == b.tokens }
  package func hash(into hasher: inout Hasher) { hasher.combine(tokens) }

  /// Whether nothing is left after folding (punctuation only).
  package var isEmpty: Bool { tokens.isEmpty }

  /// The weight of one token in similarity sums: generic words 0.2, lone digits 0.5, others 1.
  package static func weight(of token: String) -> Double {
    if GenericWords.all.contains(token) { return 0.2 }
    if token.count == 1 { return 0.5 }
    return 1
  }

  /// The tokens that are not generic words.
  package var distinctiveTokens: [String] {
    // `generic` holds the lookups already (`!GenericWords.all.contains`).
    var distinctive: [String] = []
    for index in tokens.indices where !generic[index] { distinctive.append(tokens[index]) }
    return distinctive
  }
}
