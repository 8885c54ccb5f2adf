import EnrichCore
import Testing

@testable import EnrichKit

/// What the planner learns from earlier runs about the requests it can only call possible.
struct FallbackHistoryTests {
  let geocode = BilledRequest(provider: "google", kind: .geocode, content: .search())
  let search = BilledRequest(provider: "google", kind: .searchText, content: .search(.openingHours))

  func plan(_ rows: [(String, conditional: Bool)], kind: BilledRequest) -> PlanTally {
    var tally = PlanTally()
    for (address, conditional) in rows {
      var plan = RowPlan()
      plan.requests.append(
        PlannedRequest(
          billed: kind,
          key: CacheKey.geocode(GeocodeRequest(address: address), provider: "google", fields: []),
          isConditional: conditional))
      tally.add(plan)
    }
    return tally
  }

  @Test func aPossibleRequestIdenticalToAnotherIsCountedOnce() {
    let tally = plan(
      [
        ("Keksitynkatu 1", true), ("Keksitynkatu 1", true), ("Mannerheimintie 5", false),
        ("Mannerheimintie 5", true), ("Bulevardi 9", true),
      ], kind: geocode)
    #expect(tally.requests[geocode] == 1)
    #expect(tally.possible[geocode] == 2)  // Keksitynkatu 1 and Bulevardi 9; not the certain one
  }

  @Test func theShareMadeIsLearnedFromRequestsBeyondTheCertainOnes() {
    let tally = plan((0..<40).map { ("Katu \($0)", $0 >= 10) }, kind: geocode)  // 10 certain, 30 possible
    var history = FallbackHistory()
    #expect(history.share(of: geocode) == nil)
    history.learn(planned: tally, made: [geocode: 16, search: 5])
    #expect(history.share(of: geocode) == 6.0 / 30)
    #expect(history.share(of: search) == nil)  // nothing possible was planned for it
    // Made fewer than certain (answers shared, a budget): none of the possible ones.
    var other = FallbackHistory()
    other.learn(planned: tally, made: [geocode: 4])
    #expect(other.share(of: geocode) == 0)
  }

  @Test func olderRunsWeighHalfAndTooLittleEvidenceSaysNothing() {
    var history = FallbackHistory()
    history.learn(planned: plan((0..<10).map { ("A \($0)", true) }, kind: geocode), made: [geocode: 10])
    #expect(history.share(of: geocode) == nil)  // 10 possible requests: too few
    history.learn(planned: plan((0..<20).map { ("B \($0)", true) }, kind: geocode), made: [:])
    // (10 × ½ made) of (10 × ½ + 20 possible).
    #expect(history.share(of: geocode) == 5.0 / 25)
  }

  @Test func theNoteRoundTripsAndADamagedOneIsForgotten() {
    var history = FallbackHistory()
    history.learn(planned: plan((0..<30).map { ("C \($0)", true) }, kind: geocode), made: [geocode: 3])
    #expect(FallbackHistory(noteText: history.noteText) == history)
    #expect(FallbackHistory(noteText: "{not json").isEmpty)
    #expect(FallbackHistory(noteText: #"{"x":[1]}"#).isEmpty)
    #expect(FallbackHistory(noteText: nil).isEmpty)
  }

  @Test func theExpectedCountAddsTheLearnedShareOfThePossibleRequests() {
    var planning = RequestPlanning(plugins: [], memories: [:], openStatus: false)
    let tally = plan((0..<40).map { ("D \($0)", $0 >= 10) }, kind: geocode)
    #expect(tally.expected(planning) == nil)
    planning.history.learn(planned: tally, made: [geocode: 16])
    #expect(tally.expected(planning) == [geocode: 16])
  }
}
