import EnrichCore

/// A feature's `properties` as GIS tools want them: flat and typed. The input's fields come
/// first under their own names (strings, numbers and booleans as read; a nested object's
/// members as `parent.child`; an array of scalars joined with `;`), then every enrichment
/// column of the column contract, typed, `null` when empty, so each feature has the same
/// members and GDAL/QGIS see real field types.
///
/// Written straight to text (a feature per row, some 60 members each): the contract's keys are
/// escaped once, and names cannot clash — input fields with contract names are left out by the
/// layout, and flattened names hold a dot, which no contract name does.
struct GeoJSONProperties {
  /// Nested objects deeper than this stay one compact JSON member (no input is that deep in
  /// practice; the bound keeps the work per row linear).
  static let maxDepth = 8

  let layout: FlatLayout
  /// `,"enrich_row":` and so on, escaped once, as bytes (a row is some 60 of them: appending
  /// bytes is several times cheaper than appending strings).
  private let keys: [[UInt8]]
  /// The same with their value when it is `null`, `true` or `false` (most cells of a row are
  /// empty: one append each).
  private let nullMembers: [[UInt8]]
  private let trueMembers: [[UInt8]]
  private let falseMembers: [[UInt8]]

  init(layout: FlatLayout) {
    self.layout = layout
    keys = layout.enrichment.map { column in
      var key = ","
      JSONText.writeString(column.name, into: &key)
      return Array((key + ":").utf8)
    }
    nullMembers = keys.map { $0 + Array("null".utf8) }
    trueMembers = keys.map { $0 + Array("true".utf8) }
    falseMembers = keys.map { $0 + Array("false".utf8) }
  }

  /// Appends `{...}` for `row` to `out`.
  func write(_ row: RowResult, attribution: String, into out: inout [UInt8]) {
    var text = "{"
    var first = true
    var seen: Set<String>?
    let fields = layout.inputFields(row.record)
    // Input keys repeat only in JSON input that repeats a key: checked only then.
    if fields.count > 1, Set(fields.map(\.name)).count != fields.count { seen = [] }
    for field in fields {
      Self.flatten(field.name, field.value, depth: 0, into: &text, first: &first, seen: &seen)
    }
    out.append(contentsOf: text.utf8)
    for (index, cell) in layout.enrichmentCells(row, attribution: attribution).enumerated() {
      let member: [UInt8]
      switch cell {
      case .empty: member = nullMembers[index]
      case .boolean(let flag): member = flag ? trueMembers[index] : falseMembers[index]
      case .text, .number: member = keys[index]
      }
      out.append(contentsOf: first ? member.dropFirst() : member[...])
      first = false
      switch cell {
      case .text(let value): JSONText.writeString(value, into: &out)
      case .number(_, let literal): out.append(contentsOf: literal.utf8)
      case .empty, .boolean: break
      }
    }
    out.append(UInt8(ascii: "}"))
  }

  static func flatten(
    _ name: String, _ value: JSONValue, depth: Int, into out: inout String, first: inout Bool,
    seen: inout Set<String>?
  ) {
    if case .object(let children) = value, depth < maxDepth, !children.isEmpty {
      if seen == nil { seen = [] }  // flattened names may meet other fields' names
      for child in children {
        flatten(name + "." + child.key, child.value, depth: depth + 1, into: &out, first: &first, seen: &seen)
      }
      return
    }
    if seen != nil, seen?.insert(name).inserted == false { return }
    if !first { out += "," }
    first = false
    JSONText.writeString(name, into: &out)
    out += ":"
    switch value {
    case .array(let items) where items.allSatisfy(isScalar):
      if items.isEmpty {
        out += "null"
      } else {
        JSONText.writeString(items.map(\.plainText).joined(separator: ";"), into: &out)
      }
    case .array, .object: JSONText.writeString(JSONText.compact(value), into: &out)
    default: JSONText.write(value, into: &out, indent: nil, level: 0)
    }
  }

  static func isScalar(_ value: JSONValue) -> Bool {
    switch value {
    case .array, .object: return false
    default: return true
    }
  }
}
