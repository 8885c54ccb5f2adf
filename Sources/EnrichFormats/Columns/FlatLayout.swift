import EnrichCore

/// The columns of one flat output and how a row fills them: the input's columns first, in
/// their order and untouched, then the enrichment columns the output asked for (all of them
/// unless `fields` chose some), then — for formats with a fixed header — `enrich_extra_fields`.
///
/// Input columns that carry a contract name (an enriched file read back) are left out of the
/// input part: this run's enrichment takes their place, so no name appears twice.
package struct FlatLayout: Sendable {
  /// One column's name and type (input columns are text: values as read).
  package struct Column: Sendable, Equatable {
    package var name: String
    package var type: ColumnType
  }

  /// The input columns kept, in order.
  package let inputColumns: [String]
  /// The enrichment columns written, in order.
  package let enrichment: [ColumnContract.Column]
  /// Whether the last column is `enrich_extra_fields`.
  package let hasExtraFields: Bool
  private let inputIndex: [String: Int]
  /// Every contract name of the run: input fields with these names are dropped.
  private let reserved: Set<String>

  package init(inputColumns: [String], options: WriterOptions, extraFields: Bool) {
    let all = ColumnContract.columns(candidates: options.candidates, placeColumns: options.placeColumns)
    var reserved = Set(all.map(\.name))
    reserved.insert(ColumnContract.extraFieldsName)
    self.reserved = reserved
    var kept: [String] = []
    var index: [String: Int] = [:]
    for name in inputColumns where !reserved.contains(name) && index[name] == nil {
      index[name] = kept.count
      kept.append(name)
    }
    self.inputColumns = kept
    inputIndex = index
    enrichment = options.fields.isEmpty ? all : all.filter { options.fields.contains($0.name) }
    hasExtraFields = extraFields
  }

  /// Every column, in order.
  package var columns: [Column] {
    inputColumns.map { Column(name: $0, type: .text) }
      + enrichment.map { Column(name: $0.name, type: $0.type) }
      + (hasExtraFields ? [Column(name: ColumnContract.extraFieldsName, type: .text)] : [])
  }

  package var names: [String] { columns.map(\.name) }

  /// The row's input fields in input-column order (nil where the row has no such field), and
  /// the fields no input column holds (those of reserved names left out).
  package func input(_ record: InputRecord) -> (cells: [JSONValue?], extra: [JSONMember]) {
    var cells = [JSONValue?](repeating: nil, count: inputColumns.count)
    var extra: [JSONMember] = []
    for field in record.fields {
      if let index = inputIndex[field.name], cells[index] == nil {
        cells[index] = field.value
      } else if !reserved.contains(field.name) {
        extra.append(JSONMember(field.name, field.value))
      }
    }
    return (cells, extra)
  }

  /// The row's input fields that are not reserved, in the row's order (formats without a fixed
  /// header write each under its own name).
  package func inputFields(_ record: InputRecord) -> [Field] {
    record.fields.filter { !reserved.contains($0.name) }
  }

  /// The enrichment cells, in `enrichment` order.
  package func enrichmentCells(_ row: RowResult, attribution: String) -> [CellValue] {
    let view = ContractRow(row, attribution: attribution)
    return enrichment.map { $0.cell(view) }
  }

  /// The `enrich_extra_fields` cell for `extra`.
  package static func extraFieldsCell(_ extra: [JSONMember]) -> CellValue {
    extra.isEmpty ? .empty : .text(JSONText.compact(.object(extra)))
  }
}
