import EnrichCore
import EnrichSystem
import Foundation
import Testing

@testable import EnrichFormats

/// Workbooks built to cost more than their size: a shared-strings part that inflates out of all
/// proportion (a zip bomb), millions of tiny shared strings, and DTDs in any part. Each workbook
/// is written here with the XLSX writer's own zip streamer (real deflate, real libzip reading).
@Suite struct XLSXHostileTests {
  static let main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
  static let relationships = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
  static let package = "http://schemas.openxmlformats.org/package/2006/relationships"

  /// A one-sheet workbook whose two rows show shared strings `header` and `value`;
  /// `sharedStrings` writes the `<si>` items in chunks (a part of any size, never whole in
  /// memory); `prologs` puts text before the root element of the parts it names.
  static func workbook(
    at path: String, header: Int = 0, value: Int = 1, prologs: [String: String] = [:],
    sharedStrings: (ZipStreamWriter) throws -> Void
  ) throws {
    let zip = ZipStreamWriter(target: try OutputTarget(path: path), level: 9)
    func add(_ part: String, _ xml: String) throws {
      try zip.add(part, Array(("<?xml version=\"1.0\"?>\n" + (prologs[part] ?? "") + xml).utf8))
    }
    try add(
      "_rels/.rels",
      "<Relationships xmlns=\"\(package)\"><Relationship Id=\"rId1\" Type=\"\(relationships)/officeDocument\" "
        + "Target=\"xl/workbook.xml\"/></Relationships>")
    try add(
      "xl/workbook.xml",
      "<workbook xmlns=\"\(main)\" xmlns:r=\"\(relationships)\"><sheets><sheet name=\"Places\" sheetId=\"1\" "
        + "r:id=\"rId1\"/></sheets></workbook>")
    try add(
      "xl/_rels/workbook.xml.rels",
      "<Relationships xmlns=\"\(package)\"><Relationship Id=\"rId1\" Type=\"\(relationships)/worksheet\" "
        + "Target=\"worksheets/sheet1.xml\"/><Relationship Id=\"rId2\" Type=\"\(relationships)/sharedStrings\" "
        + "Target=\"sharedStrings.xml\"/></Relationships>")
    try add(
      "xl/worksheets/sheet1.xml",
      "<worksheet xmlns=\"\(main)\"><sheetData><row r=\"1\"><c r=\"A1\" t=\"s\"><v>\(header)</v></c></row>"
        + "<row r=\"2\"><c r=\"A2\" t=\"s\"><v>\(value)</v></c></row></sheetData></worksheet>")
    try zip.beginEntry("xl/sharedStrings.xml")
    let prolog = prologs["xl/sharedStrings.xml"] ?? ""
    try zip.write(Array("<?xml version=\"1.0\"?>\n\(prolog)<sst xmlns=\"\(main)\">".utf8))
    try sharedStrings(zip)
    try zip.write(Array("</sst>".utf8))
    try zip.endEntry()
    try zip.finish()
    try zip.commit()
  }

  /// `count` empty shared strings (`<si/>`), written in chunks.
  static func emptyStrings(_ count: Int, into zip: ZipStreamWriter) throws {
    let chunk = Array(String(repeating: "<si/>", count: 100_000).utf8)
    for _ in 0..<count / 100_000 { try zip.write(chunk) }
    try zip.write(Array(String(repeating: "<si/>", count: count % 100_000).utf8))
  }

  @Test func sharedStringsThatInflateOutOfProportionAreRefusedBeforeTheyAreRead() throws {
    let scratch = try Scratch()
    let path = scratch.path("bomb.xlsx")
    // 20 MiB of empty strings deflate to about 30 KB (some 700 to 1).
    try Self.workbook(at: path) { zip in try Self.emptyStrings(4 << 20, into: zip) }
    let archive = try ZipArchive(path: path)
    let part = try #require(archive.entry(named: "xl/sharedStrings.xml"))
    #expect(part.size > XLSXPartLimit.ratioFreeBytes && part.size / part.compressedSize > 500)
    let error = formatError { _ = try readAll(path) }
    #expect(error?.file == path)
    #expect(
      error?.message.hasPrefix("refusing xl/sharedStrings.xml: its \(part.compressedSize) compressed") == true
    )
    #expect(error?.message.contains("zip bomb") == true, "\(String(describing: error))")
  }

  @Test func millionsOfTinySharedStringsWithinTheLimitAreReadAndFound() throws {
    let scratch = try Scratch()
    let path = scratch.path("many.xlsx")
    let count = 3_000_000
    // 15 MB inflated, under `ratioFreeBytes`: read, and the last string is where the sheet says.
    try Self.workbook(at: path, header: 0, value: count + 1) { zip in
      try zip.write(Array("<si><t>name</t></si>".utf8))
      try Self.emptyStrings(count, into: zip)
      try zip.write(Array("<si><r><t>Kapp</t></r><r><t>eli</t></r><rPh><t>x</t></rPh></si>".utf8))
    }
    let (records, reader) = try readAll(path)
    #expect(reader.columns == ["name"])
    #expect(records.map { $0.value(of: "name") } == [.string("Kappeli")])
  }

  @Test(arguments: ["xl/sharedStrings.xml", "xl/worksheets/sheet1.xml", "xl/workbook.xml", "_rels/.rels"])
  func aDoctypeInAnyPartIsRefusedNamingThePartAndLine(_ part: String) throws {
    let scratch = try Scratch()
    let path = scratch.path("dtd.xlsx")
    let doctype = "<!DOCTYPE root [<!ENTITY x \"hello\">]>\n"
    try Self.workbook(at: path, prologs: [part: doctype]) { zip in
      try zip.write(Array("<si><t>name</t></si><si><t>Kappeli</t></si>".utf8))
    }
    let error = formatError { _ = try readAll(path) }
    #expect(error?.file == path)
    #expect(
      error?.message.hasPrefix("\(part), line 2: refusing a <!DOCTYPE> declaration") == true,
      "\(String(describing: error))")
    #expect(error?.message.contains("damaged") == false, "\(String(describing: error))")
  }

  @Test func aBillionLaughsIsRefusedAsADoctypeNeverExpanded() throws {
    let scratch = try Scratch()
    let path = scratch.path("laughs.xlsx")
    var entities = "<!ENTITY lol0 \"lol\">"
    for level in 1...10 {
      entities += "<!ENTITY lol\(level) \"\(String(repeating: "&lol\(level - 1);", count: 10))\">"
    }
    try Self.workbook(at: path, prologs: ["xl/sharedStrings.xml": "<!DOCTYPE sst [\(entities)]>\n"]) { zip in
      try zip.write(Array("<si><t>name</t></si><si><t>&lol10;</t></si>".utf8))
    }
    let error = formatError { _ = try readAll(path) }
    #expect(
      error?.message.contains("refusing a <!DOCTYPE> declaration") == true, "\(String(describing: error))")
  }
}

/// The compact table of shared strings.
@Suite struct XLSXSharedStringsTests {
  @Test func stringsEndWhereTheyAreEndedAndKeepTheirText() {
    var strings = XLSXSharedStrings()
    strings.endString()
    strings.append("Fazer ")
    strings.append("Café")
    strings.endString()
    strings.endString()
    strings.append("Kappeli & Co")
    strings.endString()
    #expect(strings.count == 4)
    #expect((0..<4).map { strings[$0] } == ["", "Fazer Café", "", "Kappeli & Co"])
    #expect(strings.byteCount == "Fazer Café".utf8.count + "Kappeli & Co".utf8.count)
  }

  @Test func aStringBeingReadCountsInTheBytesButNotInTheStrings() {
    var strings = XLSXSharedStrings()
    strings.append("open")
    #expect(strings.count == 0)
    #expect(strings.byteCount == 4)
  }

  @Test func longStringsAndManyBlocksAreFoundWhereTheyAre() {
    // Lengths on both sides of the one-byte limit, across many blocks of 64.
    let texts = (0..<1_000).map { index in
      index % 7 == 0
        ? String(repeating: "é", count: 120 + index % 20) : index % 5 == 0 ? "" : "place \(index)"
    }
    var strings = XLSXSharedStrings()
    for text in texts {
      strings.append(text)
      strings.endString()
    }
    #expect(strings.count == texts.count)
    #expect((0..<texts.count).map { strings[$0] } == texts)
    #expect(texts.contains { $0.utf8.count == 254 } && texts.contains { $0.utf8.count == 256 })
  }
}

/// The rule that judges a part's size before it is inflated.
@Suite struct XLSXPartLimitTests {
  static let mebibyte: UInt64 = 1 << 20

  @Test func smallPartsMayCompressAsWellAsDeflateCan() {
    // A style sheet of identical formats: 16 MiB from 16 KB.
    #expect(
      XLSXPartLimit.problem(
        part: "xl/styles.xml", inflated: 16 * Self.mebibyte, compressed: 16_384, maxBytes: .max)
        == nil)
  }

  @Test func largePartsMayInflateAHundredTimesTheirCompressedSize() {
    #expect(
      XLSXPartLimit.problem(part: "s.xml", inflated: 100 * 400_000, compressed: 400_000, maxBytes: .max)
        == nil)
    let refused = XLSXPartLimit.problem(
      part: "xl/sharedStrings.xml", inflated: 100 * 400_000 + 1, compressed: 400_000, maxBytes: .max)
    #expect(
      refused?.hasPrefix("refusing xl/sharedStrings.xml: its 400000 compressed bytes inflate to 40000001")
        == true)
    #expect(refused?.contains("(100 to 1)") == true)
  }

  @Test func theGigabyteOfEmptyStringsIsRefused() {
    let refused = XLSXPartLimit.problem(
      part: "xl/sharedStrings.xml", inflated: 1_073_500_268, compressed: 1_563_954, maxBytes: 1 << 30)
    #expect(refused?.contains("(686 to 1)") == true, "\(String(describing: refused))")
  }

  @Test func aPartOverItsOwnCeilingIsRefusedWhateverItsRatio() {
    #expect(
      XLSXPartLimit.problem(
        part: "xl/workbook.xml", inflated: 65 * Self.mebibyte, compressed: 60 * Self.mebibyte,
        maxBytes: 64 * Self.mebibyte)
        == "xl/workbook.xml inflates to 68157440 bytes, more than the 67108864 allowed")
  }

  @Test func storedAndEmptyPartsAndHugeCompressedSizesAreFine() {
    #expect(XLSXPartLimit.problem(part: "a", inflated: 0, compressed: 0, maxBytes: .max) == nil)
    #expect(XLSXPartLimit.problem(part: "a", inflated: 1 << 40, compressed: 1 << 40, maxBytes: .max) == nil)
    #expect(XLSXPartLimit.problem(part: "a", inflated: .max, compressed: .max / 2, maxBytes: .max) == nil)
  }
}
