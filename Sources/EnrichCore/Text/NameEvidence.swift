/// How far one name explains another, counting only the words that tell places apart.
///
/// Each word of a name has a role: *telling* (`Savotta`, `Paris`, `29`), *type*
/// (`TypeWords`: `Ravintola`, `Café`, `Parc`, `Refugi`) or *filler* (`NameWords`: articles,
/// prepositions, legal forms). The evidence is the smaller of two coverages — how much of the
/// row's telling words the candidate's name holds, and how much of the candidate's telling words
/// the row holds — so a name that shares only `Parc de la` with another, or that lacks the
/// other's only telling word (`Lost` for `Lost In Helsinki`), is no evidence. Type words are
/// checked against the candidate's category instead (`typeAgreement`). A name made of type words
/// and fillers only (`Casino shop`, `Kappeli`) is compared on those; a row made of type words only
/// (`pharmacy`) names a category, not a place.
///
/// Scores are in [0, 1]: 1 only for the same words (after folding); a name that differs only in
/// type words or fillers, or by a typo, scores at most `nearMatch`.
package struct NameEvidence: Sendable {
  /// The best score of names that are not word for word the same: a margin above it tells an
  /// exact name from its near twins (`Le Musée…` vs `Musée…`).
  package static let nearMatch = 0.94

  /// A name prepared once: its folded words and their roles. A class: profiles are remembered
  /// and compared with many others, and copying a dozen references for each was costly.
  package final class Profile: Sendable {
    package let name: FoldedName
    /// Indices of the words that count as name evidence.
    package let telling: [Int]
    /// The type words (`TypeWords`) of the name.
    package let typeWords: [String]
    /// Whether the name has words that tell places apart (not only type words and fillers).
    package let hasTellingWords: Bool
    /// Words that weigh little when unmatched (the row's own city appended to a name).
    let lightWords: Set<String>
    /// The words that are neither telling nor legal forms (type words, articles).
    let rest: [String]

    /// - Parameters:
    ///   - lightWords: folded words that cost little when the other name lacks them (the
    ///     row's city: `Starbucks Helsinki` for `Starbucks`).
    ///   - text: the name as written, when known: its letters of other scripts are read into
    ///     Latin from it (folding drops Devanagari vowel signs).
    package init(_ name: FoldedName, lightWords: Set<String> = [], text: String? = nil) {
      self.name = name
      self.lightWords = lightWords
      let source = text ?? name.tokens.joined(separator: " ")
      transliterated = Transliteration.hasOtherScript(source) ? LooseLatin.name(source) : nil
      var telling: [Int] = []
      var typeIndices: [Int] = []
      var typeWords: [String] = []
      for (index, token) in name.tokens.enumerated() {
        if NameWords.isArticle(token) || NameWords.isLegalForm(token) { continue }
        if TypeWords.contains(token) {
          typeIndices.append(index)
          typeWords.append(token)
        } else {
          telling.append(index)
        }
      }
      hasTellingWords = !telling.isEmpty
      self.typeWords = typeWords
      if !telling.isEmpty {
        self.telling = telling
      } else if !typeIndices.isEmpty {
        self.telling = typeIndices
      } else {
        self.telling = Array(name.tokens.indices)
      }
      let tellingSet = Set(self.telling)
      rest = name.tokens.indices.filter {
        !tellingSet.contains($0) && !NameWords.isLegalForm(name.tokens[$0])
      }
      .map { name.tokens[$0] }
      tellingWords = self.telling.map { name.tokens[$0] }
      tellingJoined = tellingWords.joined()
      words = NameEvidence.withJoinedPairs(name.tokens)
      wordLengths = words.map(NameSimilarity.characterCount)
      hasNumbers = name.tokens.contains { $0.startsWithNumber }
      if lightWords.isEmpty {
        (context, contextLengths) = (words, wordLengths)
      } else {
        context = words + Array(lightWords)
        contextLengths = context.map(NameSimilarity.characterCount)
      }
    }

    /// The name's `LooseLatin` keys when it has letters of another script (`Transliteration`):
    /// compared with a Latin name's keys (`Шоколадница` with `Shokoladnitsa`).
    let transliterated: [String]?

    // Worked out once: a profile is compared with many others (every candidate of a query).
    let tellingWords: [String]
    let tellingJoined: String
    /// The tokens plus adjacent pairs written together, and their lengths.
    let words: [String]
    let wordLengths: [Int]
    let hasNumbers: Bool
    /// `words` and the light words (in any order: coverage takes the best match), and their
    /// lengths.
    let context: [String]
    let contextLengths: [Int]

    /// Whether the name only says a category (`pharmacy`, `Café`): type words and fillers.
    package var isCategoryOnly: Bool { !hasTellingWords && !typeWords.isEmpty }
  }

  /// Whether a word tells places apart (`Profile.hasTellingWords`): neither a filler (article,
  /// legal form) nor a type word.
  package static func isTelling(_ word: String) -> Bool {
    !NameWords.isArticle(word) && !NameWords.isLegalForm(word) && !TypeWords.contains(word)
  }

  /// The profile of a place's name, remembered: the same names are compared row after row.
  package static func profile(of name: String) -> Profile {
    guard MatchingLimits.isMemoizable(name) else { return Profile(FoldedName(name), text: name) }
    return profiles.value(for: name, orMake: { Profile(FoldedName($0), text: $0) })
  }

  private static let profiles = BoundedMemo<String, Profile>(capacity: 50_000)

  /// How well `row` (what the user typed) is explained by `candidate` (one of the names of a
  /// place with `types`). When one of them is written in another script, their romanised keys
  /// (`LooseLatin`) are compared too, and the better evidence counts (at most `nearMatch`).
  package static func score(_ row: Profile, _ candidate: Profile, types: [String] = []) -> Double {
    let direct = scoreAsWritten(row, candidate, types: types)
    guard direct < nearMatch, row.transliterated != nil || candidate.transliterated != nil else {
      return direct
    }
    let romanised = scoreAsWritten(romanised(row), romanised(candidate), types: types)
    return max(direct, min(nearMatch, romanised))
  }

  /// The profile of `profile`'s `LooseLatin` keys (remembered for names without light words).
  static func romanised(_ profile: Profile) -> Profile {
    let tokens = profile.transliterated ?? LooseLatin.name(profile.name.tokens.joined(separator: " "))
    guard profile.lightWords.isEmpty else {
      return Profile(FoldedName(tokens: tokens), lightWords: Set(profile.lightWords.flatMap(LooseLatin.name)))
    }
    let key = tokens.joined(separator: " ")
    guard MatchingLimits.isMemoizable(key) else { return Profile(FoldedName(tokens: tokens)) }
    return romanisedProfiles.value(for: key, orMake: { _ in Profile(FoldedName(tokens: tokens)) })
  }

  private static let romanisedProfiles = BoundedMemo<String, Profile>(capacity: 50_000)

  /// `score` on the names as written.
  static func scoreAsWritten(_ row: Profile, _ candidate: Profile, types: [String]) -> Double {
    let rowName = row.name
    let candidateName = candidate.name
    if rowName.isEmpty || candidateName.isEmpty { return 0 }
    if rowName.joined == candidateName.joined { return 1 }
    // A row that names a category explains no particular place, unless the place's name is
    // only such words too (`Casino shop`), and the other way round.
    if row.isCategoryOnly, candidate.hasTellingWords { return 0 }
    var rowTelling = row.tellingWords
    var rowJoined = row.tellingJoined
    let candidateTelling = candidate.tellingWords
    if !candidate.hasTellingWords, row.hasTellingWords {
      // The place's name is type words only (`Le Palace Café`): the row's words, type words
      // included, are compared with them (`Le Palcae Café`).
      rowTelling = rowName.tokens.filter { !NameWords.isArticle($0) && !NameWords.isLegalForm($0) }
      rowJoined = rowTelling.joined()
    }
    var core: Double
    if rowJoined == candidate.tellingJoined {
      core = 1
    } else {
      // Names of type words only: a type word the other lacks but whose category the place
      // has costs little (`Restaurant Le Grill` for `Le Grill`).
      let agreeing =
        row.hasTellingWords ? [] : Set(row.typeWords.filter { TypeWords.agrees($0, with: types) })
      // A number the row adds to a name without numbers (`Alepa 32`: a store number) weighs
      // little; against a name with another number (`Aleksi 13`) it counts in full.
      let forward = coverage(
        rowTelling, lightWords: row.lightWords, lightNumbers: row.hasNumbers && !candidate.hasNumbers,
        halfWords: agreeing, in: candidate.words, lengths: candidate.wordLengths, prefixes: .inCovered)
      guard forward > 0 else { return 0 }
      // The row's city (or what follows a comma in its name) explains a place's words too
      // (`Hard Rock Cafe Helsinki` for `Hard Rock Cafe` in Helsinki), a little less than its name.
      var backward = coverage(
        candidateTelling, lightWords: [], in: row.words, lengths: row.wordLengths, prefixes: .inCovering)
      if backward < 1, !row.lightWords.isEmpty {
        let widened = coverage(
          candidateTelling, lightWords: [], in: row.context, lengths: row.contextLengths,
          prefixes: .inCovering)
        backward += 0.9 * max(0, widened - backward)
      }
      core = min(forward, backward)
      // Written together or apart beyond pairs (`Itäpasila` / `Itä-Pasila`), or one typo in
      // the whole telling part.
      let a = rowJoined
      let b = candidate.tellingJoined
      if core < 0.9, a.unicodeScalars.count >= 5, b.unicodeScalars.count >= 5, MatchingLimits.allowsFuzzy(a),
        MatchingLimits.allowsFuzzy(b), EditDistance.withinOne(Array(a.utf8), Array(b.utf8))
      {
        core = 0.9
      }
    }
    let value = core * max(0.7, nearMatch - shapePenalty(row, candidate))
    return min(nearMatch, value * typeAgreement(row, candidate: candidate, types: types))
  }

  /// What the words that are not telling (type words, articles; legal forms aside) cost when
  /// one name has them and the other does not: among near twins (`Carrefour Market` /
  /// `Carrefour`, `Le Musée…` / `Musée…`) the one whose other words agree too is the likelier.
  static func shapePenalty(_ row: Profile, _ candidate: Profile) -> Double {
    func cost(_ words: [String], missingFrom other: FoldedName) -> Double {
      var total = 0.0
      for word in words where !other.tokens.contains(word) {
        total += NameWords.isArticle(word) ? 0.03 : 0.06
      }
      return total
    }
    return cost(row.rest, missingFrom: candidate.name) + cost(candidate.rest, missingFrom: row.name)
  }

  /// Whether the row's type words agree with a candidate of these types: 1 when they do (or the
  /// row has none), lower for each type word that neither the candidate's name holds nor its
  /// category matches (`Bar in Helsinki` against a shop, `Hôtel de Paris` asked as `Café de Paris`).
  package static func typeAgreement(_ row: Profile, candidate: Profile, types: [String]) -> Double {
    guard !types.isEmpty else { return 1 }
    var factor = 1.0
    for word in row.typeWords where !candidate.name.tokens.contains(word) {
      if !TypeWords.agrees(word, with: types) { factor *= 0.6 }
    }
    return factor
  }

  enum Prefixes { case inCovered, inCovering }

  /// Weighted share of `words` found in `tokens` (typos and short forms tolerated); lone
  /// letters and digits weigh half, `halfWords` half and `lightWords` a fifth when missing.
  static func coverage(
    _ words: [String], lightWords: Set<String>, lightNumbers: Bool = false, halfWords: Set<String> = [],
    in tokens: [String], lengths: [Int]? = nil, prefixes: Prefixes
  ) -> Double {
    guard !words.isEmpty else { return 1 }
    let lengths = lengths ?? tokens.map(NameSimilarity.characterCount)
    var total = 0.0
    var matched = 0.0
    for word in words {
      let length = NameSimilarity.characterCount(word)
      var best = 0.0
      for (index, token) in tokens.enumerated() where best < 1 {
        // A user writes short (`Stockm`): the covered side's word may be a prefix of the
        // covering side's only when it is the row's.
        let value: Double
        if word == token {
          value = 1
        } else if prefixes == .inCovered ? length < lengths[index] : lengths[index] < length {
          value = NameSimilarity.tokenScore(word, token)
        } else {
          value = NameSimilarity.typoScore(word, token)
        }
        best = max(best, value)
      }
      var weight = length == 1 ? 0.5 : 1
      if best == 0, lightWords.contains(word) || lightNumbers && word.startsWithNumber { weight = 0.2 }
      if best == 0, halfWords.contains(word) { weight = 0.5 }
      total += weight
      matched += weight * best
    }
    return total > 0 ? matched / total : 0
  }

  /// The tokens plus each adjacent pair written together (`mc donalds` → `mcdonalds`).
  static func withJoinedPairs(_ tokens: [String]) -> [String] {
    var all = tokens
    for index in tokens.indices.dropLast() where tokens[index].startsWithLetter {
      all.append(tokens[index] + tokens[index + 1])
    }
    return all
  }
}
