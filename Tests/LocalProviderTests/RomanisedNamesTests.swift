import EnrichCore
import Testing

@testable import LocalProvider

@Suite struct RomanisedNamesTests {
  @Test func placesOwnNamesInOtherScriptsAreKeptRomanised() {
    let tags: [(key: String, value: String)] = [
      (key: "brand", value: "Шоколадница"), (key: "name", value: "Шоколадница"),
      (key: "name:en", value: "Shokoladnitsa"), (key: "name:ru", value: "Шоколадница"),
      (key: "alt_name", value: "Кафе Шоколадница"),
    ]
    #expect(IndexWriter.romanisedNames(tags) == ["sokoladnica", "kafe sokoladnica"])
    #expect(IndexWriter.romanisedNames([(key: "name", value: "Kappeli")]).isEmpty)
  }

  @Test func aLatinQueryIsAskedAgainByItsKeys() {
    #expect(LocalTextSearch.romanisedQuery("Shokoladnitsa, ulitsa Lenina 5") == "sokoladnica, ulica lenina 5")
    #expect(LocalTextSearch.romanisedQuery("Шоколадница") == nil)
    #expect(LocalTextSearch.romanisedQuery("12345") == nil)
  }

  @Test(arguments: [
    ("64, Station Road, Chandanpur", "station road", "64"), ("ул. Ленина, д. 15", "street ленина", "15"),
    ("улица Садовая, дом 7", "street садовая", "7"), ("2, Mahatma Gandhi Mg.", "mahatma gandhi road", "2"),
  ])
  func numberFirstAndMarkedNumbers(_ text: String, _ street: String, _ number: String) {
    let query = AddressQuery(text)
    #expect(query.streetKey == street)
    #expect(query.number == number)
  }
}

@Suite struct StreetOrderTests {
  @Test func streetsMatchWithTheirTypeAnywhereButNotAnotherType() {
    #expect(LocalGeocoder.similarityInAnyOrder(["street", "садовая"], ["садовая", "street"]) == 1)
    #expect(LocalGeocoder.similarityInAnyOrder(["садовая"], ["садовая", "street"]) == 1)
    #expect(LocalGeocoder.similarityInAnyOrder(["park", "road"], ["park", "avenue"]) == 0)
    #expect(LocalGeocoder.similarityInAnyOrder(["street"], ["street", "садовая"]) == 0)
  }

  @Test func aNumberMarkerIsNotTheStreets() {
    #expect(StreetLine.parse("Ленина д. 38")?.street == "Ленина")
    #expect(StreetLine.parse("Hauptstrasse Nr. 4")?.street == "Hauptstrasse")
    #expect(StreetLine.parse("Ленина д. 38")?.number == "38")
  }
}
