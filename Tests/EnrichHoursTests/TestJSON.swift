import EnrichCore
import Foundation

/// Reads JSON text into `JSONValue` for tests (numbers keep Foundation's shortest form).
struct TestJSON: Decodable {
  let value: JSONValue

  init(from decoder: any Decoder) throws {
    if let container = try? decoder.container(keyedBy: AnyKey.self) {
      var members: [JSONMember] = []
      for key in container.allKeys {
        members.append(JSONMember(key.stringValue, try container.decode(TestJSON.self, forKey: key).value))
      }
      value = .object(members)
      return
    }
    if var container = try? decoder.unkeyedContainer() {
      var items: [JSONValue] = []
      while !container.isAtEnd { items.append(try container.decode(TestJSON.self).value) }
      value = .array(items)
      return
    }
    let single = try decoder.singleValueContainer()
    if single.decodeNil() {
      value = .null
    } else if let flag = try? single.decode(Bool.self) {
      value = .bool(flag)
    } else if let number = try? single.decode(Double.self) {
      value = .number(number)
    } else {
      value = .string(try single.decode(String.self))
    }
  }

  static func parse(_ text: String) throws -> JSONValue {
    try JSONDecoder().decode(TestJSON.self, from: Data(text.utf8)).value
  }

  private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
