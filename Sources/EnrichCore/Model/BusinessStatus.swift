/// Whether a business is running: a fact each provider states in its own words and maps to this
/// (the Google plugin from Places' `businessStatus`, the local plugin from what its index
/// holds). The engine and the hours evaluator reason on the cases; the raw values are how
/// enrich's outputs and cache spell them (`enrich_business_status`, a place's
/// `businessStatus`).
package enum BusinessStatus: String, Sendable, Hashable, CaseIterable {
  case operational = "OPERATIONAL"
  case closedTemporarily = "CLOSED_TEMPORARILY"
  case closedPermanently = "CLOSED_PERMANENTLY"
  /// Announced, not open yet.
  case futureOpening = "FUTURE_OPENING"

  /// Closed whatever its hours say: for now (temporarily) or for good (permanently).
  package var isClosed: Bool { self == .closedTemporarily || self == .closedPermanently }
}
