import EnrichCore
import Foundation
import Testing

@testable import EnrichFormats

@Suite struct WriterTests {
  /// Writes the two sample rows (one matched, one not found) to `name` and returns the text.
  private func writeSample(_ scratch: Scratch, _ name: String, options: WriterOptions = WriterOptions())
    throws
    -> String
  {
    let writer = try FormatRegistry.makeWriter(path: scratch.path(name), options: options)
    try writer.begin(Sample.header, inputColumns: ["name", "city"])
    try writer.write(
      Sample.row(1, fields: [Field("name", .string("Ekberg")), Field("city", .string("Helsinki"))]))
    try writer.write(
      Sample.row(
        2, fields: [Field("name", .string("=HYPERLINK(\"x\")")), Field("city", .number("-12.5"))],
        matched: false))
    try writer.finish(Sample.summary)
    try writer.commit()
    return try scratch.read(name)
  }

  private func parse(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func jsonDocument() throws {
    let scratch = try Scratch()
    let text = try writeSample(scratch, "out.json")
    let document = try parse(text)
    #expect(document["generator"] as? String == "enrich 0.1.0")
    #expect(document["provider"] as? String == "local")
    #expect(document["openAt"] as? String == "2026-11-30T12:00:00+02:00")
    let attributions = try #require(document["attributions"] as? [[String: Any]])
    #expect(attributions.first?["text"] as? String == "© OpenStreetMap contributors, ODbL 1.0")
    let rows = try #require(document["rows"] as? [[String: Any]])
    #expect(rows.map { $0["row"] as? Int } == [1, 2])
    #expect(rows[1]["status"] as? String == "not_found")
    #expect((document["summary"] as? [String: Any])?["rows"] as? Int == 2)
    #expect(text.contains("\n    {\"row\":1,\"input\":{\"name\":\"Ekberg\",\"city\":\"Helsinki\"}"))
    let keys = ["\"generator\"", "\"attributions\"", "\"rows\"", "\"summary\""].map {
      text.range(of: $0)?.lowerBound
    }
    #expect(keys.compactMap { $0 } == keys.compactMap { $0 }.sorted() && keys.count == 4)
  }

  @Test func jsonDocumentWithoutRowsIsValid() throws {
    let scratch = try Scratch()
    for name in ["out.json", "out.geojson"] {
      let writer = try FormatRegistry.makeWriter(path: scratch.path(name), options: WriterOptions())
      try writer.begin(Sample.header, inputColumns: [])
      try writer.finish(RunSummary())
      try writer.commit()
      let document = try parse(try scratch.read(name))
      #expect((document["rows"] ?? document["features"]) as? [Any] != nil)
    }
  }

  @Test func ndjsonHoldsOneRowALineAndItsSummaryInASidecar() throws {
    let scratch = try Scratch()
    let lines = try writeSample(scratch, "out.ndjson").split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    let objects = try lines.map(parse)
    #expect(objects.map { $0["row"] as? Int } == [1, 2])
    let sidecar = try parse(try scratch.read("out.ndjson.summary.json"))
    #expect(sidecar["generator"] as? String == "enrich 0.1.0")
    #expect((sidecar["attributions"] as? [Any])?.count == 1)
    #expect(sidecar["output"] as? String == scratch.path("out.ndjson"))
    #expect((sidecar["summary"] as? [String: Any])?["rows"] as? Int == 2)
    #expect(try scratch.files() == ["out.ndjson", "out.ndjson.summary.json"])
    // Read back: the rows come back as the input they were made from (EnrichRowReadback).
    let (records, _) = try readAll(scratch.path("out.ndjson"))
    #expect(records.count == 2)
    #expect(records[0].value(of: "name") == .string("Ekberg"))
  }

  @Test func ndjsonToAStreamHasNoSidecar() {
    #expect(SummarySidecar.path(of: "-", format: .ndjson) == nil)
    #expect(SummarySidecar.path(of: "/dev/stdout", format: .ndjson) == nil)
    #expect(SummarySidecar.path(of: "out/x.ndjson", format: nil) == "out/x.ndjson.summary.json")
    #expect(SummarySidecar.path(of: "out/x.json", format: nil) == nil)
    #expect(SummarySidecar.path(of: "out/x.txt", format: .ndjson) == "out/x.txt.summary.json")
  }

  @Test func csvColumnsValuesAndRoundTrip() throws {
    let scratch = try Scratch()
    let text = try writeSample(scratch, "out.csv")
    let lines = text.components(separatedBy: "\r\n")
    let contract = ColumnContract.columns(candidates: 3, placeColumns: []).map(\.name)
    #expect(lines[0] == (["name", "city"] + contract + ["enrich_extra_fields"]).joined(separator: ","))
    let (records, reader) = try readAll(scratch.path("out.csv"))
    #expect(reader.columns == ["name", "city"] + contract + ["enrich_extra_fields"])
    #expect(records.count == 2)
    let first = texts(records[0])
    #expect(first["enrich_row"] == "1")
    #expect(first["enrich_status"] == "matched")
    #expect(first["enrich_confidence"] == "0.935")
    #expect(first["enrich_place_name"] == "Café Ekberg")
    #expect(first["enrich_lat"] == "60.1653")
    #expect(first["enrich_types"] == "cafe;bakery")
    #expect(first["enrich_open_status"] == "open")
    #expect(first["enrich_attribution"] == "© OpenStreetMap contributors, ODbL 1.0")
    #expect(texts(records[1])["name"] == "=HYPERLINK(\"x\")")
    #expect(texts(records[1])["enrich_error_code"] == "not_found")
    #expect(texts(records[1])["enrich_error_message"] == "nothing matched")
    #expect(texts(records[1])["enrich_warnings"] == "no candidate")
  }

  @Test func csvSafeAndBom() throws {
    let scratch = try Scratch()
    let text = try writeSample(scratch, "out.csv", options: WriterOptions(csvSafe: true, bom: true))
    let bytes = try Data(contentsOf: URL(fileURLWithPath: scratch.path("out.csv")))
    #expect(Array(bytes.prefix(13)) == [0xEF, 0xBB, 0xBF] + Array("name,city,".utf8))
    #expect(text.contains("\r\n\"'=HYPERLINK(\"\"x\"\")\",-12.5,2,not_found,"))
  }

  @Test(arguments: [
    ("=1+2", true), ("+cmd", true), ("-2+3", true), ("@SUM(A1)", true), ("\tx", true), ("\rx", true),
    ("-12.5", false), ("+3", false), ("plain", false), ("", false), ("-", true),
  ])
  func formulaNeutralising(_ cell: String, _ neutralised: Bool) {
    #expect(CSVCell.needsNeutralising(cell) == neutralised)
  }

  @Test func inputColumnsWithContractNamesGiveWayAndLateFieldsAreExtra() throws {
    let scratch = try Scratch()
    let writer = try FormatRegistry.makeWriter(path: scratch.path("out.csv"), options: WriterOptions())
    // An enriched file read back: its enrich_ columns are this run's to write.
    try writer.begin(
      Sample.header, inputColumns: ["lat", "confidence", "enrich_confidence", "enrich_status"])
    let record = InputRecord(
      row: 1, line: 1,
      fields: [
        Field("lat", .number("1")), Field("enrich_status", .string("matched")), Field("late", .string("new")),
        Field("nested", .object([JSONMember("a", .bool(true))])),
      ])
    try writer.write(RowResult(record: record, status: .skipped))
    try writer.finish(RunSummary())
    try writer.commit()
    let lines = try scratch.read("out.csv").components(separatedBy: "\r\n")
    let header = lines[0].split(separator: ",").map(String.init)
    #expect(header.prefix(3) == ["lat", "confidence", "enrich_row"])
    #expect(header.filter { $0 == "enrich_status" }.count == 1)
    #expect(header.filter { $0 == "enrich_confidence" }.count == 1)
    #expect(header.last == "enrich_extra_fields")
    #expect(lines[1].hasPrefix("1,,1,skipped,"))
    #expect(lines[1].hasSuffix(",\"{\"\"late\"\":\"\"new\"\",\"\"nested\"\":{\"\"a\"\":true}}\""))
  }

  @Test func geoJSONFeatures() throws {
    let scratch = try Scratch()
    let document = try parse(try writeSample(scratch, "out.geojson"))
    #expect(document["type"] as? String == "FeatureCollection")
    #expect((document["attributions"] as? [Any])?.count == 1)
    let features = try #require(document["features"] as? [[String: Any]])
    #expect(features.count == 2)
    let geometry = try #require(features[0]["geometry"] as? [String: Any])
    #expect(geometry["coordinates"] as? [Double] == [24.9387, 60.1653])
    #expect(features[1]["geometry"] is NSNull)
    let properties = try #require(features[0]["properties"] as? [String: Any])
    #expect(properties["name"] as? String == "Ekberg")
    #expect(properties["enrich_row"] as? Int == 1)
    #expect(properties["enrich_confidence"] as? Double == 0.935)
    #expect(properties["enrich_status"] as? String == "matched")
    #expect(properties["enrich_ambiguous"] as? Bool == false)
    // Every feature has every contract column, in the same order.
    let second = try #require(features[1]["properties"] as? [String: Any])
    #expect(Set(properties.keys) == Set(second.keys))
    #expect(document["summary"] != nil)
    // Read back through the GeoJSON reader: the input columns, without the answer's point.
    let (records, _) = try readAll(scratch.path("out.geojson"))
    #expect(records.count == 2)
    #expect(records[0].value(of: "name") == .string("Ekberg"))
    #expect(records.allSatisfy { $0.geometry == nil && !$0.fields.contains { $0.name.hasPrefix("enrich_") } })
  }

  /// A map output's point is the trusted answer's; a row no provider judged keeps the input's
  /// own point, and a judged row without a trusted answer has none, even when the input had one
  /// or a geocode sits beside its search.
  @Test func aRowsPointIsItsTrustedAnswerOrForAnUnjudgedRowItsOwn() {
    let own = Coordinate(latitude: 1.5, longitude: 2.5)
    var skipped = RowResult(record: InputRecord(row: 1, line: 2, fields: []), status: .skipped)
    skipped.record.geometry = own
    #expect(GeoJSONWriter.geometry(for: skipped)["coordinates"] == .array([.number("2.5"), .number("1.5")]))
    var matched = Sample.row(2, fields: [])
    matched.record.geometry = own
    #expect(RowPoint.of(matched) == Coordinate(latitude: 60.1653, longitude: 24.9387))
    for status in [RowStatus.notFound, .lowConfidence, .ambiguous] {
      var untrusted = Sample.row(3, fields: [])
      untrusted.status = status
      untrusted.record.geometry = own
      untrusted.geocode = Place(
        id: "street/etelaranta", location: Coordinate(latitude: 60.16, longitude: 24.95))
      #expect(RowPoint.of(untrusted) == nil, "\(status)")
      #expect(GeoJSONWriter.geometry(for: untrusted) == .null)
    }
    var far = Sample.row(4, fields: [])
    far.place?.location = Coordinate(latitude: 60.123_456_789, longitude: 24.987_654_321)
    #expect(RowPoint.of(far) == Coordinate(latitude: 60.1234568, longitude: 24.9876543))
  }

  @Test func kmlRoundTripAndEscaping() throws {
    let scratch = try Scratch()
    let writer = try FormatRegistry.makeWriter(path: scratch.path("out.kml"), options: WriterOptions())
    try writer.begin(Sample.header, inputColumns: ["name", "note"])
    try writer.write(
      Sample.row(
        1, fields: [Field("name", .string("A & <B> \"C\"")), Field("note", .string("line1\nline2\r\u{01}"))]))
    try writer.write(Sample.row(2, fields: [Field("note", .string("x"))], matched: false))
    try writer.finish(Sample.summary)
    try writer.commit()
    let text = try scratch.read("out.kml")
    #expect(text.contains("<name>Café Ekberg</name>"))
    #expect(text.contains("<SimpleData name=\"name\">A &amp; &lt;B&gt; &quot;C&quot;</SimpleData>"))
    #expect(XMLEscape.text("plain é ✓") == "plain é ✓")
    #expect(XMLEscape.text("a\u{FFFF}b\u{0}c\td") == "abc\td")
    #expect(text.contains("<description>Generated by enrich 0.1.0"))
    #expect(text.contains("© OpenStreetMap contributors"))
    #expect(text.contains("<name>enrich summary</name>"))
    let (records, _) = try readAll(scratch.path("out.kml"))
    #expect(records.count == 2)
    #expect(texts(records[0])["name"] == "A & <B> \"C\"")
    #expect(texts(records[0])["note"] == "line1\nline2")
    #expect(texts(records[0])["enrich_status"] == "matched")
    #expect(texts(records[0])["enrich_attribution"] == "© OpenStreetMap contributors, ODbL 1.0")
    #expect(records[0].geometry == Coordinate(latitude: 60.1653, longitude: 24.9387))
    #expect(texts(records[1])["name"] == "Row 2")
    #expect(records[1].geometry == nil)
  }

  /// KML declares every column's type in a Schema and each Placemark's values are SchemaData:
  /// the same fields whatever the rows hold, null values left out, booleans as `1`/`0`, and a
  /// key first seen after the header in `enrich_extra_fields`.
  @Test func kmlDeclaresATypedSchema() throws {
    let scratch = try Scratch()
    let writer = try FormatRegistry.makeWriter(path: scratch.path("out.kml"), options: WriterOptions())
    try writer.begin(Sample.header, inputColumns: ["name"])
    try writer.write(Sample.row(1, fields: [Field("name", .string("A")), Field("late", .string("y"))]))
    try writer.finish(Sample.summary)
    try writer.commit()
    let text = try scratch.read("out.kml")
    // The Schema follows the Document's own ExtendedData and precedes its Placemarks (KML 2.2).
    let schema = try #require(text.range(of: "<Schema name=\"enrich\" id=\"enrich\">"))
    let documentData = try #require(text.range(of: "</ExtendedData>"))
    let placemark = try #require(text.range(of: "<Placemark>"))
    #expect(documentData.lowerBound < schema.lowerBound && schema.lowerBound < placemark.lowerBound)
    for field in [
      "type=\"string\" name=\"name\"", "type=\"int\" name=\"enrich_row\"",
      "type=\"double\" name=\"enrich_confidence\"", "type=\"bool\" name=\"enrich_ambiguous\"",
      "type=\"double\" name=\"enrich_geocode_lat\"", "type=\"string\" name=\"enrich_extra_fields\"",
    ] {
      #expect(text.contains("<SimpleField \(field)/>"), "\(field)")
    }
    #expect(text.contains("<SchemaData schemaUrl=\"#enrich\">"))
    #expect(text.contains("<SimpleData name=\"enrich_confidence\">0.935</SimpleData>"))
    #expect(text.contains("<SimpleData name=\"enrich_ambiguous\">0</SimpleData>"))
    #expect(
      text.contains("<SimpleData name=\"enrich_extra_fields\">{&quot;late&quot;:&quot;y&quot;}</SimpleData>"))
    #expect(!text.contains("enrich_geocode_lat\">"))
    #expect(!text.contains("<Data name=\"enrich_"))
  }

  @Test(arguments: OutputFormat.allCases)
  func abandonLeavesAnExistingOutputUntouched(_ format: OutputFormat) throws {
    let scratch = try Scratch()
    let name = "out.\(format.rawValue)"
    try scratch.write(name, "previous run")
    let writer = try FormatRegistry.makeWriter(path: scratch.path(name), options: WriterOptions())
    try writer.begin(Sample.header, inputColumns: ["name"])
    try writer.write(Sample.row(1, fields: [Field("name", .string("A"))]))
    // Each format has its temporary file (NDJSON its sidecar's too).
    #expect(try scratch.files().count == (format == .ndjson ? 3 : 2))
    writer.abandon()
    #expect(try scratch.files() == [name])
    #expect(try scratch.read(name) == "previous run")
  }

  @Test func droppingAWriterWithoutFinishRemovesTheTemporaryFile() throws {
    let scratch = try Scratch()
    do {
      let writer = try FormatRegistry.makeWriter(path: scratch.path("out.csv"), options: WriterOptions())
      try writer.begin(Sample.header, inputColumns: [])
      #expect(try scratch.files().count == 1)
      #expect(try scratch.files().first?.hasPrefix(".out.csv.tmp-") == true)
    }
    #expect(try scratch.files().isEmpty)
  }

  @Test func finishReplacesAnExistingOutput() throws {
    let scratch = try Scratch()
    try scratch.write("out.json", "previous run")
    _ = try writeSample(scratch, "out.json")
    #expect(try scratch.files() == ["out.json"])
    #expect(try scratch.read("out.json").hasPrefix("{\n  \"generator\""))
  }

  @Test func outputErrorsAreActionable() throws {
    let scratch = try Scratch()
    var missing: OutputError?
    do {
      _ = try FormatRegistry.makeWriter(path: scratch.path("no/such/out.csv"), options: WriterOptions())
    } catch let error as OutputError {
      missing = error
    }
    #expect(missing?.message.contains("does not exist") == true)
    #expect(missing?.path == scratch.path("no/such/out.csv"))
    let unknown = formatError {
      _ = try FormatRegistry.makeWriter(path: scratch.path("out.xls"), options: WriterOptions())
    }
    #expect(unknown?.message.contains("--format") == true)
    #expect(try scratch.files().isEmpty)
  }

  @Test func largeCSVRoundTrip() throws {
    let scratch = try Scratch()
    let writer = try FormatRegistry.makeWriter(path: scratch.path("out.csv"), options: WriterOptions())
    try writer.begin(Sample.header, inputColumns: ["id", "text"])
    for index in 1...2_000 {
      let text = "row \(index), \"quoted\"\nsecond line " + String(repeating: "ä", count: index % 50)
      try writer.write(
        RowResult(
          record: InputRecord(
            row: index, line: index,
            fields: [
              Field("id", .string("\(index)")), Field("text", .string(text)),
            ]), status: .skipped))
    }
    try writer.finish(RunSummary())
    try writer.commit()
    let (records, _) = try readAll(scratch.path("out.csv"))
    #expect(records.count == 2_000)
    #expect(texts(records[1_999])["text"] == "row 2000, \"quoted\"\nsecond line ")
    #expect(texts(records[48])["text"]?.hasSuffix(String(repeating: "ä", count: 49)) == true)
  }
}
