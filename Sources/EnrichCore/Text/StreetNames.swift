/// Normalises street names and house numbers so `Aleksanterink. 22`, `Aleksanterin katu 22`
/// and `ALEKSANTERINKATU 22` all agree.
///
/// Expansions (applied to the raw text, before folding, because the full stop is the signal):
/// a word ending in `k.` → `…katu`, `t.` → `…tie`, `kj.` → `…kuja`, `g.` → `…gatan`,
/// `v.` → `…vägen`, `str.` → `…straße`; a separate `k.`/`t.`/`g.`/`v.` glues to the word before it. After folding, a
/// separate Finnish or Swedish street word (`katu`, `tie`, `kuja`, `gatan`, `vagen`, ...) is joined
/// to the word before it, and common English/German abbreviations are spelled out
/// (`st` → `street`, `rd` → `road`, `ave` → `avenue`, `str` → `strasse`).
package enum StreetNames {
  /// The street name's comparison key: folded, abbreviations expanded, compounds joined.
  /// `Pohj. Esplanadi` → `pohjoisesplanadi`, `Mannerheimint.` → `mannerheimintie`.
  package static func key(_ street: String) -> String {
    expandedTokens(street).joined(separator: " ")
  }

  /// Folded tokens of free text (a query or an address line) with street abbreviations expanded
  /// and split street compounds joined.
  package static func expandedTokens(_ text: String) -> [String] {
    guard MatchingLimits.isMemoizable(text) else { return expandedTokensOnce(text) }
    return expandedTokensMemo.value(for: text, orMake: expandedTokensOnce)
  }

  /// Tokens already worked out: the same names and streets are folded again and again (for
  /// every candidate of every row that finds them).
  private static let expandedTokensMemo = BoundedMemo<String, [String]>(capacity: 50_000)

  private static func expandedTokensOnce(_ text: String) -> [String] {
    // Built anew rather than joined in place: removing from the middle is quadratic in the
    // number of words (a cell of `a katu b katu ...`).
    var tokens: [String] = []
    for token in TextFolding.tokens(expandAbbreviations(text)) {
      if let previous = tokens.last,
        streetWords.contains(token) && previous.first?.isNumber == false
          || directionWords.contains(previous) && token.first?.isLetter == true
      {
        tokens[tokens.count - 1] += token
      } else {
        tokens.append(token)
      }
    }
    return tokens.map { wordExpansions[$0] ?? $0 }
  }

  /// Splits a house number into its number and letter/unit remainder, folded:
  /// `9 A` → ("9", "a"), `12b` → ("12", "b"), `3-5` → ("3", "5"), `22` → ("22", "").
  package static func splitHouseNumber(_ raw: String) -> (number: String, suffix: String) {
    let folded = TextFolding.fold(raw)
    let digits = folded.prefix { $0.isNumber }
    let rest = folded.dropFirst(digits.count).filter { $0 != " " }
    return (String(digits), String(rest))
  }

  /// Whether a stored house number covers the asked one: equal keys (`9 A` = `9a`), or a
  /// range or list that contains the number (`14-20` covers `16`, `3,5` covers `5`, `3-5`
  /// covers `3 B`'s building number 3).
  package static func houseNumber(_ stored: String, covers asked: String) -> Bool {
    if houseNumberKey(stored) == houseNumberKey(asked) { return true }
    guard let wanted = Int(splitHouseNumber(asked).number) else { return false }
    // Scalars, not `String.contains(String)`: that goes through Foundation and is slow here.
    let scalars = stored.unicodeScalars
    let isRange = scalars.contains("-") || scalars.contains("–")
    guard isRange || scalars.contains(",") || scalars.contains(";") else { return false }
    let numbers = stored.split(whereSeparator: { "-–,;".contains($0) }).compactMap {
      Int($0.drop { $0 == " " }.prefix { $0.isNumber })
    }
    if isRange, numbers.count == 2, numbers[0] <= numbers[1] {
      return (numbers[0]...numbers[1]).contains(wanted)
    }
    return numbers.count >= 2 && numbers.contains(wanted)
  }

  /// The comparison key of a house number: folded with spaces removed (`9 A` → `9a`).
  package static func houseNumberKey(_ raw: String) -> String {
    TextFolding.fold(raw).filter { $0 != " " }
  }

  /// Words that are Finnish or Swedish street-type suffixes when written apart.
  package static let streetWords: Set<String> = [
    "katu", "tie", "kuja", "polku", "tori", "ranta", "puisto", "vayla", "kaari", "rinne", "aukio",
    "gatan", "vagen", "grand", "stigen", "torget", "kajen", "backen", "parken", "strand",
  ]

  private static let wordExpansions: [String: String] = [
    "st": "street", "rd": "road", "ave": "avenue", "av": "avenue", "blvd": "boulevard", "dr": "drive",
    "ln": "lane", "str": "strasse",
  ]

  // Finnish direction prefixes, written short with a full stop (`Pohj. Esplanadi`).
  private static let directionAbbreviations: [String: String] = [
    "pohj": "pohjois", "et": "etelä", "it": "itä", "länt": "länsi", "lans": "länsi",
  ]

  /// Direction words joined to the following word (`pohjois esplanadi` → `pohjoisesplanadi`).
  private static let directionWords: Set<String> = ["pohjois", "etela", "ita", "lansi"]

  // Abbreviation endings (before the full stop) and what they stand for.
  private static let suffixes: [(String, String)] = [
    ("str", "straße"), ("kj", "kuja"), ("k", "katu"), ("t", "tie"), ("g", "gatan"), ("v", "vägen"),
  ]

  private static func expandAbbreviations(_ text: String) -> String {
    guard text.unicodeScalars.contains(".") else { return text }
    var words: [String] = []
    for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
      if word.hasSuffix("."), let direction = directionAbbreviations[word.dropLast().lowercased()] {
        words.append(direction)
      } else if word.hasSuffix("."), let expanded = expand(String(word.dropLast())) {
        // A lone abbreviation (`Aleksanterin k.`) belongs to the word before it.
        if expanded.isSuffixOnly, words.last?.last?.isLetter == true {
          words[words.count - 1] += expanded.text
        } else {
          words.append(expanded.text)
        }
      } else {
        words.append(word)
      }
    }
    return words.joined(separator: " ")
  }

  private static func expand(_ stem: String) -> (text: String, isSuffixOnly: Bool)? {
    let lower = stem.lowercased()
    for (abbreviation, full) in suffixes where lower.hasSuffix(abbreviation) {
      let base = stem.dropLast(abbreviation.count)
      if base.isEmpty { return (full, true) }
      // `Mannerheimint.` → `Mannerheimintie`; short words (`St.`, `Dr.`) are not street stems.
      guard base.count >= 4, base.last?.isLetter == true else { return nil }
      return (base + full, false)
    }
    return nil
  }
}
