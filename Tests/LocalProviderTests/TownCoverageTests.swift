import Testing

@testable import LocalProvider

/// A query about a place in a town the index does not cover is told from one about the index's
/// own towns, in any spelling, and from names that hold commas.
@Suite struct TownCoverageTests {
  static let towns = TownCoverage(cityWords: ["chandanpur", "चदनपर", "helsinki", "helsingfors", "москва"])
  static let streets: Set<String> = ["station", "road", "mannerheimintie", "marg", "gandhi", "mahatma"]

  func outside(_ query: String) -> String? {
    Self.towns.townOutside(
      query, isStreetWord: { Self.streets.contains($0) },
      isIndexWord: { ["kallio", "kamppi", "engels", "popken", "santjer", "asianajotoimisto"].contains($0) })
  }

  @Test(arguments: [
    ("Apollo Pharmacy, Station Road, Kota", "kota"),
    ("पंजाब नेशनल बैंक, Mahatma Gandhi Marg, Udaipur", "udaipur"),
    ("Alko, Mannerheimintie 10, Espoo", "espoo"),
    ("तनिष्क, Rajwada, Indore", "indore"),  // a street of that town, which the index holds nowhere
  ])
  func aTownTheIndexDoesNotKnowIsOutside(query: String, town: String) {
    #expect(outside(query) == town)
  }

  @Test(arguments: [
    "Apollo Pharmacy, Station Road, Chandanpur",
    "Apollo Pharmacy, Station Road, Chandanpuur",  // one slip
    "Apollo Pharmacy, Station Road, चंदनपुर",  // the town in Devanagari
    "Kafe, Mannerheimintie 10, Moskva",  // romanised
    "Alko, Mannerheimintie 10, 00100 Helsingfors",
    "Alko, Mannerheimintie 10, Helsinki, Finland",  // a country after a known town
    "Alko, Espoo",  // a second part alone may be a street or a district
    "Engels, Popken, Santjer Asianajotoimisto",  // a name with commas whose words the index knows
    "Alko, Station Road, Mannerheimintie",  // a street written last
    "Alko, Station Road, NY",  // too short to tell
    "Alko, Mannerheimintie 10, Kallio",  // a district the index names somewhere
    "Alko, Mannerheimintie 10, Finland",  // a country, no town
    "Alko, Mannerheimintie 10, Suomi",
    "पंजाब नेशनल बैंक, Mahatma Gandhi Marg, भारत",
  ])
  func otherwiseNothingIsOutside(query: String) {
    #expect(outside(query) == nil, "\(query)")
  }

  @Test func anIndexThatKnowsNoTownNeverRefuses() {
    let none = TownCoverage(cityWords: [])
    #expect(
      none.townOutside(
        "Apollo Pharmacy, Station Road, Kota", isStreetWord: { _ in false }, isIndexWord: { _ in false })
        == nil)
  }
}
