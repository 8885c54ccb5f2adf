import Testing

@testable import LocalProvider

/// Which tags hold names (checked on bytes since issue 16: the same answers as before).
@Suite struct NameKeyTests {
  @Test(arguments: [
    ("name", true), ("name:fi", true), ("brand", true), ("alt_name", true), ("old_name:sv", true),
    ("official_name", true), ("name:etymology", false), ("name:etymology:wikidata", false),
    ("brand:wikidata", false), ("name:pronunciation", false), ("wikidata", false), ("amenity", false),
    ("addr:street", false), ("not:name", false),
  ])
  func nameKeys(_ key: String, _ isName: Bool) {
    #expect(IndexWriter.isNameKey(key) == isName, "\(key)")
  }
}
