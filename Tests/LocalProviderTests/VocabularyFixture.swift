import EnrichSystem
import Foundation

@testable import LocalProvider

/// A real index file holding only the given words, with its word tables written by the build's
/// own code (`VocabularyTables`), for tests of the lookups over them.
enum VocabularyFixture {
  static func corrector(terms: [String]) throws -> TermCorrector {
    let database = try database(terms: terms)
    return try IndexVocabulary(database: database).corrector(database)
  }

  static func database(terms: [String]) throws -> SQLiteDatabase {
    let path = SharedIndex.directory + "/vocabulary-\(UUID().uuidString).sqlite"
    let database = try SQLiteDatabase(path: path, mode: .create)
    try database.exec(
      IndexSchema.create
        + "CREATE TABLE terms(term TEXT PRIMARY KEY, documents INTEGER NOT NULL) WITHOUT ROWID;",
      purpose: "create a test index")
    let insert = try database.prepare("INSERT INTO terms VALUES(?1, 1)", purpose: "insert a word")
    for term in terms { try insert.run([.text(term)]) }
    try VocabularyTables.write(into: database)
    return database
  }
}
