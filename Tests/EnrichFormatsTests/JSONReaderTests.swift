import EnrichCore
import Foundation
import Testing

@testable import EnrichFormats

@Suite struct JSONReaderTests {
  @Test func arrayOfObjectsKeepsOrderNumbersAndNesting() throws {
    let scratch = try Scratch()
    let path = try scratch.write(
      "a.json",
      """
      [
        {"name": "Ekberg", "rating": 4.50, "big": 12345678901234567890, "tags": ["a", {"b": null}], "ok": true},
        {"name": "Fazer\\u00e9\\ud83d\\ude00", "zip": "00100"}
      ]
      """)
    let (records, reader) = try readAll(path)
    #expect(records.count == 2)
    #expect(records[0].fields.map(\.name) == ["name", "rating", "big", "tags", "ok"])
    #expect(records[0].value(of: "rating") == .number("4.50"))
    #expect(records[0].value(of: "big") == .number("12345678901234567890"))
    #expect(records[0].value(of: "tags") == .array([.string("a"), .object([JSONMember("b", .null)])]))
    #expect(records[1].value(of: "name") == .string("Fazeré😀"))
    #expect(records[1].line == 3)
    #expect(reader.columns == ["name", "rating", "big", "tags", "ok", "zip"])
  }

  @Test func rowLineIsWhereTheObjectStarts() throws {
    let scratch = try Scratch()
    let path = try scratch.write("a.json", "[\n  {\n    \"a\": 1\n  },\n\n  {\"a\": 2}\n]")
    #expect(try readAll(path).records.map(\.line) == [2, 6])
  }

  @Test func jsonLinesWithBlankLines() throws {
    let scratch = try Scratch()
    let path = try scratch.write("a.ndjson", "{\"name\":\"A\"}\n\n  \r\n{\"name\":\"B\",\"x\":1}\n\n")
    let (records, reader) = try readAll(path)
    #expect(records.map { texts($0)["name"] } == ["A", "B"])
    #expect(records.map(\.line) == [1, 4])
    #expect(reader.columns == ["name", "x"])
  }

  @Test func jsonExtensionWithObjectsIsReadAsLines() throws {
    let scratch = try Scratch()
    let path = try scratch.write("a.json", "{\"name\":\"A\"}\n{\"name\":\"B\"}\n")
    let (records, _) = try readAll(path)
    #expect(records.count == 2)
  }

  @Test func nonObjectElementsBecomeInvalidRows() throws {
    let scratch = try Scratch()
    let path = try scratch.write("a.json", "[{\"a\":1}, 42, \"text\", null, [1]]")
    let (records, reader) = try readAll(path)
    #expect(records.count == 5)
    #expect(records[0].problem == nil)
    #expect(records[1].problem == "row is a number, not an object")
    #expect(records[1].value(of: "value") == .number("42"))
    #expect(records[4].problem == "row is an array, not an object")
    #expect(reader.warnings.count == 4)
  }

  @Test func featureCollectionStreamsFeatures() throws {
    let scratch = try Scratch()
    let path = try scratch.write(
      "a.geojson",
      """
      {"type": "FeatureCollection", "name": "cafés", "features": [
        {"type": "Feature", "geometry": {"type": "Point", "coordinates": [24.9387, 60.1653]},
         "properties": {"name": "Ekberg"}},
        {"type": "Feature", "geometry": {"type": "Polygon", "coordinates": [[[24.0, 60.0], [25.0, 60.0], [25.0, 61.0], [24.0, 60.0]]]},
         "properties": {"name": "Park", "lat": "x"}},
        {"type": "Feature", "geometry": null, "properties": null},
        {"type": "Feature", "geometry": {"type": "GeometryCollection", "geometries": [
          {"type": "Point", "coordinates": [10, 20]}, {"type": "LineString", "coordinates": [[12, 22], [14, 24]]}]},
         "properties": {"name": "Mixed"}}
      ], "bbox": [1, 2, 3, 4]}
      """)
    let (records, reader) = try readAll(path)
    #expect(records.count == 4)
    #expect(records[0].geometry == Coordinate(latitude: 60.1653, longitude: 24.9387))
    #expect(records[0].value(of: "lat") == .number("60.1653"))
    #expect(records[0].value(of: "lng") == .number("24.9387"))
    #expect(records[1].geometry == Coordinate(latitude: 60.5, longitude: 24.5))
    #expect(records[1].value(of: "lat") == .string("x"))
    #expect(records[1].value(of: "lng") == nil)
    #expect(records[2].fields.isEmpty && records[2].geometry == nil)
    #expect(records[3].geometry == Coordinate(latitude: 22, longitude: 12))
    #expect(reader.columns == ["name", "lat", "lng"])
  }

  @Test func featureCollectionWithTypeAfterFeaturesAndTopLevelArrayOfFeatures() throws {
    let scratch = try Scratch()
    let first = try scratch.write(
      "a.geojson",
      "{\"features\":[{\"type\":\"Feature\",\"geometry\":null,\"properties\":{\"a\":1}}],\"type\":\"FeatureCollection\"}"
    )
    #expect(try readAll(first).records.count == 1)
    let second = try scratch.write(
      "b.json",
      "[{\"type\":\"Feature\",\"geometry\":{\"type\":\"Point\",\"coordinates\":[1,2]},\"properties\":{}}]")
    #expect(try readAll(second).records.first?.geometry == Coordinate(latitude: 2, longitude: 1))
  }

  @Test func geoJSONTextSequenceOfFeatures() throws {
    let scratch = try Scratch()
    let feature =
      "{\"type\":\"Feature\",\"geometry\":{\"type\":\"Point\",\"coordinates\":[1,2]},\"properties\":{\"n\":1}}"
    let path = try scratch.write("a.geojson", feature + "\n" + feature + "\n")
    let (records, _) = try readAll(path)
    #expect(records.count == 2)
    #expect(records[1].geometry == Coordinate(latitude: 2, longitude: 1))
  }

  @Test(arguments: [
    ("[{\"a\": 1,}]", 1, 10, "expected a member name"),
    ("[\n  {\"a\": 1}\n  {\"b\": 2}\n]", 3, 3, "',' or ']'"),
    ("[{\"a\": tru}]", 1, 8, "expected true"),
    ("[{\"a\": 01}]", 1, 9, "expected , or }"),
    ("{\"a\": \"x\n\"}", 1, 9, "control character"),
    ("[{\"a\": 1}", 1, 10, "never closed"),
    ("[{\"a\": 1}] x", 1, 12, "after the end"),
    ("{\"a\":1}\n{\"b\" 2}", 2, 6, "':'"),
    ("[{\"é\": \"\\q\"}]", 1, 11, "invalid escape"),
  ])
  func syntaxErrorsNameLineAndColumn(_ text: String, _ line: Int, _ column: Int, _ fragment: String) throws {
    let scratch = try Scratch()
    let path = try scratch.write("a.json", text)
    let error = formatError { _ = try readAll(path) }
    #expect(error?.line == line)
    #expect(error?.column == column)
    #expect(error?.message.contains(fragment) == true, "\(error?.description ?? "no error")")
  }

  @Test func rowsBeforeASyntaxErrorAreStillDelivered() throws {
    let scratch = try Scratch()
    let path = try scratch.write("a.ndjson", "{\"a\":1}\n{\"a\":2}\n{oops}\n")
    let reader = try FormatRegistry.makeReader(path: path, options: ReaderOptions())
    #expect(try reader.next()?.row == 1)
    #expect(try reader.next()?.row == 2)
    #expect(throws: FormatError.self) { try reader.next() }
    #expect(try reader.next() == nil)
  }

  @Test func deepNestingIsAnErrorNotACrash() throws {
    let scratch = try Scratch()
    let depth = 200_000
    let text =
      "[{\"a\": " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}]"
    let path = try scratch.write("a.json", text)
    let error = formatError { _ = try readAll(path) }
    #expect(error?.message.contains("nesting deeper than 512 levels") == true)
    #expect(error?.line == 1)
  }

  @Test func nestingWithinTheLimitIsFine() throws {
    let scratch = try Scratch()
    let text = "[{\"a\": " + String(repeating: "[", count: 500) + String(repeating: "]", count: 500) + "}]"
    let path = try scratch.write("a.json", text)
    #expect(try readAll(path).records.count == 1)
  }

  @Test func invalidUTF8InAStringIsAnError() throws {
    let scratch = try Scratch()
    let path = try scratch.write("a.json", bytes: Array("[\n{\"a\": \"x".utf8) + [0xFF] + Array("\"}]".utf8))
    let error = formatError { _ = try readAll(path) }
    #expect(error?.line == 2)
    #expect(error?.column == 7)
    #expect(error?.message.contains("UTF-8") == true)
  }

  @Test func largeArrayIsStreamedAcrossChunks() throws {
    let scratch = try Scratch()
    var text = "[\n"
    for index in 1...5_000 {
      text += "{\"id\": \(index), \"name\": \"Row \(index) \(String(repeating: "é", count: 20))\"}"
      text += index < 5_000 ? ",\n" : "\n]"
    }
    let path = try scratch.write("a.json", text)
    let (records, _) = try readAll(path)
    #expect(records.count == 5_000)
    #expect(records.last?.value(of: "id") == .number("5000"))
    #expect(records.last?.line == 5_001)
  }

  @Test(arguments: [
    ("x.csv", "[", InputFormat.csv), ("x.tsv", "a\tb", .csv), ("x.jsonl", "{", .ndjson),
    ("x.geojson", "{", .geojson),
    ("x.kml", "<", .kml), ("x.json", "[{", .json), ("x.json", "{\"type\":\"FeatureCollection\"", .geojson),
    ("x.json", "\n{\"a\":1}", .ndjson), ("-", "<?xml", .kml), ("-", "a,b", .csv), ("x", " [", .json),
  ])
  func detection(_ path: String, _ head: String, _ expected: InputFormat) {
    #expect(InputFormat.detect(path: path, head: Array(head.utf8)) == expected)
  }
}
