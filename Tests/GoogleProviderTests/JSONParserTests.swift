import EnrichCore
import Foundation
import Testing

@testable import GoogleProvider

@Suite("JSON parser")
struct JSONParserTests {
  @Test func keepsOrderAndNumberLiterals() throws {
    let value = try JSONParser.parse(Data(#"{"b": 1.50, "a": [true, null, -2e3], "c": "x"}"#.utf8))
    #expect(
      value
        == .object([
          JSONMember("b", .number("1.50")), JSONMember("a", .array([.bool(true), .null, .number("-2e3")])),
          JSONMember("c", .string("x")),
        ]))
  }

  @Test func decodesEscapesAndNonASCII() throws {
    let value = try JSONParser.parse(
      Data(#"["a\"b\\c\n", "\u00e9\ud83d\ude00", "9:00\u202fAM – 5 PM", "Töölö"]"#.utf8))
    #expect(
      value
        == .array([.string("a\"b\\c\n"), .string("é😀"), .string("9:00\u{202F}AM – 5 PM"), .string("Töölö")]))
  }

  @Test(arguments: [#"{"places": [{"id": "ChIJ"#, "", "{", #"{"a" 1}"#, "[1,]", "tru", #"{"a":1} x"#, "01x"])
  func rejectsBrokenText(_ text: String) {
    #expect(throws: JSONParseError.self) { try JSONParser.parse(Data(text.utf8)) }
  }

  @Test func limitsNesting() {
    let deep = String(repeating: "[", count: 1000) + String(repeating: "]", count: 1000)
    #expect(throws: JSONParseError.self) { try JSONParser.parse(Data(deep.utf8)) }
  }
}
