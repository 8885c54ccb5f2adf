import EnrichCore

/// How far a candidate's street agrees with the row's, in [0, 1]: the best of its comma parts
/// (a tag may name the building too: `Asemahalli, Kaivokatu`) by key, by expanded words, by the
/// words as written and by name similarity, and by romanised keys when one is in another
/// script (`LooseLatin`). A pure function of the two texts, and a batch
/// compares the same few streets again and again, so recent answers are remembered.
enum StreetAgreement {
  private struct Pair: Hashable, Sendable {
    var row: String
    var candidate: String
  }

  private static let memo = BoundedMemo<Pair, Double>(capacity: 20_000)

  static func similarity(_ row: RowAddress.Street, _ candidate: String) -> Double {
    guard MatchingLimits.isMemoizable(row.text), MatchingLimits.isMemoizable(candidate) else {
      return compute(row, candidate)
    }
    return memo.value(for: Pair(row: row.text, candidate: candidate)) { _ in compute(row, candidate) }
  }

  static func compute(_ row: RowAddress.Street, _ candidate: String) -> Double {
    var similarity = 0.0
    for part in candidate.split(separator: ",") where similarity < 1 {
      let candidateTokens = StreetNames.streetTokens(String(part))
      similarity = max(
        similarity,
        row.key == candidateTokens.joined(separator: " ") ? 1 : 0,
        // The row may leave the street type out (`Карла Маркса` for `улица Карла Маркса`).
        StreetMatch.similarity(
          row.name.tokens, candidateTokens, optional: Set(candidateTokens.filter(StreetNames.isStreetType))),
        StreetMatch.similarity(row.written, TextFolding.tokens(String(part))),
        NameSimilarity.score(row.name, FoldedName(tokens: candidateTokens)))
      // One of them in another script (`ulitsa Gagarina` for `улица Гагарина`): their
      // romanised keys, in any order (`Гагарина улица`).
      if similarity < 0.8,
        Transliteration.hasOtherScript(row.text) != Transliteration.hasOtherScript(String(part))
      {
        similarity = max(
          similarity,
          NameSimilarity.score(
            FoldedName(tokens: LooseLatin.tokens(row.text)),
            FoldedName(tokens: LooseLatin.tokens(String(part)))))
      }
    }
    return similarity
  }
}
