import EnrichCore
import Testing

@Suite struct CountedTests {
  @Test(arguments: [
    (0, "0 rows"), (1, "1 row"), (2, "2 rows"), (1_000, "1000 rows"), (-1, "-1 rows"),
  ])
  func aCountAgreesWithItsNoun(_ count: Int, _ text: String) {
    #expect(Counted.of(count, "row") == text)
  }

  @Test func irregularPluralsAreGiven() {
    #expect(Counted.of(1, "entry", "entries") == "1 entry")
    #expect(Counted.of(3, "entry", "entries") == "3 entries")
    #expect(Counted.noun(1, "address", "addresses") == "address")
    #expect(Counted.noun(0, "address", "addresses") == "addresses")
  }
}
