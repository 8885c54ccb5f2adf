import Testing

@testable import EnrichCore

/// Header names in many languages and spellings, and what they are never taken for.
@Suite struct HeaderVocabularyTests {
  @Test(arguments: [
    ("Nimi", ColumnRole.name), ("Toimipiste", .name), ("Liike", .name), ("Location Name", .name),
    ("Brand", .name), ("Business Name", .name), ("Название", .name), ("नाम", .name), ("店名", .name),
    ("名称", .name), ("Nazwa", .name), ("Denominazione", .name), ("Naam", .name), ("Nafn", .name),
    ("Katuosoite", .address), ("Address 1", .address), ("Adresse", .address), ("Адрес", .address),
    ("पता", .address), ("住所", .address), ("地址", .address), ("Heimilisfang", .address),
    ("Straße", .street), ("Ulica", .street), ("Hausnummer", .houseNumber), ("Numéro", .houseNumber),
    ("Postitoimipaikka", .city), ("Город", .city), ("शहर", .city), ("市区町村", .city), ("Staður", .city),
    ("Postinumero", .postcode), ("ZIP Code", .postcode), ("PLZ", .postcode), ("Почтовый индекс", .postcode),
    ("पिन कोड", .postcode), ("郵便番号", .postcode), ("Maa", .country), ("País", .country),
    ("Latitude", .latitude), ("Breitengrad", .latitude), ("緯度", .latitude), ("Pituus", .longitude),
    ("経度", .longitude),
  ])
  func exactNames(header: String, role: ColumnRole) {
    #expect(HeaderVocabulary.role(exactly: header) == role)
  }

  @Test(arguments: [
    ("Legal Name", ColumnRole.name), ("Liikkeen virallinen nimi", .name), ("Nom du magasin", .name),
    ("हमारी दुकान का नाम", .name), ("店舗名称", .name), ("Billing Address", .address), ("Indirizzo sede", .address),
    ("勤務先住所", .address), ("Ship To City", .city), ("Latitude (WGS84)", .latitude),
  ])
  func namesByTheirWords(header: String, role: ColumnRole) {
    #expect(HeaderVocabulary.role(exactly: header) == nil)
    #expect(HeaderVocabulary.role(byWord: header) == role)
  }

  @Test(arguments: [
    "Contact Name", "First Name", "street_view_url", "Store Number", "Long description", "Place ID",
    "Shop Category", "Product Name", "Yhteyshenkilön nimi", "File name", "Renamed column",
  ])
  func wordsAboutSomethingElseAreNeverGuessed(header: String) {
    #expect(HeaderVocabulary.role(exactly: header) == nil)
    #expect(HeaderVocabulary.role(byWord: header) == nil)
  }

  @Test func otherCommonHeadersAreKnownButNoRole() {
    for header in ["ID", "Puhelin", "Sähköposti", "Notes", "Y-tunnus", "Телефон", "電話番号"] {
      #expect(HeaderVocabulary.isKnownHeader(header), "\(header)")
      #expect(HeaderVocabulary.role(exactly: header) == nil, "\(header)")
    }
    #expect(!HeaderVocabulary.isKnownHeader("Asiakasrekisteri 2026"))
    #expect(!HeaderVocabulary.isKnownHeader(""))
  }

  @Test func keysFoldCaseAccentsAndPunctuation() {
    #expect(HeaderVocabulary.key("  Postal/ZIP Code ") == "postal_zip_code")
    #expect(HeaderVocabulary.key("Nom de l'entreprise") == "nom_de_l_entreprise")
    #expect(HeaderVocabulary.key("STRASSE") == HeaderVocabulary.key("Straße"))
  }

  @Test func rolesHaveTheirPipelineKeys() {
    #expect(
      ColumnRole.allCases.map(\.key) == [
        "name", "address", "street", "housenumber", "unit", "city", "postcode", "country", "lat", "lng",
      ])
  }
}
