import EnrichCore

/// Finds the index's own words within one typo of a query word (`kapelli` → `kappeli`), so
/// full-text search can find places whose names a user misspelt. Built once per provider from
/// the index's `terms` table with a deletion neighbourhood: every word and every form of it
/// with one letter removed point back to the word.
struct TermCorrector: Sendable {
  private var terms: Set<String> = []
  private var byDeletion: [String: [String]] = [:]
  private var byCollapsedDoubles: [String: [String]] = [:]
  /// Spreadsheets repeat the same words row after row (names, streets, the city).
  private let memo = BoundedMemo<String, [String]>(capacity: 50_000)

  init(terms words: [String]) {
    terms = Set(words)
    for word in words where Self.isCorrectable(word) {
      for variant in Self.deletions(of: word) { byDeletion[variant, default: []].append(word) }
      byCollapsedDoubles[Self.collapsed(word), default: []].append(word)
    }
  }

  /// Whether the index contains `word` exactly.
  func contains(_ word: String) -> Bool { terms.contains(word) }

  /// Index words within one edit (insertion, deletion, substitution, adjacent swap) of `word`, or
  /// differing only in doubled letters,
  /// excluding `word` itself; empty for words shorter than 4 letters or longer than
  /// `MatchingLimits.fuzzyWordLength` (the variants of a word cost the square of its length).
  func corrections(of word: String) -> [String] {
    guard Self.isCorrectable(word) else { return [] }
    if let known = memo.value(for: word) { return known }
    let found = lookUpCorrections(of: word)
    memo.insert(found, for: word)
    return found
  }

  private func lookUpCorrections(of word: String) -> [String] {
    var found: Set<String> = []
    for key in [word] + Self.deletions(of: word) {
      for candidate in byDeletion[key] ?? [] where candidate != word {
        found.insert(candidate)
      }
      if key != word, terms.contains(key) { found.insert(key) }
    }
    let bytes = Array(word.utf8)
    found = found.filter { EditDistance.withinOne(bytes, Array($0.utf8)) }
    for candidate in byCollapsedDoubles[Self.collapsed(word)] ?? [] where candidate != word {
      found.insert(candidate)
    }
    return found.sorted()
  }

  /// Words of 4 to `MatchingLimits.fuzzyWordLength` letters, starting with a letter.
  private static func isCorrectable(_ word: String) -> Bool {
    MatchingLimits.allowsFuzzy(word) && word.count >= 4 && word.first?.isLetter == true
  }

  private static func collapsed(_ word: String) -> String {
    String(decoding: NameSimilarity.collapsingDoubles(Array(word.utf8)), as: UTF8.self)
  }

  private static func deletions(of word: String) -> [String] {
    let bytes = Array(word.utf8)
    if bytes.allSatisfy({ $0 > 0x20 && $0 < 0x80 }) {
      // Printable ASCII (most words): one byte is one character, and bytes are far cheaper.
      return bytes.indices.map { index in
        var copy = bytes
        copy.remove(at: index)
        return String(decoding: copy, as: UTF8.self)
      }
    }
    let characters = Array(word)
    return characters.indices.map { index in
      var copy = characters
      copy.remove(at: index)
      return String(copy)
    }
  }
}
