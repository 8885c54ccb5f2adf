import EnrichCore

/// The summary's `changes` (`ChangeReportStage`): the key rows were paired by, the previous
/// output's rows, the rows changed, how many of each kind, and the previous rows no row paired
/// with (`removed`, the first ones listed).
package struct ChangeSummary: SummarySection {
  /// A previous row no row of this run paired with.
  package struct RemovedRow: Sendable, Equatable {
    package var key: String
    package var row: Int
    package var placeId: String?
    package var name: String?
    package var status: String?

    package init(key: String, row: Int, placeId: String?, name: String?, status: String?) {
      self.key = key
      self.row = row
      self.placeId = placeId
      self.name = name
      self.status = status
    }
  }

  package static let key = "changes"
  /// The kind that counts previous rows no row paired with.
  package static let removed = "removed"

  /// How rows were paired: the key column, or `(input fields)`.
  package var pairedBy: String
  package var previousRows: Int
  package var rowsChanged: Int
  /// Rows of each kind of change (`added`, `renamed`, …) and `removed` (previous rows no row
  /// paired with); kinds that did not occur are absent.
  package var kinds: [String: Int]
  /// The first removed rows (all are counted in `kinds[removed]`).
  package var removedRows: [RemovedRow]

  package init(
    pairedBy: String, previousRows: Int, rowsChanged: Int, kinds: [String: Int], removedRows: [RemovedRow]
  ) {
    self.pairedBy = pairedBy
    self.previousRows = previousRows
    self.rowsChanged = rowsChanged
    self.kinds = kinds
    self.removedRows = removedRows
  }

  /// Members that are not a kind's count.
  static let fixedKeys: Set<String> = ["key", "previousRows", "rowsChanged", "removedRows"]

  package var jsonValue: JSONValue {
    var object = JSONObjectBuilder()
    object.add("key", pairedBy)
    object.add("previousRows", previousRows)
    object.add("rowsChanged", rowsChanged)
    for kind in kinds.keys.sorted() { object.add(kind, kinds[kind]) }
    if !removedRows.isEmpty {
      object.add(
        "removedRows",
        .array(
          removedRows.map { removed in
            var item = JSONObjectBuilder()
            item.add("key", removed.key)
            item.add("row", removed.row)
            item.add("placeId", removed.placeId)
            item.add("name", removed.name)
            item.add("status", removed.status)
            return item.value
          }))
    }
    return object.value
  }

  package init?(json: JSONValue) {
    guard let pairedBy = json["key"]?.stringValue, let previousRows = json["previousRows"]?.countValue,
      let rowsChanged = json["rowsChanged"]?.countValue, let members = json.objectValue
    else { return nil }
    var kinds: [String: Int] = [:]
    for member in members where !Self.fixedKeys.contains(member.key) {
      guard let count = member.value.countValue else { return nil }
      kinds[member.key] = count
    }
    var removedRows: [RemovedRow] = []
    for item in json["removedRows"]?.arrayValue ?? [] {
      guard let key = item["key"]?.stringValue, let row = item["row"]?.countValue else { return nil }
      removedRows.append(
        RemovedRow(
          key: key, row: row, placeId: item["placeId"]?.stringValue, name: item["name"]?.stringValue,
          status: item["status"]?.stringValue))
    }
    self.init(
      pairedBy: pairedBy, previousRows: previousRows, rowsChanged: rowsChanged, kinds: kinds,
      removedRows: removedRows)
  }

  /// Parts compared with one previous output by one key: the changed rows and each kind of
  /// change summed (each row is in one part), the previous output's rows kept. Removed rows
  /// are a fact about the whole input: kept when every part reports the same (a shard takes
  /// the other shards' rows for removed, so shards' removals are left out). Nil unless every
  /// part has a change report on the same previous output and key.
  package static func merged(_ parts: [ChangeSummary?]) -> ChangeSummary? {
    let present = parts.compactMap { $0 }
    guard let first = present.first, present.count == parts.count,
      present.allSatisfy({ $0.pairedBy == first.pairedBy && $0.previousRows == first.previousRows })
    else { return nil }
    var merged = first
    merged.rowsChanged = present.reduce(0) { $0 + $1.rowsChanged }
    merged.kinds = present.reduce(into: [:]) { sum, part in
      for (kind, count) in part.kinds where kind != Self.removed { sum[kind, default: 0] += count }
    }
    let removed = present.map { ($0.kinds[Self.removed], $0.removedRows) }
    if removed.allSatisfy({ $0 == removed[0] }) {
      merged.kinds[Self.removed] = first.kinds[Self.removed]
    } else {
      merged.removedRows = []
    }
    return merged
  }
}
