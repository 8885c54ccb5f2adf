import Testing

@testable import EnrichCore

/// What a row's status lets an output present: the answer only for the statuses that claim
/// one, and an ambiguity verdict only for rows a search or a nearby search judged.
@Suite struct RowAnswerTests {
  static let place = Place(id: "node/1", name: "Café", location: Coordinate(latitude: 60.1, longitude: 24.9))

  static func row(_ status: RowStatus, method: MatchMethod?, ambiguous: Bool? = nil) -> RowResult {
    RowResult(
      record: InputRecord(row: 1, line: 2, fields: []), status: status, method: method, ambiguous: ambiguous,
      place: place)
  }

  @Test(arguments: RowStatus.allCases)
  func onlyMatchedAndGeocodedRowsHaveAnAnswer(_ status: RowStatus) {
    let row = Self.row(status, method: .textSearch)
    #expect((row.answer != nil) == (status == .matched || status == .geocoded))
    #expect(status.claimsAnswer == (row.answer != nil))
  }

  @Test func aGeocodeBesideAnUntrustedSearchIsNoAnswer() {
    var row = Self.row(.lowConfidence, method: .textSearch)
    row.place = nil
    row.geocode = Place(id: "street/etelaranta")
    #expect(row.answer == nil)
  }

  @Test func searchedAndNearbyRowsHaveAVerdictOthersNone() {
    #expect(Self.row(.matched, method: .textSearch).ambiguityVerdict == false)
    #expect(Self.row(.notFound, method: .textSearch).ambiguityVerdict == false)
    #expect(Self.row(.lowConfidence, method: .nearby).ambiguityVerdict == false)
    #expect(Self.row(.ambiguous, method: .textSearch, ambiguous: true).ambiguityVerdict == true)
    // The geocoder weighs no rival answers; invalid, failed and skipped rows were never judged.
    #expect(Self.row(.geocoded, method: .geocode).ambiguityVerdict == nil)
    #expect(Self.row(.failed, method: .textSearch).ambiguityVerdict == nil)
    #expect(Self.row(.skipped, method: nil).ambiguityVerdict == nil)
    #expect(Self.row(.invalid, method: nil).ambiguityVerdict == nil)
  }
}
