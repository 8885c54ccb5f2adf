import EnrichCore

/// enrich's own output rows read back as the rows they came from: a row object (a JSON
/// document's `rows` element, an NDJSON line, a GeoJSON feature's properties) that has a row
/// number, an `input` object and a row status is read as its `input` fields, so a re-run
/// searches the original name and address rather than the whole result as text. A flat row (a
/// GeoJSON feature's properties under the column contract) with `enrich_row` and
/// `enrich_status` is read as its columns without the `enrich_` prefix.
enum EnrichRowReadback {
  /// The original input fields when `members` is an enrich output row, else nil.
  static func inputFields(_ members: [JSONMember]) -> [Field]? {
    var row: JSONValue?
    var input: [JSONMember]?
    var status: String?
    for member in members {
      switch member.key {
      case "row": row = member.value
      case "input": if case .object(let fields) = member.value { input = fields }
      case "status": status = member.value.stringValue
      default: break
      }
    }
    guard case .number? = row, let input, let status, RowStatus(rawValue: status) != nil else {
      return flatInputFields(members)
    }
    return input.map { Field($0.key, $0.value) }
  }

  private static func flatInputFields(_ members: [JSONMember]) -> [Field]? {
    guard case .number? = members.first(where: { $0.key == "enrich_row" })?.value,
      let status = members.first(where: { $0.key == "enrich_status" })?.value.stringValue,
      RowStatus(rawValue: status) != nil
    else { return nil }
    return members.filter { !$0.key.hasPrefix("enrich_") }.map { Field($0.key, $0.value) }
  }
}
