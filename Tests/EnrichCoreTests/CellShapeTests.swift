import Testing

@testable import EnrichCore

/// What a cell looks like, from its text alone.
@Suite struct CellShapeTests {
  @Test(arguments: [
    "Bulevardi 15", "15 Rue Grimaldi", "Mannerheimintie 5 A 12", "Eteläesplanadi 1", "Hagstr. 3b",
    "Calle Mayor 10-12", "ул. Ленина 10",
  ])
  func streetLines(text: String) {
    #expect(CellShape(text).isStreetLine, "\(text)")
  }

  @Test(arguments: [
    "Kappeli", "Cafe Ekberg", "30.11.2026", "+358 40 123 4567", "info@example.com", "2026", "",
  ])
  func notStreetLines(text: String) {
    #expect(!CellShape(text).isStreetLine, "\(text)")
  }

  @Test(arguments: [
    "00120", "98000", "SW1A 1AA", "123 45", "FI-00120", "1012 AB", "K1A 0B1", "00120-1234", "101",
  ])
  func postcodes(text: String) {
    #expect(CellShape(text).isPostcodeLike, "\(text)")
  }

  @Test(arguments: ["Helsinki", "12.5", "30.11.2026", "00120 Helsinki", "A-1", "12345678901"])
  func notPostcodes(text: String) {
    #expect(!CellShape(text).isPostcodeLike, "\(text)")
  }

  @Test func numbersWithADecimalPointOrComma() {
    #expect(CellShape("60.1656").number == 60.1656)
    #expect(CellShape("60,1656").number == 60.1656)
    #expect(CellShape("60,1656").hasFraction)
    #expect(CellShape("-3").number == -3)
    #expect(!CellShape("120").hasFraction)
    #expect(CellShape("1,234.5").number == nil)
    #expect(CellShape("12a").number == nil)
  }

  @Test func datesAndContacts() {
    #expect(CellShape("30.11.2026").isDate)
    #expect(CellShape("2026-11-30").isDate)
    #expect(CellShape("11/30/26").isDate)
    #expect(!CellShape("1.2.3").isDate)
    #expect(CellShape("+358 40 123 4567").isContact)
    #expect(CellShape("09 123 4567").isContact)
    #expect(CellShape("www.example.fi").isContact)
    #expect(!CellShape("00120").isContact)
  }
}
