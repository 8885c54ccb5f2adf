import Testing

@testable import GoogleProvider

@Suite struct GoogleSKUTests {
  @Test(arguments: [
    ([String](), GoogleSKU.pro),
    (["rating"], .enterprise),
    (["places.websiteUri", "id"], .enterprise),
    (["reviews"], .enterpriseAtmosphere),
    (["*"], .enterpriseAtmosphere),
    (["plusCode"], .pro),
    (["someFutureField"], .enterprise),
  ])
  func theMaskBillsAtItsHighestField(extra: [String], expected: GoogleSKU) {
    #expect(GoogleSKU.textSearch(extraFields: extra) == expected)
  }

  @Test func idsOnlyFieldsAreFree() {
    #expect(GoogleSKU.tierOfField["id"] == .idsOnly)
    #expect(GoogleSKU.tierOfField["attributions"] == .idsOnly)
    #expect(GoogleSKU.tierOfField["displayName"] == .pro)
  }
}
