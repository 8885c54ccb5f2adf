import EnrichCore
import Testing

@Suite struct TextSimilarityTests {
  @Test(arguments: [
    ("Savotta", "Ravintola Savotta"),
    ("Kappeli", "kappeli"),
    ("Kappeli", "Kapelli"),
    ("Stockmann", "Stokmann"),
    ("Stockmann", "Stockmnan"),
    ("Hesburger", "hesburger oy"),
    ("Café Regatta", "Regatta"),
    ("McDonald's", "Mc Donalds"),
    ("Itä-Pasila", "Itäpasila"),
    ("Fazer Café", "Fazer Kahvila"),
    ("Ravintola Pääposti", "paaposti"),
    ("Espresso House", "House Espresso"),
  ])
  func similarNamesScoreHigh(_ first: String, _ second: String) {
    let score = NameSimilarity.score(first, second)
    #expect(score >= 0.75, "\(first) vs \(second) = \(score)")
    #expect(abs(score - NameSimilarity.score(second, first)) < 1e-9, "symmetric")
  }

  @Test(arguments: [
    ("Savotta", "Kappeli"),
    ("Ravintola Savotta", "Ravintola Kappeli"),
    ("Stockmann", "Stadium"),
    ("Cafe Regatta", "Cafe Ursula"),
    ("Oy Ab", "Ltd"),
    ("Bar 9", "Bar 10"),
  ])
  func differentNamesScoreLow(_ first: String, _ second: String) {
    let score = NameSimilarity.score(first, second)
    #expect(score < 0.5, "\(first) vs \(second) = \(score)")
  }

  @Test func identicalAfterFoldingIsOne() {
    #expect(NameSimilarity.score("KÄMP", "Kämp") == 1)
    #expect(NameSimilarity.score("", "Kämp") == 0)
  }

  @Test func containmentIgnoresTheRestOfTheQuery() {
    let name = FoldedName("Ravintola Savotta")
    let query = FoldedName("savotta, aleksanterinkatu 22, helsinki")
    #expect(NameSimilarity.containment(of: name, in: query) > 0.9)
    #expect(NameSimilarity.containment(of: FoldedName("Kappeli"), in: query) == 0)
  }

  @Test(arguments: [
    ("kappeli", "kapeli", true), ("kappeli", "kappelli", true), ("kappeli", "kapepli", true),
    ("kappeli", "kappeli", true), ("kappeli", "kapelil", false), ("abc", "abcde", false),
  ])
  func oneEdit(_ first: String, _ second: String, _ expected: Bool) {
    #expect(EditDistance.withinOne(Array(first.utf8), Array(second.utf8)) == expected)
  }

  @Test func genericWordsWeighLittle() {
    #expect(FoldedName.weight(of: "ravintola") < FoldedName.weight(of: "savotta"))
    #expect(FoldedName("Ravintola Savotta Oy").distinctiveTokens == ["savotta"])
  }
}
