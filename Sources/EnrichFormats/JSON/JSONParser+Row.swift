import EnrichCore

extension JSONParser {
  /// One row, read with bounded memory: every field — a member of a row object, and each
  /// member of its `properties` object (a GeoJSON Feature's fields) — may hold at most
  /// `fieldLimit` bytes of JSON text, its name included. A longer field is read to its end and
  /// left out: kept as null, or dropped when its name alone is too long. A row that is not an
  /// object is one field, `value`. `tooLong` names the fields left out.
  func parseRow(fieldLimit: Int) throws -> (value: JSONValue, tooLong: [String]) {
    guard try peekSignificant() == UInt8(ascii: "{") else {
      guard let value = try parseValue(byteLimit: fieldLimit) else { return (.null, ["value"]) }
      return (value, [])
    }
    var tooLong: [String] = []
    let value = try parseFields(fieldLimit: fieldLimit, nestedProperties: true, tooLong: &tooLong)
    return (value, tooLong)
  }

  private func parseFields(fieldLimit: Int, nestedProperties: Bool, tooLong: inout [String]) throws
    -> JSONValue
  {
    let depth = nestedProperties ? 1 : 2
    try expect(UInt8(ascii: "{"), "'{'")
    if try peekSignificant() == UInt8(ascii: "}") {
      advance()
      return .object([])
    }
    var members: [JSONMember] = []
    while true {
      _ = try peekSignificant()
      let start = offset
      if let key = try parseKey(byteLimit: fieldLimit) {
        if nestedProperties, key == "properties", try peekSignificant() == UInt8(ascii: "{") {
          members.append(
            JSONMember(
              key, try parseFields(fieldLimit: fieldLimit, nestedProperties: false, tooLong: &tooLong)))
        } else if let value = try parseValue(byteLimit: fieldLimit - (offset - start), depth: depth) {
          members.append(JSONMember(key, value))
        } else {
          tooLong.append(key)
          members.append(JSONMember(key, .null))
        }
      } else {
        // The name alone is too long: nothing of the member is kept.
        tooLong.append("(a member name longer than the limit)")
        _ = try parseValue(byteLimit: 0, depth: depth)
      }
      guard let next = try peekSignificant() else {
        throw error("unexpected end of input inside an object; expected , or }")
      }
      guard next == UInt8(ascii: ",") || next == UInt8(ascii: "}") else {
        throw error("expected , or } in an object, found \(Self.describe(next))")
      }
      advance()
      if next == UInt8(ascii: "}") { return .object(members) }
    }
  }
}
