import EnrichCore
import Foundation
import Testing

/// The shortcuts of the local path must answer exactly what the plain forms answer.
@Suite struct TokenSketchTests {
  static let words = [
    "", "a", "ab", "ba", "abc", "acb", "kappeli", "kapelli", "kapeli", "stockmann", "stockm", "stokmann",
    "tsockmann", "savotta", "savota", "12", "12a", "121", "itapasila", "ita", "pasila", "cafe", "café",
    "kahvila", "kahvilat", "äiti", "aiti", "東京", "東京駅", String(repeating: "x", count: 70),
    String(repeating: "x", count: 71), String(repeating: "é", count: 40),
  ]

  @Test func sketchedTokenScoresEqualPlainOnes() {
    for first in Self.words {
      for second in Self.words {
        let sketched = NameSimilarity.tokenScore(first, TokenSketch(first), second, TokenSketch(second))
        #expect(sketched == NameSimilarity.tokenScore(first, second), "\(first) / \(second)")
      }
    }
  }

  @Test func sketchedCoverageEqualsPlainCoverage() {
    let names = ["Ravintola Savotta", "Kapelli", "Stockm", "Itä-Pasila", "Café Äiti 12 A", "東京 駅"]
    let texts = [
      "savotta aleksanterinkatu 22", "kappeli esplanadi", "stockmann helsinki", "itapasila", "cafe aiti 12a",
    ]
    for name in names.map(FoldedName.init) {
      for text in texts {
        let tokens = FoldedName(text).tokens
        let lengths = tokens.map(NameSimilarity.characterCount)
        for abbreviations in [NameSimilarity.Abbreviations.inText, .inName] {
          let plain = NameSimilarity.coverage(
            of: name, in: tokens, lengths: lengths, abbreviations: abbreviations)
          let sketched = NameSimilarity.coverage(
            of: name, in: tokens, lengths: lengths, sketches: tokens.map(TokenSketch.init),
            abbreviations: abbreviations)
          #expect(sketched == plain, "\(name.tokens) in \(text)")
        }
      }
    }
  }

  static let texts = [
    "", " ", "  Kaivokatu 1 ", "\tHelsinki\n", "Kaivokatu", "\u{00A0}Bulevardi\u{2003}", "a\r\n", "12",
    "Ålandsgatan 3", "東京 1", "x\u{0301} ",
  ]

  @Test func cheapTrimmingEqualsFoundations() {
    for text in Self.texts {
      #expect(
        text.trimmed() == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(text.debugDescription)")
      #expect(
        text.trimmed(of: .whitespaces) == text.trimmingCharacters(in: .whitespaces),
        "\(text.debugDescription)")
    }
  }

  @Test func cheapFirstCharacterClassesEqualCharacters() {
    let texts = [
      "", "1", "1\u{301}", "a\u{301}", "1\u{FE0F}\u{20E3}", "#\u{FE0F}\u{20E3}", "\r\n", "Z\u{200D}x", "_a",
      "@",
      "[", "`", "{", "٣ شارع", "١٢", "äiti", "東京", "Ⅻ", "\u{0}x", "9a", "e\u{20DD}",
    ]
    for text in texts + Self.texts {
      #expect(text.startsWithNumber == (text.first?.isNumber == true), "\(text.debugDescription)")
      #expect(text.startsWithLetter == (text.first?.isLetter == true), "\(text.debugDescription)")
    }
  }

  @Test func cheapCharacterClassesEqualCharacters() {
    for text in Self.texts + ["١٢", "abc", "---", "٣ شارع"] {
      #expect(text.containsNumber == text.contains { $0.isNumber }, "\(text.debugDescription)")
      #expect(text.containsLetter == text.contains { $0.isLetter }, "\(text.debugDescription)")
    }
  }
}
