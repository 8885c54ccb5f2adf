import EnrichCore

/// The option lines of one stage, only those that differ from the stage's defaults.
struct StageOptionsRenderer {
  private(set) var lines: [String] = []

  typealias Q = YAMLTextWriter

  mutating func render(_ stage: StageSettings) {
    switch stage {
    case .normalize: return
    case .search(let search): self.search(search)
    case .geocode(let geocode):
      providers(geocode.providers)
      add("region", geocode.region.map(Q.quote))
      add("language", geocode.language.map(Q.quote))
      if let bounds = geocode.bounds { rectangle("bounds", bounds, indent: 0) }
    case .nearby(let nearby):
      providers(nearby.providers)
      if nearby.radius != NearbySettings().radius { add("radius", Q.number(nearby.radius)) }
      if !nearby.includedTypes.isEmpty { add("included_types", Q.list(nearby.includedTypes)) }
    case .openStatus(let hours):
      add("at", hours.at.map(Q.quote))
      add("tz", hours.timeZone.map(Q.quote))
      add("country", hours.country.map(Q.quote))
    case .filter(let filter):
      if !filter.statuses.isEmpty { add("status", Q.names(filter.statuses.map(\.rawValue))) }
      if !filter.openStatuses.isEmpty { add("open_status", Q.names(filter.openStatuses.map(\.rawValue))) }
      add("min_confidence", filter.minConfidence.map(Q.number))
      if !filter.types.isEmpty { add("types", Q.list(filter.types)) }
    case .dedupe(let dedupe):
      if !dedupe.fields.isEmpty { add("fields", Q.list(dedupe.fields)) }
    case .select(let select):
      if !select.fields.isEmpty { add("fields", Q.list(select.fields)) }
      if !select.rename.isEmpty {
        lines.append("rename:")
        for (old, new) in select.rename.sorted(by: { $0.key < $1.key }) {
          lines.append("  \(Q.quote(old)): \(Q.quote(new))")
        }
      }
    }
  }

  mutating func search(_ search: SearchSettings) {
    let defaults = SearchSettings()
    providers(search.providers)
    add("included_type", search.includedType.map(Q.quote))
    if search.strictTypeFiltering { add("strict_type_filtering", "true") }
    if search.openNow { add("open_now", "true") }
    add("min_rating", search.minRating.map(Q.number))
    if !search.priceLevels.isEmpty { add("price_levels", Q.names(search.priceLevels)) }
    add("rank_preference", search.rankPreference.map { $0.rawValue.lowercased() })
    switch search.locationBias {
    case .circle(let circle)?:
      lines.append("location_bias:")
      lines.append("  circle:")
      lines.append("    center: \(point(circle.center))")
      lines.append("    radius: \(Q.number(circle.radius))")
    case .rectangle(let box)?:
      lines.append("location_bias:")
      rectangle("rectangle", box, indent: 2)
    case nil: break
    }
    if let restriction = search.locationRestriction {
      lines.append("location_restriction:")
      rectangle("rectangle", restriction, indent: 2)
    }
    if search.maxResultCount != defaults.maxResultCount {
      add("max_result_count", String(search.maxResultCount))
    }
    add("language_code", search.languageCode.map(Q.quote))
    add("region_code", search.regionCode.map(Q.quote))
    if search.minConfidence != defaults.minConfidence {
      add("min_confidence", Q.number(search.minConfidence))
    }
    if search.maxDistanceMeters != defaults.maxDistanceMeters {
      add("max_distance", Q.number(search.maxDistanceMeters))
    }
    if search.alwaysListCandidates { add("always_list_candidates", "true") }
  }

  mutating func providers(_ ids: [String]) {
    if !ids.isEmpty { add("providers", Q.names(ids)) }
  }

  mutating func rectangle(_ key: String, _ rectangle: Rectangle, indent: Int) {
    let pad = String(repeating: " ", count: indent)
    lines.append("\(pad)\(key):")
    lines.append("\(pad)  low: \(point(rectangle.low))")
    lines.append("\(pad)  high: \(point(rectangle.high))")
  }

  func point(_ point: Coordinate) -> String {
    "[\(Q.number(point.latitude)), \(Q.number(point.longitude))]"
  }

  mutating func add(_ key: String, _ value: String?) {
    if let value { lines.append("\(key): \(value)") }
  }
}
