import EnrichCore
import EnrichSystem

/// The word tables a build derives from the finished index, so that opening it reads nothing
/// in proportion to its size (schema 4): the typo index (every correctable word and its forms
/// with one letter removed: `term_variants`; its form with doubled letters collapsed:
/// `term_doubles`), the words of the streets and of their other names (`street_words`, with how
/// many streets have each), and the words of city names (`city_words`). Before, the provider
/// rebuilt all of these in memory every time it opened an index.
enum VocabularyTables {
  static let create = """
    CREATE TABLE term_variants(variant TEXT NOT NULL, term TEXT NOT NULL, PRIMARY KEY(variant, term))
      WITHOUT ROWID;
    CREATE TABLE term_doubles(collapsed TEXT NOT NULL, term TEXT NOT NULL, PRIMARY KEY(collapsed, term))
      WITHOUT ROWID;
    CREATE TABLE street_words(word TEXT PRIMARY KEY, streets INTEGER NOT NULL) WITHOUT ROWID;
    CREATE TABLE city_words(word TEXT PRIMARY KEY) WITHOUT ROWID;
    """

  /// Writes the tables from `terms`, `streets`, `street_aliases` and the places' and addresses'
  /// cities (call after every other table is complete: inherited addresses give cities too).
  static func write(into database: SQLiteDatabase) throws(SQLiteError) {
    try database.exec(create + "BEGIN;", purpose: "create the word tables")
    try writeTerms(database)
    try writeStreetWords(database)
    try writeCityWords(database)
    try database.exec("COMMIT", purpose: "commit the word tables")
  }

  /// The typo index. Variants go to a scratch table first and are inserted in key order, so
  /// the B-trees are written sequentially and SQLite's sorter (on disk) bounds the memory. The
  /// scratch tables are temporary: they go when the build's connection closes.
  static func writeTerms(_ database: SQLiteDatabase) throws(SQLiteError) {
    try database.exec(
      "CREATE TEMP TABLE scratch_variants(variant TEXT, term TEXT); CREATE TEMP TABLE scratch_doubles(collapsed TEXT, term TEXT)",
      purpose: "create the typo index scratch tables")
    let insertVariant = try database.prepare(
      "INSERT INTO scratch_variants VALUES(?1, ?2)", purpose: "write the typo index")
    let insertDouble = try database.prepare(
      "INSERT INTO scratch_doubles VALUES(?1, ?2)", purpose: "write the typo index")
    let terms = try database.prepare("SELECT term FROM terms", purpose: "read the index vocabulary")
    while try terms.step() {
      guard let word = terms.text(0), isCorrectable(word) else { continue }
      for variant in Set(deletions(of: word)) { try insertVariant.run([.text(variant), .text(word)]) }
      try insertDouble.run([.text(collapsed(word)), .text(word)])
    }
    try database.exec(
      """
      INSERT OR IGNORE INTO term_variants SELECT variant, term FROM scratch_variants ORDER BY 1, 2;
      INSERT OR IGNORE INTO term_doubles SELECT collapsed, term FROM scratch_doubles ORDER BY 1, 2;
      """, purpose: "write the typo index")
  }

  /// Each street word with the number of streets that have it; the words of other names of
  /// streets (`Alexandersgatan`) are street words too (with 0 when no street key has them).
  static func writeStreetWords(_ database: SQLiteDatabase) throws(SQLiteError) {
    let streets = try database.prepare("SELECT street_key FROM streets", purpose: "read the index's streets")
    var counts: [String: Int] = [:]
    while try streets.step() {
      for word in Set((streets.text(0) ?? "").split(separator: " ").map(String.init)) {
        counts[word, default: 0] += 1
      }
    }
    let aliases = try database.prepare("SELECT alias_key FROM street_aliases", purpose: "read street aliases")
    while try aliases.step() {
      for word in (aliases.text(0) ?? "").split(separator: " ") where counts[String(word)] == nil {
        counts[String(word)] = 0
      }
    }
    let insert = try database.prepare(
      "INSERT INTO street_words(word, streets) VALUES(?1, ?2)", purpose: "write the street words")
    for (word, count) in counts.sorted(by: { $0.key < $1.key }) {
      try insert.run([.text(word), .int(Int64(count))])
    }
  }

  /// The folded words of every city the index names, in any language (`Helsingfors`).
  static func writeCityWords(_ database: SQLiteDatabase) throws(SQLiteError) {
    let cities = try database.prepare(
      """
      SELECT city FROM addresses WHERE city IS NOT NULL UNION SELECT city FROM places WHERE city IS NOT NULL
      UNION SELECT word FROM locality_words
      """,
      purpose: "read the index's city names")
    var words: Set<String> = []
    while try cities.step() { words.formUnion(TextFolding.tokens(cities.text(0) ?? "")) }
    let insert = try database.prepare(
      "INSERT INTO city_words(word) VALUES(?1)", purpose: "write the city words")
    for word in words.sorted() { try insert.run([.text(word)]) }
  }

  /// Words of 4 to `MatchingLimits.fuzzyWordLength` letters, starting with a letter.
  static func isCorrectable(_ word: String) -> Bool {
    MatchingLimits.allowsFuzzy(word) && word.count >= 4 && word.first?.isLetter == true
  }

  /// `word` with doubled letters single, in any script (`ванна` → `вана`).
  static func collapsed(_ word: String) -> String { NameSimilarity.collapsingDoubles(word) }

  static func deletions(of word: String) -> [String] {
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
