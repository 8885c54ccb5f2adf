import EnrichCore
import Testing

@testable import EnrichFormats

@Suite struct JSONDocumentParserTests {
  @Test func parsesAndRoundTripsThroughJSONText() throws {
    let text =
      "{\"row\":1,\"input\":{\"name\":\"Café \\\"A\\\"\",\"n\":1.50},\"tags\":[true,false,null],\"e\":{}}"
    let value = try JSONDocumentParser.parse(text, name: "journal")
    #expect(value["input"]?["n"] == .number("1.50"))
    #expect(value["input"]?["name"] == .string("Café \"A\""))
    #expect(JSONText.compact(value) == text)
    #expect(try JSONDocumentParser.parse(JSONText.pretty(value), name: "journal") == value)
  }

  @Test(arguments: ["42", "\"s\"", "  [ ]  ", "null"])
  func acceptsAnyTopLevelValue(_ text: String) throws {
    _ = try JSONDocumentParser.parse(text, name: "x")
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
    #expect(formatError { _ = try JSONDocumentParser.parse(text, name: "x", maxDepth: 50) } != nil)
    #expect(formatError { _ = try JSONDocumentParser.parse(text, name: "x", maxDepth: 100) } == nil)
  }
}
