import EnrichCore
import Testing

@testable import EnrichFormats

/// `JSONDocumentParser`: `JSONParser.parse` with errors naming the source, line and column.
@Suite struct JSONDocumentParserTests {
  @Test func parsesLikeTheParser() throws {
    let text = "{\"row\":1,\"input\":{\"n\":1.50}}"
    #expect(
      try JSONDocumentParser.parse(text, name: "journal") == (try JSONParser.parse(text, maxDepth: 512)))
  }

  @Test(arguments: [
    ("", 1, 1), ("{\"a\":1} 2", 1, 9), ("{\n\"a\":}", 2, 5), ("[1,]", 1, 4),
  ])
  func errorsNameLineAndColumn(_ text: String, _ line: Int, _ column: Int) {
    let error = formatError { _ = try JSONDocumentParser.parse(text, name: "cache") }
    #expect(error?.file == "cache")
    #expect(error?.line == line)
    #expect(error?.column == column)
  }

  @Test func depthLimit() {
    let text = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
    let error = formatError { _ = try JSONDocumentParser.parse(text, name: "x", maxDepth: 50) }
    #expect(error?.message == "nesting deeper than 50 levels; the input is not a table of rows")
    #expect(formatError { _ = try JSONDocumentParser.parse(text, name: "x", maxDepth: 100) } == nil)
  }
}
