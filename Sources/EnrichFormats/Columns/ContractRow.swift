import EnrichCore

/// A row as the contract's columns read it: the answer (the matched place or the geocoded
/// address, only when the row's status claims it: see `RowResult.answer`), the geocode (the
/// geocoder's answer for the row's address, whether it is the row's answer or sits beside a
/// searched place, trusted or not: its own columns say what the geocoder said), and the
/// attribution text.
package struct ContractRow: Sendable {
  package let row: RowResult
  package let answer: Place?
  package let geocode: Place?
  package let attribution: String

  /// `attribution`: the run's credits; the place's third-party credits are added to it.
  package init(_ row: RowResult, attribution: String) {
    self.row = row
    answer = row.answer
    geocode = row.geocode ?? (row.method == .geocode ? row.answer : nil)
    self.attribution = attribution + Self.thirdPartyCredits(answer ?? geocode)
  }

  /// Whether the answer only partly matched the row's address: known for a geocoder's answer
  /// (a geocoder that says nothing matched all of it), nil for a place found by search or
  /// nearby, where no address was geocoded.
  var answerPartialMatch: Bool? {
    guard let answer, row.method == .geocode else { return nil }
    return answer.partialMatch ?? false
  }

  func candidate(_ index: Int) -> Candidate? {
    index < row.candidates.count ? row.candidates[index] : nil
  }

  /// The change report's kinds (`moved;renamed`), when the row has one.
  var changeKinds: String? {
    guard let change = row.extra.first(where: { $0.key == "change" })?.value else { return nil }
    return change["kinds"]?.arrayValue?.compactMap(\.stringValue).joined(separator: ";")
  }

  /// `; Provider` for each third-party credit the place carries (Google's `attributions`),
  /// which the provider's terms require beside its own.
  static func thirdPartyCredits(_ place: Place?) -> String {
    guard let credits = place?.extra.first(where: { $0.key == "attributions" })?.value.arrayValue else {
      return ""
    }
    return credits.compactMap { $0["provider"]?.stringValue }.map { "; " + $0 }.joined()
  }
}
