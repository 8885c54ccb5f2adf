import EnrichCore
import Testing

/// Words beyond `MatchingLimits.fuzzyWordLength` match exactly only; texts of any length are
/// folded and tokenised in linear time with the same result as short ones.
@Suite struct MatchingLimitsTests {
  @Test func lengthIsCountedInCharactersNotBytes() {
    let limit = MatchingLimits.fuzzyWordLength
    #expect(MatchingLimits.allowsFuzzy(String(repeating: "a", count: limit)))
    #expect(!MatchingLimits.allowsFuzzy(String(repeating: "a", count: limit + 1)))
    // Two bytes per letter: within the limit by characters although not by bytes.
    #expect(MatchingLimits.allowsFuzzy(String(repeating: "ä", count: limit)))
    #expect(!MatchingLimits.allowsFuzzy(String(repeating: "ä", count: limit + 1)))
    #expect(!MatchingLimits.allowsFuzzy(String(repeating: "😀", count: limit + 1)))
  }

  @Test func typoToleranceEndsAtTheLimit() {
    let limit = MatchingLimits.fuzzyWordLength
    let longest = String(repeating: "ab", count: limit / 2)
    let tooLong = longest + "c"
    // One substitution, one missing letter, a prefix: tolerated up to the limit...
    #expect(NameSimilarity.tokenScore(longest, "x" + longest.dropFirst()) == 0.85)
    #expect(NameSimilarity.tokenScore(longest, String(longest.dropLast())) == 0.85)
    #expect(NameSimilarity.tokenScore(longest, String(longest.prefix(40))) == 0.75)
    // ...and beyond it only the same word matches.
    #expect(NameSimilarity.tokenScore(tooLong, "x" + tooLong.dropFirst()) == 0)
    #expect(NameSimilarity.tokenScore(tooLong, String(tooLong.prefix(40))) == 0)
    #expect(NameSimilarity.tokenScore(tooLong, tooLong) == 1)
  }

  @Test func megabyteNamesCompareExactly() {
    let name = String(repeating: "q", count: 1_000_000)
    #expect(NameSimilarity.score(name, name) == 1)
    #expect(NameSimilarity.score(name, name + "r") == 0)
    #expect(NameSimilarity.score("Kappeli " + name, "Kappeli") > 0.4)
  }

  @Test func streetWordsJoinTheSameWayInLongText() {
    // 100,000 split street names: each pair is joined (`x katu` → `xkatu`), as in short text.
    let text = Array(repeating: "Aleksanterin katu", count: 100_000).joined(separator: " ")
    let tokens = StreetNames.expandedTokens(text)
    #expect(tokens.count == 100_000)
    #expect(tokens.allSatisfy { $0 == "aleksanterinkatu" })
    let abbreviated = Array(repeating: "Aleksanterin k.", count: 100_000).joined(separator: " ")
    #expect(StreetNames.expandedTokens(abbreviated) == tokens)
    #expect(StreetNames.expandedTokens("Pohj. Esplanadi 5") == ["pohjoisesplanadi", "5"])
  }
}
