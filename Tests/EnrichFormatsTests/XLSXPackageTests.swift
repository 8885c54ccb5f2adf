import EnrichCore
import EnrichSystem
import Foundation
import Testing

@testable import EnrichFormats

/// The pieces of the XLSX writer: sheet XML (escaping, numbers), date serials, and the
/// streamed zip package read back by libzip, with its Zip64 fields and across failures.
@Suite struct XLSXPackageTests {
  static func cells(_ build: (inout XLSXSheetXML) -> Void) -> String {
    var sheet = XLSXSheetXML(widths: [10, 10], selected: false, frozenHeader: false)
    _ = sheet.take()
    sheet.beginRow(7)
    build(&sheet)
    return String(decoding: sheet.take(), as: UTF8.self)
  }

  @Test func textIsEscapedAsExcelReadsIt() {
    let xml = Self.cells { sheet in
      sheet.text("a\rb\u{1}<&>\"", column: 0)
      sheet.text(" lead", column: 1)
      sheet.text("x\u{FFFE}y\u{FFFF}é\u{FFFD}\tz\n", column: 0, style: .header)
    }
    #expect(
      xml == "<row r=\"7\"><c r=\"A7\" t=\"inlineStr\"><is><t>a_x000D_b_x0001_&lt;&amp;&gt;\"</t></is></c>"
        + "<c r=\"B7\" t=\"inlineStr\"><is><t xml:space=\"preserve\"> lead</t></is></c>"
        + "<c r=\"A7\" s=\"1\" t=\"inlineStr\"><is><t xml:space=\"preserve\">x_xFFFE_y_xFFFF_é\u{FFFD}\tz\n</t></is></c>"
    )
  }

  @Test func numbersAreExactAndWholeNumbersHaveNoPoint() {
    let xml = Self.cells { sheet in
      for value in [3, -0.0, 1.5, 0.1 + 0.2, 1e15, 1e16, -2.5e-7] { sheet.number(value, column: 0) }
      sheet.boolean(true, column: 1)
      sheet.number(45352.5, column: 1, style: .dateTime)
    }
    let values = xml.components(separatedBy: "<v>").dropFirst().map { $0.prefix { $0 != "<" } }
    #expect(
      values == [
        "3", "0", "1.5", "0.30000000000000004", "1000000000000000", "1e+16", "-2.5e-07", "1", "45352.5",
      ])
    #expect(xml.contains("<c r=\"B7\" t=\"b\"><v>1</v></c><c r=\"B7\" s=\"3\"><v>45352.5</v></c>"))
  }

  @Test func sheetsCarryTheirFrozenHeaderWidthsAndFilter() {
    var sheet = XLSXSheetXML(widths: [10, 24], selected: true, frozenHeader: true)
    sheet.close(filterTo: (row: 4, column: 27))
    let xml = String(decoding: sheet.take(), as: UTF8.self)
    #expect(
      xml.contains("<sheetView tabSelected=\"1\" workbookViewId=\"0\"><pane ySplit=\"1\" topLeftCell=\"A2\""))
    #expect(xml.contains("<col min=\"2\" max=\"2\" width=\"24.7109375\" customWidth=\"1\"/>"))
    #expect(xml.contains("<sheetData></sheetData><autoFilter ref=\"A1:AB5\"/>"))
  }

  @Test func dateSerialsCountExcelsLeapDayAndReadBack() throws {
    func serial(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0) -> Double {
      XLSXDates.serial(
        of: .init(year: year, month: month, day: day, hour: hour, minute: 0, second: 0, hasTime: hour > 0))
    }
    #expect(serial(1900, 1, 1) == 1)
    #expect(serial(1900, 2, 28) == 59)
    #expect(serial(1900, 3, 1) == 61)
    #expect(serial(2024, 3, 1, 12) == 45352.5)
    for text in ["1900-01-01", "1904-02-29", "1999-12-31", "2024-03-01", "9999-12-31"] {
      let date = try #require(XLSXDates.parse(text))
      let serial = XLSXDates.serial(of: date)
      #expect(XLSXDates.text(serial: serial, date1904: false, showsDate: true, showsTime: false) == text)
    }
  }

  /// Every size and offset of 64 bytes or more goes through Zip64 fields, as past 4 GiB.
  @Test(arguments: [UInt64(0xFFFF_FFFF), 64])
  func libzipReadsThePackage(limit: UInt64) throws {
    let scratch = try Scratch()
    let path = scratch.path("out.zip")
    let zip = ZipStreamWriter(
      target: try OutputTarget(path: path), level: 1, capacity: 2, layout: ZipLayout(limit: limit))
    try zip.add("small.xml", Array("<a>tiny</a>".utf8))
    try zip.beginEntry("big.xml")
    try zip.write(Array("<rows>".utf8))
    for number in 0..<3000 { try zip.write(Array("<r>\(number)</r>".utf8)) }
    try zip.write(Array("</rows>".utf8))
    try zip.endEntry()
    try zip.finish()
    #expect(try scratch.files().count == 1)  // the temporary file, until the commit
    try zip.commit()
    #expect(try scratch.files() == ["out.zip"])
    let archive = try ZipArchive(path: path)
    #expect(archive.count == 2)
    #expect(try text(of: "small.xml", in: archive) == "tiny")
    // The first entry's local header has its sizes, for tools that sniff the type (`file`).
    let head = try #require(FileManager.default.contents(atPath: path)).prefix(30)
    let compressed = head[18..<22].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    #expect(head[6] == 0 && compressed == archive.entry(named: "small.xml")?.compressedSize)
    let big = try text(of: "big.xml", in: archive)
    #expect(big.count == (0..<3000).map { String($0) }.joined().count)
    #expect(big.hasPrefix("012345") && big.hasSuffix("29982999"))
    let rows: [Int] = (0..<3000).map { "<r>\($0)</r>".utf8.count }
    #expect(archive.entry(named: "big.xml")?.size == UInt64(13 + rows.reduce(0, +)))
  }

  @Test func aWriteFailureOnTheQueueIsThrownAndNothingIsPublished() throws {
    let zip = ZipStreamWriter(target: try OutputTarget(path: "/dev/full"), level: 1)
    #expect(zip.pendingPath == nil)  // a stream: written in place
    let failure = #expect(throws: OutputError.self) {
      try zip.beginEntry("sheet.xml")
      // Bytes that do not compress, more than the target buffers: /dev/full refuses them.
      for _ in 0..<16 { try zip.write((0..<65_536).map { _ in UInt8.random(in: 0...255) }) }
      try zip.endEntry()
      try zip.finish()
    }
    #expect(failure?.path == "/dev/full")
    #expect(failure?.message.contains("No space left on device") == true, "\(String(describing: failure))")
  }

  private func text(of name: String, in archive: ZipArchive) throws -> String {
    let entry = try #require(archive.entry(named: name))
    let reader = try XMLStreamReader(archive: archive, entry: entry, maxBytes: 1 << 20, name: name)
    var text = ""
    while try reader.next() { text += reader.value ?? "" }
    return text
  }
}
