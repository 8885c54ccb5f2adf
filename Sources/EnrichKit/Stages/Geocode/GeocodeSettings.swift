import EnrichCore

/// The geocoding fallback.
package struct GeocodeSettings: StageConfiguration {
  /// Provider ids this stage asks, in cascade order; empty: every configured provider.
  package var providers: [String] = []
  package var region: String?
  package var language: String?
  package var bounds: Rectangle?

  package init() {}

  package static let name = "geocode"
  package static let placement = StagePlacement.perRow(waitsOnIO: true)
  package static let asksProviders = true
  package var providerIDs: [String] { providers }

  package func check(in configuration: any StagePipeline, at index: Int) throws(StageProblem) {
    try NormalizeSettings.mustPrecede(Self.name, in: configuration, at: index)
  }

  package func makeStage(_ context: StageBuildContext) throws(PipelineError) -> any Stage {
    // Geocode judges its answers with the search stage's thresholds.
    GeocodeStage(
      providers: try context.providers(providers), settings: self,
      scorer: MatchScorer.judging(context.stage(SearchSettings.self)), planning: context.planning)
  }

  package static let keys = ["providers", "region", "language", "bounds"]

  package static func decode(_ reader: SettingsReader?) throws(SettingsError) -> GeocodeSettings {
    var geocode = GeocodeSettings()
    guard let reader, !reader.node.isNull else { return geocode }
    let section = try reader.section(allowed: keys)
    geocode.providers = try section["providers"]?.strings() ?? []
    geocode.region = try section["region"]?.string()?.uppercased()
    geocode.language = try section["language"]?.string()
    if let bounds = section["bounds"] { geocode.bounds = try SettingsGeometry.rectangle(bounds) }
    var request = GeocodeRequest(address: "check")
    request.region = geocode.region
    request.language = geocode.language
    request.bounds = geocode.bounds
    try SettingsGeometry.validate(reader) { () throws(ProviderError) in try RequestValidator.validate(request)
    }
    return geocode
  }

  package func render() -> [SettingsNode.Entry] {
    var out = SettingsEntries()
    if !providers.isEmpty { out.add("providers", .names(providers)) }
    out.add("region", region.map { .text($0) })
    out.add("language", language.map { .text($0) })
    out.add("bounds", bounds.map(SettingsGeometry.node))
    return out.entries
  }

  /// `--language` and `--region` (shown with search) set the geocoder's too.
  package static let options: [CommandLineOption] = [
    CommandLineOption("language", help: "", binding: .key("language"), hiddenFromHelp: true),
    CommandLineOption("region", help: "", binding: .key("region"), hiddenFromHelp: true),
  ]
}
