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

  /// A name is stored on one line: every line feed (also the one of a CR LF) becomes a space,
  /// the rest of the text as it was.
  @Test func namesAreStoredOnOneLine() {
    #expect(IndexWriter.oneLine("Café\nBar") == "Café Bar")
    #expect(IndexWriter.oneLine("A\r\nB") == "A\r B")
    #expect(IndexWriter.oneLine("Kämp") == "Kämp")
  }

  /// A street's city and postcode, and the index's country, are the most voted; a tie goes to
  /// the first in order, never to the dictionary's order (which changes from process to process).
  @Test func votesAreTiedByOrderNotByChance() {
    #expect(IndexWriter.mostVoted(["Monte-Carlo": 3, "Monaco": 3, "Fontvieille": 1]) == "Monaco")
    #expect(IndexWriter.mostVoted(["Monte-Carlo": 4, "Monaco": 3]) == "Monte-Carlo")
    #expect(IndexWriter.mostVoted([:]) == nil)
  }
}
