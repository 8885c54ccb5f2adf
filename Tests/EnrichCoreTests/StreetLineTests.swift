import Testing

@testable import EnrichCore

/// The street line of a building address: the forms other countries write, and a city alone
/// is not a street (a row `name, Helsinki` must not hold candidates to a street "Helsinki").
@Suite struct StreetLineTests {
  @Test(arguments: [
    ("Bulevardi 9 A", "Bulevardi", "9 A"),
    ("10 Downing Street", "Downing Street", "10"),
    ("12 bis Bd des Moulins", "Bd des Moulins", "12 bis"),
    ("Calle Mayor, 12", "Calle Mayor", "12"),
    ("Calle Mayor, 12 B, Madrid", "Calle Mayor", "12 B"),
  ])
  func numberedForms(_ address: String, _ street: String, _ number: String) throws {
    let line = try #require(StreetLine.parse(address))
    #expect(line.street == street)
    #expect(line.number == number)
  }

  @Test func aStreetWithoutANumberSaysItIsAStreet() throws {
    #expect(try #require(StreetLine.parse("Annankatu")).street == "Annankatu")
    #expect(try #require(StreetLine.parse("Rue Grimaldi, Monaco")).number == nil)
  }

  @Test(arguments: ["Helsinki", "Galleria Esplanad", "Monaco, 98000"])
  func aPlaceNameIsNotAStreet(_ address: String) {
    #expect(StreetLine.parse(address) == nil)
  }

  @Test func anOrdinalInANameIsNotTheNumber() throws {
    let line = try #require(StreetLine.parse("6 Quai Antoine 1er"))
    #expect(line.street == "Quai Antoine 1er" && line.number == "6")
  }
}
