import EnrichCore
import Foundation
import Testing

@testable import EnrichFormats

/// The XLSX reader on hand-made workbooks (`Fixtures/make_xlsx.py`): Excel's cell types, date
/// formats and systems, shared and inline strings, merged cells, hidden and named sheets, and
/// damaged or hostile files.
@Suite struct XLSXReaderTests {
  static func fixture(_ name: String) throws -> String {
    try #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil)).path
  }

  static func read(_ name: String, sheet: String? = nil) throws -> (
    records: [InputRecord], reader: any RecordReader
  ) {
    try readAll(try fixture(name), options: ReaderOptions(sheet: sheet))
  }

  @Test func theFirstVisibleSheetWithTypedCells() throws {
    let (records, reader) = try Self.read("hand-made.xlsx")
    // The hidden first sheet is passed over; C1:D1's merged header names both columns.
    #expect(reader.columns == ["id", "name", "Address", "Address_2", "open", "2024"])
    #expect(records.count == 5)
    let first = records[0].fields
    #expect(
      first.map(\.value) == [
        .number("1"), .string("Fazer Café"), .string("Aleksanterinkatu"), .number("52"),
        .bool(true), .string("2024-03-01"),
      ])
    #expect(records[0].line == 3)  // the empty row 2 is skipped; line is the sheet's row number
    let second = Dictionary(uniqueKeysWithValues: records[1].fields.map { ($0.name, $0.value) })
    #expect(second["id"] == .number("2.5"))
    #expect(second["name"] == .string("Cafe Ekberg"))  // rich text runs joined, phonetic run left out
    #expect(second["Address"] == .string("X"))  // a formula's cached value
    #expect(second["Address_2"] == .string("18:00:00"))  // a time-only format
    #expect(second["open"] == .bool(false))
    #expect(second["2024"] == .string("2024-03-01T12:00:00"))  // a custom date-time format
  }

  @Test func errorsEntitiesPercentagesDurationsAndStrayCells() throws {
    let (records, _) = try Self.read("hand-made.xlsx")
    let third = Dictionary(uniqueKeysWithValues: records[2].fields.map { ($0.name, $0.value) })
    #expect(third["id"] == .string("#N/A"))
    #expect(third["name"] == .string("Kappeli & Co"))
    #expect(third["Address"] == .number("0.125"))  // a percentage is a number
    #expect(third["Address_2"] == .number("1.5"))  // [h]:mm is a duration, not a date
    #expect(third["open"] == .null)  // an absent cell
    #expect(third["2024"] == .string("  spaced"))  // leading spaces kept
    #expect(third["column_8"] == .string("stray"))  // right of the header
  }

  @Test func mergedCellsFillEveryCellTheyCover() throws {
    let (records, _) = try Self.read("hand-made.xlsx")
    #expect(records[3].value(of: "name") == .string("Helsinki"))
    #expect(records[4].value(of: "name") == .string("Helsinki"))  // B7:B8
    #expect(records[4].value(of: "id") == .number("8"))
  }

  @Test func aSheetByNameAndBothDateSystems() throws {
    let hidden = try Self.read("hand-made.xlsx", sheet: "hidden")  // case ignored
    #expect(hidden.reader.columns == ["city", "when"])
    #expect(hidden.records.map { $0.value(of: "when") } == [.string("1900-01-01")])
    let system1904 = try Self.read("date1904.xlsx")
    #expect(system1904.records.map { $0.value(of: "when") } == [.string("1904-01-02")])
  }

  @Test func aMissingSheetNamesTheSheetsThereAre() throws {
    let error = formatError { _ = try Self.read("hand-made.xlsx", sheet: "Shops") }
    #expect(error?.message == "no sheet named 'Shops'; the workbook has 'Hidden', 'Places'")
  }

  @Test func aWorkbookOpenpyxlWrote() throws {
    let (records, reader) = try Self.read("openpyxl-made.xlsx")
    #expect(reader.columns == ["id", "name", "Address", "Address_2", "visited", "rating", "open"])
    #expect(
      records.map { $0.value(of: "visited") } == [
        .string("2024-03-01"), .string("2024-03-02T10:30:00"), .string("1999-12-31"),
      ])
    #expect(records.map { $0.value(of: "rating") } == [.number("4.5"), .number("4"), .number("-0.25")])
    #expect(records.map { $0.value(of: "Address_2") } == [.string("52"), .string("9"), .string("1")])
    #expect(try Self.read("openpyxl-made.xlsx", sheet: "Notes").records.count == 1)
  }

  @Test func hostileAndDamagedFilesAreErrorsNotCrashes() throws {
    let forged = formatError { _ = try Self.read("forged-size.xlsx") }
    #expect(forged?.message.contains("xl/worksheets/sheet1.xml") == true)
    #expect(forged?.message.contains("damaged") == true)
    let beyond = formatError { _ = try Self.read("beyond-grid.xlsx") }
    #expect(beyond?.message.contains("beyond column XFD") == true)
    #expect(beyond?.line == 2)
    let scratch = try Scratch()
    let text = try scratch.write("text.xlsx", "id,name\n1,A\n")
    #expect(formatError { _ = try readAll(text) }?.message.contains("not a zip archive") == true)
    let ole = try scratch.write(
      "old.xls", bytes: InputFormat.oleSignature + [UInt8](repeating: 0, count: 504))
    #expect(formatError { _ = try readAll(ole) }?.message.contains("Excel 97-2003") == true)
  }

  @Test func aCellOverTheFieldLimitMakesItsRowInvalid() throws {
    let (records, _) = try readAll(
      try Self.fixture("openpyxl-made.xlsx"), options: ReaderOptions(maxFieldBytes: 8, sheet: nil))
    // "Aleksanterinkatu" (16 bytes) and "Eteläesplanadi" are too long; "Bulevardi" (9) too.
    #expect(records.map { $0.problem != nil } == [true, true, true])
    #expect(records[0].value(of: "Address") == .null)
    #expect(records[0].problem?.contains("\"Address\"") == true)
  }

  @Test func serialsBecomeISOText() {
    #expect(XLSXDates.text(serial: 45352, date1904: false, showsDate: true, showsTime: false) == "2024-03-01")
    #expect(XLSXDates.text(serial: 60, date1904: false, showsDate: true, showsTime: false) == "1900-02-29")
    #expect(XLSXDates.text(serial: 61, date1904: false, showsDate: true, showsTime: false) == "1900-03-01")
    #expect(XLSXDates.text(serial: 59, date1904: false, showsDate: true, showsTime: false) == "1900-02-28")
    #expect(XLSXDates.text(serial: 0.5, date1904: false, showsDate: false, showsTime: true) == "12:00:00")
    #expect(
      XLSXDates.text(serial: 45352.999999, date1904: false, showsDate: true, showsTime: true)
        == "2024-03-02T00:00:00")
    #expect(XLSXDates.text(serial: -1, date1904: false, showsDate: true, showsTime: false) == nil)
    #expect(XLSXDates.parse("2024-02-30") == nil)
    #expect(XLSXDates.parse("2024-03-01T10:30:00+02:00") == nil)
    #expect(XLSXDates.parse("2024-03-01 10:30")?.hasTime == true)
  }

  @Test(
    arguments: [
      ("yyyy-mm-dd", true, false), ("d.m.yy h:mm", true, true), ("h:mm AM/PM", false, true),
      ("[h]:mm:ss", nil, nil), ("0.00%", nil, nil), ("#,##0 \"days\"", nil, nil), ("General", nil, nil),
      ("[$-409]mmmm d, yyyy", true, false), ("mm:ss", false, true),
    ] as [(String, Bool?, Bool?)])
  func numberFormatsThatAreDates(_ code: String, _ date: Bool?, _ time: Bool?) {
    let kind = XLSXNumberFormats.kind(of: code)
    #expect(kind?.showsDate == date)
    #expect(kind?.showsTime == time)
  }

  @Test func cellReferencesWithinTheGrid() {
    let cell = { (text: String) in XLSXCellReference.parse(text).map { [$0.column, $0.row] } }
    #expect(cell("A1") == [0, 1])
    #expect(cell("$AB$12") == [27, 12])
    #expect(cell("XFD1048576") == [16_383, 1_048_576])
    #expect(XLSXCellReference.parse("XFE1") == nil)
    #expect(XLSXCellReference.parse("A1048577") == nil)
    #expect(XLSXCellReference.parse("1A") == nil)
    #expect(XLSXCellReference.columnName(27) == "AB")
  }
}

/// An office's sheet: the table found below its title, values as Excel shows them, and a
/// merged range to the sheet's last column that fills only the table's width.
@Suite struct XLSXOfficeLayoutTests {
  @Test func theTableIsFoundBelowTheTitle() throws {
    let (records, reader) = try XLSXReaderTests.read("office-layout.xlsx")
    #expect(reader.columns == ["Asiakasnro", "Nimi", "Katuosoite", "Postinumero", "Puhelin"])
    #expect(reader.table?.headerLine == 3)
    #expect(reader.table?.skipped.map(\.line) == [1])
    #expect(
      reader.table?.note?.contains("sheet 'Asiakkaat': header on row 3 (found); row 1 above it left out")
        == true)
    #expect(records.first?.line == 4)
    #expect(records.first?.row == 1)
  }

  @Test func numbersKeepTheTextTheirFormatShows() throws {
    let (records, _) = try XLSXReaderTests.read("office-layout.xlsx")
    let first = Dictionary(uniqueKeysWithValues: records[0].fields.map { ($0.name, $0.value) })
    #expect(first["Postinumero"] == .string("00120"))
    #expect(first["Puhelin"] == .string("0401234567"))
    #expect(first["Asiakasnro"] == .number("101"))
    let second = Dictionary(uniqueKeysWithValues: records[1].fields.map { ($0.name, $0.value) })
    #expect(second["Puhelin"] == .string("912345678"))  // the text format `@`
  }

  @Test func aRangeMergedToTheLastColumnFillsOnlyTheTable() throws {
    let (records, _) = try XLSXReaderTests.read("office-layout.xlsx")
    #expect(records.count == 2 + 51)
    for record in records.dropFirst(2) {
      #expect(record.fields.count == 5, "row \(record.line): \(record.fields.count) fields")
      #expect(record.fields.last?.value == .string("Merged"))
    }
  }

  @Test func theHeaderRowCanBeNamed() throws {
    let path = try XLSXReaderTests.fixture("office-layout.xlsx")
    var options = ReaderOptions()
    options.header = .line(4)
    let (records, reader) = try readAll(path, options: options)
    #expect(reader.columns.first == "101")
    #expect(records.first?.line == 5)
    options.header = .line(2)
    #expect(throws: FormatError.self) { try readAll(path, options: options) }
  }
}
