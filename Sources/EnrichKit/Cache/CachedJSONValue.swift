import EnrichCore

/// `JSONValue` in a Codable form for the cache, keeping what plain JSON decoding would lose:
/// member order and numbers as their literal text. Each value is a one-member object whose key
/// names the kind (`s`, `n`, `b`, `a`, `o`, `z` for null).
struct CachedJSONValue: Codable, Sendable {
  var value: JSONValue

  init(_ value: JSONValue) { self.value = value }

  private enum Kind: String, CodingKey { case z, b, n, s, a, o }

  private struct Member: Codable {
    var k: String
    var v: CachedJSONValue
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Kind.self)
    switch value {
    case .null: try container.encode(0, forKey: .z)
    case .bool(let flag): try container.encode(flag, forKey: .b)
    case .number(let text): try container.encode(text, forKey: .n)
    case .string(let text): try container.encode(text, forKey: .s)
    case .array(let items): try container.encode(items.map(CachedJSONValue.init), forKey: .a)
    case .object(let members):
      try container.encode(members.map { Member(k: $0.key, v: CachedJSONValue($0.value)) }, forKey: .o)
    }
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Kind.self)
    if let flag = try container.decodeIfPresent(Bool.self, forKey: .b) {
      value = .bool(flag)
    } else if let text = try container.decodeIfPresent(String.self, forKey: .n) {
      value = .number(text)
    } else if let text = try container.decodeIfPresent(String.self, forKey: .s) {
      value = .string(text)
    } else if let items = try container.decodeIfPresent([CachedJSONValue].self, forKey: .a) {
      value = .array(items.map(\.value))
    } else if let members = try container.decodeIfPresent([Member].self, forKey: .o) {
      value = .object(members.map { JSONMember($0.k, $0.v.value) })
    } else if container.contains(.z) {
      value = .null
    } else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "cached JSON value of unknown kind"))
    }
  }
}
