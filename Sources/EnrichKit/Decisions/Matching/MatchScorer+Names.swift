import EnrichCore

/// How a candidate's names explain the row's name (`NameEvidence`), and which candidates are one
/// chain.
extension MatchScorer {
  /// The best evidence any of the candidate's names gives for the row's name, with the row's
  /// type words checked against the candidate's category (`NameEvidence`). A row that only
  /// names a category (`pharmacy`) gets at most `categoryScore` from a place of that category:
  /// listed, never matched.
  static func nameEvidence(_ row: NameEvidence.Profile, _ candidate: ProviderPlace) -> Double {
    let place = candidate.place
    var best = 0.0
    // The place's name, its other names, then its brand, each once; walked in place rather
    // than gathered into new arrays and a set for every candidate.
    let names = candidate.names
    let brandIndex = names.count + 1
    func name(at index: Int) -> String? {
      index == 0 ? place.name : index < brandIndex ? names[index - 1] : candidate.brand
    }
    candidates: for index in 0...brandIndex {
      guard let text = name(at: index) else { continue }
      for earlier in 0..<index where name(at: earlier) == text { continue candidates }
      let weight = index == brandIndex ? brandWeight : 1.0
      let value = weight * NameEvidence.score(row, NameEvidence.profile(of: text), types: place.types)
      best = max(best, value)
      if best == 1 { break }
    }
    if row.isCategoryOnly, row.typeWords.allSatisfy({ TypeWords.agrees($0, with: place.types) }) {
      best = max(best, categoryScore)
    }
    // A building, a stop or a district that shares a place's name is rarely what a row means.
    if let primary = place.primaryType ?? place.types.first, secondaryTypes.contains(primary) {
      best *= secondaryWeight
    }
    return best
  }

  /// A brand names the chain, not this branch: weaker than the branch's own name.
  static let brandWeight = 0.92
  /// Types of places that yield to a proper place of the same name (buildings, stops,
  /// districts, natural features).
  static let secondaryTypes: Set<String> = [
    "premise", "transit_stop", "bus_stop", "tram_stop", "locality", "sublocality", "neighborhood",
    "political",
    "natural_feature", "island", "locality_name", "route", "street_address",
  ]
  static let secondaryWeight = 0.92

  /// The confidence of a place of the asked-for category when the row names only a category.
  static let categoryScore = 0.5

  /// Whether two candidates belong to one brand (one's brand is the other's brand or name).
  static func sameBrand(_ a: Scored, _ b: Scored) -> Bool {
    func keys(_ scored: Scored) -> Set<String> {
      Set([scored.candidate.brand, scored.candidate.place.name].compactMap { $0.map(TextFolding.fold) })
    }
    guard a.candidate.brand != nil || b.candidate.brand != nil else { return false }
    return !keys(a).isDisjoint(with: keys(b))
  }
}
