import EnrichCore
import EnrichSystem

/// Finds the index's own words within one typo of a query word (`kapelli` → `kappeli`), so
/// full-text search can find places whose names a user misspelt. The deletion neighbourhood
/// (every word and every form of it with one letter removed point back to the word) is
/// persisted at build time (`VocabularyTables`); this looks words up in it through one
/// connection, remembering answers in the provider's `IndexVocabulary`.
struct TermCorrector {
  /// Knows no words and corrects nothing (autocomplete's exact pass).
  static var none: TermCorrector { TermCorrector(database: nil, vocabulary: nil) }

  let database: SQLiteDatabase?
  let vocabulary: IndexVocabulary?

  /// Whether the index contains `word` exactly.
  func contains(_ word: String) throws -> Bool {
    guard let database, let vocabulary else { return false }
    return try vocabulary.knownTerms.value(for: word) { word in
      let statement = try database.cached(
        "SELECT 1 FROM terms WHERE term = ?1", purpose: "look up an index word")
      try statement.bind(word, at: 1)
      return try statement.step()
    }
  }

  /// Index words within one edit (insertion, deletion, substitution, adjacent swap) of `word`, or
  /// differing only in doubled letters,
  /// excluding `word` itself; empty for words shorter than 4 letters or longer than
  /// `MatchingLimits.fuzzyWordLength` (the variants of a word cost the square of its length).
  func corrections(of word: String) throws -> [String] {
    guard let database, let vocabulary, VocabularyTables.isCorrectable(word) else { return [] }
    return try vocabulary.corrections.value(for: word) { try lookUpCorrections(of: $0, in: database) }
  }

  /// `FullTextQuery.group(of:)`, remembered per word in the provider's `IndexVocabulary`: every
  /// search builds the groups of all its words, and batches repeat the same words.
  func matchGroup(of word: String, prefixAll: Bool) throws -> String {
    guard let vocabulary, MatchingLimits.isMemoizable(word) else {
      return try FullTextQuery.group(of: word, corrector: self, prefixAll: prefixAll)
    }
    return try (prefixAll ? vocabulary.prefixMatchGroups : vocabulary.matchGroups).value(for: word) {
      try FullTextQuery.group(of: $0, corrector: self, prefixAll: prefixAll)
    }
  }

  private func lookUpCorrections(of word: String, in database: SQLiteDatabase) throws -> [String] {
    var found: Set<String> = []
    let variants = try database.cached(
      "SELECT term FROM term_variants WHERE variant = ?1", purpose: "look up a word's typo corrections")
    for key in [word] + VocabularyTables.deletions(of: word) {
      variants.reset()
      try variants.bind(key, at: 1)
      while try variants.step() {
        if let candidate = variants.text(0), candidate != word { found.insert(candidate) }
      }
      if key != word, try contains(key) { found.insert(key) }
    }
    let bytes = Array(word.utf8)
    found = found.filter { EditDistance.withinOne(bytes, Array($0.utf8)) }
    let doubles = try database.cached(
      "SELECT term FROM term_doubles WHERE collapsed = ?1", purpose: "look up a word's typo corrections")
    try doubles.bind(VocabularyTables.collapsed(word), at: 1)
    while try doubles.step() {
      if let candidate = doubles.text(0), candidate != word { found.insert(candidate) }
    }
    return found.sorted()
  }
}
