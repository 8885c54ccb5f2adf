import EnrichCore

/// The `search` stage: every Text Search option (Google's names in snake_case) plus the
/// acceptance rules, checked with EnrichCore's `RequestValidator`.
struct SearchDecoder {
  let context: PipelineFileContext

  static let keys = [
    "providers", "included_type", "strict_type_filtering", "open_now", "min_rating", "price_levels",
    "rank_preference", "location_bias", "location_restriction", "max_result_count", "language_code",
    "region_code", "min_confidence", "max_distance", "always_list_candidates",
  ]

  func decode(_ reader: PipelineValueReader?) throws(PipelineFileError) -> SearchSettings {
    var search = SearchSettings()
    guard let reader else { return search }
    let section = try reader.section(allowed: Self.keys)
    search.providers = try section["providers"]?.strings() ?? []
    search.includedType = try section["included_type"]?.string()
    search.strictTypeFiltering = try section["strict_type_filtering"]?.bool() ?? false
    search.openNow = try section["open_now"]?.bool() ?? false
    search.minRating = try section["min_rating"]?.double(in: 0...5)
    search.priceLevels = try section["price_levels"]?.strings().map { $0.uppercased() } ?? []
    search.rankPreference = try section["rank_preference"]?.enumValue(["relevance", "distance"]) { text in
      RankPreference(rawValue: text.uppercased()).flatMap { $0 == .popularity ? nil : $0 }
    }
    if let bias = section["location_bias"], !bias.node.isNull {
      search.locationBias = try GeometryDecoder.area(bias)
    }
    if let restriction = section["location_restriction"], !restriction.node.isNull {
      if search.locationBias != nil {
        throw restriction.error(
          "location_bias and location_restriction cannot be used together; keep one")
      }
      let shape = try restriction.section(allowed: ["rectangle"])
      search.locationRestriction = try GeometryDecoder.rectangle(try shape.required("rectangle"))
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
    try check("price_levels", section, reader) { $0.priceLevels = options.priceLevels }
    try check("language_code", section, reader) { $0.languageCode = options.languageCode }
    try check("region_code", section, reader) { $0.regionCode = options.regionCode }
    try check("strict_type_filtering", section, reader) {
      $0.strictTypeFiltering = options.strictTypeFiltering
      $0.includedType = options.includedType
    }
    let request = search.request("check")
    try GeometryDecoder.validate(reader) { () throws(ProviderError) in try RequestValidator.validate(request)
    }
    return search
  }

  /// Validates a request with one option set, so a complaint points at that option's line.
  func check(
    _ key: String, _ section: PipelineSection, _ reader: PipelineValueReader,
    _ configure: (inout TextSearchRequest) -> Void
  ) throws(PipelineFileError) {
    var request = TextSearchRequest(textQuery: "check")
    configure(&request)
    try GeometryDecoder.validate(section[key] ?? reader) { () throws(ProviderError) in
      try RequestValidator.validate(request)
    }
  }
}
