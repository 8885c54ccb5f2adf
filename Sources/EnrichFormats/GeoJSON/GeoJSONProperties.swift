import EnrichCore

/// A feature's `properties` as GIS tools want them: flat and typed. The input's fields come
/// first under their own names (strings, numbers and booleans as read; a nested object's
/// members as `parent.child`; an array of scalars joined with `;`), then every enrichment
/// column of the column contract, typed, `null` when empty, so each feature has the same
/// members and GDAL/QGIS see real field types.
enum GeoJSONProperties {
  /// Nested objects deeper than this stay one compact JSON member (no input is that deep in
  /// practice; the bound keeps the work per row linear).
  static let maxDepth = 8

  static func object(_ row: RowResult, layout: FlatLayout, attribution: String) -> JSONValue {
    var members: [JSONMember] = []
    var seen = Set<String>()
    for field in layout.inputFields(row.record) {
      flatten(field.name, field.value, depth: 0, into: &members, seen: &seen)
    }
    for (column, cell) in zip(layout.enrichment, layout.enrichmentCells(row, attribution: attribution))
    where seen.insert(column.name).inserted {
      members.append(JSONMember(column.name, cell.jsonValue))
    }
    return .object(members)
  }

  static func flatten(
    _ name: String, _ value: JSONValue, depth: Int, into members: inout [JSONMember], seen: inout Set<String>
  ) {
    switch value {
    case .object(let children) where depth < maxDepth && !children.isEmpty:
      for child in children {
        flatten(name + "." + child.key, child.value, depth: depth + 1, into: &members, seen: &seen)
      }
    case .array(let items) where items.allSatisfy(isScalar):
      guard seen.insert(name).inserted else { return }
      members.append(
        JSONMember(name, items.isEmpty ? .null : .string(items.map(\.plainText).joined(separator: ";"))))
    case .array, .object:
      guard seen.insert(name).inserted else { return }
      members.append(JSONMember(name, .string(JSONText.compact(value))))
    default:
      guard seen.insert(name).inserted else { return }
      members.append(JSONMember(name, value))
    }
  }

  static func isScalar(_ value: JSONValue) -> Bool {
    switch value {
    case .array, .object: return false
    default: return true
    }
  }
}
