/// Read-only questions about the token list that several rules share.
struct TokenCursor: Sendable {
  let tokens: [AddressToken]

  var count: Int { tokens.count }

  subscript(index: Int) -> AddressToken { tokens[index] }

  /// The token at `index` if it is a word in the same segment as `anchor`.
  func word(_ index: Int, sameSegmentAs anchor: Int) -> AddressToken? {
    guard index >= 0, index < tokens.count, tokens[index].isWord,
      tokens[index].segment == tokens[anchor].segment
    else { return nil }
    return tokens[index]
  }

  /// True when `index` is past the end or at a separator: the segment ended.
  func segmentEnds(at index: Int) -> Bool {
    index >= tokens.count || tokens[index].kind == .separator
  }

  /// True for an identifier after a designator: `4B`, `1800`, `C-D`, `B`, `LH`, `5-O8`.
  func isIdentifier(_ token: AddressToken) -> Bool {
    guard token.isWord, token.key.count <= 10 else { return false }
    let allowed = token.key.allSatisfy { $0.isLetter || $0.isNumber || "-/.'".contains($0) }
    guard allowed else { return false }
    if token.hasDigit { return true }
    let letters = token.key.filter(\.isLetter)
    if AddressLexicon.notIdentifiers.contains(token.key) { return false }
    if letters.count == 1 { return true }
    if token.key.unicodeScalars.contains("-"), letters.count <= 3 { return true }
    return letters.count == 2 && token.isUpperCase && !AddressLexicon.directions.contains(token.key)
  }

  /// Endings that make a number an ordinal in English, French, Spanish, Portuguese and German.
  private static let ordinalEndings: Set<String> = [
    "st", "nd", "rd", "th", "e", "er", "re", "ère", "eme", "ème", "ieme", "ième", "º", "ª", "°", ".",
    "nd.", "rd.", "th.", "st.",
    // Greek: `3ος όροφος`, `1ου ορόφου`, `2η`.
    "ος", "ου", "ης", "η", "ο",
  ]

  /// True for an ordinal: `3rd`, `41st`, `2e`, `3ème`, `3.`, `5º`, `second`, `ground`.
  func isOrdinal(_ token: AddressToken) -> Bool {
    guard token.isWord else { return false }
    if AddressLexicon.ordinalWords.contains(token.folded) { return true }
    let raw = token.raw.lowercased()
    let digits = raw.prefix { $0.isNumber }
    guard !digits.isEmpty, digits.count <= 3 else { return false }
    let rest = raw.dropFirst(digits.count)
    return Self.ordinalEndings.contains(String(rest))
  }

  /// The prefix designator kind of a word, if it is one.
  func designatorKind(_ token: AddressToken) -> SubpremiseKind? {
    guard token.isWord else { return nil }
    return AddressLexicon.prefixDesignators[token.key] ?? AddressLexicon.prefixDesignators[token.folded]
  }

  /// True when a road word precedes `index` (skipping a `#` or `No`), so its number is a road's:
  /// `Hwy 50`, `State Highway No 70`, `County Rd 312`, `C R 850`.
  func followsRouteWord(_ index: Int) -> Bool {
    var cursor = index - 1
    let afterMark =
      cursor >= 0
      && (tokens[cursor].kind == .hash || ["no", "nr", "nº", "number"].contains(tokens[cursor].folded))
    if afterMark { cursor -= 1 }
    guard cursor >= 0, tokens[cursor].isWord else { return false }
    let word = tokens[cursor].folded
    let before = cursor > 0 && tokens[cursor - 1].isWord ? tokens[cursor - 1].folded : ""
    if word == "box" { return true }
    if word == "market", before == "to" { return true }  // Texas `Farm to Market 1960`
    if ["rd", "road", "r"].contains(word), AddressLexicon.routeQualifiers.contains(before) { return true }
    if afterMark {
      // `Dixie Hwy # 312` is a unit on a named highway; `State Highway #50` is the highway's number.
      guard AddressLexicon.numberedRouteWords.contains(word) else { return false }
      let namedRoad =
        cursor > 0 && tokens[cursor - 1].isWord && tokens[cursor - 1].isAllLetters
        && !AddressLexicon.routeQualifiers.contains(before) && !AddressLexicon.directions.contains(before)
        && tokens[cursor - 1].key.count > 1
      return !namedRoad
    }
    return AddressLexicon.routeWords.contains(word) || AddressLexicon.numberedPlaceWords.contains(word)
  }
}
