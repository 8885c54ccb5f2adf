import Testing

@testable import EnrichCore

@Suite struct TransliterationTests {
  @Test(arguments: [
    ("Шоколадница", "shokoladnitsa"), ("Чайка", "chayka"), ("Щукинская", "shchukinskaya"),
    ("Київ", "kiyiv"), ("Ђурђевак", "djurdjevak"), ("Μουσείο Ακρόπολης", "mouseio akropolis"),
    ("Αύρα", "avra"), ("चांदनी चौक", "chaandnii chauk"), ("कमल", "kamal"), ("मित्र", "mitr"),
    ("भंडार", "bhandaar"), ("चंपा", "champaa"), ("ज़ेबरा", "zebraa"), ("Café 24", "Café 24"),
  ])
  func readsEachScriptIntoLatin(_ text: String, _ latin: String) {
    #expect(Transliteration.latin(text) == latin)
  }

  @Test func tellsOtherScriptsFromLatin() {
    #expect(Transliteration.hasOtherScript("Кафе Пушкин"))
    #expect(Transliteration.hasOtherScript("दिल्ली"))
    #expect(!Transliteration.hasOtherScript("Café Ünter den Linden"))
    #expect(!Transliteration.hasOtherScript("北京饭店"))
  }

  /// Every common romanisation of one name has the same keys as the name in its own script.
  @Test(arguments: [
    ("Шоколадница", ["Shokoladnitsa", "Šokoladnica", "Shokoladnica", "Sokoladnitsa"]),
    ("Чайка", ["Chayka", "Čajka", "Chaika", "Chajka"]),
    ("Пятёрочка", ["Pyaterochka", "Pjaterochka", "Piaterochka"]),
    ("Хлебная", ["Khlebnaya", "Hlebnaja"]),
    ("लक्ष्मी मिष्ठान भंडार", ["Laxmi Mishthan Bhandar", "Lakshmi Misthan Bhandar", "Lakṣmī Miṣṭhān Bhaṃḍār"]),
    ("चांदनी चौक", ["Chandni Chowk", "Chaandni Chauk", "chāndnī chauk"]),
    ("भंडार", ["Bhandar", "Bhandaar"]),
  ])
  func romanisationsShareKeys(_ native: String, _ romanised: [String]) {
    let keys = LooseLatin.tokens(native)
    for text in romanised { #expect(LooseLatin.tokens(text) == keys, "\(text)") }
  }

  @Test func differentNamesKeepDifferentKeys() {
    #expect(LooseLatin.tokens("Шоколадница") != LooseLatin.tokens("Кофе Хауз"))
    #expect(LooseLatin.tokens("Lenina") != LooseLatin.tokens("Pushkina"))
  }

  @Test func keysOfGenericWordsStayGeneric() {
    #expect(LooseLatin.name("ООО Ромашка").first.map(NameWords.isLegalForm) == true)
  }

  @Test func aRomanisedRowIsEvidenceForANameInItsScript() {
    let row = NameEvidence.Profile(FoldedName("Shokoladnitsa"), text: "Shokoladnitsa")
    let place = NameEvidence.profile(of: "Шоколадница")
    #expect(NameEvidence.score(row, place) >= 0.9)
    let other = NameEvidence.profile(of: "Теремок")
    #expect(NameEvidence.score(row, other) < 0.5)
    let hindi = NameEvidence.Profile(FoldedName("Sharma Dhaba"), text: "Sharma Dhaba")
    #expect(NameEvidence.score(hindi, NameEvidence.profile(of: "शर्मा ढाबा")) >= 0.8)
  }

  @Test func legalFormsOfOtherCountriesAreNoEvidence() {
    let row = NameEvidence.profile(of: "ООО «Ромашка»")
    #expect(NameEvidence.score(row, NameEvidence.profile(of: "Ромашка")) >= 0.9)
    let indian = NameEvidence.profile(of: "Sharma Traders Pvt Ltd")
    #expect(NameEvidence.score(indian, NameEvidence.profile(of: "Sharma Traders")) >= 0.9)
    let alpine = NameEvidence.profile(of: "Garage Vogt Anstalt")
    #expect(NameEvidence.score(alpine, NameEvidence.profile(of: "Garage Vogt Est.")) >= 0.9)
  }

  @Test func hindiShopWordsDoNotTellPlacesApart() {
    let invented = NameEvidence.profile(of: "अमर साड़ी सेंटर")
    #expect(NameEvidence.score(invented, NameEvidence.profile(of: "खंडेलवाल साड़ी सेंटर")) < 0.5)
  }
}
