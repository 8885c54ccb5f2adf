import EnrichCore
import EnrichSystem
import Foundation
import Testing

@testable import LocalProvider

/// The typo index and the street and city words are written into the index when it is built
/// (schema 4) and read from there: opening an index rebuilds nothing.
@Suite struct PersistedVocabularyTests {
  /// A private copy of the sample index, to change.
  func copy() throws -> String {
    let path = SharedIndex.directory + "/vocabulary-copy-\(UUID().uuidString).sqlite"
    try FileManager.default.copyItem(atPath: try SharedIndex.build.get().path, toPath: path)
    return path
  }

  @Test func theBuildWritesEveryDeletionOfAWordPointingBackToIt() throws {
    let database = try SQLiteDatabase(path: try SharedIndex.build.get().path, mode: .readOnly)
    let statement = try database.prepare(
      "SELECT variant FROM term_variants WHERE term = 'kappeli' ORDER BY variant", purpose: "t")
    var variants: [String] = []
    while try statement.step() { variants.append(statement.text(0) ?? "") }
    #expect(variants == ["appeli", "kapeli", "kappei", "kappel", "kappli", "kppeli"])
    #expect(
      try database.scalarText("SELECT term FROM term_doubles WHERE collapsed = 'kapeli'", purpose: "t")
        == "kappeli")
    #expect(
      try database.scalarText("SELECT word FROM city_words WHERE word = 'helsinki'", purpose: "t")
        == "helsinki")
    #expect(
      try database.scalarText("SELECT word FROM street_words WHERE word = 'aleksanterinkatu'", purpose: "t")
        == "aleksanterinkatu")
  }

  @Test func correctionsComeFromThePersistedTableNotFromARebuild() throws {
    let path = try copy()
    let database = try SQLiteDatabase(path: path)
    #expect(
      try IndexVocabulary(database: database).corrector(database).corrections(of: "kapelli") == [
        "kapell", "kappeli",
      ])
    // (`kapell` is `kapelli` less a letter: found in `terms` itself.) Without its rows
    // `kappeli` is no longer one typo away, though `terms` still holds it: a
    // corrector rebuilt from the vocabulary would still find it.
    try database.exec(
      "DELETE FROM term_variants WHERE term = 'kappeli'; DELETE FROM term_doubles WHERE term = 'kappeli'",
      purpose: "t")
    let corrector = try IndexVocabulary(database: database).corrector(database)
    #expect(try corrector.contains("kappeli"))
    #expect(try corrector.corrections(of: "kapelli") == ["kapell"])
  }

  @Test func anIndexOfTheOldSchemaIsRefusedWithTheCommandToRebuild() throws {
    let path = try copy()
    try SQLiteDatabase(path: path).exec(
      "UPDATE meta SET value = '3' WHERE key = 'schema_version'; DROP TABLE term_variants", purpose: "t")
    let error = #expect(throws: ProviderError.self) {
      try LocalProvider(indexPath: path, metrics: ProviderMetrics())
    }
    #expect(error?.kind == .unusable)
    #expect(error?.message.contains("index schema 3, expected \(IndexSchema.version)") == true)
    #expect(error?.message.contains("rebuild it with `enrich index build`") == true)
  }

  @Test func aTypoIsStillCorrectedThroughTheProvider() async throws {
    let places = try await SharedIndex.get().searchText(TextSearchRequest(textQuery: "Kapelli"))
    #expect(places.first?.place.name == "Kappeli")
  }
}
