import Foundation

/// One named value of an input row, in the order the input had it.
package struct Field: Sendable, Equatable, Hashable {
  package var name: String
  package var value: JSONValue

  package init(_ name: String, _ value: JSONValue) {
    self.name = name
    self.value = value
  }
}

/// One row as a reader produced it: every original field, untouched, plus where it came from.
package struct InputRecord: Sendable, Equatable {
  /// 1-based position among the data rows (headers not counted).
  package var row: Int
  /// 1-based line of the input where the row starts (for messages).
  package var line: Int
  package var fields: [Field]
  /// A coordinate the format itself carries (GeoJSON geometry, KML Point), if any.
  package var geometry: Coordinate?
  /// Why the row is malformed (wrong field count, ...): such a row is written as `invalid`.
  package var problem: String?

  package init(
    row: Int, line: Int, fields: [Field], geometry: Coordinate? = nil, problem: String? = nil
  ) {
    self.row = row
    self.line = line
    self.fields = fields
    self.geometry = geometry
    self.problem = problem
  }

  /// The value of the first field named `name` (exact match), or nil.
  package func value(of name: String) -> JSONValue? {
    fields.first { $0.name == name }?.value
  }

  /// The text of column `name` (a field, or a dotted path into one: `value(atPath:)`) for
  /// searching, trimmed (`searchText`); nil when absent or empty.
  package func text(of name: String) -> String? {
    guard let value = value(atPath: name) else { return nil }
    let text = Self.searchText(value)
    return text.isEmpty ? nil : text
  }
}
