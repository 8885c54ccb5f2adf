import EnrichCore
import EnrichFormats

/// Where rows come from and how their columns are read: `input:` in a pipeline file.
package struct InputSettings: Sendable, Equatable {
  /// A path, or `-` for stdin.
  package var path: String = "-"
  package var format: InputFormat?
  /// nil: a byte-order mark's, else UTF-8.
  package var encoding: TextEncoding?
  package var delimiter: Character?
  /// XLSX: the sheet to read (nil: the first visible one).
  package var sheet: String?
  /// Where the header is (CSV, XLSX): found in the first rows, on a given line, or none.
  package var header: HeaderChoice = .detect
  package var mapping = ColumnMapping()
  /// Only this worker's share of the rows (`--shard K/N`); nil: every row.
  package var shard: RowShard?

  package init() {}

  /// The reader options these settings describe.
  package var readerOptions: ReaderOptions {
    var options = ReaderOptions()
    options.format = format
    options.encoding = encoding
    options.delimiter = delimiter?.asciiValue
    options.sheet = sheet
    options.header = header
    return options
  }

  static let keys = ["path", "format", "encoding", "delimiter", "sheet", "header", "columns", "shard"]
  static let columnKeys = [
    "name", "address", "street", "housenumber", "unit", "city", "postcode", "country", "lat", "lng", "query",
  ]

  static func decode(_ reader: SettingsReader) throws(SettingsError) -> InputSettings {
    let section = try reader.section(allowed: keys)
    var input = InputSettings()
    input.path = try section.required("path").requiredFilePath()
    input.format = try section["format"]?.enumValue(InputFormat.allCases.map(\.rawValue)) {
      InputFormat(rawValue: $0.lowercased())
    }
    if let encoding = try section["encoding"]?.enumValue(
      ["utf8", "latin1", "windows-1252"], TextEncoding.init(name:))
    {
      input.encoding = encoding
    }
    if let delimiter = section["delimiter"] { input.delimiter = try self.delimiter(delimiter) }
    input.sheet = try section["sheet"]?.string()
    if let header = section["header"] { input.header = try self.header(header) }
    if let columns = section["columns"] { input.mapping = try mapping(columns) }
    if let shard = section["shard"], let text = try shard.string() {
      switch RowShard.parse(text) {
      case .success(let value): input.shard = value
      case .failure(let error): throw shard.error(error.message)
      }
    }
    return input
  }

  /// `header: 3` (the header's line or sheet row), `header: none` (the first row is data).
  static func header(_ reader: SettingsReader) throws(SettingsError) -> HeaderChoice {
    guard let text = try reader.string() else { return .detect }
    switch text.lowercased() {
    case "none", "no", "false": return .none
    case "detect", "auto": return .detect
    default:
      guard let line = Int(text), line >= 1 else {
        throw reader.error("'\(text)' is neither a line number (1, 2, …) nor «none» (no header row)")
      }
      return .line(line)
    }
  }

  static func delimiter(_ reader: SettingsReader) throws(SettingsError) -> Character? {
    guard let text = try reader.string() else { return nil }
    let named: [String: Character] = ["tab": "\t", "\\t": "\t", "comma": ",", "semicolon": ";", "pipe": "|"]
    if let character = named[text.lowercased()] { return character }
    guard text.count == 1, let character = text.first, character.isASCII else {
      throw reader.error("'\(text)' is not a single ASCII character, tab, comma, semicolon or pipe")
    }
    return character
  }

  static func mapping(_ reader: SettingsReader) throws(SettingsError) -> ColumnMapping {
    let section = try reader.section(allowed: columnKeys)
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
      throw reader.error("«lat» and «lng» go together: name both coordinate columns or neither")
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

  func render() -> SettingsNode {
    var out = SettingsEntries()
    out.add("path", .text(path))
    out.add("format", format.map { .plain($0.rawValue) })
    if let encoding { out.add("encoding", .plain(encoding.rawValue)) }
    if let delimiter { out.add("delimiter", delimiter == "\t" ? .plain("tab") : .text(String(delimiter))) }
    out.add("sheet", sheet.map { .text($0) })
    switch header {
    case .detect: break
    case .none: out.add("header", .plain("none"))
    case .line(let line): out.add("header", .number(line))
    }
    out.add("shard", shard.map { .plain($0.description) })
    if mapping != ColumnMapping() {
      var columns = SettingsEntries()
      if !mapping.address.isEmpty { columns.add("address", .texts(mapping.address)) }
      let roles: [(String, String?)] = [
        ("name", mapping.name), ("street", mapping.street), ("housenumber", mapping.houseNumber),
        ("unit", mapping.unit), ("city", mapping.city), ("postcode", mapping.postcode),
        ("country", mapping.country), ("lat", mapping.latitude), ("lng", mapping.longitude),
        ("query", mapping.queryTemplate?.text),
      ]
      for (key, value) in roles { columns.add(key, value.map { .text($0) }) }
      out.add("columns", columns.node)
    }
    return out.node
  }

  func resolvingPaths(_ resolve: (String) -> String) -> InputSettings {
    var input = self
    input.path = resolve(path)
    return input
  }

  /// `--input-format`, `--encoding`, `--delimiter`, bound to `input:`.
  package static let options: [CommandLineOption] = [
    CommandLineOption(
      "input-format", valueName: "format",
      help:
        "Input format: csv, json, ndjson, geojson, kml, xlsx (default: from the extension, then the content).",
      binding: .key("format")),
    CommandLineOption(
      "encoding", valueName: "name",
      help:
        "Text encoding of CSV input: utf8, latin1, windows-1252 (default: utf8; UTF-16 with a BOM is detected).",
      binding: .key("encoding")),
    CommandLineOption(
      "delimiter", valueName: "char",
      help: "CSV delimiter: ',', ';', 'tab', '|' (default: sniffed from the first lines).",
      binding: .key("delimiter")),
    CommandLineOption(
      "sheet", valueName: "name", help: "XLSX: the sheet to read (default: the first visible sheet).",
      binding: .key("sheet")),
    CommandLineOption(
      "header-row", valueName: "n",
      help:
        "CSV, XLSX: the line (sheet row) of the header; rows above it are left out (default: found "
        + "among the first rows, past titles and notes).",
      binding: .key("header")),
    CommandLineOption(
      "no-header", kind: .flag,
      help: "CSV, XLSX: the first row is data; columns are named column_1, column_2, ….",
      binding: .constant("header", .plain("none"))),
    CommandLineOption(
      "shard", valueName: "k/n",
      help: "Process only rows r with (r-1) mod N = K-1: worker K of N on one input (see enrich merge).",
      binding: .key("shard")),
  ]

  /// The column options, bound to `input.columns`.
  package static let columnOptions: [CommandLineOption] = [
    CommandLineOption(
      "name-column", valueName: "column", help: "Column with the business or place name.",
      binding: .key("name")),
    CommandLineOption(
      "address-column", kind: .repeatable, valueName: "column",
      help: "Column with the address; repeat to join several in order.", binding: .key("address")),
    CommandLineOption(
      "street-column", valueName: "column", help: "Column with the street name.", binding: .key("street")),
    CommandLineOption(
      "housenumber-column", valueName: "column", help: "Column with the house number.",
      binding: .key("housenumber")),
    CommandLineOption(
      "unit-column", valueName: "column", help: "Column with the unit/apartment/suite.", binding: .key("unit")
    ),
    CommandLineOption(
      "city-column", valueName: "column", help: "Column with the city.", binding: .key("city")),
    CommandLineOption(
      "postcode-column", valueName: "column", help: "Column with the postcode.", binding: .key("postcode")),
    CommandLineOption(
      "country-column", valueName: "column", help: "Column with the country (name or code).",
      binding: .key("country")),
    CommandLineOption(
      "lat-column", valueName: "column", help: "Column with the latitude.", binding: .key("lat")),
    CommandLineOption(
      "lng-column", valueName: "column", help: "Column with the longitude.", binding: .key("lng")),
    CommandLineOption(
      "query", valueName: "template",
      help: "Search text template, e.g. \"{name}, {street} {housenumber}, {city}\".", binding: .key("query")),
  ]
}
