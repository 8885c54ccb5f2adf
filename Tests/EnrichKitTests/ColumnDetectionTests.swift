import EnrichCore
import Testing

@testable import EnrichKit

/// Columns recognised by their names and, when the names say nothing, by their values.
@Suite struct ColumnDetectionTests {
  func records(_ columns: [String], _ rows: [[String]]) -> [InputRecord] {
    rows.enumerated().map { index, values in
      InputRecord(
        row: index + 1, line: index + 2, fields: zip(columns, values).map { Field($0, .string($1)) })
    }
  }

  func detect(_ columns: [String], _ rows: [[String]], headerless: Bool = false, told: Bool = false)
    -> ColumnDetection.Found
  {
    ColumnDetection.detect(
      columns: columns, preview: records(columns, rows), headerless: headerless, toldHeaderless: told)
  }

  @Test func unknownHeadersAreRecognisedByTheirValues() {
    let found = detect(
      ["Tunnus", "Nimi", "Sijainti", "Pnro", "N", "E"],
      [
        ["A-1", "Cafe Ekberg", "Bulevardi 9", "00120", "60.16563", "24.93756"],
        ["A-2", "Kappeli", "Eteläesplanadi 1", "00130", "60.16770", "24.94918"],
      ])
    #expect(found.mapping.name == "Nimi")
    #expect(found.mapping.address == ["Sijainti"])
    #expect(found.mapping.postcode == "Pnro")
    #expect(found.mapping.latitude == "N")
    #expect(found.mapping.longitude == "E")
    #expect(Set(found.byValues) == ["Sijainti", "Pnro", "N", "E"])
  }

  @Test func longitudeFirstIsTurnedAroundOnlyWhenItCannotBeALatitude() {
    let found = detect(["a", "b"], [["-122.4194", "37.7749"], ["-122.4100", "37.7800"]])
    #expect(found.mapping.latitude == "b")
    #expect(found.mapping.longitude == "a")
  }

  @Test func headerlessNameBeforeTheAddressAndCityAfterIt() {
    let columns = ["column_1", "column_2", "column_3", "column_4"]
    let found = detect(
      columns,
      [
        ["Levant", "Bulevardi 15", "00120", "Helsinki"],
        ["Kappeli", "Eteläesplanadi 1", "00130", "Helsinki"],
      ],
      headerless: true)
    #expect(found.mapping.name == "column_1")
    #expect(found.mapping.address == ["column_2"])
    #expect(found.mapping.postcode == "column_3")
    #expect(found.mapping.city == "column_4")
  }

  @Test func wordsAloneAreNoPlacesUnlessTheUserSaidSo() {
    let cover = [["Kundregister 2026"], ["Upprättad av: Ekonomiavdelningen"], ["Innehåll"]]
    #expect(detect(["column_1"], cover, headerless: true).mapping.name == nil)
    let names = [["Stockmann"], ["Ateneum"], ["Kiasma"]]
    #expect(detect(["column_1"], names, headerless: true).mapping.name == nil)
    #expect(detect(["column_1"], names, headerless: true, told: true).mapping.name == "column_1")
  }

  @Test func aNumberColumnThatCountsRowsIsNoHouseNumber() {
    let found = detect(
      ["No", "Name", "Address"],
      [
        ["1", "Kappeli", "Eteläesplanadi 1"], ["2", "Levant", "Bulevardi 15"],
        ["3", "Ekberg", "Bulevardi 9"],
      ])
    #expect(found.mapping.houseNumber == nil)
    #expect(found.mapping.postcode == nil)
    let numbers = detect(
      ["Katu", "Nro"], [["Bulevardi", "9"], ["Bulevardi", "15"], ["Eteläesplanadi", "1"]])
    #expect(numbers.mapping.houseNumber == "Nro")
  }

  @Test func yearsCountsAndPhoneNumbersAreNoPostcodes() {
    let found = detect(
      ["Name", "Address", "Founded", "Staff", "Phone"],
      [
        ["Kappeli", "Eteläesplanadi 1", "1867", "12", "09 1234 567"],
        ["Levant", "Bulevardi 15", "2019", "115", "09 7654 321"],
      ])
    #expect(found.mapping.postcode == nil)
  }

  @Test func addressLinesAreJoinedInOrder() {
    let found = ColumnDetection.detect(columns: ["Company", "Address Line 1", "Address Line 2", "Town/City"])
    #expect(found.address == ["Address Line 1", "Address Line 2"])
    #expect(found.city == "Town/City")
    #expect(found.name == "Company")
  }

  @Test func namesAreFoundByTheirWordsWhenNoneIsExact() {
    let found = ColumnDetection.detect(columns: ["Contact Name", "Legal Name", "Billing Address"])
    #expect(found.name == "Legal Name")
    #expect(found.address == ["Billing Address"])
  }
}

extension ColumnDetectionTests {
  @Test func ofSeveralNameColumnsTheBusinessesNameWinsAndABrandLoses() {
    #expect(ColumnDetection.detect(columns: ["Name", "Company", "Address"]).name == "Company")
    #expect(ColumnDetection.detect(columns: ["Nimi", "Yritys", "Osoite"]).name == "Yritys")
    #expect(ColumnDetection.detect(columns: ["Brand", "Name", "Address"]).name == "Name")
    #expect(ColumnDetection.detect(columns: ["Store", "Brand"]).name == "Store")
    #expect(ColumnDetection.detect(columns: ["Name", "Store"]).name == "Name")
  }
}
