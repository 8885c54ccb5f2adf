import EnrichCore
import EnrichFormats

/// `outputs:`, one or more files written in the same run. An item is a path alone or a section
/// with path, format, fields, csv_safe and bom.
struct OutputDecoder {
  let context: PipelineFileContext

  func decode(_ reader: PipelineValueReader) throws(PipelineFileError) -> [OutputSettings] {
    let items = try reader.items()
    if items.isEmpty { throw reader.error("at least one output is required") }
    var outputs: [OutputSettings] = []
    for item in items {
      let output = try self.output(item)
      if outputs.contains(where: { $0.path == output.path }) {
        throw item.error("'\(output.path)' is written twice; give each output its own path")
      }
      outputs.append(output)
    }
    return outputs
  }

  func output(_ item: PipelineValueReader) throws(PipelineFileError) -> OutputSettings {
    if case .scalar = item.node.content {
      var output = OutputSettings(path: context.resolve(try item.requiredString()))
      output.format = try format(of: output.path, explicit: nil, at: item)
      return output
    }
    let section = try item.section(allowed: ["path", "format", "fields", "csv_safe", "bom"])
    let path = try section.required("path")
    var output = OutputSettings(path: context.resolve(try path.requiredString()))
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

  func format(
    of path: String, explicit: OutputFormat?, at reader: PipelineValueReader
  ) throws(PipelineFileError) -> OutputFormat {
    if let explicit { return explicit }
    if let format = OutputFormat(path: path) { return format }
    if path == "-" { return .json }
    throw reader.error(
      "cannot tell the format of '\(path)' from its extension; add format: "
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
}
