import EnrichCore
import Testing

/// Street types and abbreviations per language (`StreetTypes`): each written form of a street
/// has the key of its full form, and forms of one kind across languages share a key.
@Suite struct StreetTypeTests {
  @Test(arguments: [
    // English
    ("en", "Main St", "Main Street"), ("en", "5th Ave.", "5th Avenue"),
    ("en", "Sunset Blvd", "Sunset Boulevard"),
    ("en", "Elm Rd.", "Elm Road"), ("en", "Baker Ct", "Baker Court"),
    // French
    ("fr", "Av. de la Costa", "Avenue de la Costa"), ("fr", "Bd des Moulins", "Boulevard des Moulins"),
    ("fr", "Bd. Albert 1er", "Boulevard Albert 1er"), ("fr", "Pl. du Casino", "Place du Casino"),
    ("fr", "R. Grimaldi", "Rue Grimaldi"), ("fr", "Q. Antoine 1er", "Quai Antoine 1er"),
    ("fr", "Rte de la Piscine", "Route de la Piscine"), ("fr", "Imp. des Lilas", "Impasse des Lilas"),
    // Spanish
    ("es", "C/ Mayor", "Calle Mayor"), ("es", "C/Mayor", "Calle Mayor"),
    ("es", "Avda. de América", "Avenida de América"),
    ("es", "Av. de América", "Avenida de América"), ("es", "Pza. Mayor", "Plaza Mayor"),
    ("es", "Ctra. de Valencia", "Carretera de Valencia"),
    ("es", "Pº de la Castellana", "Paseo de la Castellana"),
    // Catalan
    ("ca", "C/ de Balmes", "Carrer de Balmes"), ("ca", "Av. Diagonal", "Avinguda Diagonal"),
    ("ca", "Pl. de Catalunya", "Plaça de Catalunya"), ("ca", "Pg. de Gràcia", "Passeig de Gràcia"),
    // Portuguese, Galician
    ("pt", "Av. da Liberdade", "Avenida da Liberdade"), ("pt", "R. Augusta", "Rua Augusta"),
    ("pt", "Pç. do Comércio", "Praça do Comércio"), ("gl", "Pza. de Galicia", "Praza de Galicia"),
    // Italian
    ("it", "V.le Monza", "Viale Monza"), ("it", "P.za Navona", "Piazza Navona"),
    ("it", "C.so Buenos Aires", "Corso Buenos Aires"),
    ("it", "P.le Loreto", "Piazzale Loreto"), ("it", "V. Roma", "Via Roma"),
    // German, Dutch, Nordic, Finnish (joined)
    ("de", "Hauptstr.", "Hauptstraße"), ("de", "Berliner Str.", "Berliner Straße"),
    ("de", "Marienpl.", "Marienplatz"),
    ("de", "Karl-Marx-Str.", "Karl-Marx-Straße"), ("nl", "Stationsweg", "Stationsweg"),
    ("sv", "Drottningg.", "Drottninggatan"), ("sv", "Kungsv.", "Kungsvägen"),
    ("fi", "Aleksanterink.", "Aleksanterinkatu"),
    ("fi", "Mannerheimint.", "Mannerheimintie"), ("nb", "Karl Johans gt.", "Karl Johans gate"),
    // Baltic, Central and Eastern Europe
    ("et", "Narva mnt", "Narva maantee"), ("et", "Pärnu mnt.", "Pärnu maantee"),
    ("lv", "Brīvības bulv.", "Brīvības bulvāris"),
    ("lt", "Gedimino pr.", "Gedimino prospektas"), ("pl", "ul. Marszałkowska", "ulica Marszałkowska"),
    ("pl", "al. Jerozolimskie", "aleja Jerozolimskie"), ("pl", "pl. Zamkowy", "plac Zamkowy"),
    ("cs", "nám. Míru", "náměstí Míru"), ("sk", "nám. SNP", "námestie SNP"),
    ("sl", "Slovenska c.", "Slovenska cesta"),
    ("hr", "ul. Ilica", "ulica Ilica"), ("hu", "Váci u.", "Váci utca"), ("hu", "Teréz krt.", "Teréz körút"),
    ("ro", "Bd. Unirii", "Bulevardul Unirii"), ("ro", "Str. Lipscani", "Strada Lipscani"),
    ("ro", "Șos. Kiseleff", "Șoseaua Kiseleff"),
    ("bg", "ул. Витоша", "улица Витоша"), ("bg", "бул. Витоша", "булевард Витоша"),
    ("el", "Λεωφ. Κηφισίας", "Λεωφορος Κηφισίας"),
    ("mt", "Tq. ir-Repubblika", "Triq ir-Repubblika"), ("eu", "Nagusia kal.", "Nagusia kalea"),
  ])
  func abbreviationHasTheKeyOfItsFullForm(_ language: String, _ written: String, _ full: String) {
    #expect(StreetNames.key(written) == StreetNames.key(full), "\(language): \(written)")
  }

  @Test(arguments: [
    ["Avenue de la Costa", "Avenida de la Costa", "Avinguda de la Costa", "Av. de la Costa"],
    ["Rue Mayor", "Calle Mayor", "Carrer Mayor", "Via Mayor", "Rua Mayor", "Strada Mayor"],
    ["Place Mayor", "Plaza Mayor", "Plaça Mayor", "Piazza Mayor", "Praça Mayor", "Pl. Mayor"],
    ["Boulevard X", "Bulevar X", "Bulevardul X", "Bd X"],
  ])
  func oneKindOfStreetHasOneKeyInEveryLanguage(_ forms: [String]) {
    #expect(Set(forms.map(StreetNames.key)).count == 1, "\(forms.map(StreetNames.key))")
  }

  @Test func everyLanguageOfTheUnionHasATable() {
    let codes = Set(StreetTypes.languages.map(\.code))
    let union = [
      "bg", "cs", "da", "de", "el", "en", "es", "et", "fi", "fr", "ga", "hr", "hu", "it", "lt", "lv", "mt",
      "nl",
      "pl", "pt", "ro", "sk", "sl", "sv",
    ]
    #expect(union.filter { !codes.contains($0) }.isEmpty)
  }

  /// Abbreviations that are also ordinary words or initials stay as they are where they are not
  /// in a street's place: a house-number suffix (`12 ter`), an initial inside a name.
  @Test func wordsThatOnlyLookLikeAbbreviationsStay() {
    #expect(StreetNames.expandedTokens("12 ter Rue Grimaldi") == ["12", "ter", "street", "grimaldi"])
    #expect(StreetNames.expandedTokens("Bar Al Andalus") == ["bar", "al", "andalus"])
    #expect(StreetNames.expandedTokens("Kossuth Lajos tér 5") == ["kossuth", "lajos", "ter", "5"])
    #expect(StreetNames.expandedTokens("John P. Smith") == ["john", "p", "smith"])
  }
}
