import EnrichCore

/// Nearby search for rows that only have coordinates.
package struct NearbySettings: StageConfiguration {
  /// Provider ids this stage asks, in cascade order; empty: every configured provider.
  package var providers: [String] = []
  package var radius = 50.0
  package var includedTypes: [String] = []

  package init() {}

  package static let name = "nearby"
  package static let placement = StagePlacement.perRow(waitsOnIO: true)
  package static let asksProviders = true
  package var providerIDs: [String] { providers }

  package func check(in configuration: any StagePipeline, at index: Int) throws(StageProblem) {
    try NormalizeSettings.mustPrecede(Self.name, in: configuration, at: index)
  }

  package func makeStage(_ context: StageBuildContext) throws(PipelineError) -> any Stage {
    NearbyStage(
      providers: try context.providers(providers), settings: self,
      scorer: MatchScorer.judging(context.stage(SearchSettings.self)), planning: context.planning)
  }

  package static let keys = ["providers", "radius", "included_types"]

  package static func decode(_ reader: SettingsReader?) throws(SettingsError) -> NearbySettings {
    var nearby = NearbySettings()
    guard let reader, !reader.node.isNull else { return nearby }
    let section = try reader.section(allowed: keys)
    nearby.providers = try section["providers"]?.strings() ?? []
    if let radius = section["radius"] {
      nearby.radius = try radius.double(in: -Double.infinity...Double.infinity) ?? nearby.radius
    }
    nearby.includedTypes = try section["included_types"]?.strings() ?? []
    var request = NearbyRequest(center: Coordinate(latitude: 0, longitude: 0), radius: nearby.radius)
    request.includedTypes = nearby.includedTypes
    try SettingsGeometry.validate(section["radius"] ?? reader) { () throws(ProviderError) in
      try RequestValidator.validate(request)
    }
    return nearby
  }

  package func render() -> [SettingsNode.Entry] {
    var out = SettingsEntries()
    if !providers.isEmpty { out.add("providers", .names(providers)) }
    if radius != NearbySettings().radius { out.add("radius", .number(radius)) }
    if !includedTypes.isEmpty { out.add("included_types", .texts(includedTypes)) }
    return out.entries
  }
}
