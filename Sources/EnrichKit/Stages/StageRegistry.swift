import EnrichCore

/// Builds the stages of a pipeline from their settings. The one place that knows every stage
/// type; pipeline files name them by `StageSettings.name`.
public enum StageRegistry {
  public static func make(
    _ settings: [StageSettings], mapping: ColumnMapping, providers: [any PlaceProvider],
    environment: [String: String]
  ) throws -> [any Stage] {
    var stages: [any Stage] = []
    // Geocode and nearby judge their answers with the search stage's thresholds.
    var scorer = MatchScorer(minConfidence: SearchSettings().minConfidence, maxDistanceMeters: 2_000)
    for case .search(let search) in settings {
      scorer = MatchScorer(minConfidence: search.minConfidence, maxDistanceMeters: search.maxDistanceMeters)
    }
    for setting in settings {
      if providers.isEmpty, setting.needsProvider {
        continue  // `--provider none`: read, normalize, write
      }
      switch setting {
      case .normalize:
        stages.append(NormalizeStage(mapping: mapping))
      case .search(let search):
        stages.append(SearchStage(providers: providers, settings: search))
      case .geocode(let geocode):
        stages.append(GeocodeStage(providers: providers, settings: geocode, scorer: scorer))
      case .nearby(let nearby):
        stages.append(NearbyStage(providers: providers, settings: nearby, scorer: scorer))
      case .openStatus(let hours):
        _ = hours  // PENDING hours merge
      case .filter, .dedupe, .select:
        continue  // output stages: see `makeOutputStages`
      }
    }
    return stages
  }
}

extension StageRegistry {
  /// The stages that shape finished rows in input order (filter, dedupe, select).
  public static func makeOutputStages(_ settings: [StageSettings]) -> [any OutputStage] {
    settings.compactMap { setting -> (any OutputStage)? in
      switch setting {
      case .normalize, .search, .geocode, .nearby, .openStatus: return nil
      case .filter(let filter): return FilterStage(settings: filter)
      case .dedupe(let dedupe): return DedupeStage(settings: dedupe)
      case .select(let select): return SelectStage(settings: select)
      }
    }
  }
}

extension StageSettings {
  /// Whether the stage asks a provider anything (left out with `--provider none`).
  public var needsProvider: Bool {
    switch self {
    case .search, .geocode, .nearby, .openStatus: return true
    case .normalize, .filter, .dedupe, .select: return false
    }
  }
}
