import EnrichCore

/// A row as the contract's columns read it: the answer (the matched place, or the geocoder's
/// answer when there is no place), the geocode (the geocoder's answer, whether it is the row's
/// result or sits beside a searched place), and the attribution text.
package struct ContractRow: Sendable {
  package let row: RowResult
  package let answer: Place?
  package let geocode: Place?
  package let attribution: String

  /// `attribution`: the run's credits; the place's third-party credits are added to it.
  package init(_ row: RowResult, attribution: String) {
    self.row = row
    answer = row.place ?? row.geocode
    geocode = row.geocode ?? (row.method == .geocode ? row.place : nil)
    self.attribution = attribution + Self.thirdPartyCredits(answer)
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
