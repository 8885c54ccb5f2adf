import EnrichCore

/// Places API (New)'s `businessStatus` enum, mapped to the neutral fact.
enum GoogleBusinessStatus {
  /// The status Google's name says; nil for a name this version does not know (left out rather
  /// than guessed).
  static func neutral(_ name: String) -> BusinessStatus? {
    switch name {
    case "OPERATIONAL": return .operational
    case "CLOSED_TEMPORARILY": return .closedTemporarily
    case "CLOSED_PERMANENTLY": return .closedPermanently
    case "FUTURE_OPENING": return .futureOpening
    default: return nil
    }
  }
}
