import Testing

@testable import LocalProvider

@Suite struct AddressQueryTests {
  struct Case: Sendable, CustomStringConvertible {
    var text: String
    var street: String
    var number: String?
    var letter: String? = nil
    var unit: String? = nil
    var postcode: String? = nil
    var city: [String] = []
    var description: String { text }
  }

  @Test(arguments: [
    Case(
      text: "Bulevardi 9 A 12, 00120 Helsinki", street: "bulevardi", number: "9", letter: "a", unit: "12",
      postcode: "00120", city: ["helsinki"]),
    Case(text: "Aleksanterink. 15 B", street: "aleksanterinkatu", number: "15", letter: "b"),
    Case(text: "Aleksanterin katu 15b", street: "aleksanterinkatu", number: "15", letter: "b"),
    Case(
      text: "Mannerheimintie 14-20, Helsinki", street: "mannerheimintie", number: "14", city: ["helsinki"]),
    Case(text: "Drottningg. 5, 111 51 Stockholm", street: "drottninggatan", number: "5", city: ["stockholm"]),
    Case(text: "00100 Helsinki", street: "", number: nil, postcode: "00100", city: ["helsinki"]),
    Case(text: "Annankatu", street: "annankatu", number: nil),
    Case(text: "22 Main St", street: "main street", number: "22"),
  ])
  func parses(_ item: Case) {
    let query = AddressQuery(item.text)
    #expect(query.streetKey == item.street)
    #expect(query.number == item.number)
    #expect(query.letter == item.letter)
    #expect(query.unit == item.unit)
    #expect(query.postcode == item.postcode)
    #expect(query.cityTokens == item.city)
  }

  @Test func hyphenatedNumbersAreRangesNotUnits() {
    let query = AddressQuery("Mannerheimintie 14-20")
    #expect(query.rangeEnd == "20")
    #expect(query.numberKey == "1420")
  }
}

/// The orders and number forms of other countries' addresses.
@Suite struct AddressFormTests {
  @Test(arguments: [
    // Number after a comma (Spain, Italy, Catalonia).
    AddressQueryTests.Case(text: "Calle Mayor, 12", street: "street mayor", number: "12"),
    AddressQueryTests.Case(
      text: "Calle Mayor, 12, 28013 Madrid", street: "street mayor", number: "12", postcode: "28013",
      city: ["madrid"]),
    AddressQueryTests.Case(text: "Via Roma, 7 bis", street: "street roma", number: "7", letter: "bis"),
    AddressQueryTests.Case(text: "C/ de Balmes, nº 145", street: "street de balmes", number: "145"),
    AddressQueryTests.Case(
      text: "Rue de la Loi, 1000 Bruxelles", street: "street de la loi", number: nil, postcode: "1000",
      city: ["bruxelles"]),
    // Number first (France, Monaco, English-speaking countries).
    AddressQueryTests.Case(text: "6 Quai Antoine 1er", street: "quay antoine 1er", number: "6"),
    AddressQueryTests.Case(
      text: "12 bis Boulevard des Moulins", street: "boulevard des moulins", number: "12", letter: "bis"),
    AddressQueryTests.Case(
      text: "12bis Bd des Moulins", street: "boulevard des moulins", number: "12", letter: "bis"),
    AddressQueryTests.Case(
      text: "4 Avenue de la Madone, 98000 Monaco", street: "avenue de la madone", number: "4",
      postcode: "98000",
      city: ["monaco"]),
    AddressQueryTests.Case(
      text: "22 Main Street 00100", street: "main street", number: "22", postcode: "00100"),
    // Number last, with suffixes and markers (Italy, Portugal, Germany).
    AddressQueryTests.Case(text: "Via Roma 7 ter", street: "street roma", number: "7", letter: "ter"),
    AddressQueryTests.Case(text: "Rua Augusta nº 27", street: "street augusta", number: "27"),
    AddressQueryTests.Case(text: "Hauptstr. 5a", street: "hauptstrasse", number: "5", letter: "a"),
    AddressQueryTests.Case(text: "Boulevard Albert 1er 12", street: "boulevard albert 1er", number: "12"),
  ])
  func parses(_ item: AddressQueryTests.Case) {
    let query = AddressQuery(item.text)
    #expect(query.streetKey == item.street)
    #expect(query.number == item.number)
    #expect(query.letter == item.letter)
    #expect(query.postcode == item.postcode)
    #expect(query.cityTokens == item.city)
  }

  @Test func suffixesAreInTheNumberKey() {
    #expect(AddressQuery("12 bis Boulevard des Moulins").numberKey == "12bis")
    #expect(AddressQuery("Via Roma, 7 B").numberKey == "7b")
  }
}
