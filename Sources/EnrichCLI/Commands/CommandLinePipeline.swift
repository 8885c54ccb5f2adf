import EnrichCore
import EnrichFormats
import EnrichKit
import Foundation

/// Builds the pipeline value that `enrich INPUT -o OUTPUT [options]` describes.
enum CommandLinePipeline {
  /// `defaultOutput` stands in for a missing `-o` (`enrich pipeline show` without one).
  static func configuration(_ arguments: ParsedArguments, defaultOutput: String? = nil) throws(UsageError)
    -> PipelineConfiguration
  {
    var configuration = PipelineConfiguration()
    guard arguments.positionals.count <= 1 else {
      throw UsageError(
        "expected one input file, got \(arguments.positionals.count): \(arguments.positionals.joined(separator: " "))"
      )
    }
    guard let input = arguments.positionals.first else {
      throw UsageError("missing INPUT (a CSV, JSON, NDJSON, GeoJSON or KML file, or - for stdin)")
    }
    configuration.input = try inputSettings(input, arguments)
    configuration.providers = try providers(arguments)
    if let concurrency = try arguments.int("concurrency", in: 1...256) {
      configuration.concurrency = concurrency
    }
    let search = try searchSettings(arguments)
    var geocode = GeocodeSettings()
    geocode.region = search.regionCode
    geocode.language = search.languageCode
    let hours = openStatusSettings(arguments)
    configuration.stages = [.normalize, .search(search), .geocode(geocode), .nearby(NearbySettings())]
    if !arguments.has("no-open-status") { configuration.stages.append(.openStatus(hours)) }
    configuration.outputs = try outputs(arguments, defaultOutput: defaultOutput)
    configuration.run = try runSettings(arguments)
    return configuration
  }

  /// Cache, journal, budgets, change report and review settings.
  static func runSettings(_ arguments: ParsedArguments) throws(UsageError) -> RunSettings {
    var run = RunSettings()
    run.cache.enabled = !arguments.has("no-cache")
    run.cache.path = arguments.value("cache")
    if arguments.has("no-cache"), arguments.isSet("cache") || arguments.has("offline") {
      throw UsageError("--no-cache cannot be combined with --cache or --offline")
    }
    run.cache.ttlDays = try arguments.double("cache-ttl", in: 0...36_500)
    run.cache.refresh = arguments.has("refresh")
    run.cache.offline = arguments.has("offline")
    if run.cache.refresh, run.cache.offline {
      throw UsageError("--refresh and --offline contradict each other")
    }
    run.resume = arguments.has("resume")
    run.journalPath = arguments.value("journal")
    run.journal = !arguments.has("no-journal")
    if !run.journal, run.resume || run.journalPath != nil {
      throw UsageError("--no-journal cannot be combined with --resume or --journal")
    }
    run.maxRequests = try arguments.int("max-requests", in: 0...Int.max)
    run.maxCostUSD = try arguments.double("max-cost", in: 0...1_000_000_000)
    if let text = arguments.value("max-failures") {
      if text.hasSuffix("%"), let share = Double(text.dropLast()), (0...100).contains(share) {
        run.maxFailures = .percent(share)
      } else if let count = Int(text), count >= 1 {
        run.maxFailures = .count(count)
      } else {
        throw UsageError("--max-failures: '\(text)' is not a count (10) or a share (5%)")
      }
    }
    run.dryRun = arguments.has("dry-run")
    run.comparePath = arguments.value("compare")
    run.reviewPath = arguments.value("review")
    run.summaryPath = arguments.value("summary")
    if let format = arguments.value("log-format"), !["text", "json"].contains(format) {
      throw UsageError("--log-format: '\(format)' is not text or json")
    }
    return run
  }

  /// Text Search options from `--type`, `--near`, `--restrict`, ... (shared with `enrich search`).
  static func searchSettings(_ arguments: ParsedArguments) throws(UsageError) -> SearchSettings {
    var search = SearchSettings()
    search.includedType = arguments.value("type")
    search.strictTypeFiltering = arguments.has("strict-type")
    search.openNow = arguments.has("open-now")
    search.minRating = try arguments.double("min-rating", in: 0...5)
    search.priceLevels = list(arguments.value("price-levels"))
    if let rank = arguments.value("rank") {
      guard let preference = RankPreference(rawValue: rank.uppercased()), preference != .popularity else {
        throw UsageError("--rank: '\(rank)' is not relevance or distance")
      }
      search.rankPreference = preference
    }
    if let near = arguments.value("near") {
      let radius = try arguments.double("radius", in: 0...50_000) ?? 5_000
      search.locationBias = .circle(Circle(center: try coordinate(near, option: "near"), radius: radius))
    } else if arguments.isSet("radius") {
      throw UsageError("--radius needs --near LAT,LNG")
    }
    if let restrict = arguments.value("restrict") {
      search.locationRestriction = try rectangle(restrict, option: "restrict")
    }
    if search.locationBias != nil, search.locationRestriction != nil {
      throw UsageError("--near (locationBias) and --restrict (locationRestriction) cannot be used together")
    }
    search.maxResultCount = try arguments.int("max-results", in: 1...20) ?? search.maxResultCount
    search.languageCode = arguments.value("language")
    search.regionCode = arguments.value("region")?.uppercased()
    search.minConfidence = try arguments.double("min-confidence", in: 0...1) ?? search.minConfidence
    search.maxDistanceMeters =
      try arguments.double("max-distance", in: 0...20_000_000) ?? search.maxDistanceMeters
    return search
  }

  static func openStatusSettings(_ arguments: ParsedArguments) -> OpenStatusSettings {
    var hours = OpenStatusSettings()
    hours.at = arguments.value("at")
    hours.timeZone = arguments.value("tz")
    hours.country = arguments.value("country")?.uppercased()
    return hours
  }

  static func inputSettings(_ path: String, _ arguments: ParsedArguments) throws(UsageError) -> InputSettings
  {
    var input = InputSettings()
    input.path = path
    if let format = arguments.value("input-format") {
      guard let parsed = InputFormat(rawValue: format.lowercased()) else {
        throw UsageError(
          "--input-format: '\(format)' is not one of \(InputFormat.allCases.map(\.rawValue).joined(separator: ", "))"
        )
      }
      input.format = parsed
    }
    if let encoding = arguments.value("encoding") {
      let normalized = encoding.lowercased().replacingOccurrences(of: "_", with: "-")
      let aliases: [String: TextEncoding] = [
        "utf8": .utf8, "utf-8": .utf8, "latin1": .latin1, "latin-1": .latin1, "iso-8859-1": .latin1,
        "windows-1252": .windows1252, "cp1252": .windows1252,
      ]
      guard let parsed = aliases[normalized] else {
        throw UsageError("--encoding: '\(encoding)' is not utf8, latin1 or windows-1252")
      }
      input.encoding = parsed
    }
    if let delimiter = arguments.value("delimiter") {
      let named: [String: Character] = [
        "tab": "\t", "\\t": "\t", "comma": ",", "semicolon": ";", "pipe": "|",
      ]
      if let character = named[delimiter.lowercased()] {
        input.delimiter = character
      } else if delimiter.count == 1, let character = delimiter.first {
        input.delimiter = character
      } else {
        throw UsageError("--delimiter: '\(delimiter)' is not a single character or tab")
      }
    }
    var mapping = ColumnMapping()
    mapping.name = arguments.value("name-column")
    mapping.address = arguments.all("address-column")
    mapping.street = arguments.value("street-column")
    mapping.houseNumber = arguments.value("housenumber-column")
    mapping.unit = arguments.value("unit-column")
    mapping.city = arguments.value("city-column")
    mapping.postcode = arguments.value("postcode-column")
    mapping.country = arguments.value("country-column")
    mapping.latitude = arguments.value("lat-column")
    mapping.longitude = arguments.value("lng-column")
    if (mapping.latitude == nil) != (mapping.longitude == nil) {
      throw UsageError("--lat-column and --lng-column go together")
    }
    if let query = arguments.value("query") {
      do {
        mapping.queryTemplate = try QueryTemplate(query)
      } catch {
        throw UsageError("--query: \(error.message)")
      }
    }
    input.mapping = mapping
    return input
  }

  static func providers(_ arguments: ParsedArguments) throws(UsageError) -> [ProviderSettings] {
    let names = list(arguments.value("provider") ?? "local").map { $0.lowercased() }
    if names == ["none"] { return [] }
    var providers: [ProviderSettings] = []
    for name in names {
      switch name {
      case "local":
        providers.append(.local(LocalSettings(indexPath: arguments.value("index"))))
      case "google":
        var google = GoogleSettings()
        google.apiKeyFile = arguments.value("api-key-file")
        google.placesEndpoint = arguments.value("places-endpoint")
        google.geocodingEndpoint = arguments.value("geocoding-endpoint")
        google.qps = try arguments.double("qps", in: 0.01...10_000)
        google.qpm = try arguments.double("qpm", in: 1...1_000_000)
        google.timeoutSeconds = try arguments.double("timeout", in: 0.1...600)
        google.maxRetries = try arguments.int("retries", in: 0...20)
        google.maxResponseBytes = try arguments.byteCount(
          "max-response-size", in: GoogleSettings.responseSizeRange)
        google.fields = list(arguments.value("fields"))
        providers.append(.google(google))
      case "none":
        throw UsageError("--provider none cannot be part of a cascade")
      default:
        throw UsageError(
          "--provider: '\(name)' is not one of \(ProviderRegistry.names.joined(separator: ", "))")
      }
    }
    if Set(names).count != names.count { throw UsageError("--provider lists a provider twice") }
    return providers
  }

  static func outputs(_ arguments: ParsedArguments, defaultOutput: String? = nil) throws(UsageError)
    -> [OutputSettings]
  {
    var paths = arguments.all("output")
    if paths.isEmpty, let defaultOutput { paths = [defaultOutput] }
    guard !paths.isEmpty else { throw UsageError("missing -o OUTPUT (a file, or - for stdout)") }
    var format: OutputFormat?
    if let name = arguments.value("format") {
      guard let parsed = OutputFormat(rawValue: name.lowercased()) else {
        throw UsageError(
          "--format: '\(name)' is not one of \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))"
        )
      }
      format = parsed
    }
    return try paths.map { path throws(UsageError) in
      var output = OutputSettings(path: path)
      output.format = format ?? OutputFormat(path: path)
      if output.format == nil {
        if path == "-" {
          output.format = .json
        } else {
          throw UsageError(
            "cannot tell the format of '\(path)' from its extension; add --format json|ndjson|csv|geojson|kml"
          )
        }
      }
      output.csvSafe = arguments.has("csv-safe")
      output.bom = arguments.has("bom")
      return output
    }
  }

  static func list(_ text: String?) -> [String] {
    guard let text else { return [] }
    return text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  static func coordinate(_ text: String, option: String) throws(UsageError) -> Coordinate {
    let parts = list(text).compactMap(Double.init)
    guard parts.count == 2 else { throw UsageError("--\(option): '\(text)' is not LAT,LNG") }
    let point = Coordinate(latitude: parts[0], longitude: parts[1])
    guard point.isValid else {
      throw UsageError("--\(option): '\(text)' is outside latitude ±90 / longitude ±180")
    }
    return point
  }

  static func rectangle(_ text: String, option: String) throws(UsageError) -> Rectangle {
    let parts = list(text).compactMap(Double.init)
    guard parts.count == 4 else { throw UsageError("--\(option): '\(text)' is not SOUTH,WEST,NORTH,EAST") }
    let rectangle = Rectangle(
      low: Coordinate(latitude: parts[0], longitude: parts[1]),
      high: Coordinate(latitude: parts[2], longitude: parts[3]))
    do {
      try RequestValidator.validate(rectangle, field: "--\(option)")
    } catch {
      throw UsageError(error.message)
    }
    return rectangle
  }
}
