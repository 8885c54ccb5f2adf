import EnrichCore
import Testing

@Suite struct ScriptStreetTypeTests {
  @Test(arguments: [
    ("ул. Садовая", "street садовая"), ("Садовая улица", "садовая street"), ("пр-кт Мира", "prospect мира"),
    ("Мира пр-т", "мира prospect"), ("Химиков б-р", "химиков boulevard"),
    ("вул. Хрещатик", "street хрещатик"),
    ("Mahatma Gandhi Marg", "mahatma gandhi road"), ("Landstr 34", "landstrasse 34"),
    ("Austr. 9", "austrasse 9"),
    ("Hagstr. 17", "hagstrasse 17"), ("Str 5", "street 5"), ("MG Mg.", "mg road"),
  ])
  func streetTypesOfOtherScriptsAreKnown(_ text: String, _ key: String) {
    #expect(StreetNames.key(text) == key)
  }

  /// A street type may stand before or after the name, or be left out, and still be the street.
  @Test func streetTypeInEitherPosition() {
    let row = StreetNames.expandedTokens("ул. Садовая")
    let data = StreetNames.expandedTokens("Садовая улица")
    #expect(StreetMatch.similarity(row, data) == 1)
    let bare = StreetNames.expandedTokens("Карла Маркса")
    let full = StreetNames.expandedTokens("улица Карла Маркса")
    #expect(StreetMatch.similarity(bare, full, optional: Set(full.filter(StreetNames.isStreetType))) == 0.9)
  }

  /// Initials stand for a run of words (`MG Road`, `M.G. Road`, `JLN Marg`), inexactly.
  @Test func initialsForWords() {
    let full = StreetNames.expandedTokens("Mahatma Gandhi Marg")
    for short in ["MG Marg", "M.G. Marg", "MG Road"] {
      #expect(StreetMatch.similarity(StreetNames.expandedTokens(short), full) == 0.9, "\(short)")
    }
    let nehru = StreetNames.expandedTokens("Jawahar Lal Nehru Marg")
    #expect(StreetMatch.similarity(StreetNames.expandedTokens("JLN Marg"), nehru) == 0.9)
    #expect(StreetMatch.similarity(StreetNames.expandedTokens("MG Marg"), nehru) == 0)
  }

  @Test func aNameWrittenShortIsNoStreet() {
    #expect(StreetNames.expandedTokens("Pastr 115") == ["pastr", "115"])
    #expect(StreetNames.streetTokens("Landstr") == ["landstrasse"])
  }
}
