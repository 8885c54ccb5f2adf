import Foundation
import Testing

/// Read → normalize → write through the real binary with `--provider none`: every reader and
/// writer, broken inputs, and the guarantees (each row once, in order, atomic outputs).
@Suite struct InputOutputTests {
  func write(_ text: String, to name: String, in directory: URL) throws -> String {
    let url = directory.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  func jsonObject(_ path: String) throws -> [String: Any] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func csvToJsonKeepsEveryRowInOrderWithAStatus() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let output = directory.appendingPathComponent("out.json").path
    let result = try EnrichProcess.run([
      EnrichProcess.samples("places.csv"), "-o", output, "--provider", "none",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    let document = try jsonObject(output)
    #expect(document["generator"] as? String == "enrich 0.1.0")
    #expect(document["provider"] as? String == "none")
    let rows = try #require(document["rows"] as? [[String: Any]])
    #expect(rows.count == 30)
    #expect(rows.map { $0["row"] as? Int } == Array(1...30).map { Optional($0) })
    let first = try #require(rows.first?["input"] as? [String: Any])
    #expect(first["name"] as? String == "Fazer Cafe")
    #expect(first["notes"] as? String == "missing diacritic")
    #expect(rows.allSatisfy { $0["status"] as? String == "skipped" })
    let summary = try #require(document["summary"] as? [String: Any])
    #expect(summary["rows"] as? Int == 30)
    #expect(result.stderr.contains("enrich: 30 rows"))
  }

  @Test func malformedCsvRowIsInvalidWithItsLineAndTheRunExitsOne() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let input = try write(
      "name,address\nKappeli,Eteläesplanadi 1\n\"Multi\nline\",Bulevardi 9\nToo,many,fields\nLast,Row 1\n",
      to: "in.csv", in: directory)
    let output = directory.appendingPathComponent("out.ndjson").path
    let result = try EnrichProcess.run([input, "-o", output, "--provider", "none"])
    #expect(result.status == 1, "\(result.stderr)")
    let lines = try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n")
    try #require(lines.count == 4)  // one line per row: the summary is in the sidecar
    let rows = try lines.map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(rows[1]["status"] as? String == "skipped")
    #expect((rows[1]["input"] as? [String: Any])?["name"] as? String == "Multi\nline")
    #expect(rows[2]["status"] as? String == "invalid")
    let error = try #require(rows[2]["error"] as? [String: Any])
    #expect((error["message"] as? String)?.contains("3") == true)
    #expect(result.stderr.contains("in.csv:5"), "\(result.stderr)")
    let sidecar = try Data(contentsOf: URL(fileURLWithPath: output + ".summary.json"))
    let summary = try #require(try JSONSerialization.jsonObject(with: sidecar) as? [String: Any])
    #expect(summary["generator"] as? String == "enrich 0.1.0")
    #expect((summary["summary"] as? [String: Any])?["rows"] as? Int == 4)
  }

  @Test func invalidUtf8IsAnInputErrorNamingLineAndOffsetAndWritesNothing() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let url = directory.appendingPathComponent("latin1.csv")
    var bytes = Array("name,city\nCaf".utf8)
    bytes.append(0xE9)  // é in Latin-1
    bytes += Array(",Helsinki\n".utf8)
    try Data(bytes).write(to: url)
    let output = directory.appendingPathComponent("out.json").path
    let result = try EnrichProcess.run([url.path, "-o", output, "--provider", "none"])
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr.contains("latin1.csv:2"), "\(result.stderr)")
    #expect(result.stderr.contains("latin1"))
    #expect(!FileManager.default.fileExists(atPath: output))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(leftovers == ["latin1.csv"])

    let fixed = try EnrichProcess.run([url.path, "-o", output, "--provider", "none", "--encoding", "latin1"])
    #expect(fixed.status == 0, "\(fixed.stderr)")
    let rows = try #require(try jsonObject(output)["rows"] as? [[String: Any]])
    #expect((rows[0]["input"] as? [String: Any])?["name"] as? String == "Café")
  }

  @Test func jsonSyntaxErrorNamesLineAndColumnAndKeepsTheOldOutput() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let input = try write(
      "[\n  {\"name\": \"Kappeli\"},\n  {\"name\": \"Gaijin\",, }\n]\n", to: "bad.json", in: directory)
    let output = try write("previous run\n", to: "out.json", in: directory)
    let result = try EnrichProcess.run([input, "-o", output, "--provider", "none"])
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr.contains("bad.json:3:"), "\(result.stderr)")
    #expect(try String(contentsOfFile: output, encoding: .utf8) == "previous run\n")
  }

  @Test func missingInputFileIsAnInputError() throws {
    let result = try EnrichProcess.run(["/nonexistent/places.csv", "-o", "-", "--provider", "none"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("/nonexistent/places.csv"))
    #expect(result.stdout.isEmpty)
  }

  @Test func geoJsonInputKeepsPropertiesAndPointGeometry() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let input = try write(
      """
      {"type": "FeatureCollection", "features": [
        {"type": "Feature", "properties": {"name": "Kappeli", "rating": 4.50},
         "geometry": {"type": "Point", "coordinates": [24.95031, 60.16739]}},
        {"type": "Feature", "properties": {"name": "No geometry"}, "geometry": null}
      ]}
      """, to: "in.geojson", in: directory)
    let output = directory.appendingPathComponent("out.geojson").path
    let result = try EnrichProcess.run([input, "-o", output, "--provider", "none"])
    #expect(result.status == 0, "\(result.stderr)")
    let document = try jsonObject(output)
    #expect(document["type"] as? String == "FeatureCollection")
    #expect(document["attributions"] != nil)
    let features = try #require(document["features"] as? [[String: Any]])
    #expect(features.count == 2)
    let geometry = try #require(features[0]["geometry"] as? [String: Any])
    #expect(geometry["coordinates"] as? [Double] == [24.95031, 60.16739])
    #expect(features[1]["geometry"] is NSNull)
    let text = try String(contentsOfFile: output, encoding: .utf8)
    #expect(text.contains("4.50"))  // numbers travel as written
  }

  @Test func kmlInputToKmlOutput() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let output = directory.appendingPathComponent("out.kml").path
    let result = try EnrichProcess.run([
      EnrichProcess.samples("places.kml"), "-o", output, "--provider", "none",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let text = try String(contentsOfFile: output, encoding: .utf8)
    #expect(text.contains("<kml"))
    #expect(text.components(separatedBy: "<Placemark").count - 1 == 6)
    #expect(text.contains("Cafe Strindberg"))
  }

  @Test func csvOutputKeepsOriginalColumnsThenEnrichmentAndCanBeFormulaSafe() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let input = try write(
      "name,note\n=HYPERLINK(\"x\"),+cmd|calc\nKappeli,-12.5\n", to: "in.csv", in: directory)
    let output = directory.appendingPathComponent("out.csv").path
    let result = try EnrichProcess.run([input, "-o", output, "--provider", "none", "--csv-safe", "--bom"])
    #expect(result.status == 0, "\(result.stderr)")
    let data = try Data(contentsOf: URL(fileURLWithPath: output))
    #expect(Array(data.prefix(3)) == [0xEF, 0xBB, 0xBF])
    let text = String(decoding: data.dropFirst(3), as: UTF8.self)
    let header = try #require(text.split(separator: "\n").first)
    #expect(header.hasPrefix("name,note,enrich_row,enrich_status"))
    #expect(text.contains("'=HYPERLINK"))
    #expect(text.contains("'+cmd|calc"))
    #expect(text.contains("Kappeli,-12.5,"))  // numbers stay numbers
  }

  @Test func stdoutCarriesTheDocumentAndStderrTheSummary() throws {
    let result = try EnrichProcess.run([
      EnrichProcess.samples("places.json"), "-o", "-", "--provider", "none",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect((document["rows"] as? [Any])?.count == 13)
    #expect(!result.stderr.contains("{"))
  }

  @Test func stdinInputWithExplicitFormat() throws {
    let result = try EnrichProcess.run(
      ["-", "-o", "-", "-f", "ndjson", "--provider", "none", "--input-format", "csv"],
      stdin: "name;city\nKappeli;Helsinki\n")
    #expect(result.status == 0, "\(result.stderr)")
    let first = try #require(result.stdout.split(separator: "\n").first)
    #expect(first.contains("\"name\":\"Kappeli\""))
  }
}
