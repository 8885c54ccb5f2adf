import EnrichCore
import EnrichSystem

/// What the provider knows of an index's words, shared by all its connections: the small sets
/// read when it opens (city words, street type words) and memos of the lookups that go to the
/// persisted tables (`VocabularyTables`) word by word, so opening costs the same whatever the
/// index's size. Spreadsheets repeat the same words row after row, so the memos hit often.
final class IndexVocabulary: Sendable {
  /// Words of the index's city names, in every language (`helsinki`, `helsingfors`).
  let cityWords: Set<String>
  /// The towns those words name, to tell a query about another town.
  let towns: TownCoverage
  /// Words of several (3+) of the index's streets (`rue`, `avenue`, `katu`): a street's type.
  let streetTypeWords: Set<String>
  /// Whether the index has other names of streets at all.
  let hasAliases: Bool
  let corrections = WordMemo<[String]>(capacity: 50_000)
  let knownTerms = WordMemo<Bool>(capacity: 50_000)
  let knownStreetWords = WordMemo<Bool>(capacity: 50_000)
  let aliasTargets = WordMemo<String?>(capacity: 50_000)
  /// Each word's full-text group (`TermCorrector.matchGroup`), without and with every word a
  /// prefix.
  let matchGroups = WordMemo<String>(capacity: 10_000)
  let prefixMatchGroups = WordMemo<String>(capacity: 2_000)

  /// Reads the small tables of `database`.
  init(database: SQLiteDatabase) throws {
    var cities: Set<String> = []
    let cityRows = try database.prepare("SELECT word FROM city_words", purpose: "read the index's city names")
    while try cityRows.step() { cities.insert(cityRows.text(0) ?? "") }
    cityWords = cities
    towns = TownCoverage(cityWords: cities)
    var types: Set<String> = []
    let typeRows = try database.prepare(
      "SELECT word FROM street_words WHERE streets >= 3", purpose: "read the index's street types")
    while try typeRows.step() {
      let word = typeRows.text(0) ?? ""
      if word.count >= 2, word.first?.isLetter == true { types.insert(word) }
    }
    streetTypeWords = types
    hasAliases = try database.prepare(
      "SELECT 1 FROM street_aliases LIMIT 1", purpose: "read street aliases"
    ).step()
  }

  func corrector(_ database: SQLiteDatabase) -> TermCorrector {
    TermCorrector(database: database, vocabulary: self)
  }

  func streetWords(_ database: SQLiteDatabase) -> StreetWords {
    StreetWords(database: database, vocabulary: self)
  }

  func aliases(_ database: SQLiteDatabase) -> StreetAliases {
    StreetAliases(database: hasAliases ? database : nil, vocabulary: self)
  }
}

/// Whether a word is a word of the index's streets (or of their other names), one connection.
struct StreetWords {
  let database: SQLiteDatabase
  let vocabulary: IndexVocabulary

  func contains(_ word: String) throws -> Bool {
    try vocabulary.knownStreetWords.value(for: word) { word in
      let statement = try database.cached(
        "SELECT 1 FROM street_words WHERE word = ?1", purpose: "look up a street word")
      try statement.bind(word, at: 1)
      return try statement.step()
    }
  }
}
