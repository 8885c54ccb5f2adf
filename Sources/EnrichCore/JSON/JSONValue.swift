/// A JSON value that keeps object members in order and numbers as their literal text, so
/// input fields travel into the output untouched and output objects keep a documented order.
package enum JSONValue: Sendable, Equatable, Hashable {
  case null
  case bool(Bool)
  /// The number's literal text (`12`, `-0.5e3`), never re-rounded.
  case number(String)
  case string(String)
  case array([JSONValue])
  case object([JSONMember])

  package static func number(_ value: Double) -> JSONValue {
    .number(JSONNumberFormat.format(value))
  }

  package static func number(_ value: Int) -> JSONValue { .number(String(value)) }

  /// The member named `key` of an object, or nil.
  package subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  package var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  package var doubleValue: Double? {
    switch self {
    case .number(let text): return Double(text)
    case .string(let text): return Double(text)
    default: return nil
    }
  }

  package var boolValue: Bool? {
    if case .bool(let flag) = self { return flag }
    return nil
  }

  package var arrayValue: [JSONValue]? {
    if case .array(let items) = self { return items }
    return nil
  }

  package var objectValue: [JSONMember]? {
    if case .object(let members) = self { return members }
    return nil
  }

  /// About the bytes its text takes: strings and numbers by their UTF-8 length, containers by
  /// their members (for memory bounds, not output).
  package var approximateBytes: Int {
    switch self {
    case .null, .bool: return 5
    case .number(let text), .string(let text): return text.utf8.count + 2
    case .array(let items): return items.reduce(2) { $0 + $1.approximateBytes + 1 }
    case .object(let members):
      return members.reduce(2) { $0 + $1.key.utf8.count + $1.value.approximateBytes + 4 }
    }
  }

  /// The text a flat format (CSV, KML ExtendedData) shows for this value: strings as they
  /// are, numbers as their literal, null as empty, containers as compact JSON.
  package var plainText: String {
    switch self {
    case .null: return ""
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let text): return text
    case .string(let text): return text
    case .array, .object: return JSONText.compact(self)
    }
  }
}

/// One `"key": value` member of an ordered JSON object.
package struct JSONMember: Sendable, Equatable, Hashable {
  package var key: String
  package var value: JSONValue

  package init(_ key: String, _ value: JSONValue) {
    self.key = key
    self.value = value
  }
}

/// Builds ordered objects while skipping absent parts, so optional output fields are omitted.
package struct JSONObjectBuilder: Sendable {
  package private(set) var members: [JSONMember] = []

  package init() {}

  package mutating func add(_ key: String, _ value: JSONValue?) {
    if let value { members.append(JSONMember(key, value)) }
  }

  package mutating func add(_ key: String, _ text: String?) {
    if let text { members.append(JSONMember(key, .string(text))) }
  }

  package mutating func add(_ key: String, _ number: Double?) {
    if let number { members.append(JSONMember(key, .number(number))) }
  }

  package mutating func add(_ key: String, _ number: Int?) {
    if let number { members.append(JSONMember(key, .number(number))) }
  }

  package mutating func add(_ key: String, _ flag: Bool?) {
    if let flag { members.append(JSONMember(key, .bool(flag))) }
  }

  /// Adds a string array unless it is empty.
  package mutating func add(_ key: String, strings: [String]) {
    if !strings.isEmpty { members.append(JSONMember(key, .array(strings.map(JSONValue.string)))) }
  }

  package var value: JSONValue { .object(members) }
}

/// Formats doubles the way JSON readers expect: shortest round-trip form, no exponent for
/// ordinary coordinates, integers without `.0`.
package enum JSONNumberFormat {
  package static func format(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 1e15 {
      return String(Int64(value))
    }
    return "\(value)"
  }

  /// `value` rounded half away from zero to `decimals` places, then formatted: the shortest
  /// text of the rounded value carries at most `decimals` decimals (`60.1684825`, `3.833`).
  package static func roundedText(_ value: Double, decimals: Int) -> String {
    format(rounded(value, decimals: decimals))
  }

  package static func rounded(_ value: Double, decimals: Int) -> Double {
    guard value.isFinite else { return value }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    return rounded.isFinite ? rounded : value
  }
}
