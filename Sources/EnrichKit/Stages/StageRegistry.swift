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
        stages.append(SearchStage(providers: try pick(search.providers, from: providers), settings: search))
      case .geocode(let geocode):
        stages.append(
          GeocodeStage(providers: try pick(geocode.providers, from: providers), settings: geocode, scorer: scorer))
      case .nearby(let nearby):
        stages.append(
          NearbyStage(providers: try pick(nearby.providers, from: providers), settings: nearby, scorer: scorer))
      case .openStatus(let hours):
        stages.append(try OpenStatusStage(providers: providers, settings: hours, environment: environment))
      case .filter, .dedupe, .select:
        continue  // output stages: see `makeOutputStages`
      }
    }
    return stages
  }
}

extension StageRegistry {
  /// The stage's own provider cascade: the named providers in the stage's order.
  static func pick(_ ids: [String], from providers: [any PlaceProvider]) throws -> [any PlaceProvider] {
    if ids.isEmpty { return providers }
    return try ids.map { id in
      guard let provider = providers.first(where: { $0.id == id }) else {
        throw PipelineError(
          .configuration,
          "stage provider '\(id)' is not configured (configured: \(providers.map(\.id).joined(separator: ", ")))")
      }
      return provider
    }
  }

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
