import EnrichCore
import Testing

/// The one JSON parser: whole texts (response bodies, cache entries, journal rows) and text
/// read chunk by chunk (the readers), with the same grammar, limits and error positions.
@Suite struct JSONParserTests {
  func syntaxError(_ text: String, maxDepth: Int = 64) -> JSONSyntaxError? {
    do {
      _ = try JSONParser.parse(text, maxDepth: maxDepth)
      return nil
    } catch {
      return error
    }
  }

  @Test func keepsOrderAndNumberLiterals() throws {
    let value = try JSONParser.parse(#"{"b": 1.50, "a": [true, null, -2e3], "c": "x"}"#, maxDepth: 8)
    #expect(
      value
        == .object([
          JSONMember("b", .number("1.50")), JSONMember("a", .array([.bool(true), .null, .number("-2e3")])),
          JSONMember("c", .string("x")),
        ]))
  }

  @Test func decodesEscapesAndNonASCII() throws {
    let value = try JSONParser.parse(
      #"["a\"b\\c\n\/", "\u00e9\ud83d\ude00", "9:00\u202fAM – 5 PM", "Töölö", "\u0001\t"]"#, maxDepth: 8)
    #expect(
      value
        == .array([
          .string("a\"b\\c\n/"), .string("é😀"), .string("9:00\u{202F}AM – 5 PM"), .string("Töölö"),
          .string("\u{01}\t"),
        ]))
  }

  @Test func roundTripsThroughJSONText() throws {
    let text =
      "{\"row\":1,\"input\":{\"name\":\"Café \\\"A\\\"\",\"n\":1.50},\"tags\":[true,false,null],\"e\":{}}"
    let value = try JSONParser.parse(text, maxDepth: 8)
    #expect(JSONText.compact(value) == text)
    #expect(try JSONParser.parse(JSONText.pretty(value), maxDepth: 8) == value)
  }

  @Test(arguments: ["42", "\"s\"", "  [ ]  ", "null", "\u{FEFF}{}"])
  func acceptsAnyTopLevelValueAndAByteOrderMark(_ text: String) throws {
    _ = try JSONParser.parse(text, maxDepth: 8)
  }

  @Test(arguments: [
    #"{"places": [{"id": "ChIJ"#, "", "{", #"{"a" 1}"#, "[1,]", "tru", #"{"a":1} x"#, "01", "+1", ".5", "1.",
    "1e", #""\ud83d""#, #""\x""#, "\"a\u{01}\"", "[1 2]", "{\"a\":1,}",
  ])
  func rejectsBrokenText(_ text: String) {
    #expect(syntaxError(text)?.exceedsLimit == false)
  }

  @Test func rejectsInvalidUTF8InStrings() {
    let bytes: [UInt8] = [UInt8(ascii: "\""), 0xC3, 0x28, UInt8(ascii: "\"")]
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(bytes, maxDepth: 8) }
  }

  @Test(arguments: [
    ("", 1, 1, 0), ("{\"a\":1} 2", 1, 9, 8), ("{\n\"a\":}", 2, 5, 6), ("[1,]", 1, 4, 3),
    ("[\"é\" x]", 1, 6, 6),
  ])
  func errorsNameLineColumnAndByte(_ text: String, _ line: Int, _ column: Int, _ offset: Int) {
    let error = syntaxError(text)
    #expect(error?.line == line)
    #expect(error?.column == column)
    #expect(error?.offset == offset)
  }

  @Test func nestingIsBoundedExactlyAtTheLimit() throws {
    func nested(_ depth: Int) -> String {
      String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    }
    _ = try JSONParser.parse(nested(256), maxDepth: 256)
    let error = syntaxError(nested(257), maxDepth: 256)
    #expect(error?.exceedsLimit == true)
    #expect(error?.message == "nesting deeper than 256 levels")
    #expect(error?.offset == 256)
    // Deep enough to overflow a recursive parser's stack: a bounded error, never a crash.
    #expect(syntaxError(nested(1_000_000), maxDepth: 256)?.exceedsLimit == true)
  }

  @Test func textReadInChunksParsesLikeTextInMemory() throws {
    let first = #"{"name": "Töölö \ud83d\ude00", "n": -12.5e3, "list": [1, {"a": null}]}"#
    let text = Array((first + "\n [true] ").utf8)
    for size in [1, 2, 3, 7, text.count] {
      var rest = text[...]
      let parser = try JSONParser(maxDepth: 8) {
        defer { rest = rest.dropFirst(size) }
        return Array(rest.prefix(size))
      }
      #expect(try parser.parseValue() == (try JSONParser.parse(first, maxDepth: 8)))
      #expect(try parser.parseValue() == .array([.bool(true)]))
      #expect(try parser.peekSignificant() == nil)
      #expect(parser.offset == text.count && parser.line == 2)
    }
  }

  @Test func aTooLongValueIsSkippedToItsEnd() throws {
    let parser = JSONParser(bytes: Array(#"["a long string", [1, [2, "]"]], 3]"#.utf8), maxDepth: 8)
    try parser.expect(UInt8(ascii: "["), "[")
    #expect(try parser.parseValue(byteLimit: 5, depth: 1) == nil)
    try parser.expect(UInt8(ascii: ","), ",")
    #expect(try parser.parseValue(byteLimit: 5, depth: 1) == nil)
    try parser.expect(UInt8(ascii: ","), ",")
    #expect(try parser.parseValue(byteLimit: 5, depth: 1) == .number("3"))
  }
}
