import EnrichCore
import EnrichSystem
import Foundation
import Testing

@testable import EnrichFormats

/// The XLSX and GeoPackage writers read back: by enrich's own XLSX reader and by SQLite.
@Suite struct ContainerWriterTests {
  static func rows(_ count: Int) -> [RowResult] {
    (1...count).map { number in
      number % 2 == 0
        ? Sample.row(
          number,
          fields: [
            Field("name", .string("Row \(number)")), Field("when", .string("2024-03-0\(number % 9 + 1)")),
          ])
        : Sample.row(
          number, fields: [Field("name", .string("Row \(number)")), Field("when", .number("\(number)"))],
          matched: false)
    }
  }

  @Test func xlsxRowsContinueOnANewSheetPastTheLimit() throws {
    let scratch = try Scratch()
    let path = scratch.path("out.xlsx")
    let writer = XLSXWriter(
      target: try OutputTarget(path: path), options: WriterOptions(), rowsPerSheet: 3)
    try writer.begin(Sample.header, inputColumns: ["name", "when"])
    for row in Self.rows(5) { try writer.write(row) }
    try writer.finish(Sample.summary)
    try writer.commit()
    let first = try readAll(path)
    #expect(first.records.map { $0.value(of: "name") } == [.string("Row 1"), .string("Row 2")])
    // An ISO date was written as a date cell, and reads back as the same text.
    #expect(first.records[1].value(of: "when") == .string("2024-03-03"))
    #expect(first.records[0].value(of: "when") == .number("1"))
    #expect(first.records[0].value(of: "enrich_row") == .number("1"))
    #expect(first.records[1].value(of: "enrich_confidence") == .number("0.935"))
    // A searched row has an ambiguity verdict; a row no search judged has none.
    #expect(first.records[1].value(of: "enrich_ambiguous") == .bool(false))
    #expect(first.records[0].value(of: "enrich_ambiguous") == .null)
    let second = try readAll(path, options: ReaderOptions(sheet: "enrich (2)"))
    #expect(second.records.map { $0.value(of: "name") } == [.string("Row 3"), .string("Row 4")])
    #expect(try readAll(path, options: ReaderOptions(sheet: "enrich (3)")).records.count == 1)
    let about = try readAll(path, options: ReaderOptions(sheet: "about"))
    #expect(about.reader.columns == ["generator", "enrich 0.1.0"])
    #expect(try scratch.files() == ["out.xlsx"])
  }

  @Test func xlsxCutsTextAtExcelsCellLimitAndCountsTheCutCells() throws {
    let scratch = try Scratch()
    let path = scratch.path("long.xlsx")
    let writer = XLSXWriter(target: try OutputTarget(path: path), options: WriterOptions())
    try writer.begin(Sample.header, inputColumns: ["name"])
    let long = String(repeating: "é", count: 40_000)
    try writer.write(Sample.row(1, fields: [Field("name", .string(long))]))
    try writer.write(Sample.row(2, fields: [Field("name", .string(String(long.prefix(32_767))))]))
    try writer.finish(Sample.summary)
    try writer.commit()
    let rows = try readAll(path).records
    #expect(rows.map { $0.value(of: "name")?.stringValue?.count } == [32_767, 32_767])
    let about = try readAll(path, options: ReaderOptions(sheet: "about")).records
    let cut = about.first { $0.fields.first?.value == .string("cells cut at 32,767 characters") }
    #expect(cut?.fields.last?.value == .string("1"))
  }

  @Test func geoPackageHoldsTypedColumnsPointsAndNullGeometries() throws {
    let scratch = try Scratch()
    let path = scratch.path("places.gpkg")
    let writer = try FormatRegistry.makeWriter(path: path, options: WriterOptions())
    // SQLite compares names without case: `Name` after `name`, and the layer's own `fid`.
    try writer.begin(Sample.header, inputColumns: ["name", "Name", "fid"])
    for row in Self.rows(4) { try writer.write(row) }
    try writer.finish(Sample.summary)
    try writer.commit()
    let database = try SQLiteDatabase(path: path, mode: .readOnly)
    #expect(try database.scalarText("PRAGMA application_id", purpose: "test") == "1196444487")
    #expect(try database.scalarText("PRAGMA user_version", purpose: "test") == "10200")
    #expect(try database.scalarText("SELECT count(*) FROM places", purpose: "test") == "4")
    #expect(try database.scalarText("SELECT count(*) FROM places WHERE geom IS NULL", purpose: "test") == "2")
    #expect(try database.scalarText("SELECT count(*) FROM rtree_places_geom", purpose: "test") == "2")
    #expect(
      try database.scalarText("SELECT typeof(enrich_confidence) FROM places WHERE fid = 2", purpose: "test")
        == "real")
    #expect(
      try database.scalarText("SELECT typeof(enrich_row) FROM places WHERE fid = 2", purpose: "test")
        == "integer")
    let columns = try SQLiteFileProbe.inspect(path).columnNames(of: "places")
    #expect(columns.prefix(5) == ["fid", "geom", "name", "Name_2", "fid_2"])
    let statement = try database.prepare("SELECT hex(geom) FROM places WHERE fid = 2", purpose: "test")
    #expect(try statement.step())
    // GP, version 0, little endian without envelope, SRS 4326, WKB point (24.9387, 60.1653).
    let hex = statement.text(0) ?? ""
    #expect(hex.hasPrefix("47500001E610000001010000"))
    #expect(hex.count == 58)
    let extent = try database.scalarText(
      "SELECT min_x || ',' || min_y || ',' || max_x || ',' || max_y FROM gpkg_contents", purpose: "test")
    #expect(extent == "24.9387,60.1653,24.9387,60.1653")
  }

  @Test func aStreamGetsTheFinishedFileAndNoScratchStays() throws {
    let file = try ContainerFile(path: "-", suffix: "gpkg")
    #expect(file.scratchPath.hasPrefix(NSTemporaryDirectory()))
    #expect(file.name == "<stdout>")
    file.discard()
    #expect(!FileManager.default.fileExists(atPath: file.scratchPath))
  }
}
