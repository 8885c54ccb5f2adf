import EnrichCore

/// One cell of a flat output: CSV writes its text, typed formats (XLSX, GeoPackage, GeoJSON)
/// its value.
package enum CellValue: Sendable, Equatable {
  /// Nothing: an empty CSV cell, no XLSX cell, SQL NULL, JSON null.
  case empty
  case text(String)
  /// A number and the exact text CSV shows for it (an input's literal, or the rounded value).
  case number(Double, text: String)
  case boolean(Bool)

  /// The text CSV and KML write.
  package var text: String {
    switch self {
    case .empty: return ""
    case .text(let text): return text
    case .number(_, let text): return text
    case .boolean(let flag): return flag ? "true" : "false"
    }
  }

  /// The JSON value GeoJSON properties hold: typed, never JSON text.
  package var jsonValue: JSONValue {
    switch self {
    case .empty: return .null
    case .text(let text): return .string(text)
    case .number(_, let text): return .number(text)
    case .boolean(let flag): return .bool(flag)
    }
  }

  /// An input field's value as a cell: strings and numbers as they were read, booleans as
  /// booleans, null as empty, arrays and objects as compact JSON text.
  package init(input value: JSONValue) {
    switch value {
    case .null: self = .empty
    case .bool(let flag): self = .boolean(flag)
    case .string(let text): self = .text(text)
    case .number(let literal):
      if let number = Double(literal), number.isFinite {
        self = .number(number, text: literal)
      } else {
        self = .text(literal)
      }
    case .array, .object: self = .text(JSONText.compact(value))
    }
  }

  static func string(_ value: String?) -> CellValue {
    guard let value, !value.isEmpty else { return .empty }
    return .text(value)
  }

  static func decimal(_ value: Double?, decimals: Int) -> CellValue {
    guard let value, value.isFinite else { return .empty }
    let rounded = JSONNumberFormat.rounded(value, decimals: decimals)
    return .number(rounded, text: JSONNumberFormat.format(rounded))
  }

  static func whole(_ value: Int?) -> CellValue {
    guard let value else { return .empty }
    return .number(Double(value), text: String(value))
  }

  static func flag(_ value: Bool?) -> CellValue {
    value.map { .boolean($0) } ?? .empty
  }

  /// The cell as a column of `type` holds it, so each column has one type in every format
  /// whatever the data: a real always has a decimal point (`1.0`: GDAL and pandas read a
  /// GeoJSON or CSV column whose values are all `1` as integers), an integer column's whole
  /// number has none, and a text column holds text (a provider's number or boolean as written).
  /// Empty cells and values another type cannot hold (a boolean in a real column) stay as they are.
  package func conformed(to type: ColumnType) -> CellValue {
    switch (type, self) {
    case (.real, .number(let number, let text)):
      return .number(number, text: Self.realText(text))
    case (.integer, .number(let number, let text))
    where number == number.rounded() && abs(number) < 9e15
      && text.contains(where: { !$0.isNumber && $0 != "-" }):
      return .number(number, text: String(Int64(number)))
    case (.text, .number), (.text, .boolean):
      return .text(text)
    default:
      return self
    }
  }

  /// `literal` with a decimal point when it has neither one nor an exponent (`1` → `1.0`).
  static func realText(_ literal: String) -> String {
    literal.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) ? literal : literal + ".0"
  }

  /// A provider field's JSON value in a column of type `type`: a value of another type (a
  /// string where a number was declared) is kept as text rather than lost.
  static func field(_ value: JSONValue?, as type: ColumnType) -> CellValue {
    guard let value else { return .empty }
    switch (type, value) {
    case (.boolean, .bool(let flag)): return .boolean(flag)
    case (.integer, .number), (.real, .number): return CellValue(input: value)
    case (_, .array(let items)) where items.allSatisfy({ $0.stringValue != nil }):
      return string(items.compactMap(\.stringValue).joined(separator: ";"))
    default:
      let cell = CellValue(input: value)
      return cell == .text("") ? .empty : cell
    }
  }
}
