import EnrichCore

/// The `search` stage: every Text Search option (the Places API's names in snake_case) plus the
/// acceptance rules, checked with EnrichCore's `RequestValidator`.
package struct SearchSettings: StageConfiguration {
  /// Provider ids this stage asks, in cascade order; empty: every configured provider.
  package var providers: [String] = []
  package var includedType: String?
  package var strictTypeFiltering = false
  package var openNow = false
  package var minRating: Double?
  package var priceLevels: [PriceLevel] = []
  package var rankPreference: RankPreference?
  package var locationBias: LocationArea?
  package var locationRestriction: Rectangle?
  package var maxResultCount = 5
  package var languageCode: String?
  package var regionCode: String?
  /// Below this confidence a row is `low_confidence` (or `ambiguous`), never matched.
  package var minConfidence = 0.6
  /// Distance from the row's own coordinates beyond which a match is doubted (metres).
  package var maxDistanceMeters = 2_000.0
  /// List the runner-up candidates on matched rows too (`enrich search` does).
  package var alwaysListCandidates = false

  package init() {}

  package static let name = "search"
  package static let placement = StagePlacement.perRow(waitsOnIO: true)
  package static let asksProviders = true
  package var providerIDs: [String] { providers }

  package func check(in configuration: any StagePipeline, at index: Int) throws(StageProblem) {
    try NormalizeSettings.mustPrecede(Self.name, in: configuration, at: index)
  }

  package func request(_ text: String) -> TextSearchRequest {
    var request = TextSearchRequest(textQuery: text)
    request.includedType = includedType
    request.strictTypeFiltering = strictTypeFiltering
    request.openNow = openNow
    request.minRating = minRating
    request.priceLevels = priceLevels
    request.rankPreference = rankPreference
    request.locationBias = locationBias
    request.locationRestriction = locationRestriction
    request.maxResultCount = maxResultCount
    request.languageCode = languageCode
    request.regionCode = regionCode
    return request
  }

  package func makeStage(_ context: StageBuildContext) throws(PipelineError) -> any Stage {
    SearchStage(
      providers: try context.providers(providers), settings: self, planning: context.planning,
      notices: ignoredOptionNotices(context.pipeline))
  }

  /// One line per option set here that a provider of this stage cannot honour.
  func ignoredOptionNotices(_ configuration: any StagePipeline) -> [String] {
    var set: [String: String] = [:]
    if minRating != nil { set["min_rating"] = "--min-rating" }
    if !priceLevels.isEmpty { set["price_levels"] = "--price-levels" }
    guard !set.isEmpty else { return [] }
    var notices: [String] = []
    for plugin in configuration.providers where providers.isEmpty || providers.contains(plugin.name) {
      let ignored = type(of: plugin).ignoredSearchOptions.filter { set[$0] != nil }
      guard !ignored.isEmpty else { continue }
      let names = ignored.map { "\(set[$0] ?? $0) (\($0))" }.joined(separator: ", ")
      notices.append(
        "the \(plugin.name) provider cannot filter by \(names): its results are not filtered by it")
    }
    return notices
  }

  // MARK: Pipeline file

  package static let keys = [
    "providers", "included_type", "strict_type_filtering", "open_now", "min_rating", "price_levels",
    "rank_preference", "location_bias", "location_restriction", "max_result_count", "language_code",
    "region_code", "min_confidence", "max_distance", "always_list_candidates",
  ]

  package static func decode(_ reader: SettingsReader?) throws(SettingsError) -> SearchSettings {
    var search = SearchSettings()
    guard let reader, !reader.node.isNull else { return search }
    let section = try reader.section(allowed: keys)
    search.providers = try section["providers"]?.strings() ?? []
    search.includedType = try section["included_type"]?.string()
    search.strictTypeFiltering = try section["strict_type_filtering"]?.bool() ?? false
    search.openNow = try section["open_now"]?.bool() ?? false
    search.minRating = try section["min_rating"]?.double(in: 0...5)
    if let levels = section["price_levels"] { search.priceLevels = try priceLevels(levels) }
    search.rankPreference = try section["rank_preference"]?.enumValue(["relevance", "distance"]) { text in
      RankPreference(rawValue: text.uppercased()).flatMap { $0 == .popularity ? nil : $0 }
    }
    if let bias = section["location_bias"], !bias.node.isNull {
      search.locationBias = try SettingsGeometry.area(bias)
    }
    if let restriction = section["location_restriction"], !restriction.node.isNull {
      if search.locationBias != nil {
        throw restriction.error(
          "«location_bias» and «location_restriction» cannot be used together; keep one")
      }
      let shape = try restriction.section(allowed: ["rectangle"])
      search.locationRestriction = try SettingsGeometry.rectangle(try shape.required("rectangle"))
    }
    if let count = try section["max_result_count"]?.int(in: 1...20) { search.maxResultCount = count }
    search.languageCode = try section["language_code"]?.string()
    search.regionCode = try section["region_code"]?.string()?.uppercased()
    if let confidence = try section["min_confidence"]?.double(in: 0...1) { search.minConfidence = confidence }
    if let distance = try section["max_distance"]?.double(in: 0...20_000_000) {
      search.maxDistanceMeters = distance
    }
    search.alwaysListCandidates = try section["always_list_candidates"]?.bool() ?? false
    let options = search
    try check("included_type", section, reader) { $0.includedType = options.includedType }
    try check("language_code", section, reader) { $0.languageCode = options.languageCode }
    try check("region_code", section, reader) { $0.regionCode = options.regionCode }
    try check("strict_type_filtering", section, reader) {
      $0.strictTypeFiltering = options.strictTypeFiltering
      $0.includedType = options.includedType
    }
    let request = search.request("check")
    try SettingsGeometry.validate(reader) { () throws(ProviderError) in try RequestValidator.validate(request)
    }
    return search
  }

  /// `price_levels`: the levels' setting names, in any case.
  static func priceLevels(_ reader: SettingsReader) throws(SettingsError) -> [PriceLevel] {
    var levels: [PriceLevel] = []
    for name in try reader.strings() {
      guard let level = PriceLevel(settingName: name) else {
        let known = PriceLevel.allCases.map(\.settingName).sorted().joined(separator: ", ")
        throw reader.error("priceLevels: unknown value '\(name.uppercased())' (use \(known))")
      }
      levels.append(level)
    }
    return levels
  }

  /// Validates a request with one option set, so a complaint points at that option's line.
  static func check(
    _ key: String, _ section: SettingsSection, _ reader: SettingsReader,
    _ configure: (inout TextSearchRequest) -> Void
  ) throws(SettingsError) {
    var request = TextSearchRequest(textQuery: "check")
    configure(&request)
    try SettingsGeometry.validate(section[key] ?? reader) { () throws(ProviderError) in
      try RequestValidator.validate(request)
    }
  }

  package func render() -> [SettingsNode.Entry] {
    let defaults = SearchSettings()
    var out = SettingsEntries()
    if !providers.isEmpty { out.add("providers", .names(providers)) }
    out.add("included_type", includedType.map { .text($0) })
    if strictTypeFiltering { out.add("strict_type_filtering", .bool(true)) }
    if openNow { out.add("open_now", .bool(true)) }
    out.add("min_rating", minRating.map { .number($0) })
    if !priceLevels.isEmpty { out.add("price_levels", .names(priceLevels.map(\.settingName))) }
    out.add("rank_preference", rankPreference.map { .plain($0.rawValue.lowercased()) })
    out.add("location_bias", locationBias.map(SettingsGeometry.node))
    out.add(
      "location_restriction",
      locationRestriction.map { .section([.init(key: "rectangle", value: SettingsGeometry.node($0))]) })
    if maxResultCount != defaults.maxResultCount { out.add("max_result_count", .number(maxResultCount)) }
    out.add("language_code", languageCode.map { .text($0) })
    out.add("region_code", regionCode.map { .text($0) })
    if minConfidence != defaults.minConfidence { out.add("min_confidence", .number(minConfidence)) }
    if maxDistanceMeters != defaults.maxDistanceMeters { out.add("max_distance", .number(maxDistanceMeters)) }
    if alwaysListCandidates { out.add("always_list_candidates", .bool(true)) }
    return out.entries
  }

  // MARK: Command line

  package static let options: [CommandLineOption] = [
    CommandLineOption(
      "type", valueName: "type", help: "Only places of this type (includedType), e.g. cafe.",
      binding: .key("included_type")),
    CommandLineOption(
      "strict-type", kind: .flag, help: "With --type, only exact type matches (strictTypeFiltering).",
      binding: .key("strict_type_filtering")),
    CommandLineOption(
      "open-now", kind: .flag, help: "Only places open now (openNow).", binding: .key("open_now")),
    CommandLineOption(
      "min-rating", valueName: "x", help: "Minimum rating 0-5 (Google only).", binding: .key("min_rating")),
    CommandLineOption(
      "price-levels", valueName: "list", help: "\(PriceLevel.inexpensive.settingName),... (Google only).",
      binding: .list("price_levels")),
    CommandLineOption(
      "rank", valueName: "order", help: "relevance or distance (rankPreference).",
      binding: .key("rank_preference")),
    CommandLineOption(
      "near", valueName: "lat,lng", help: "Bias results towards this point (locationBias circle).",
      binding: .custom { values, given, section throws(SettingsError) in
        guard let text = values.last else { return }
        let location = SettingsLocation.flag("--near")
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
          SettingsNode.plain($0.trimmingCharacters(in: .whitespaces), at: location)
        }
        section.set("location_bias.circle.center", .list(parts, flow: true, at: location))
        let radius = given.value("radius")
        section.set(
          "location_bias.circle.radius",
          .plain(radius ?? "5000", at: radius == nil ? location : .flag("--radius")))
      }),
    CommandLineOption(
      "radius", valueName: "m", help: "Radius of the --near bias in metres, 0-50000 (default: 5000).",
      binding: .custom { _, given, _ throws(SettingsError) in
        if !given.has("near") {
          throw SettingsError(
            keyPath: "location_bias.circle.radius", location: .flag("--radius"),
            message: "needs --near LAT,LNG")
        }
      }),
    CommandLineOption(
      "restrict", valueName: "s,w,n,e",
      help: "Only results inside this rectangle (locationRestriction): south,west,north,east.",
      binding: .custom { values, _, section throws(SettingsError) in
        guard let text = values.last else { return }
        let location = SettingsLocation.flag("--restrict")
        let parts = text.split(separator: ",").map {
          SettingsNode.plain($0.trimmingCharacters(in: .whitespaces), at: location)
        }
        guard parts.count == 4 else {
          throw SettingsError(
            keyPath: "location_restriction", location: location,
            message: "'\(text)' is not SOUTH,WEST,NORTH,EAST")
        }
        section.set(
          "location_restriction.rectangle.low", .list(Array(parts[0..<2]), flow: true, at: location))
        section.set(
          "location_restriction.rectangle.high", .list(Array(parts[2..<4]), flow: true, at: location))
      }),
    CommandLineOption(
      "max-results", valueName: "n", help: "Candidates per search, 1-20 (default: 5).",
      binding: .key("max_result_count")),
    CommandLineOption(
      "language", valueName: "code", help: "Result language, e.g. fi, sv, en.", binding: .key("language_code")
    ),
    CommandLineOption("region", valueName: "cc", help: "Region code, e.g. FI.", binding: .key("region_code")),
    CommandLineOption(
      "min-confidence", valueName: "x",
      help: "Below this a row is low_confidence or ambiguous, never matched (default: 0.6).",
      binding: .key("min_confidence")),
    CommandLineOption(
      "max-distance", valueName: "m",
      help: "A match this far from the row's own coordinates is doubted (default: 2000).",
      binding: .key("max_distance")),
  ]
}
