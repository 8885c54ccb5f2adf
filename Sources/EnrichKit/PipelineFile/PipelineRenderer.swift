import EnrichCore
import EnrichFormats

/// Writes a `PipelineConfiguration` as a pipeline file: every setting that differs from its
/// default, in the order of the reference (docs/pipelines.md).
struct PipelineRenderer {
  let configuration: PipelineConfiguration
  private var out = YAMLTextWriter()

  init(configuration: PipelineConfiguration) { self.configuration = configuration }

  typealias Q = YAMLTextWriter

  func render() -> String {
    var renderer = self
    renderer.out.line(0, "# enrich pipeline; reference: docs/pipelines.md")
    renderer.out.line(0, "version: 1")
    renderer.input(configuration.input)
    renderer.providers(configuration.providers)
    renderer.out.line(0, "concurrency: \(configuration.concurrency)")
    renderer.out.line(0, configuration.stages.isEmpty ? "stages: []" : "stages:")
    for stage in configuration.stages { renderer.stage(stage) }
    renderer.out.line(0, "outputs:")
    for output in configuration.outputs { renderer.output(output) }
    renderer.run(configuration.run)
    return renderer.out.text
  }

  mutating func input(_ input: InputSettings) {
    out.line(0, "input:")
    out.line(2, "path: \(Q.quote(input.path))")
    if let format = input.format { out.line(2, "format: \(format.rawValue)") }
    if input.encoding != .utf8 { out.line(2, "encoding: \(input.encoding.rawValue)") }
    if let delimiter = input.delimiter {
      out.line(2, "delimiter: " + (delimiter == "\t" ? "tab" : Q.quote(String(delimiter))))
    }
    let mapping = input.mapping
    guard mapping != ColumnMapping() else { return }
    out.line(2, "columns:")
    let roles: [(String, String?)] = [
      ("name", mapping.name), ("street", mapping.street), ("housenumber", mapping.houseNumber),
      ("unit", mapping.unit), ("city", mapping.city), ("postcode", mapping.postcode),
      ("country", mapping.country), ("lat", mapping.latitude), ("lng", mapping.longitude),
      ("query", mapping.queryTemplate?.text),
    ]
    if !mapping.address.isEmpty { out.line(4, "address: \(Q.list(mapping.address))") }
    for (key, value) in roles {
      if let value { out.line(4, "\(key): \(Q.quote(value))") }
    }
  }

  mutating func providers(_ providers: [ProviderSettings]) {
    guard !providers.isEmpty else {
      out.line(0, "provider: none")
      return
    }
    out.line(0, "providers:")
    for provider in providers {
      out.line(2, "- type: \(provider.id)")
      switch provider {
      case .local(let local):
        if let index = local.indexPath { out.line(4, "index: \(Q.quote(index))") }
      case .google(let google):
        optional("api_key_file", google.apiKeyFile.map(Q.quote), 4)
        optional("places_endpoint", google.placesEndpoint.map(Q.quote), 4)
        optional("geocoding_endpoint", google.geocodingEndpoint.map(Q.quote), 4)
        optional("qps", google.qps.map(Q.number), 4)
        optional("qpm", google.qpm.map(Q.number), 4)
        optional("timeout", google.timeoutSeconds.map(Q.number), 4)
        optional("retries", google.maxRetries.map(String.init), 4)
        optional("max_response_bytes", google.maxResponseBytes.map(String.init), 4)
        if !google.fields.isEmpty { out.line(4, "fields: \(Q.list(google.fields))") }
      }
    }
  }

  mutating func stage(_ stage: StageSettings) {
    var options = StageOptionsRenderer()
    options.render(stage)
    if options.lines.isEmpty {
      out.line(2, "- \(stage.name)")
      return
    }
    out.line(2, "- \(stage.name):")
    for line in options.lines { out.line(6, line) }
  }

  mutating func output(_ output: OutputSettings) {
    out.line(2, "- path: \(Q.quote(output.path))")
    if let format = output.format { out.line(4, "format: \(format.rawValue)") }
    if !output.fields.isEmpty { out.line(4, "fields: \(Q.names(output.fields))") }
    if output.csvSafe { out.line(4, "csv_safe: true") }
    if output.bom { out.line(4, "bom: true") }
  }

  mutating func run(_ run: RunSettings) {
    let cache = run.cache
    if cache != CacheSettings() {
      out.line(0, "cache:")
      if !cache.enabled { out.line(2, "enabled: false") }
      optional("path", cache.path.map(Q.quote), 2)
      optional("ttl_days", cache.ttlDays.map(Q.number), 2)
      if cache.refresh { out.line(2, "refresh: true") }
      if cache.offline { out.line(2, "offline: true") }
    }
    if run.resume { out.line(0, "resume: true") }
    optional("journal", run.journalPath.map(Q.quote), 0)
    if !run.journal { out.line(0, "journal: false") }
    if run.maxRequests != nil || run.maxCostUSD != nil || run.maxFailures != nil {
      out.line(0, "budgets:")
      optional("max_requests", run.maxRequests.map(String.init), 2)
      optional("max_cost", run.maxCostUSD.map(Q.number), 2)
      switch run.maxFailures {
      case .count(let count)?: out.line(2, "max_failures: \(count)")
      case .percent(let percent)?: out.line(2, "max_failures: \(Q.number(percent))%")
      case nil: break
      }
    }
    if run.dryRun { out.line(0, "dry_run: true") }
    if run.comparePath != nil || run.compareMoveMeters != RunSettings().compareMoveMeters {
      out.line(0, "compare:")
      optional("path", run.comparePath.map(Q.quote), 2)
      out.line(2, "move_meters: \(Q.number(run.compareMoveMeters))")
    }
    optional("review", run.reviewPath.map(Q.quote), 0)
    optional("summary", run.summaryPath.map(Q.quote), 0)
  }

  mutating func optional(_ key: String, _ value: String?, _ indent: Int) {
    if let value { out.line(indent, "\(key): \(value)") }
  }
}
