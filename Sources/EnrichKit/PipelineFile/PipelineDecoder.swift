import EnrichCore
import EnrichFormats

/// Maps a pipeline file's tree onto `PipelineConfiguration`, checking every key and value on
/// the way, then the combinations (`PipelineChecks`), so no mistake reaches a provider.
struct PipelineDecoder {
  let context: PipelineFileContext

  static let topLevelKeys = [
    "version", "input", "provider", "providers", "concurrency", "stages", "outputs", "cache", "resume",
    "journal", "budgets", "dry_run", "compare", "review", "summary",
  ]

  func decode(_ root: PipelineNode) throws(PipelineFileError) -> PipelineConfiguration {
    let top = try PipelineValueReader(node: root, path: "", context: context)
      .section(allowed: Self.topLevelKeys)
    var configuration = PipelineConfiguration()
    if let version = top["version"], let number = try version.int(in: 0...Int.max), number != 1 {
      throw version.error("this enrich reads version 1 pipelines, got \(number)")
    }
    configuration.input = try InputDecoder(context: context).decode(try top.required("input"))
    configuration.providers = try ProviderDecoder(context: context).decode(top)
    if let concurrency = try top["concurrency"]?.int(in: 1...256) { configuration.concurrency = concurrency }
    if let stages = top["stages"] {
      configuration.stages = try StageDecoder(context: context).decode(stages)
    }
    configuration.outputs = try OutputDecoder(context: context).decode(try top.required("outputs"))
    configuration.run = try RunSettingsDecoder(context: context).decode(top)
    try PipelineChecks(context: context).check(configuration, top: top)
    return configuration
  }
}

/// `input:` path, format, encoding, delimiter and `columns:`.
struct InputDecoder {
  let context: PipelineFileContext

  func decode(_ reader: PipelineValueReader) throws(PipelineFileError) -> InputSettings {
    let section = try reader.section(allowed: ["path", "format", "encoding", "delimiter", "columns"])
    var input = InputSettings()
    input.path = context.resolve(try section.required("path").requiredString())
    input.format = try section["format"]?.enumValue(InputFormat.allCases.map(\.rawValue)) {
      InputFormat(rawValue: $0.lowercased())
    }
    if let encoding = try section["encoding"]?.enumValue(
      ["utf8", "latin1", "windows-1252"], TextEncoding.init(name:))
    {
      input.encoding = encoding
    }
    if let delimiter = section["delimiter"] { input.delimiter = try self.delimiter(delimiter) }
    if let columns = section["columns"] { input.mapping = try mapping(columns) }
    return input
  }

  func delimiter(_ reader: PipelineValueReader) throws(PipelineFileError) -> Character? {
    guard let text = try reader.string() else { return nil }
    let named: [String: Character] = ["tab": "\t", "\\t": "\t", "comma": ",", "semicolon": ";", "pipe": "|"]
    if let character = named[text.lowercased()] { return character }
    guard text.count == 1, let character = text.first, character.isASCII else {
      throw reader.error("'\(text)' is not a single ASCII character, tab, comma, semicolon or pipe")
    }
    return character
  }

  func mapping(_ reader: PipelineValueReader) throws(PipelineFileError) -> ColumnMapping {
    let section = try reader.section(allowed: [
      "name", "address", "street", "housenumber", "unit", "city", "postcode", "country", "lat", "lng",
      "query",
    ])
    var mapping = ColumnMapping()
    mapping.name = try section["name"]?.string()
    mapping.address = try section["address"]?.strings() ?? []
    mapping.street = try section["street"]?.string()
    mapping.houseNumber = try section["housenumber"]?.string()
    mapping.unit = try section["unit"]?.string()
    mapping.city = try section["city"]?.string()
    mapping.postcode = try section["postcode"]?.string()
    mapping.country = try section["country"]?.string()
    mapping.latitude = try section["lat"]?.string()
    mapping.longitude = try section["lng"]?.string()
    if (mapping.latitude == nil) != (mapping.longitude == nil) {
      throw reader.error("lat and lng go together: name both coordinate columns or neither")
    }
    if let query = section["query"], let text = try query.string() {
      do {
        mapping.queryTemplate = try QueryTemplate(text)
      } catch {
        throw query.error(error.message)
      }
    }
    return mapping
  }
}
