/// Normalises street names and house numbers so `Aleksanterink. 22`, `Aleksanterin katu 22`
/// and `ALEKSANTERINKATU 22` agree, and `Av. de la Costa`, `Avda. de la Costa` and `Avenida de
/// la Costa` too: street types and their abbreviations per language come from `StreetTypes`.
///
/// Abbreviations are read on the raw text, where the full stop or slash is the signal: one
/// written before a name (`Av.`, `C/`, `Pl.`, `p.za`) at the start of a comma-separated part or
/// after a house number; an abbreviated ending of a joined name (`Hauptstr.`, `Aleksanterink.`,
/// `Drottningg.`), or the same ending alone after the name (`Aleksanterin k.`); one written as
/// a word after the name (`Narva mnt.`). After folding, a separate Finnish, Swedish or other
/// joined street word is joined to the word before it, abbreviations usable bare are spelled
/// out (`st`, `avda`, `blvd`), and every street-type word becomes its concept's first word
/// (`avenida`, `avinguda` → `avenue`; `calle`, `rue`, `via` → `street`; `plaza` → `square`).
package enum StreetNames {
  /// The street name's comparison key: folded, abbreviations expanded, compounds joined.
  /// `Pohj. Esplanadi` → `pohjoisesplanadi`, `Mannerheimint.` → `mannerheimintie`.
  package static func key(_ street: String) -> String {
    streetTokens(street).joined(separator: " ")
  }

  /// `expandedTokens` of text known to be a street or an address line, with German names
  /// written short without their full stop spelled out (`Landstr 34`): in a name `Pastr` is
  /// `Pastor` written short, not a street.
  package static func streetTokens(_ text: String) -> [String] {
    expandedTokens(text).map { joinedBareStreet($0) ?? $0 }
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
    let lexicon = StreetTypeLexicon.shared
    // Built anew rather than joined in place: removing from the middle is quadratic in the
    // number of words (a cell of `a katu b katu ...`).
    var tokens: [String] = []
    for token in TextFolding.tokens(expandAbbreviations(expandHyphenated(text))) {
      if let previous = tokens.last,
        streetWords.contains(token) && previous.first?.isNumber == false
          || directionWords.contains(previous) && token.first?.isLetter == true
      {
        tokens[tokens.count - 1] += token
      } else {
        tokens.append(token)
      }
    }
    return tokens.map { token in
      let word = lexicon.bare[token] ?? token
      return lexicon.concept[word] ?? word
    }
  }

  /// A German street name written short without its full stop (`Landstr 34`, `Austr 5`): the
  /// folded token ending in `str` after a stem of two letters or more, spelled out.
  static func joinedBareStreet(_ token: String) -> String? {
    guard token.utf8.count >= 5, token.hasSuffix("str"), token.first?.isLetter == true else { return nil }
    return token + "asse"
  }

  /// Folded words that only announce the house number that follows (`Nr. 4`, `nº 12`, `д. 15`,
  /// `дом 15`), in the languages the street table covers.
  package static let numberMarkers: Set<String> = [
    "no", "nr", "n", "num", "numero", "nro", "nummer", "nº", "nª",
    // Russian, Ukrainian, Bulgarian, Serbian (`д. 15`, `дом 15`, `буд. 3`, `бр. 7`)
    "д", "дом", "буд", "будинок", "бр", "број",
  ]

  /// Whether a folded, expanded token is a street-type word (`street`, `square`, `katu`): alone
  /// it names no street.
  package static func isStreetType(_ token: String) -> Bool {
    let lexicon = StreetTypeLexicon.shared
    return lexicon.concept[token] != nil || lexicon.joinedWords.contains(token)
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
    return houseNumberList(stored)?.contains(wanted) ?? false
  }

  /// The building numbers of a stored range or list (`14-20`, `3,5`), parsed once for callers
  /// that compare it with many numbers.
  package struct HouseNumberList: Sendable {
    let isRange: Bool
    let numbers: [Int]

    /// Whether the range or list covers the building number `wanted`.
    package func contains(_ wanted: Int) -> Bool {
      if isRange, numbers.count == 2, numbers[0] <= numbers[1] {
        return (numbers[0]...numbers[1]).contains(wanted)
      }
      return numbers.count >= 2 && numbers.contains(wanted)
    }
  }

  /// `stored` as a range or list; nil when it is neither (no `-`, `–`, `,` or `;`).
  package static func houseNumberList(_ stored: String) -> HouseNumberList? {
    // Scalars, not `String.contains(String)`: that goes through Foundation and is slow here.
    let scalars = stored.unicodeScalars
    let isRange = scalars.contains("-") || scalars.contains("–")
    guard isRange || scalars.contains(",") || scalars.contains(";") else { return nil }
    let numbers = stored.split(whereSeparator: { "-–,;".contains($0) }).compactMap {
      Int($0.drop { $0 == " " }.prefix { $0.isNumber })
    }
    return HouseNumberList(isRange: isRange, numbers: numbers)
  }

  /// The comparison key of a house number: folded with spaces removed (`9 A` → `9a`).
  package static func houseNumberKey(_ raw: String) -> String {
    TextFolding.fold(raw).filter { $0 != " " }
  }

  /// Words of joined-name languages that are street types when written apart (`katu`, `gatan`),
  /// and so joined to the word before them.
  package static let streetWords: Set<String> = StreetTypeLexicon.shared.joinedWords.union([
    "kuja", "polku", "tori", "ranta", "puisto", "vayla", "kaari", "rinne", "aukio", "grand", "stigen",
    "torget", "kajen", "backen", "parken", "strand",
  ]).subtracting([
    "strasse", "straat", "platz", "plads", "plass", "plein", "weg", "vej", "allee", "alle", "ring",
  ])

  // Finnish direction prefixes, written short with a full stop (`Pohj. Esplanadi`).
  private static let directionAbbreviations: [String: String] = [
    "pohj": "pohjois", "et": "etelä", "it": "itä", "länt": "länsi", "lans": "länsi",
  ]

  /// Direction words joined to the following word (`pohjois esplanadi` → `pohjoisesplanadi`).
  private static let directionWords: Set<String> = ["pohjois", "etela", "ita", "lansi"]

  /// Endings that are a word of their own when written alone after a name (`Berliner Str.`
  /// is `Berliner Straße`), where the others join it (`Aleksanterin k.` → `Aleksanterinkatu`).
  private static let separateWhenAlone: Set<String> = ["str", "pl", "al", "wg", "ch", "gt", "vn"]

  /// `text` with abbreviations written with a hyphen spelled out (`пр-кт Мира` → `проспект
  /// Мира`, `Химиков б-р` → `Химиков бульвар`).
  private static func expandHyphenated(_ text: String) -> String {
    guard text.unicodeScalars.contains("-") else { return text }
    let lexicon = StreetTypeLexicon.shared
    return text.split(separator: " ", omittingEmptySubsequences: false).map { word in
      var key = word.lowercased()
      let comma = key.hasSuffix(",")
      if comma { key.removeLast() }
      if key.hasSuffix(".") { key.removeLast() }
      guard key.contains("-"), let full = lexicon.hyphenated[key] else { return String(word) }
      return comma ? full + "," : full
    }.joined(separator: " ")
  }

  private static func expandAbbreviations(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard scalars.contains(".") || scalars.contains("/") || scalars.contains("º") else { return text }
    let lexicon = StreetTypeLexicon.shared
    var words: [String] = []
    // Whether the next word starts a part (the text's start, after a comma or a number).
    var atStart = true
    for raw in splitWords(text) {
      var word = raw
      let endsPart = word.hasSuffix(",")
      if endsPart { word.removeLast() }
      let lower = lookupKey(word)
      if atStart, let full = lexicon.before[lower] {
        words.append(full)
      } else if word.hasSuffix("."), let direction = directionAbbreviations[String(lower.dropLast())] {
        words.append(direction)
      } else if !atStart, let full = lexicon.after[lower] {
        words.append(full)
      } else if word.hasSuffix("."), let expanded = expandJoined(String(word.dropLast())) {
        // A lone ending (`Aleksanterin k.`) belongs to the word before it.
        if expanded.isSuffixOnly, words.last?.last?.isLetter == true, !expanded.separate {
          words[words.count - 1] += expanded.text
        } else {
          words.append(expanded.text)
        }
      } else {
        words.append(word)
      }
      if endsPart { words[words.count - 1] += "," }
      atStart = endsPart || word.first?.isNumber == true
    }
    return words.joined(separator: " ")
  }

  /// The text's words, with an abbreviation glued to the next word split off (`C/Mayor`,
  /// `Avda.Diagonal`).
  private static func splitWords(_ text: String) -> [String] {
    let lexicon = StreetTypeLexicon.shared
    var words: [String] = []
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      if let mark = word.firstIndex(where: { $0 == "/" || $0 == "." }),
        mark != word.index(before: word.endIndex),
        lexicon.before[lookupKey(String(word))] == nil
      {
        let head = word[...mark]
        let rest = word[word.index(after: mark)...]
        if lexicon.before[lookupKey(String(head))] != nil, rest.first?.isLetter == true {
          words += [String(head), String(rest)]
          continue
        }
      }
      words.append(String(word))
    }
    return words
  }

  /// A written word as the lexicon spells abbreviations: folded letters, its `.`, `/` and `-`
  /// kept (`Pç.` → `pc.`, `Șos.` → `sos.`, `V.le` → `v.le`).
  private static func lookupKey(_ word: String) -> String {
    var key = ""
    for character in word {
      if character == "." || character == "/" || character == "-" {
        key.append(character)
      } else if character == "º" || character == "ª" {
        key.append(".")  // `Pº`, `nº`: a raised letter marks an abbreviation like a full stop
      } else {
        key += TextFolding.fold(String(character))
      }
    }
    return key
  }

  private static func expandJoined(_ stem: String) -> (text: String, isSuffixOnly: Bool, separate: Bool)? {
    let lower = stem.lowercased()
    for (ending, full) in StreetTypeLexicon.shared.joined where lower.hasSuffix(ending) {
      let base = stem.dropLast(ending.count)
      if base.isEmpty { return (full, true, separateWhenAlone.contains(ending)) }
      // `Mannerheimint.` → `Mannerheimintie`; `Karl-Marx-Str.`; short words (`St.`, `Dr.`) are
      // not street stems, but before an ending of three letters or more a short one is
      // (`Austr.`, `Hagstr.`).
      guard base.count >= (ending.count >= 3 ? 2 : 4), base.last?.isLetter == true || base.last == "-" else {
        continue
      }
      return (base + full, false, false)
    }
    return nil
  }
}
