import EnrichCore
import EnrichFormats

/// One output of the run: an item of `outputs:` in a pipeline file.
package struct OutputSettings: Sendable, Equatable {
  /// A path, or `-` for stdout.
  package var path: String
  package var format: OutputFormat?
  package var csvSafe = false
  package var bom = false
  /// Row members (JSON formats) or enrichment columns (CSV) to write; empty: all.
  package var fields: [String] = []

  package init(path: String) { self.path = path }

  /// The writer options these settings describe.
  package var writerOptions: WriterOptions {
    var options = WriterOptions()
    options.format = format
    options.csvSafe = csvSafe
    options.bom = bom
    options.fields = fields
    return options
  }

  static let keys = ["path", "format", "fields", "csv_safe", "bom"]

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
    if let fields = section["fields"] {
      output.fields = try fields.strings()
      for (index, field) in output.fields.enumerated() where !format.fieldNames.contains(field) {
        var reader = fields
        if case .sequence = fields.node.content { reader = try fields.items()[index] }
        throw reader.error(Self.fieldProblem(field, format: format))
      }
    }
    return output
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

  /// The rule: flat formats hold flat columns only; nested row members need a JSON format.
  static func fieldProblem(_ field: String, format: OutputFormat) -> String {
    let name = format.rawValue.uppercased()
    if format.isFlat, RowResult.jsonMemberNames.contains(field) {
      return "\(name) holds flat columns and '\(field)' is a JSON row member; write it to a json, ndjson "
        + "or geojson output, or pick flat columns (\(format.fieldNames.joined(separator: ", ")))"
    }
    if !format.isFlat, OutputFormat.csv.fieldNames.contains(field) {
      return "'\(field)' is a CSV column; \(name) rows have the members "
        + format.fieldNames.joined(separator: ", ")
    }
    return "'\(field)' is not a field \(name) can hold (\(format.fieldNames.joined(separator: ", ")))"
  }

  func render() -> SettingsNode {
    var out = SettingsEntries()
    out.add("path", .text(path))
    out.add("format", format.map { .plain($0.rawValue) })
    if !fields.isEmpty { out.add("fields", .names(fields)) }
    if csvSafe { out.add("csv_safe", .bool(true)) }
    if bom { out.add("bom", .bool(true)) }
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
      "format", short: "f", valueName: "format", help: "Output format: json, ndjson, csv, geojson, kml.",
      binding: .key("format")),
    CommandLineOption(
      "csv-safe", kind: .flag, help: "Neutralise spreadsheet formulas (=, +, -, @) in CSV cells.",
      binding: .key("csv_safe")),
    CommandLineOption(
      "bom", kind: .flag, help: "Start CSV output with a UTF-8 byte order mark (for Excel).",
      binding: .key("bom")),
  ]
}
