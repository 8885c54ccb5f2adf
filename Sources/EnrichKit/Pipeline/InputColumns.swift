import EnrichCore
import EnrichFormats

/// What a run reads from its input: the column mapping (the configured columns completed by
/// those recognised, `ColumnDetection`), the table the reader found, and the checks they must
/// pass before anything is written — a configured column the input lacks, an input with no
/// row, an input with nothing to search. Also how the mapping is said: the `columns:` line on
/// stderr, the summary's `input` member, and the columns `pipeline show` writes.
package struct InputColumns: Sendable {
  package var mapping: ColumnMapping
  /// Columns recognised by their values rather than their names.
  package var byValues: [String]
  package var table: TableLayout?
  /// Whether the input holds no row at all (only with `--allow-empty`; else an error).
  package var isEmpty: Bool

  /// The input's columns as `input` configures them and `reader` finds them.
  /// - Throws: `PipelineError` (.configuration for a configured column the input lacks, .input
  ///   for an input without rows or without anything to search).
  /// `searches`: whether a provider is asked (with `--provider none` rows are only read and
  /// written, so nothing to search is no error).
  package static func of(
    _ input: InputSettings, reader: any RecordReader, allowEmpty: Bool, searches: Bool = true
  ) throws(PipelineError) -> InputColumns {
    let columns = reader.columns
    let preview = reader.preview
    let headerless = reader.table.map { $0.headerLine == nil } ?? false
    let found = ColumnDetection.detect(
      columns: columns, preview: preview, headerless: headerless,
      toldHeaderless: headerless && reader.table?.given == true)
    let mapping = input.mapping.completed(with: found.mapping)
    let missing = mapping.missingColumns(in: columns)
    if !missing.isEmpty, !columns.isEmpty {
      throw PipelineError(
        .configuration,
        "\(reader.sourceName): no column named \(missing.map { "'\($0)'" }.joined(separator: ", ")) "
          + "(columns: \(columns.joined(separator: ", ")))")
    }
    let byValues = found.byValues.filter { column in mapping.roles.contains { $0.columns.contains(column) } }
    // Every reader reads its first rows ahead: none read means none there, unless reading
    // ahead stopped at an error (a syntax error in the first row), which is said as itself.
    if preview.isEmpty {
      do {
        try reader.checkAhead()
      } catch let error as FormatError {
        throw PipelineError(.input, "\(error.description) (no output replaced)")
      } catch {
        throw PipelineError(.input, "\(reader.sourceName): \(error) (no output replaced)")
      }
      guard allowEmpty else { throw PipelineError(.input, emptyMessage(reader)) }
      return InputColumns(mapping: mapping, byValues: byValues, table: reader.table, isEmpty: true)
    }
    guard mapping.isSearchable || !searches else { throw PipelineError(.input, unsearchableMessage(reader)) }
    return InputColumns(mapping: mapping, byValues: byValues, table: reader.table, isEmpty: false)
  }

  /// The columns of the input `input` names, from its first rows (`enrich pipeline show`),
  /// with the note about its table, if any.
  package static func read(_ input: InputSettings, searches: Bool) throws(PipelineError) -> (
    columns: InputColumns, note: String?
  ) {
    let reader: any RecordReader
    do {
      reader = try FormatRegistry.makeReader(path: input.path, options: input.readerOptions)
    } catch let error as FormatError {
      throw PipelineError(.input, error.description)
    } catch {
      throw PipelineError(.input, "\(input.path): \(error)")
    }
    let columns = try of(input, reader: reader, allowEmpty: false, searches: searches)
    return (columns, reader.table?.note)
  }

  /// The header choice that reads the same table again: none when it was found on the first
  /// line, `none` for a table without one, else its line.
  package var headerChoice: HeaderChoice {
    guard let table else { return .detect }
    guard let line = table.headerLine else { return .none }
    return table.skipped.isEmpty ? .detect : .line(line)
  }

  static let emptyHint = "no output replaced; --allow-empty writes empty outputs"

  static func emptyMessage(_ reader: any RecordReader) -> String {
    let name = reader.sourceName
    let sheet = reader.table?.sheet.map { "sheet '\($0)' of " } ?? ""
    if let line = reader.table?.headerLine {
      let unit = reader.table?.sheet == nil ? "line" : "row"
      let header = reader.columns.prefix(6).joined(separator: ", ")
      return "\(sheet)\(name): has a header (\(unit) \(line): \(header)) but no rows to enrich (\(emptyHint))"
        + otherSheets(reader.table)
    }
    return "\(sheet)\(name): holds no rows to enrich (\(emptyHint))" + otherSheets(reader.table)
  }

  static func unsearchableMessage(_ reader: any RecordReader) -> String {
    let columns = reader.columns
    let shown =
      columns.prefix(12).map { "'\($0)'" }.joined(separator: ", ") + (columns.count > 12 ? ", …" : "")
    let template = columns.prefix(2).map { "{\($0)}" }.joined(separator: ", ")
    return "\(reader.sourceName): nothing to search: none of its columns (\(shown)) is recognised as a name, "
      + "an address, a street or coordinates; map them with --name-column, --address-column, "
      + "--street-column or --lat-column and --lng-column, or build the search text with --query \"\(template)\""
      + otherSheets(reader.table) + " (no output replaced)"
  }

  /// `; the workbook's other sheets: 'Asiakkaat' (--sheet NAME reads one)`, for a workbook with more.
  static func otherSheets(_ table: TableLayout?) -> String {
    guard let table, let sheet = table.sheet else { return "" }
    let others = table.sheets.filter { $0 != sheet }
    guard !others.isEmpty else { return "" }
    return
      "; the workbook's other sheets: \(others.map { "'\($0)'" }.joined(separator: ", ")) (--sheet NAME reads one)"
  }

  /// `columns: name=Toimipiste, address=Katuosoite, postcode=column_4 (by its values)`.
  package var line: String {
    let roles = mapping.roles.map { role in
      let columns = role.columns.map { byValues.contains($0) ? "\($0) (by its values)" : $0 }
      return "\(role.key)=\(role.key == "query" ? "\"\(role.columns[0])\"" : columns.joined(separator: "+"))"
    }
    return "columns: " + (roles.isEmpty ? "none" : roles.joined(separator: ", "))
  }

  /// The summary's `input`: the table's header line (for a table) and the columns of each role.
  package var summary: InputSummary {
    InputSummary(
      isTable: table != nil, headerLine: table?.headerLine,
      columns: mapping.roles.map { InputSummary.Role(role: $0.key, columns: $0.columns) })
  }

  /// Whether rows can only be geocoded: an address but no name, coordinates or template.
  package var geocodesAddressesOnly: Bool {
    mapping.name == nil && mapping.queryTemplate == nil && (!mapping.address.isEmpty || mapping.street != nil)
  }
}
