import EnrichCore
import Testing

/// The byte writer the row writers use must write exactly what `JSONText.compact` writes.
@Suite struct JSONTextTests {
  static let values: [JSONValue] = [
    .null, .bool(true), .bool(false), .number("-1.5e3"), .string(""), .string("Café \"Kappeli\""),
    .string("line\nbreak\t\u{01}\u{2028}\u{2029}\\"), .array([]), .object([]),
    .array([.null, .string("ä"), .array([.object([])])]),
    .object([
      JSONMember("row", .number("7")), JSONMember("", .string("empty key")),
      JSONMember("nested", .object([JSONMember("a\"b", .array([.bool(true), .number("0")]))])),
    ]),
  ]

  @Test(arguments: values) func compactBytesEqualCompactText(_ value: JSONValue) {
    var bytes: [UInt8] = [0x20]
    JSONText.writeCompact(value, into: &bytes)
    #expect(bytes == [0x20] + Array(JSONText.compact(value).utf8))
  }

  @Test func compactBytesParseBack() throws {
    let value = JSONValue.array(Self.values)
    var bytes: [UInt8] = []
    JSONText.writeCompact(value, into: &bytes)
    #expect(try JSONParser.parse(String(decoding: bytes, as: UTF8.self), maxDepth: 8) == value)
  }
}
