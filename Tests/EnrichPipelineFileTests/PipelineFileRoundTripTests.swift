import EnrichCore
import EnrichFormats
import GoogleProvider
import LocalProvider
import Testing

@testable import EnrichKit
@testable import EnrichPipelineFile

/// `render` must give a file that `parse` reads back to an equal configuration: that is what
/// makes `enrich pipeline show` a faithful starting point.
@Suite struct PipelineFileRoundTripTests {
  static func output(_ path: String, _ format: OutputFormat) -> OutputSettings {
    var output = OutputSettings(path: path)
    output.format = format
    return output
  }

  /// What `enrich places.csv -o out.json` builds.
  static var commandLineDefault: PipelineConfiguration {
    var configuration = PipelineConfiguration()
    configuration.input.path = "samples/places.csv"
    configuration.providers = [LocalPlugin()]
    configuration.stages = [
      NormalizeSettings(), SearchSettings(), GeocodeSettings(), NearbySettings(),
      OpenStatusSettings(),
    ]
    configuration.outputs = [output("out/places.json", .json)]
    return configuration
  }

  /// Every setting away from its default, with text that YAML would otherwise retype.
  static var everything: PipelineConfiguration {
    var configuration = PipelineConfiguration()
    configuration.input.path = "data/Yes.csv"
    configuration.input.format = .csv
    configuration.input.encoding = .windows1252
    configuration.input.delimiter = "\t"
    var mapping = ColumnMapping()
    mapping.name = "null"
    mapping.address = ["08", "true"]
    mapping.street = "Katu: \"1\""
    mapping.houseNumber = "#"
    mapping.unit = "unit $HOME ${X}"
    mapping.city = "Helsingfors – Helsinki"
    mapping.postcode = "00100"
    mapping.country = "~"
    mapping.latitude = "lat"
    mapping.longitude = "lng"
    mapping.queryTemplate = try? QueryTemplate("{null}, {08}\n{city}")
    configuration.input.mapping = mapping
    var google = GooglePlugin()
    google.apiKeyFile = "/etc/enrich/key"
    google.placesEndpoint = "http://127.0.0.1:8080"
    google.geocodingEndpoint = "http://127.0.0.1:8081/geo"
    google.qps = 0.5
    google.qpm = 90
    google.timeoutSeconds = 2.25
    google.maxRetries = 0
    google.maxResponseBytes = 1 << 20
    google.fields = ["rating", "priceLevel"]
    configuration.providers = [LocalPlugin(indexPath: "idx.sqlite"), google]
    configuration.concurrency = 16
    var search = SearchSettings()
    search.providers = ["local", "google"]
    search.includedType = "cafe"
    search.strictTypeFiltering = true
    search.openNow = true
    search.minRating = 3.5
    search.priceLevels = [.moderate, .expensive]
    search.rankPreference = .distance
    search.locationRestriction = Rectangle(
      low: Coordinate(latitude: 60.1642, longitude: 24.9352),
      high: Coordinate(latitude: 60.1791, longitude: 24.9534))
    search.maxResultCount = 20
    search.languageCode = "fi"
    search.regionCode = "FI"
    search.minConfidence = 0.123456789
    search.maxDistanceMeters = 1e-3
    search.alwaysListCandidates = true
    var geocode = GeocodeSettings()
    geocode.providers = ["google"]
    geocode.region = "FI"
    geocode.language = "sv-FI"
    geocode.bounds = Rectangle(
      low: Coordinate(latitude: -10, longitude: 170), high: Coordinate(latitude: 10, longitude: -170))
    var nearby = NearbySettings()
    nearby.providers = ["local"]
    nearby.radius = 50_000
    nearby.includedTypes = ["bar", "cafe"]
    var hours = OpenStatusSettings()
    hours.at = "2026-12-06T10:00"
    hours.timeZone = "Europe/Helsinki"
    hours.country = "FI"
    var filter = FilterSettings()
    filter.statuses = [.matched, .geocoded, .lowConfidence]
    filter.openStatuses = [.open]
    filter.minConfidence = 0
    filter.types = ["cafe"]
    var otherFilter = FilterSettings()
    otherFilter.types = ["bakery"]
    var dedupe = DedupeSettings()
    dedupe.fields = ["null", "08"]
    var select = SelectSettings()
    select.fields = ["null", "08"]
    select.rename = ["null": "name", "08": "no"]
    configuration.stages = [
      NormalizeSettings(), search, geocode, nearby, hours,
      CompareSettings(previousOutput: "prev.json", moveMeters: 12.5), filter, otherFilter, dedupe, select,
    ]
    var csv = output("-", .csv)
    csv.fields = ["enrich_place_name", "enrich_lat"]
    csv.candidates = 5
    csv.csvSafe = true
    csv.bom = true
    var json = output("out/rows", .ndjson)
    json.fields = ["row", "candidates"]
    configuration.outputs = [csv, json, output("out/x.kml", .kml)]
    configuration.run.cache = CacheSettings()
    configuration.run.cache.path = "cache.sqlite"
    configuration.run.cache.ttlDays = 0.5
    configuration.run.cache.refresh = true
    configuration.run.resume = true
    configuration.run.journalPath = "j"
    configuration.run.maxRequests = 10
    configuration.run.maxCostUSD = 0.01
    configuration.run.maxFailures = .percent(12.5)
    configuration.run.dryRun = true
    configuration.sideOutputs = [ReviewOutput(path: "review.csv"), ReportOutput(path: "report.html")]
    configuration.run.summaryPath = "summary.json"
    return configuration
  }

  static var noProviderBiasAndCacheOff: PipelineConfiguration {
    var configuration = commandLineDefault
    configuration.providers = []
    var search = SearchSettings()
    search.locationBias = .circle(Circle(center: Coordinate(latitude: -33.9, longitude: 151.2), radius: 0))
    configuration.stages = [NormalizeSettings(), search, CompareSettings(previousOutput: nil, moveMeters: 7)]
    configuration.run.cache.enabled = false
    configuration.run.maxFailures = .count(3)
    configuration.input.delimiter = ";"
    return configuration
  }

  static var rectangleBias: PipelineConfiguration {
    var configuration = commandLineDefault
    var search = SearchSettings()
    search.locationBias = .rectangle(
      Rectangle(low: Coordinate(latitude: 1, longitude: 2), high: Coordinate(latitude: 3, longitude: 4)))
    search.rankPreference = .relevance
    configuration.stages = [
      NormalizeSettings(), search, DedupeSettings(), SelectSettings(),
    ]
    configuration.run.cache.offline = true
    return configuration
  }

  @Test(arguments: [
    ("command line default", commandLineDefault), ("every setting", everything),
    ("no provider", noProviderBiasAndCacheOff), ("rectangle bias", rectangleBias),
  ])
  func renderParsesBackToAnEqualConfiguration(name: String, configuration: PipelineConfiguration) throws {
    let text = PipelineFile.render(configuration)
    let parsed = try PipelineFile.parse(
      text, name: "\(name).yaml", baseDirectory: "", environment: [:], plugins: testPlugins)
    #expect(parsed == configuration, "\(text)")
  }

  @Test func rendersReadableDefaults() {
    #expect(
      PipelineFile.render(Self.commandLineDefault) == """
        # enrich pipeline; reference: docs/pipelines.md
        version: 1
        input:
          path: "samples/places.csv"
        providers:
          - type: local
        concurrency: 16
        stages:
          - normalize
          - search
          - geocode
          - nearby
          - open_status
        outputs:
          - path: "out/places.json"
            format: json

        """)
  }
}
