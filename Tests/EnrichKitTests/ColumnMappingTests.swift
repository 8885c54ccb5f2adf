import EnrichCore
import Testing

@testable import EnrichKit

@Suite struct ColumnMappingTests {
  @Test func detectsRolesFromHeadersInSeveralLanguages() {
    let mapping = ColumnDetection.detect(columns: [
      "Nimi", "Katuosoite", "Postinumero", "Kaupunki", "Leveys", "Pituus",
    ])
    #expect(mapping.name == "Nimi")
    #expect(mapping.address == ["Katuosoite"])
    #expect(mapping.postcode == "Postinumero")
    #expect(mapping.city == "Kaupunki")
    #expect(mapping.latitude == "Leveys")
    #expect(mapping.longitude == "Pituus")
  }

  @Test func detectsEnglishSpreadsheetHeadersWithSpacesAndCase() {
    let mapping = ColumnDetection.detect(columns: [
      "ID", "Business Name", "Street Address", "ZIP Code", "Lat", "Lon",
    ])
    #expect(mapping.name == "Business Name")
    #expect(mapping.address == ["Street Address"])
    #expect(mapping.postcode == "ZIP Code")
    #expect(mapping.latitude == "Lat")
    #expect(mapping.longitude == "Lon")
  }

  @Test func detectsRolesAmongTensOfThousandsOfColumns() {
    // Each distinct name is folded once (the header of a 70,000-column file, `name`, `name_2`, ...).
    let columns =
      ["x"] + (2...70_000).map { "x_\($0)" } + ["Nimi", "Osoite"] + Array(repeating: "Nimi", count: 5)
    let mapping = ColumnDetection.detect(columns: columns)
    #expect(mapping.name == "Nimi")
    #expect(mapping.address == ["Osoite"])
    #expect(mapping.city == nil)
  }

  @Test func doesNotGuessFromPartialMatches() {
    let mapping = ColumnDetection.detect(columns: ["renamed_column", "street_view_url", "notes"])
    #expect(mapping.name == nil)
    #expect(mapping.street == nil)
  }

  @Test func explicitColumnsWinOverDetection() {
    var explicit = ColumnMapping()
    explicit.name = "Shop"
    let merged = explicit.completed(with: ColumnDetection.detect(columns: ["Shop", "name", "address"]))
    #expect(merged.name == "Shop")
    #expect(merged.address == ["address"])
  }

  @Test func reportsMappedColumnsTheInputLacks() throws {
    var mapping = ColumnMapping()
    mapping.name = "Nmae"
    mapping.queryTemplate = try QueryTemplate("{name}, {town}")
    #expect(mapping.missingColumns(in: ["name", "city"]) == ["Nmae", "town"])
  }
}

@Suite struct QueryTemplateTests {
  @Test func rendersAndDropsEmptyPartsWithTheirSeparators() throws {
    let template = try QueryTemplate("{name}, {street} {housenumber}, {city}")
    let values = ["name": "Kappeli", "street": "Eteläesplanadi", "housenumber": "1", "city": ""]
    #expect(template.render { values[$0].flatMap { $0.isEmpty ? nil : $0 } } == "Kappeli, Eteläesplanadi 1")
    #expect(template.render { $0 == "city" ? "Helsinki" : nil } == "Helsinki")
    #expect(template.columns == ["name", "street", "housenumber", "city"])
  }

  @Test(arguments: ["{name", "{}", "x {} y"])
  func rejectsMalformedTemplates(text: String) {
    #expect(throws: QueryTemplateError.self) { try QueryTemplate(text) }
  }
}

@Suite struct RowRequestTests {
  @Test(arguments: [
    ("Aleksanterinkatu 52, Helsinki", "Aleksanterinkatu", "52"),
    ("Mannerheimintie 20 B", "Mannerheimintie", "20 B"),
    ("10 Downing Street, London", "Downing Street", "10"),
    ("Keskuskatu", "Keskuskatu", nil),
  ])
  func parsesStreetAndNumberFromTheBuildingAddress(address: String, street: String, number: String?) {
    var request = RowRequest()
    request.address = address
    #expect(request.streetForMatching == street)
    #expect(request.houseNumberForMatching == number)
  }
}
