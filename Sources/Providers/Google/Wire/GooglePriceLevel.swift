import EnrichCore

/// Places API (New)'s `PriceLevel` enum, as a search request names the levels it asks for.
enum GooglePriceLevel {
  static func wireName(_ level: PriceLevel) -> String {
    switch level {
    case .inexpensive: return "PRICE_LEVEL_INEXPENSIVE"
    case .moderate: return "PRICE_LEVEL_MODERATE"
    case .expensive: return "PRICE_LEVEL_EXPENSIVE"
    case .veryExpensive: return "PRICE_LEVEL_VERY_EXPENSIVE"
    }
  }
}
