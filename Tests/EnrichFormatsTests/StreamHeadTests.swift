import Testing

@testable import EnrichFormats

/// How much of a stream is read before its format is chosen: a row fed alone is enough to
/// start (a filter answers it before the next arrives); a document is peeked as from a file.
@Suite struct StreamHeadTests {
  func holds(_ text: String, lines: Int = 1) -> Bool { ByteSource.holds(lines, linesIn: Array(text.utf8)) }

  @Test func oneJSONLineOrCSVHeaderIsEnough() {
    #expect(holds("{\"name\": \"Fazer\"}\n"))
    #expect(holds("  {\"name\": \"Fazer\"} \r\n"))
    #expect(holds("name,city\n"))
    #expect(!holds("name,city\n", lines: 2))
    #expect(holds("name,city\nFazer,Helsinki\n", lines: 2))
  }

  @Test func anUnfinishedLineOrADocumentIsNotEnough() {
    #expect(!holds(""))
    #expect(!holds("{\"name\": \"Fa"))
    #expect(!holds("name,ci"))
    // A FeatureCollection or enrich's JSON output opens with a line that does not close it.
    #expect(!holds("{\n  \"name\": \"places\",\n  \"type\": \"FeatureCollection\",\n"))
    #expect(!holds("{\"type\": \"FeatureCollection\", \"features\": [\n"))
    #expect(!holds("[\n  {\"name\": \"Fazer\"},\n"))
    #expect(!holds("<?xml version=\"1.0\"?>\n<kml>\n"))
  }
}
