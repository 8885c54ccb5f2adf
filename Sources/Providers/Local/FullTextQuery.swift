import EnrichCore

/// Builds FTS5 MATCH expressions from folded query words. Words are folded to letters and
/// digits only (see `TextFolding`), so quoting them is enough to make any input safe.
enum FullTextQuery {
  /// One group per word: the word, its prefix form and index words one typo away; groups joined
  /// by `OR` (any word may hit) or by `AND`. With `prefixAll` every word is also a prefix
  /// (autocomplete); otherwise only 4+ letter words the index does not contain (`stockm` finds
  /// `stockmann`), because prefix scans of common words are what makes a query slow. At most
  /// `MatchingLimits.searchWords` distinct words take part (a cell may hold thousands).
  static func expression(
    _ words: [String], corrector: TermCorrector, prefixAll: Bool, joiner: String
  ) throws -> String? {
    var groups: [String] = []
    var seen: Set<String> = []
    for word in words where !word.isEmpty && seen.insert(word).inserted {
      if groups.count == MatchingLimits.searchWords { break }
      groups.append(try corrector.matchGroup(of: word, prefixAll: prefixAll))
    }
    return groups.isEmpty ? nil : groups.joined(separator: " \(joiner) ")
  }

  /// The group of one word (`expression`), which depends on the word and the index only.
  static func group(of word: String, corrector: TermCorrector, prefixAll: Bool) throws -> String {
    var alternatives = ["\"\(word)\""]
    // Words too long for fuzzy matching match exactly only, not as prefixes either.
    if MatchingLimits.allowsFuzzy(word),
      prefixAll ? word.count >= 2 : try word.count >= 4 && !corrector.contains(word)
    {
      alternatives.append("\"\(word)\"*")
    }
    alternatives += try corrector.corrections(of: word).prefix(8).map { "\"\($0)\"" }
    return "(" + alternatives.joined(separator: " OR ") + ")"
  }
}
