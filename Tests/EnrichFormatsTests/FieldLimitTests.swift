import EnrichCore
import Foundation
import Testing

@testable import EnrichFormats

/// A value longer than `maxFieldBytes` makes only its own row invalid, in every reader: the
/// value is left out (never held in memory), the error names file, line and field, and the
/// rows around it are read as usual. Small limits here; the end-to-end tests use the real one.
@Suite struct FieldLimitTests {
  static let limit = 16
  static let options = ReaderOptions(maxFieldBytes: limit)

  static func names(_ records: [InputRecord]) -> [String?] { records.map { texts($0)["name"] } }

  @Test func csvFieldOverTheLimitIsLeftOutAndItsRowIsInvalid() throws {
    let scratch = try Scratch()
    let exact = String(repeating: "e", count: Self.limit)
    let long = String(repeating: "x", count: Self.limit + 1)
    let path = try scratch.write(
      "a.csv", "name,notes\nA,\(exact)\nB,\"\(long)\n\(long)\"\nC,ok\n\(long),\(long)\nD,ok\n")
    let (records, reader) = try readAll(path, options: Self.options)
    #expect(Self.names(records) == ["A", "B", "C", "", "D"])
    #expect(records.map(\.line) == [2, 3, 5, 6, 7])
    #expect(records[0].problem == nil && texts(records[0])["notes"] == exact)
    let problem = try #require(records[1].problem)
    #expect(problem.contains("field \"notes\" is longer than 16 bytes"))
    #expect(problem.contains("(\(path), line 3)"))
    #expect(texts(records[1])["notes"] == "")
    #expect(records[2].problem == nil)
    #expect(records[3].problem?.contains("fields \"name\", \"notes\" are longer") == true)
    #expect(reader.warnings.map(\.line) == [3, 6])
  }

  @Test func csvFieldCountProblemAndLongFieldAreBothReported() throws {
    let scratch = try Scratch()
    let path = try scratch.write("a.csv", "name\nA,\(String(repeating: "x", count: 40))\n")
    let problem = try #require(try readAll(path, options: Self.options).records.first?.problem)
    #expect(problem.hasPrefix("expected 1 field as in the header, found 2; field \"column_2\" is longer"))
  }

  @Test func csvStrayQuoteStopsGatheringAtTheLimit() throws {
    // The never-closed quote would otherwise gather the whole rest of the file into one field.
    let scratch = try Scratch()
    let path = try scratch.write("a.csv", "name\n\"A\n" + String(repeating: "B\n", count: 50_000))
    let error = formatError { _ = try readAll(path, options: Self.options) }
    #expect(error?.line == 2)
    #expect(error?.message.contains("never closed") == true)
  }

  @Test func csvHeaderNameOverTheLimitIsAnError() throws {
    let scratch = try Scratch()
    let path = try scratch.write("a.csv", "name,\(String(repeating: "h", count: 17))\nA,B\n")
    let error = formatError { _ = try readAll(path, options: Self.options) }
    #expect(error?.message.contains("header name of column 2 is longer than 16 bytes") == true)
  }

  @Test(arguments: [
    "\"xxxxxxxxxxxxxxxxxxxxxxxx\"", "[1,2,3,4,5,6,7,8,9,10,11,12]", "{\"a\":{\"b\":[\"cccccccccccccccc\"]}}",
    "123456789012345678901234567890", "[\"a\\\"]\\\\\",{\"}\":\"]]\"},12e+5,null,true]",
  ])
  func jsonFieldOverTheLimitIsLeftOut(_ value: String) throws {
    let scratch = try Scratch()
    let path = try scratch.write(
      "a.json", "[\n{\"name\":\"A\"},\n{\"name\":\"B\",\"big\":\(value),\"after\":1},\n{\"name\":\"C\"}\n]")
    let (records, reader) = try readAll(path, options: Self.options)
    #expect(Self.names(records) == ["A", "B", "C"])
    #expect(records[1].fields.map(\.name) == ["name", "big", "after"])
    #expect(records[1].value(of: "big") == .null)
    #expect(records[1].value(of: "after") == .number("1"))
    #expect(records[1].problem?.contains("field \"big\" is longer than 16 bytes") == true)
    #expect(records[1].problem?.contains("line 3") == true)
    #expect(records[0].problem == nil && records[2].problem == nil)
    #expect(reader.warnings.map(\.line) == [3])
  }

  @Test func jsonLinesKeepTheirLineNumbersAfterALongValue() throws {
    let scratch = try Scratch()
    let long = String(repeating: "x", count: 100)
    let path = try scratch.write(
      "a.ndjson", "{\"name\":\"A\"}\n{\"name\":\"B\",\"n\":\"\(long)\\n\(long)\"}\n\n{\"name\":\"C\"}\n")
    let (records, _) = try readAll(path, options: Self.options)
    #expect(Self.names(records) == ["A", "B", "C"])
    #expect(records.map(\.line) == [1, 2, 4])
    #expect(records.map { $0.problem != nil } == [false, true, false])
  }

  @Test func jsonRowThatIsNotAnObjectIsOneField() throws {
    let scratch = try Scratch()
    let path = try scratch.write("a.json", "[\"\(String(repeating: "x", count: 30))\", {\"name\":\"A\"}]")
    let (records, _) = try readAll(path, options: Self.options)
    #expect(records[0].value(of: "value") == .null)
    #expect(records[0].problem?.contains("field \"value\" is longer") == true)
    #expect(Self.names(records)[1] == "A")
  }

  @Test func jsonMemberNameOverTheLimitDropsTheMember() throws {
    let scratch = try Scratch()
    let path = try scratch.write(
      "a.json", "[{\"\(String(repeating: "k", count: 20))\":[1,{}],\"name\":\"A\"}]")
    let record = try #require(try readAll(path, options: Self.options).records.first)
    #expect(record.fields.map(\.name) == ["name"])
    #expect(record.problem?.contains("a member name longer than the limit") == true)
  }

  @Test func geoJSONPropertiesAreFieldsEachWithTheLimit() throws {
    let scratch = try Scratch()
    let long = String(repeating: "x", count: 70)
    let path = try scratch.write(
      "a.geojson",
      """
      {"type":"FeatureCollection","features":[
      {"type":"Feature","geometry":{"type":"Point","coordinates":[24.9,60.1]},
       "properties":{"name":"A","street":"Eteläesplanadi 1","city":"Helsinki","zip":"00100","notes":"short"}},
      {"type":"Feature","geometry":{"type":"LineString","coordinates":[[1,2],[3,4],[5,6],[7,8]]},
       "properties":{"name":"B","notes":"\(long)"}}]}
      """)
    let (records, _) = try readAll(path, options: ReaderOptions(maxFieldBytes: 64))
    #expect(Self.names(records) == ["A", "B"])
    // The first feature's properties together pass the limit; each one alone does not.
    #expect(records[0].problem == nil)
    #expect(records[0].geometry == Coordinate(latitude: 60.1, longitude: 24.9))
    let problem = try #require(records[1].problem)
    #expect(problem.contains("fields \"geometry\", \"notes\" are longer"))
    #expect(records[1].geometry == nil)
  }

  @Test func skippedValuesAreStillCheckedForSyntax() throws {
    let scratch = try Scratch()
    let path = try scratch.write("a.json", "[{\"big\":[\"xxxxxxxxxxxxxxxxxxxx\", 1}]")
    let error = formatError { _ = try readAll(path, options: Self.options) }
    #expect(error?.message.contains("expected ']', found '}'") == true)
    let open = try scratch.write("b.json", "[{\"big\":[\"xxxxxxxxxxxxxxxxxxxx\", [1, 2")
    #expect(
      formatError { _ = try readAll(open, options: Self.options) }?.message.contains("never closed") == true)
  }

  @Test func kmlFieldOverTheLimitIsLeftOut() throws {
    let scratch = try Scratch()
    let long = String(repeating: "x", count: 30)
    let path = try scratch.write(
      "a.kml",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <kml xmlns="http://www.opengis.net/kml/2.2"><Document>
      <Placemark><name>A</name></Placemark>
      <Placemark><name>B</name><description><![CDATA[\(long)]]></description>
        <ExtendedData><Data name="notes"><value>\(long)</value></Data><Data name="ok"><value>1</value></Data>
        </ExtendedData></Placemark>
      <Placemark><name>C</name><Point><coordinates>24.9,60.1 </coordinates></Point></Placemark>
      </Document></kml>
      """)
    let (records, _) = try readAll(path, options: Self.options)
    #expect(Self.names(records) == ["A", "B", "C"])
    #expect(records[1].problem?.contains("fields \"description\", \"notes\" are longer") == true)
    #expect(texts(records[1])["description"] == "" && texts(records[1])["ok"] == "1")
    #expect(records[0].problem == nil && records[2].problem == nil)
    #expect(records[2].geometry != nil)
  }

  @Test func theDefaultLimitIsOneMebibyte() throws {
    #expect(ReaderOptions().maxFieldBytes == 1_048_576)
    let scratch = try Scratch()
    let path = try scratch.write(
      "a.csv",
      "name\n\(String(repeating: "x", count: 1_048_576))\n\(String(repeating: "y", count: 1_048_577))\n")
    let (records, _) = try readAll(path)
    #expect(records[0].problem == nil)
    #expect(records[1].problem?.contains("longer than 1 MiB (1048576 bytes)") == true)
  }
}
