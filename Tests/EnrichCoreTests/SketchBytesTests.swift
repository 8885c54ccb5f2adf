import EnrichCore
import Testing

/// `SketchBytes.mayMatch` may say yes for a word that matches nothing, never no for one that
/// matches: checked on every pair of short words over small alphabets (every edit, swap,
/// doubled letter and prefix among them), and coverage with it must equal coverage without.
@Suite struct SketchBytesTests {
  static func words(_ letters: [String], upTo length: Int) -> [String] {
    var all = [""]
    var last = [""]
    for _ in 0..<length {
      last = last.flatMap { word in letters.map { word + $0 } }
      all += last
    }
    return all
  }

  static let words =
    words(["a", "b", "c"], upTo: 5) + words(["a", "ä", "1"], upTo: 4)
    + [
      "kappeli", "kapelli", "kapeli", "xappeli", "akppeli", "appeli", "kkappeli", "stockmann", "stockm",
      "tsockmann", "savotta", "12a", "東京", "東京駅", String(repeating: "x", count: 70),
    ]

  @Test func neverRulesOutAWordThatMatches() {
    var matching = 0
    for text in Self.words {
      let bytes = SketchBytes([TokenSketch(text)])
      for word in Self.words where NameSimilarity.tokenScore(word, text) > 0 {
        matching += 1
        #expect(bytes.mayMatch(TokenSketch(word)), "\(word) / \(text)")
      }
    }
    #expect(matching > 5_000)
  }

  @Test func rulesOutUnrelatedWords() {
    let bytes = SketchBytes(["kappeli", "etelaesplanadi", "1", "helsinki"].map(TokenSketch.init))
    for word in ["stockmann", "alepa", "ravintola", "cafe", "mannerheimintie", "22"] {
      #expect(!bytes.mayMatch(TokenSketch(word)), "\(word)")
    }
    for word in ["kapelli", "appeli", "akppeli", "etela", "helsingin", "xelsinki", "1a"] {
      #expect(bytes.mayMatch(TokenSketch(word)), "\(word)")
    }
  }

  @Test func coverageWithTheBytesEqualsCoverageWithout() {
    let names = [
      "Ravintola Savotta", "Kapelli", "Stockm", "Itä-Pasila", "Café Äiti 12 A", "東京 駅", "Alepa", "Bar Bca",
    ]
    let texts = [
      "savotta aleksanterinkatu 22", "kappeli esplanadi", "stockmann helsinki", "itapasila", "cafe aiti 12a",
      "abc bac cab", "alepa 32 helsinki",
    ]
    for name in names.map(FoldedName.init) {
      for text in texts {
        let tokens = FoldedName(text).tokens
        let (lengths, sketches) = (tokens.map(NameSimilarity.characterCount), tokens.map(TokenSketch.init))
        for abbreviations in [NameSimilarity.Abbreviations.inText, .inName, .either] {
          let plain = NameSimilarity.coverage(
            of: name, in: tokens, lengths: lengths, sketches: sketches, abbreviations: abbreviations)
          let quick = NameSimilarity.coverage(
            of: name, in: tokens, lengths: lengths, sketches: sketches, bytes: SketchBytes(sketches),
            abbreviations: abbreviations)
          #expect(quick.bitPattern == plain.bitPattern, "\(name.tokens) in \(text)")
        }
      }
    }
  }
}
