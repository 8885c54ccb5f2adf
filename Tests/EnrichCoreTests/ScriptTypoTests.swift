import Testing

@testable import EnrichCore

@Suite struct ScriptTypoTests {
  /// One slip in a word of another script is one edit, as in a Latin word: letters, not bytes.
  @Test(arguments: [
    ("шоколадница", "шаколадница", true), ("шоколадница", "шоколадниц", true),
    ("шоколадница", "шокладоница", false), ("शर्मा", "सर्मा", true), ("кофейня", "кофениея", false),
    ("ресторан", "рестоарн", true),
  ])
  func oneEditInEveryScript(_ a: String, _ b: String, _ within: Bool) {
    #expect(EditDistance.withinOne(Array(a.utf8), Array(b.utf8)) == within)
  }

  @Test func tokenScoreCountsLetters() {
    #expect(NameSimilarity.tokenScore("шоколадница", "шаколадница") == 0.85)
    #expect(NameSimilarity.tokenScore("ванна", "вана") == 0.85)
    #expect(NameSimilarity.tokenScore("ша", "шоколадница") == 0)
    #expect(NameSimilarity.tokenScore("шок", "шоколадница") == 0)
    #expect(NameSimilarity.tokenScore("шокола", "шоколадница") == 0.75)
  }

  @Test func sketchesDoNotRejectScriptTypos() {
    let pairs = [("шоколадница", "ошколадница"), ("गणेश", "गनेश"), ("ресторан", "есторан")]
    for (a, b) in pairs {
      #expect(!TokenSketch.excludes(TokenSketch(a), TokenSketch(b)), "\(a) \(b)")
      #expect(SketchBytes([TokenSketch(a)]).mayMatch(TokenSketch(b)), "\(a) \(b)")
    }
  }
}
