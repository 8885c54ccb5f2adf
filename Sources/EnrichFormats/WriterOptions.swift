import EnrichCore

/// How to write an output.
package struct WriterOptions: Sendable, Equatable {
  /// Forces the format; nil chooses it from the output's extension.
  package var format: OutputFormat?
  /// CSV: prefix cells starting with `=`, `+`, `-`, `@`, tab or CR with `'` so spreadsheet
  /// programs do not run them as formulas (plain numbers such as `-12.5` are left alone).
  package var csvSafe: Bool
  /// CSV: start the file with a UTF-8 byte-order mark (for spreadsheet programs).
  package var bom: Bool
  /// CSV: the byte between cells (`,`; `;` for spreadsheets in comma-decimal locales).
  package var delimiter: UInt8 = CSVCell.comma
  /// Row members (JSON, NDJSON) or enrichment columns (flat formats) to write; empty: all.
  /// `row` is always kept in JSON rows, and input columns always lead flat rows.
  package var fields: [String]
  /// Flat formats: how many of a row's best candidates get columns of their own.
  package var candidates: Int
  /// Flat formats: the provider fields that get typed columns (from the run's plugins).
  package var placeColumns: [PlaceColumn]

  package init(
    format: OutputFormat? = nil, csvSafe: Bool = false, bom: Bool = false, fields: [String] = [],
    candidates: Int = ColumnContract.defaultCandidates, placeColumns: [PlaceColumn] = []
  ) {
    self.format = format
    self.csvSafe = csvSafe
    self.bom = bom
    self.fields = fields
    self.candidates = candidates
    self.placeColumns = placeColumns
  }

  /// The row object restricted to `fields`.
  func rowObject(_ row: RowResult) -> JSONValue {
    let object = row.jsonValue
    guard !fields.isEmpty, let members = object.objectValue else { return object }
    return .object(members.filter { $0.key == "row" || fields.contains($0.key) })
  }
}
