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
  /// Row members (JSON, NDJSON, GeoJSON) or enrichment columns (CSV, KML) to write; empty:
  /// all. `row` is always kept in JSON rows, and input columns always lead CSV rows.
  package var fields: [String]

  package init(format: OutputFormat? = nil, csvSafe: Bool = false, bom: Bool = false, fields: [String] = []) {
    self.format = format
    self.csvSafe = csvSafe
    self.bom = bom
    self.fields = fields
  }

  /// The row object restricted to `fields`.
  func rowObject(_ row: RowResult) -> JSONValue {
    let object = row.jsonValue
    guard !fields.isEmpty, let members = object.objectValue else { return object }
    return .object(members.filter { $0.key == "row" || fields.contains($0.key) })
  }

  /// The enrichment columns' values (or names) restricted to `fields`, in column order.
  func enrichment<Value>(_ values: [Value]) -> [Value] {
    guard !fields.isEmpty else { return values }
    return zip(EnrichmentColumns.names, values).filter { fields.contains($0.0) }.map(\.1)
  }
}
