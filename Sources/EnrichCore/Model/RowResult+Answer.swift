/// What a row's status lets an output present as the row's answer. A status is a claim:
/// `matched` says the place is the row's place, `geocoded` that the row's address lies at the
/// answer's location; `not_found`, `low_confidence` and `ambiguous` are verdicts that claim
/// nothing; `invalid`, `failed` and `skipped` are no verdict at all.
extension RowStatus {
  /// Whether the row's `place` is an answer a user may trust (matched or geocoded).
  package var claimsAnswer: Bool {
    self == .matched || self == .geocoded
  }

  /// Whether a provider judged the row (its candidates were weighed), whatever it found.
  package var isVerdict: Bool {
    switch self {
    case .matched, .geocoded, .notFound, .lowConfidence, .ambiguous: return true
    case .invalid, .failed, .skipped: return false
    }
  }
}

extension RowResult {
  /// The row's answer when its status claims one; nil otherwise, even when a stage left a
  /// place or a geocode on the row (a failed row's earlier match, a geocode beside an
  /// untrusted search): outputs never present those as the row's answer.
  package var answer: Place? {
    status.claimsAnswer ? place : nil
  }

  /// Whether two candidates were about equally likely: known (true or false) for every row a
  /// place search or a nearby search judged, whatever it found; nil for a row only a geocoder
  /// judged (it picks the best of its answers without weighing them against each other) and
  /// for a row never judged (invalid, failed, skipped). The stages record only `true`, so a
  /// judged row without it is unambiguous.
  package var ambiguityVerdict: Bool? {
    guard status.isVerdict, method == .textSearch || method == .nearby else { return nil }
    return ambiguous ?? false
  }
}
