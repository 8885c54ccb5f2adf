extension InputRecord {
  /// The value a column name selects: a field of that exact name, else a dotted path into
  /// nested objects (`address.street` is the `street` member of the `address` field; a member
  /// name may itself hold dots: `address.addr:street` or `a.b.c` with a member `b.c`).
  package func value(atPath name: String) -> JSONValue? {
    if let value = value(of: name) { return value }
    guard name.utf8.contains(UInt8(ascii: ".")) else { return nil }
    return Self.resolve(fields.lazy.map { ($0.name, $0.value) }, path: Substring(name), depth: 0)
  }

  /// The field's text for searching: a scalar as written, an object or array as its scalar
  /// values in order joined with ", " (`{"street": "Kaivokatu 8", "city": "Helsinki"}` →
  /// `Kaivokatu 8, Helsinki`), never as JSON syntax.
  package static func searchText(_ value: JSONValue) -> String {
    var parts: [String] = []
    func visit(_ value: JSONValue, depth: Int) {
      switch value {
      case .object(let members):
        if depth < 8 { for member in members { visit(member.value, depth: depth + 1) } }
      case .array(let items): if depth < 8 { for item in items { visit(item, depth: depth + 1) } }
      case .null: break
      default:
        let text = value.plainText.trimmed()
        if !text.isEmpty { parts.append(text) }
      }
    }
    visit(value, depth: 0)
    return parts.joined(separator: ", ")
  }

  /// Each split of `path` at a dot whose head names a member is tried, shortest head first.
  private static func resolve<Members: Sequence<(String, JSONValue)>>(
    _ members: Members, path: Substring, depth: Int
  ) -> JSONValue? {
    guard depth < 16 else { return nil }
    let byName = Array(members)
    if let exact = byName.first(where: { $0.0 == path }) { return exact.1 }
    var index = path.startIndex
    while let dot = path[index...].firstIndex(of: ".") {
      let head = path[..<dot]
      let rest = path[path.index(after: dot)...]
      if !rest.isEmpty, case .object(let nested)? = byName.first(where: { $0.0 == head })?.1,
        let found = resolve(nested.lazy.map { ($0.key, $0.value) }, path: rest, depth: depth + 1)
      {
        return found
      }
      index = path.index(after: dot)
    }
    return nil
  }
}
