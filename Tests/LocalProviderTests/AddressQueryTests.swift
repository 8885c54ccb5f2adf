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
