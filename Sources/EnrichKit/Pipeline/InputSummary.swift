import EnrichCore

/// The summary's `input`: where the table's header was and which columns were read for what,
/// `{"header": 3, "columns": {"name": "Nimi", "address": ["Osoite"]}}` (`InputColumns`).
package struct InputSummary: SummarySection {
  /// The columns read for one role (`address` may join several).
  package struct Role: Sendable, Equatable {
    package var role: String
    package var columns: [String]

    package init(role: String, columns: [String]) {
      self.role = role
      self.columns = columns
    }
  }

  package static let key = "input"

  /// Whether the input is a table (CSV, XLSX): only a table has a header line to report.
  package var isTable: Bool
  /// The table's header line (1-based); nil for a table without a header.
  package var headerLine: Int?
  /// The roles in the mapping's order.
  package var columns: [Role]

  package init(isTable: Bool, headerLine: Int?, columns: [Role]) {
    self.isTable = isTable
    self.headerLine = headerLine
    self.columns = columns
  }

  /// Roles written as a list of columns, even of one.
  static let joinedRoles: Set<String> = ["address"]

  package var jsonValue: JSONValue {
    var members: [JSONMember] = []
    if isTable { members.append(JSONMember("header", headerLine.map { .number($0) } ?? .null)) }
    let roles = columns.map { role in
      JSONMember(
        role.role,
        Self.joinedRoles.contains(role.role)
          ? .array(role.columns.map { .string($0) }) : .string(role.columns.first ?? ""))
    }
    members.append(JSONMember("columns", .object(roles)))
    return .object(members)
  }

  package init?(json: JSONValue) {
    guard let roles = json["columns"]?.objectValue else { return nil }
    var columns: [Role] = []
    for member in roles {
      switch member.value {
      case .string(let column): columns.append(Role(role: member.key, columns: [column]))
      case .array(let items):
        let names = items.compactMap(\.stringValue)
        guard names.count == items.count else { return nil }
        columns.append(Role(role: member.key, columns: names))
      default: return nil
      }
    }
    switch json["header"] {
    case nil: (isTable, headerLine) = (false, nil)
    case .null?: (isTable, headerLine) = (true, nil)
    case let header?:
      guard let line = header.countValue else { return nil }
      (isTable, headerLine) = (true, line)
    }
    self.columns = columns
  }

  /// A fact about the whole input: kept when every part read it alike.
  package static func merged(_ parts: [InputSummary?]) -> InputSummary? { agreed(parts) }
}
