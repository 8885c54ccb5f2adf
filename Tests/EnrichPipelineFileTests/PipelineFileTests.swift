import EnrichCore
import EnrichFormats
import GoogleProvider
import LocalProvider
import Testing

@testable import EnrichKit
@testable import EnrichPipelineFile

/// Parses pipeline text the way `enrich run` does, with a fixed environment.
func parsePipeline(
  _ text: String, overrides: [String] = [], environment: [String: String] = ["HOME": "/home/ann"],
  base: String = ""
) throws(PipelineFileError) -> PipelineConfiguration {
  try PipelineFile.parse(
    text, name: "job.yaml", baseDirectory: base, overrides: overrides, environment: environment,
    plugins: testPlugins)
}

@Suite struct PipelineFileTests {
  @Test func readsAFullPipeline() throws {
    let configuration = try parsePipeline(
      """
      version: 1
      input:
        path: places.csv
        format: csv
        encoding: latin1
        delimiter: semicolon
        columns:
          name: Nimi
          address: [Katu, Numero]
          postcode: 00100
          lat: Leveys
          lng: Pituus
          query: "{Nimi}, {Katu}"
      providers:
        - type: local
          index: idx.sqlite
        - type: google
          api_key_file: ~/keys/google
          qps: 5
          qpm: 300
          timeout: 7.5
          retries: 2
          fields: [rating, websiteUri]
      concurrency: 4
      stages:
        - normalize
        - search:
            providers: [local, google]
            included_type: cafe
            strict_type_filtering: true
            open_now: true
            min_rating: 4
            price_levels: [price_level_moderate]
            rank_preference: distance
            location_bias: {circle: {center: {latitude: 60.17, longitude: 24.94}, radius: 800}}
            max_result_count: 3
            language_code: fi
            region_code: fi
            min_confidence: 0.75
            max_distance: 300
            always_list_candidates: true
        - geocode: {providers: [google], region: fi, language: sv}
        - nearby: {radius: 120, included_types: [bar]}
        - open_status: {at: "2026-12-06T10:00", tz: Europe/Helsinki, country: fi}
        - filter: {status: matched, open_status: [open, unknown], min_confidence: 0.8, types: [cafe]}
        - dedupe: {fields: [Nimi]}
        - select: {fields: [Nimi, Katu], rename: {Nimi: name}}
      outputs:
        - out.json
        - path: out.csv
          fields: [enrich_place_name, enrich_lat, enrich_lng]
          csv_safe: true
          bom: true
      cache: {path: cache.sqlite, ttl_days: 7, offline: true}
      resume: true
      journal: run.journal
      budgets: {max_requests: 100, max_cost: 2.5, max_failures: 5%}
      dry_run: true
      compare: {path: previous.json, move_meters: 25}
      review: review.csv
      summary: {path: summary.json}
      """, base: "/srv/jobs")

    #expect(configuration.input.path == "/srv/jobs/places.csv")
    #expect(configuration.input.format == .csv)
    #expect(configuration.input.encoding == .latin1)
    #expect(configuration.input.delimiter == ";")
    let mapping = configuration.input.mapping
    #expect(mapping.name == "Nimi" && mapping.address == ["Katu", "Numero"])
    #expect(mapping.postcode == "00100")
    #expect(mapping.latitude == "Leveys" && mapping.longitude == "Pituus")
    #expect(mapping.queryTemplate?.columns == ["Nimi", "Katu"])

    var google = GooglePlugin()
    google.apiKeyFile = "/home/ann/keys/google"
    google.qps = 5
    google.qpm = 300
    google.timeoutSeconds = 7.5
    google.maxRetries = 2
    google.fields = ["rating", "websiteUri"]
    #expect(
      configuration.providers == [LocalPlugin(indexPath: "/srv/jobs/idx.sqlite"), google])
    #expect(configuration.concurrency == 4)

    var search = SearchSettings()
    search.providers = ["local", "google"]
    search.includedType = "cafe"
    search.strictTypeFiltering = true
    search.openNow = true
    search.minRating = 4
    search.priceLevels = [.moderate]
    search.rankPreference = .distance
    search.locationBias = .circle(Circle(center: Coordinate(latitude: 60.17, longitude: 24.94), radius: 800))
    search.maxResultCount = 3
    search.languageCode = "fi"
    search.regionCode = "FI"
    search.minConfidence = 0.75
    search.maxDistanceMeters = 300
    search.alwaysListCandidates = true
    var geocode = GeocodeSettings()
    geocode.providers = ["google"]
    geocode.region = "FI"
    geocode.language = "sv"
    var nearby = NearbySettings()
    nearby.radius = 120
    nearby.includedTypes = ["bar"]
    var hours = OpenStatusSettings()
    hours.at = "2026-12-06T10:00"
    hours.timeZone = "Europe/Helsinki"
    hours.country = "FI"
    var filter = FilterSettings()
    filter.statuses = [.matched]
    filter.openStatuses = [.open, .unknown]
    filter.minConfidence = 0.8
    filter.types = ["cafe"]
    var dedupe = DedupeSettings()
    dedupe.fields = ["Nimi"]
    var select = SelectSettings()
    select.fields = ["Nimi", "Katu"]
    select.rename = ["Nimi": "name"]
    #expect(
      configuration.stages == [
        NormalizeSettings(), search, geocode, nearby, hours,
        CompareSettings(previousOutput: "/srv/jobs/previous.json", moveMeters: 25), filter, dedupe, select,
      ])

    var json = OutputSettings(path: "/srv/jobs/out.json")
    json.format = .json
    var csv = OutputSettings(path: "/srv/jobs/out.csv")
    csv.format = .csv
    csv.fields = ["enrich_place_name", "enrich_lat", "enrich_lng"]
    csv.csvSafe = true
    csv.bom = true
    #expect(configuration.outputs == [json, csv])

    let run = configuration.run
    #expect(run.cache.path == "/srv/jobs/cache.sqlite" && run.cache.ttlDays == 7 && run.cache.offline)
    #expect(run.resume && run.journalPath == "/srv/jobs/run.journal")
    #expect(run.maxRequests == 100 && run.maxCostUSD == 2.5 && run.maxFailures == .percent(5))
    #expect(run.dryRun)
    let compare = configuration.stage(CompareSettings.self)
    #expect(compare?.previousOutput == "/srv/jobs/previous.json" && compare?.moveMeters == 25)
    #expect(configuration.sideOutput(ReviewOutput.self)?.path == "/srv/jobs/review.csv")
    #expect(run.summaryPath == "/srv/jobs/summary.json")
  }

  @Test func defaultsMatchTheCommandLine() throws {
    let configuration = try parsePipeline("input: {path: places.csv}\noutputs: [out.json]\n")
    var expected = PipelineConfiguration()
    expected.input.path = "places.csv"
    expected.providers = [LocalPlugin()]
    var output = OutputSettings(path: "out.json")
    output.format = .json
    expected.outputs = [output]
    #expect(configuration == expected)
  }

  @Test func providerNoneAndSingleProviderShorthands() throws {
    let none = try parsePipeline("input: {path: a.csv}\nprovider: none\noutputs: [b.csv]\n")
    #expect(none.providers.isEmpty)
    let google = try parsePipeline("input: {path: a.csv}\nprovider: google\noutputs: [b.csv]\n")
    #expect(google.providers == [GooglePlugin()])
  }

  @Test func substitutesEnvironmentVariablesBeforeTyping() throws {
    let configuration = try parsePipeline(
      """
      input:
        path: ${DATA}/in.csv
      provider:
        type: google
        qps: ${QPS}
        qpm: ${QPM:-60}
      outputs: ["$$HOME/${NAME:-out}.json"]
      """, environment: ["DATA": "/data", "QPS": "3"])
    #expect(configuration.input.path == "/data/in.csv")
    #expect(configuration.outputs.first?.path == "$HOME/out.json")
    guard let google = configuration.providers.first as? GooglePlugin else {
      Issue.record("expected google")
      return
    }
    #expect(google.qps == 3)
    #expect(google.qpm == 60)
  }

  @Test func quotedSubstitutionStaysAString() throws {
    #expect(throws: PipelineFileError.self) {
      try parsePipeline(
        "input: {path: a.csv}\nprovider: {type: google, qps: \"${QPS}\"}\noutputs: [b.csv]\n",
        environment: ["QPS": "3"])
    }
  }

  @Test func relativePathsFollowThePipelineFolderButAbsoluteAndStdinDoNot() throws {
    let configuration = try parsePipeline(
      "input: {path: '-'}\noutputs: [/tmp/x.json, sub/y.csv, {path: '-', format: ndjson}]\n", base: "jobs")
    #expect(configuration.input.path == "-")
    #expect(configuration.outputs.map(\.path) == ["/tmp/x.json", "jobs/sub/y.csv", "-"])
    #expect(configuration.outputs.map(\.format) == [.json, .csv, .ndjson])
  }

  @Test(arguments: [("10", FailureLimit.count(10)), ("'10'", .count(10)), ("2.5%", .percent(2.5))])
  func readsFailureLimits(text: String, limit: FailureLimit) throws {
    let configuration = try parsePipeline(
      "input: {path: a.csv}\noutputs: [b.csv]\nbudgets: {max_failures: \(text)}\n")
    #expect(configuration.run.maxFailures == limit)
  }

  @Test func cacheShorthandAndStagesWithoutOptions() throws {
    let configuration = try parsePipeline(
      "input: {path: a.csv}\noutputs: [b.csv]\ncache: false\nstages:\n  - normalize\n  - search\n  - geocode:\n"
    )
    #expect(configuration.run.cache.enabled == false)
    #expect(configuration.stages == [NormalizeSettings(), SearchSettings(), GeocodeSettings()])
  }

  @Test func loadReportsAnUnreadableFile() throws {
    let error = #expect(throws: PipelineFileError.self) {
      try PipelineFile.load(path: "/nonexistent/job.yaml", environment: [:], plugins: testPlugins)
    }
    #expect(error?.description.hasPrefix("/nonexistent/job.yaml: cannot read the pipeline file") == true)
  }
}
