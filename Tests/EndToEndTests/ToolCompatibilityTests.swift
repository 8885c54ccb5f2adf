import EnrichFormats
import Foundation
import Testing

/// Each output opened with the tool its users open it with: GeoPackage with GDAL (its own
/// validator and OGR), flat GeoJSON with OGR, XLSX with openpyxl and LibreOffice Calc, and CSV,
/// NDJSON and XLSX with pandas — one row per input row and the column contract's columns.
@Suite(.serialized) struct ToolCompatibilityTests {
  /// The sample rows enriched on the sample index into every flat format.
  struct Enriched {
    let directory: URL
    init() throws {
      directory = try EnrichProcess.temporaryDirectory()
      let result = try EnrichProcess.run(
        [
          EnrichProcess.samples("places.csv"), "-o", "out.gpkg", "-o", "out.geojson", "-o", "out.xlsx", "-o",
          "out.csv", "-o", "out.ndjson", "--at", "2026-12-06T10:00", "--no-journal",
        ], directory: directory, environment: try SampleIndex.environment())
      guard result.status == 0 else { throw EnrichProcess.Failure(description: result.stderr) }
    }
    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
  }

  @Test func geoPackagePassesGDALsValidatorAndOGRSeesOneTypedFeaturePerRow() throws {
    let enriched = try Enriched()
    let check = try ExternalTools.check(["gpkg", enriched.path("out.gpkg"), "30"])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    #expect(check.stdout.contains("30 features, 28 located"), "\(check.stdout)")
    // ogrinfo itself, as a GIS user would run it.
    let info = try ExternalTools.run("/usr/bin/ogrinfo", ["-so", "-al", enriched.path("out.gpkg")])
    #expect(info.status == 0)
    #expect(info.stdout.contains("Feature Count: 30"))
    #expect(info.stdout.contains("enrich_confidence: Real"))
    #expect(info.stdout.contains("enrich_ambiguous: Integer(Boolean)"))
    #expect(!info.stderr.contains("Warning"), "\(info.stderr)")
  }

  @Test func flatGeoJSONFieldsAreTypedInOGR() throws {
    let enriched = try Enriched()
    let check = try ExternalTools.check(["geojson", enriched.path("out.geojson"), "30"])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    let info = try ExternalTools.run("/usr/bin/ogrinfo", ["-so", "-al", enriched.path("out.geojson")])
    #expect(info.stdout.contains("enrich_row: Integer"))
    #expect(info.stdout.contains("enrich_lat: Real"))
    #expect(!info.stdout.contains("(JSON)"), "\(info.stdout)")
  }

  @Test func pandasReadsOneRowPerInputRowWithTheContractsColumns() throws {
    let enriched = try Enriched()
    let input = ["id", "name", "address", "city", "lat", "lng", "notes"]
    let local = ["enrich_place_cuisine", "enrich_place_wheelchair", "enrich_place_brand"]
    let columns =
      input + ColumnContract.columns(candidates: 3, placeColumns: []).map(\.name) + local + [
        "enrich_extra_fields"
      ]
    let columnsFile = enriched.path("columns.json")
    try JSONSerialization.data(withJSONObject: columns).write(to: URL(fileURLWithPath: columnsFile))
    let check = try ExternalTools.check([
      "pandas", "30", columnsFile, enriched.path("out.csv"), enriched.path("out.ndjson"),
      enriched.path("out.xlsx"),
    ])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
  }

  /// LibreOffice (Debian's Calc, headless) opens the workbook enrich writes and shows the cells
  /// the CSV output holds: its own XLSX reader is independent of openpyxl's and ours. Booleans
  /// are Calc's TRUE/FALSE (typed cells, not text).
  @Test func libreOfficeOpensTheXLSXWithTheCellsOfTheCSV() throws {
    let enriched = try Enriched()
    let converted = enriched.directory.appendingPathComponent("calc")
    let profile = enriched.directory.appendingPathComponent("calc-profile")
    let result = try ExternalTools.run(
      "/usr/bin/soffice",
      [
        "-env:UserInstallation=\(profile.absoluteString)", "--headless", "--convert-to",
        "csv:Text - txt - csv (StarCalc):44,34,76", "--outdir", converted.path, enriched.path("out.xlsx"),
      ])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    let check = try ExternalTools.check([
      "calc-cells", converted.appendingPathComponent("out.csv").path, enriched.path("out.csv"), "30",
    ])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
  }

  @Test(arguments: ["hand-made.xlsx", "openpyxl-made.xlsx"])
  func handMadeWorkbooksRoundTripThroughOpenpyxl(_ name: String) throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let input = EnrichProcess.packageRoot.appendingPathComponent("Tests/EnrichFormatsTests/Fixtures/\(name)")
      .path
    let output = directory.appendingPathComponent("out.xlsx").path
    let result = try EnrichProcess.run([input, "-o", output, "--provider", "none"])
    #expect(result.status == 0, "\(result.stderr)")
    let check = try ExternalTools.check(["xlsx-roundtrip", input, output])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
  }

  @Test func theSecondSheetRoundTripsToo() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let input = EnrichProcess.packageRoot.appendingPathComponent(
      "Tests/EnrichFormatsTests/Fixtures/openpyxl-made.xlsx"
    )
    .path
    let output = directory.appendingPathComponent("notes.xlsx").path
    let result = try EnrichProcess.run([input, "--sheet", "Notes", "-o", output, "--provider", "none"])
    #expect(result.status == 0, "\(result.stderr)")
    let check = try ExternalTools.check(["xlsx-roundtrip", input, output, "Notes"])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
  }
}
