import EnrichCore

/// What pairs a row with its previous output's row in the change report (`--key COLUMN`): an
/// input column, or — with none given and none id-like — the input fields themselves, so a
/// deleted or inserted row never shifts the others.
package enum ChangeKey: Sendable, Equatable {
  /// The value of this input column.
  case column(String)
  /// A digest of every input field (a changed row then reads as one removed and one added).
  case inputFields

  /// Names that are taken for the row's id when no `--key` is given (compared folded).
  static let idNames: Set<String> = ["id", "uid", "uuid", "key", "ref", "row_id", "record_id"]

  /// The key for `columns` (the input's): `configured`, else the first id-like column, else the
  /// input fields. A configured column the input lacks is refused (exit 64).
  static func resolve(_ configured: String?, columns: [String]) throws(PipelineError) -> ChangeKey {
    if let configured {
      guard columns.isEmpty || columns.contains(configured) else {
        throw PipelineError(
          .configuration,
          "--key: the input has no column '\(configured)' (columns: \(columns.joined(separator: ", ")))")
      }
      return .column(configured)
    }
    let idLike = columns.first { name in
      let folded = name.trimmingCharacters(in: .whitespaces).lowercased()
      return idNames.contains(folded) || folded.hasSuffix("_id") || folded.hasSuffix(" id")
    }
    return idLike.map(ChangeKey.column) ?? .inputFields
  }

  /// The key of a row whose input fields are `input` (an object).
  func value(of input: JSONValue?) -> String {
    switch self {
    case .column(let name):
      guard let value = input?[name], value != .null else { return "" }
      return value.stringValue ?? value.plainText
    case .inputFields:
      return "fields:" + String(CacheChecksum.fnv1a(JSONText.compact(input ?? .object([]))), radix: 16)
    }
  }

  /// How the summary names it.
  var label: String {
    switch self {
    case .column(let name): return name
    case .inputFields: return "(input fields)"
    }
  }
}
