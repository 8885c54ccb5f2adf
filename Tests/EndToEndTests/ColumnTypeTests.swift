import Foundation
import Testing

/// Each contract column has one type in every format, whatever the rows hold: opened with the
/// tools people use (GDAL/OGR, openpyxl, pandas), a run whose every confidence is 1 and whose
/// error and geocode columns are empty in every row reads the same types as any other run.
@Suite(.serialized) struct ColumnTypeTests {
  /// Two cafés matched with confidence 1, unambiguous; nothing geocoded, nothing failed.
  struct Enriched {
    let directory: URL
    init() throws {
      directory = try EnrichProcess.temporaryDirectory()
      let input = directory.appendingPathComponent("in.csv")
      try Data("name,address\nFazer Cafe,Aleksanterinkatu 52\nEspresso House,Kaisaniemenkatu 4\n".utf8)
        .write(to: input)
      var arguments = [input.path, "--at", "2026-12-06T10:00", "--no-journal"]
      for format in ["csv", "geojson", "gpkg", "kml", "xlsx"] { arguments += ["-o", "out.\(format)"] }
      let result = try EnrichProcess.run(
        arguments, directory: directory, environment: try SampleIndex.environment())
      guard result.status == 0 else { throw EnrichProcess.Failure(description: result.stderr) }
    }
    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
  }

  /// OGR's view of `file`: its first layer (or `sql`'s result), fields and features.
  static func ogr(_ file: String, sql: String? = nil) throws -> (
    fields: [String: String], rows: [[String: Any]]
  ) {
    let read = try ExternalTools.read("ogr-json", [file] + (sql.map { [$0] } ?? []))
    let layer = try #require((read["layers"] as? [[String: Any]])?.first)
    #expect((read["warnings"] as? [String])?.isEmpty == true, "\(read["warnings"] ?? "")")
    let features = try #require(layer["features"] as? [[String: Any]])
    return (
      try #require(layer["fields"] as? [String: String]),
      features.compactMap { $0["properties"] as? [String: Any] }
    )
  }

  @Test func gdalReadsTheConfidenceAsRealWhenEveryValueIsOne() throws {
    let enriched = try Enriched()
    let geojson = try Self.ogr(enriched.path("out.geojson"))
    #expect(geojson.rows.map { $0["enrich_confidence"] as? Double } == [1, 1])
    #expect(geojson.fields["enrich_confidence"] == "Real")
    #expect(geojson.fields["enrich_lat"] == "Real")
    #expect(geojson.fields["enrich_row"] == "Integer")
    #expect(geojson.fields["enrich_ambiguous"] == "Integer(Boolean)")
    let text = try String(contentsOfFile: enriched.path("out.geojson"), encoding: .utf8)
    #expect(text.contains("\"enrich_confidence\":1.0,"))
    #expect(try Self.ogr(enriched.path("out.kml")).fields["enrich_confidence"] == "Real")
    #expect(try Self.ogr(enriched.path("out.gpkg")).fields["enrich_confidence"] == "Real")
    let csv = try ExternalTools.read("pandas-json", [enriched.path("out.csv")])
    #expect((csv["dtypes"] as? [String: String])?["enrich_confidence"] == "float64")
    // openpyxl reads a real cell as a float (pandas.read_excel then turns whole floats into
    // integers, whatever the file says: README, "Column contract").
    let xlsx = try ExternalTools.read("xlsx-json", [enriched.path("out.xlsx")])
    let header = try #require(xlsx["header"] as? [String])
    let column = try #require(header.firstIndex(of: "enrich_confidence"))
    let types = try #require(xlsx["types"] as? [[String]])
    #expect(types.map { $0[column] } == ["float", "float"])
  }

  /// Columns empty in every row: the error, the geocode and the candidates'. GeoPackage, KML
  /// (a typed Schema) and XLSX (each column's number format) declare their type; GeoJSON cannot,
  /// and GDAL reads such a column as String (README, "Column contract").
  @Test func aColumnEmptyInEveryRowKeepsItsDeclaredType() throws {
    let enriched = try Enriched()
    let declared = [
      "enrich_error_code": "String", "enrich_geocode_lat": "Real", "enrich_candidate1_confidence": "Real",
    ]
    let gpkg = try Self.ogr(enriched.path("out.gpkg"))
    let kml = try Self.ogr(enriched.path("out.kml"))
    for (name, type) in declared {
      #expect(gpkg.rows.allSatisfy { $0[name] is NSNull }, "\(name)")
      #expect(gpkg.fields[name] == type, "gpkg \(name)")
      #expect(kml.fields[name] == type, "kml \(name)")
    }
    #expect(gpkg.fields["enrich_geocode_partial_match"] == "Integer(Boolean)")
    // LIBKML has no boolean subtype: a KML `bool` field is an Integer.
    #expect(kml.fields["enrich_geocode_partial_match"] == "Integer")
    #expect(kml.fields["enrich_candidate_count"] == "Integer")
    let xlsx = try ExternalTools.read("xlsx-json", [enriched.path("out.xlsx")])
    let formats = try #require(xlsx["formats"] as? [String: String])
    #expect(formats["enrich_error_code"] == "@")
    #expect(formats["enrich_geocode_lat"] == "0.0######")
    #expect(formats["enrich_candidate1_confidence"] == "0.0######")
    #expect(formats["enrich_candidate_count"] == "0")
    #expect(formats["name"] == "General")
    let geojson = try Self.ogr(enriched.path("out.geojson"))
    #expect(geojson.fields["enrich_geocode_lat"] == "String")
  }

  /// A searched row with no close rival is `false`, not null: SQL finds it with `= 0` and pandas
  /// reads a boolean column, in every format that has one.
  @Test func aSearchedUnambiguousRowIsFalseNotNull() throws {
    let enriched = try Enriched()
    for (file, layer) in [("out.gpkg", "out"), ("out.geojson", "out"), ("out.kml", "enrich results")] {
      let found = try Self.ogr(
        enriched.path(file), sql: "SELECT enrich_row FROM \"\(layer)\" WHERE enrich_ambiguous = 0")
      #expect(found.rows.compactMap { $0["enrich_row"] as? Int } == [1, 2], "\(file)")
    }
    for file in ["out.csv", "out.xlsx"] {
      let frame = try ExternalTools.read("pandas-json", [enriched.path(file)])
      #expect((frame["dtypes"] as? [String: String])?["enrich_ambiguous"] == "bool", "\(file)")
      let records = try #require(frame["records"] as? [[String: Any]])
      #expect(records.map { $0["enrich_ambiguous"] as? Bool } == [false, false], "\(file)")
    }
  }
}
