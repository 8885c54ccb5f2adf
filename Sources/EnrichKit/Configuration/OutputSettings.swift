import EnrichCore
import EnrichFormats

/// One output of the run: an item of `outputs:` in a pipeline file.
package struct OutputSettings: Sendable, Equatable {
  /// A path, or `-` for stdout.
  package var path: String
  package var format: OutputFormat?
  package var csvSafe = false
  package var bom = false
  /// CSV: the character between cells (nil: a comma).
  package var delimiter: Character?
  /// Row members (JSON, NDJSON) or enrichment columns (flat formats) to write; empty: all.
  package var fields: [String] = []
  /// Flat formats: how many of a row's best candidates get columns (`--candidates`).
  package var candidates = ColumnContract.defaultCandidates

  package init(path: String) { self.path = path }

  /// The writer options these settings describe.
  package var writerOptions: WriterOptions {
    var options = WriterOptions()
    options.format = format
    options.csvSafe = csvSafe
    options.bom = bom
    if let byte = delimiter?.asciiValue { options.delimiter = byte }
    options.fields = fields
    options.candidates = candidates
    return options
  }

  static let keys = ["path", "format", "fields", "candidates", "csv_safe", "bom", "delimiter"]

  static func decodeList(_ reader: SettingsReader) throws(SettingsError) -> [OutputSettings] {
    let items = try reader.items()
    if items.isEmpty { throw reader.error("at least one output is required") }
    var outputs: [OutputSettings] = []
    for item in items {
      let output = try decode(item)
      if outputs.contains(where: { $0.path == output.path }) {
        throw item.error("'\(output.path)' is written twice; give each output its own path")
      }
      outputs.append(output)
    }
    return outputs
  }

  static func decode(_ item: SettingsReader) throws(SettingsError) -> OutputSettings {
    if case .scalar = item.node.content {
      var output = OutputSettings(path: try item.requiredFilePath())
      output.format = try format(of: output.path, explicit: nil, at: item)
      return output
    }
    let section = try item.section(allowed: keys)
    let path = try section.required("path")
    var output = OutputSettings(path: try path.requiredFilePath())
    let explicit = try section["format"]?.enumValue(OutputFormat.allCases.map(\.rawValue)) {
      OutputFormat(rawValue: $0.lowercased())
    }
    let format = try self.format(of: output.path, explicit: explicit, at: path)
    output.format = format
    output.csvSafe = try section["csv_safe"]?.bool() ?? false
    output.bom = try section["bom"]?.bool() ?? false
    if let delimiter = section["delimiter"] { output.delimiter = try self.delimiter(delimiter) }
    output.candidates =
      try section["candidates"]?.int(in: 0...ColumnContract.maxCandidates) ?? output.candidates
    if let fields = section["fields"] {
      output.fields = try fields.strings()
      for (index, field) in output.fields.enumerated()
      where !format.accepts(field: field, candidates: output.candidates) {
        var reader = fields
        if case .sequence = fields.node.content { reader = try fields.items()[index] }
        throw reader.error(Self.fieldProblem(field, format: format, candidates: output.candidates))
      }
    }
    return output
  }

  /// A CSV output's delimiter: what an input's may be (`;`, `tab`, `|` …), but never a quote
  /// or a line end, which would make the file unreadable.
  static func delimiter(_ reader: SettingsReader) throws(SettingsError) -> Character? {
    guard let character = try InputSettings.delimiter(reader) else { return nil }
    guard let byte = character.asciiValue, CSVCell.isDelimiter(byte) else {
      throw reader.error("a quote or a line end cannot separate CSV cells; use ',', ';', 'tab' or '|'")
    }
    return character
  }

  static func format(
    of path: String, explicit: OutputFormat?, at reader: SettingsReader
  ) throws(SettingsError) -> OutputFormat {
    if let explicit { return explicit }
    if let format = OutputFormat(path: path) { return format }
    if path == "-" { return .json }
    throw reader.error(
      "cannot tell the format of '\(path)' from its extension; add «format»: "
        + OutputFormat.allCases.map(\.rawValue).joined(separator: "|"))
  }

  /// The rule: flat formats hold the column contract's columns only; nested row members need
  /// JSON or NDJSON. A column name from before the contract gets its current name suggested.
  static func fieldProblem(_ field: String, format: OutputFormat, candidates: Int) -> String {
    let name = format.rawValue.uppercased()
    let names = format.fieldNames(candidates: candidates).joined(separator: ", ")
    if format.isFlat, let current = ColumnContract.currentName(of: field) {
      return "'\(field)' is now called '\(current)' (column contract v\(ColumnContract.version))"
    }
    if format.isFlat, RowResult.jsonMemberNames.contains(field) {
      return "\(name) holds flat columns and '\(field)' is a JSON row member; write it to a json or ndjson "
        + "output, or pick columns (\(names))"
    }
    if !format.isFlat, OutputFormat.csv.accepts(field: field, candidates: candidates) {
      return "'\(field)' is a column of the flat formats; \(name) rows have the members \(names)"
    }
    return "'\(field)' is not a field \(name) can hold (\(names))"
  }

  func render() -> SettingsNode {
    var out = SettingsEntries()
    out.add("path", .text(path))
    out.add("format", format.map { .plain($0.rawValue) })
    if !fields.isEmpty { out.add("fields", .names(fields)) }
    if candidates != ColumnContract.defaultCandidates { out.add("candidates", .number(candidates)) }
    if csvSafe { out.add("csv_safe", .bool(true)) }
    if bom { out.add("bom", .bool(true)) }
    if let delimiter, delimiter != "," {
      out.add("delimiter", delimiter == "\t" ? .plain("tab") : .text(String(delimiter)))
    }
    return out.node
  }

  /// `-o` (repeatable) and the options every output of the command line shares; bound to
  /// each item of `outputs:` by the front end.
  package static let options: [CommandLineOption] = [
    CommandLineOption(
      "output", short: "o", kind: .repeatable, valueName: "path",
      help: "Output file (- for stdout); repeat for several. Format from the extension.",
      binding: .key("path")),
    CommandLineOption(
      "format", short: "f", valueName: "format",
      help: "Output format: json, ndjson, csv, geojson, kml, xlsx, gpkg.", binding: .key("format")),
    CommandLineOption(
      "columns", valueName: "a,b,...",
      help:
        "Only these enrichment columns (flat outputs) or row members (JSON, NDJSON), in the "
        + "contract's order; input columns always lead. As a pipeline output's fields.",
      binding: .list("fields")),
    CommandLineOption(
      "candidates", valueName: "n",
      help: "Flat outputs: columns for each row's best N candidates (default 3, 0 for none).",
      binding: .key("candidates")),
    CommandLineOption(
      "csv-safe", kind: .flag, help: "Neutralise spreadsheet formulas (=, +, -, @) in CSV cells.",
      binding: .key("csv_safe")),
    CommandLineOption(
      "bom", kind: .flag, help: "Start CSV output with a UTF-8 byte order mark (for Excel).",
      binding: .key("bom")),
    CommandLineOption(
      "output-delimiter", valueName: "char",
      help:
        "CSV outputs and --review: the cell delimiter, ',' (default), ';' (Excel in comma-decimal "
        + "locales), 'tab' or '|'.",
      binding: .key("delimiter")),
  ]
}

extension OutputSettings {
  /// The summary sidecar written beside this output (NDJSON files have one).
  package var summarySidecarPath: String? { SummarySidecar.path(of: path, format: format) }
}
