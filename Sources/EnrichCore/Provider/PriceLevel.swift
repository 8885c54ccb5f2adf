/// How expensive a place is: the levels a search may ask for, in neutral words. Each plugin
/// maps the levels it honours to its own (the Google plugin to Places' enum); one that has no
/// prices accepts and ignores them. `settingName` is how pipeline files, the command line and
/// cache keys spell a level.
package enum PriceLevel: Sendable, Hashable, CaseIterable {
  case inexpensive
  case moderate
  case expensive
  case veryExpensive

  /// The spelling of settings (`price_levels: [PRICE_LEVEL_MODERATE]`, `--price-levels`).
  package var settingName: String {
    switch self {
    case .inexpensive: return "PRICE_LEVEL_INEXPENSIVE"
    case .moderate: return "PRICE_LEVEL_MODERATE"
    case .expensive: return "PRICE_LEVEL_EXPENSIVE"
    case .veryExpensive: return "PRICE_LEVEL_VERY_EXPENSIVE"
    }
  }

  /// The level a setting names, in any case; nil for a name that is none.
  package init?(settingName: String) {
    guard let level = Self.allCases.first(where: { $0.settingName == settingName.uppercased() }) else {
      return nil
    }
    self = level
  }
}
