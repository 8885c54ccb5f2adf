import EnrichCore
import Testing

@Suite struct TextFoldingTests {
  @Test(arguments: [
    ("Ärräpää Öljy Åbo", "arrapaa oljy abo"),
    ("Straße", "strasse"),
    ("Smørrebrød & Æble", "smorrebrod aeble"),
    ("McDonald's", "mcdonalds"),
    ("Café  Regatta!!", "cafe regatta"),
    ("Itä-Pasila", "ita pasila"),
    ("  ", ""),
    ("Łódź", "lodz"),
    ("Ravintola “Kappeli”", "ravintola kappeli"),
    ("Банк Финляндии", "банк финляндии"),
    ("9 A 12", "9 a 12"),
  ])
  func folds(_ input: String, _ expected: String) {
    #expect(TextFolding.fold(input) == expected)
  }

  @Test func tokenizes() {
    #expect(TextFolding.tokens("Fazer Café, Kluuvikatu 3") == ["fazer", "cafe", "kluuvikatu", "3"])
  }

  @Test(arguments: [
    ("Aleksanterink. 22", "aleksanterinkatu 22"),
    ("Aleksanterin k. 22", "aleksanterinkatu 22"),
    ("Aleksanterin katu 22", "aleksanterinkatu 22"),
    ("Mannerheimint. 14", "mannerheimintie 14"),
    ("Mannerheimin tie", "mannerheimintie"),
    ("Pohj. Esplanadi 19", "pohjoisesplanadi 19"),
    ("Et. Esplanadi", "etelaesplanadi"),
    ("Drottningg. 5", "drottninggatan 5"),
    ("Storg.", "storgatan"),
    ("Kungsv. 1", "kungsvagen 1"),
    ("Main St", "main street"),
    ("Hauptstr. 4", "hauptstrasse 4"),
  ])
  func expandsStreetAbbreviations(_ input: String, _ expected: String) {
    #expect(StreetNames.key(input) == expected)
  }

  @Test func splitsHouseNumbers() {
    #expect(StreetNames.splitHouseNumber("9 A") == ("9", "a"))
    #expect(StreetNames.splitHouseNumber("12b") == ("12", "b"))
    #expect(StreetNames.splitHouseNumber("22") == ("22", ""))
    #expect(StreetNames.houseNumberKey("9 A") == "9a")
  }
}

@Suite struct HouseNumberTests {
  @Test(arguments: [
    ("14-20", "16", true), ("14-20", "20", true), ("14-20", "21", false), ("3,5", "5", true),
    ("9 A", "9a", true), ("9", "9 A", false), ("3-5", "3 B", true), ("12", "13", false),
  ])
  func covers(_ stored: String, _ asked: String, _ expected: Bool) {
    #expect(StreetNames.houseNumber(stored, covers: asked) == expected)
  }
}
