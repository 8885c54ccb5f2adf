import EnrichCore
import EnrichSystem
import Foundation
import Testing

@testable import EnrichFormats

@Suite struct KMLReaderTests {
  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2">
    <Document>
      <name>My map</name>
      <Placemark><name>Top level</name><Point><coordinates>24.9,60.1</coordinates></Point></Placemark>
      <Folder>
        <name>Cafés</name>
        <Folder>
          <Placemark id="p2">
            <name> Café Ekberg </name>
            <address>Bulevardi 9, Helsinki</address>
            <description><![CDATA[<b>Best</b> & oldest]]></description>
            <gx:balloonVisibility>1</gx:balloonVisibility>
            <ExtendedData>
              <Data name="phone"><displayName>Phone</displayName><value>+358 9 6811 860</value></Data>
              <Data name="name"><value>Ekberg (from data)</value></Data>
              <SchemaData schemaUrl="#s"><SimpleData name="rating">4.5</SimpleData></SchemaData>
            </ExtendedData>
            <Point>
              <gx:drawOrder>1</gx:drawOrder>
              <coordinates>
                24.9387 ,60.1653,0
              </coordinates>
            </Point>
          </Placemark>
        </Folder>
      </Folder>
      <Placemark><name>Area</name>
        <Polygon><outerBoundaryIs><LinearRing><coordinates>
          24.0,60.0,0 25.0,60.0,0
          25.0,61.0,0 24.0,60.0,0
        </coordinates></LinearRing></outerBoundaryIs></Polygon>
      </Placemark>
      <Placemark><address>Mannerheimintie 1, Helsinki</address></Placemark>
      <Placemark><gx:Track><gx:coord>1 2 3</gx:coord></gx:Track><name>Track</name></Placemark>
      <Placemark/>
    </Document>
    </kml>
    """

  @Test func readsPlacemarksInAnyNesting() throws {
    let scratch = try Scratch()
    let path = try scratch.write("a.kml", Self.document)
    let (records, reader) = try readAll(path)
    #expect(records.count == 6)
    #expect(texts(records[0]) == ["name": "Top level", "lat": "60.1", "lng": "24.9"])
    let ekberg = records[1]
    #expect(ekberg.fields.map(\.name) == ["name", "address", "description", "phone", "rating", "lat", "lng"])
    #expect(texts(ekberg)["name"] == "Ekberg (from data)")
    #expect(texts(ekberg)["description"] == "<b>Best</b> & oldest")
    #expect(texts(ekberg)["phone"] == "+358 9 6811 860")
    #expect(texts(ekberg)["rating"] == "4.5")
    #expect(ekberg.geometry == Coordinate(latitude: 60.1653, longitude: 24.9387))
    #expect(ekberg.line == 9)
    #expect(records[2].geometry == Coordinate(latitude: 60.5, longitude: 24.5))
    #expect(texts(records[3]) == ["address": "Mannerheimintie 1, Helsinki"])
    #expect(records[3].geometry == nil)
    #expect(texts(records[4]) == ["name": "Track"])
    #expect(records[5].fields.isEmpty)
    #expect(records.map(\.row) == [1, 2, 3, 4, 5, 6])
    #expect(reader.columns == ["name", "lat", "lng", "address", "description", "phone", "rating"])
  }

  @Test func columnsAreKnownBeforeTheFirstRow() throws {
    let scratch = try Scratch()
    let path = try scratch.write(
      "a.kml",
      "<kml>\n<Placemark><name>A</name></Placemark>\n<Placemark><address>B</address></Placemark>\n</kml>")
    let reader = try FormatRegistry.makeReader(path: path, options: ReaderOptions())
    #expect(reader.columns == ["name", "address"])
    #expect(try reader.next()?.row == 1)
    #expect(try reader.next()?.row == 2)
    #expect(try reader.next() == nil)
    #expect(try reader.next() == nil)
  }

  @Test func unescapedMarkupInADescriptionKeepsItsText() throws {
    let scratch = try Scratch()
    let path = try scratch.write(
      "a.kml",
      "<kml><Placemark><description>Open <b>daily</b><br/> till <i>late</i>.</description><name>N</name></Placemark></kml>"
    )
    let record = try #require(try readAll(path).records.first)
    #expect(texts(record) == ["description": "Open daily till late.", "name": "N"])
  }

  @Test func prefixedAndOlderNamespaces() throws {
    let scratch = try Scratch()
    let prefixed = try scratch.write(
      "a.kml",
      """
      <k:kml xmlns:k="http://www.opengis.net/kml/2.2"><k:Document><k:Placemark>
      <k:name>Prefixed</k:name><k:Point><k:coordinates>1,2</k:coordinates></k:Point>
      </k:Placemark></k:Document></k:kml>
      """)
    #expect(try readAll(prefixed).records.first.map(texts) == ["name": "Prefixed", "lat": "2", "lng": "1"])
    let old = try scratch.write(
      "b.kml",
      "<kml xmlns=\"http://earth.google.com/kml/2.1\"><Placemark><name>Old</name></Placemark></kml>")
    #expect(try readAll(old).records.first.map(texts) == ["name": "Old"])
    let bare = try scratch.write("c.kml", "<kml><Placemark><name>Bare</name></Placemark></kml>")
    #expect(try readAll(bare).records.first.map(texts) == ["name": "Bare"])
  }

  @Test func malformedXMLNamesTheLine() throws {
    let scratch = try Scratch()
    let path = try scratch.write("a.kml", "<kml>\n<Placemark>\n<name>x</nam>\n</Placemark></kml>")
    let error = formatError { _ = try readAll(path) }
    #expect(error?.line == 3)
    #expect(error?.message.contains("invalid XML") == true)
  }

  @Test func billionLaughsIsRefusedWithoutExpansion() throws {
    let scratch = try Scratch()
    var entities = "<!ENTITY lol0 \"lol\">\n"
    for level in 1...20 {
      let previous = String(repeating: "&lol\(level - 1);", count: 10)
      entities += "<!ENTITY lol\(level) \"\(previous)\">\n"
    }
    let path = try scratch.write(
      "a.kml",
      "<?xml version=\"1.0\"?>\n<!DOCTYPE kml [\n\(entities)]>\n"
        + "<kml><Placemark><name>&lol20;</name></Placemark></kml>")
    let error = formatError { _ = try readAll(path) }
    #expect(error?.message.contains("DOCTYPE") == true)
    #expect(error?.line == 2)
  }

  @Test func libxml2ItselfNeverExpandsEntities() throws {
    // Past the prolog guard (a DOCTYPE after a long comment would still be caught by it, so
    // open the reader directly): libxml2's own limits and the DOCTYPE node refusal hold.
    let scratch = try Scratch()
    var entities = "<!ENTITY lol0 \"lol\">\n"
    for level in 1...20 {
      entities += "<!ENTITY lol\(level) \"\(String(repeating: "&lol\(level - 1);", count: 10))\">\n"
    }
    let path = try scratch.write(
      "a.kml", "<!DOCTYPE kml [\n\(entities)]>\n<kml><Placemark><name>&lol20;</name></Placemark></kml>")
    let reader = KMLReader(xml: try XMLStreamReader(path: path))
    #expect(throws: FormatError.self) { _ = try reader.next() }
  }

  @Test func externalEntitiesAreNeverRead() throws {
    let scratch = try Scratch()
    let secret = try scratch.write("secret.txt", "TOP-SECRET-VALUE")
    let path = try scratch.write(
      "a.kml",
      """
      <?xml version="1.0"?>
      <!DOCTYPE kml [<!ENTITY xxe SYSTEM "file://\(secret)">]>
      <kml><Placemark><name>&xxe;</name></Placemark></kml>
      """)
    let error = formatError { _ = try readAll(path) }
    #expect(error?.message.contains("DOCTYPE") == true)
    #expect(error?.description.contains("TOP-SECRET") == false)
  }

  @Test func externalDTDIsNotFetched() throws {
    let scratch = try Scratch()
    let path = try scratch.write(
      "a.kml",
      "<?xml version=\"1.0\"?>\n<!DOCTYPE kml SYSTEM \"http://127.0.0.1:9/never.dtd\">\n<kml><Placemark/></kml>"
    )
    let error = formatError { _ = try readAll(path) }
    #expect(error?.message.contains("DOCTYPE") == true)
  }

  @Test func manyPlacemarksStream() throws {
    let scratch = try Scratch()
    var text = "<kml xmlns=\"http://www.opengis.net/kml/2.2\"><Document>\n"
    for index in 1...3_000 {
      text +=
        "<Placemark><name>P\(index)</name><Point><coordinates>24.\(index),60.1</coordinates></Point></Placemark>\n"
    }
    text += "</Document></kml>\n"
    let path = try scratch.write("a.kml", text)
    let (records, _) = try readAll(path)
    #expect(records.count == 3_000)
    #expect(records.last?.line == 3_001)
    #expect(texts(records[2_999])["name"] == "P3000")
  }

  /// One Placemark whose MultiGeometry holds `count` LineStrings. Each geometry and each Data
  /// entry is read once: the Placemark being built is never copied per element, nor its fields
  /// searched per field.
  static func oneBigPlacemark(lines count: Int) -> String {
    var text =
      "<kml xmlns=\"http://www.opengis.net/kml/2.2\"><Placemark><name>Kappeli</name><MultiGeometry>\n"
    for index in 0..<count {
      text +=
        "<LineString><coordinates>\(24 + Double(index % 1000) / 1000),60 25,\(60 + Double(index) / Double(count))"
        + "</coordinates></LineString>\n"
    }
    return text + "</MultiGeometry></Placemark></kml>\n"
  }

  @Test func aPlacemarkWithTwoHundredThousandGeometriesIsOneRowAtTheirCentre() throws {
    let scratch = try Scratch()
    let path = try scratch.write("points.kml", Self.oneBigPlacemark(lines: 200_000))
    let (records, reader) = try readAll(path)
    #expect(records.count == 1)
    #expect(reader.warnings.isEmpty)
    let centre = try #require(records.first?.geometry)
    #expect(abs(centre.latitude - 60.5) < 1e-5 && abs(centre.longitude - 24.5) < 1e-9, "\(centre)")
    #expect(reader.columns == ["name", "lat", "lng"])
  }

  @Test func aPlacemarkWithTwoHundredThousandDataEntriesKeepsEachOnceInOrder() throws {
    let scratch = try Scratch()
    let count = 200_000
    var text = "<kml xmlns=\"http://www.opengis.net/kml/2.2\"><Placemark><name>Kappeli</name><ExtendedData>\n"
    for index in 0..<count {
      text += "<Data name=\"f\(index % (count / 2))\"><value>\(index)</value></Data>\n"
    }
    // A Data entry named like a standard element replaces it, wherever it comes.
    text += "<Data name=\"name\"><value>Kappeli (data)</value></Data></ExtendedData></Placemark></kml>\n"
    let path = try scratch.write("data.kml", text)
    let (records, _) = try readAll(path)
    let fields = try #require(records.first?.fields)
    // Names repeat once (f0 … f99999 twice): the later value wins, the first position stays.
    #expect(fields.count == 1 + count / 2)
    #expect(fields.first == Field("name", .string("Kappeli (data)")))
    #expect(fields[1] == Field("f0", .string("\(count / 2)")))
    #expect(fields.last == Field("f\(count / 2 - 1)", .string("\(count - 1)")))
  }
}

@Suite struct KMLCoordinatesTests {
  func positions(_ text: String) -> (valid: [Coordinate], invalid: Int) {
    var valid: [Coordinate] = []
    var invalid = 0
    KMLCoordinates.forEachPosition(in: text, invalid: &invalid) { valid.append($0) }
    return (valid, invalid)
  }

  @Test func tuplesAreSeparatedByWhitespaceAndJoinedAcrossCommas() {
    let read = positions(" 24.9,60.1,0\n\t25.0 , 60.2 24.8,\n60.0\r\n")
    #expect(
      read.valid == [
        Coordinate(latitude: 60.1, longitude: 24.9), Coordinate(latitude: 60.2, longitude: 25.0),
        Coordinate(latitude: 60.0, longitude: 24.8),
      ])
    #expect(read.invalid == 0)
  }

  @Test func malformedAndOutOfRangeTuplesAreCounted() {
    let read = positions("24.9 x,60 1,2,3,4 200,10 24.9,60.1 ,")
    #expect(read.valid == [Coordinate(latitude: 60.1, longitude: 24.9)])
    #expect(read.invalid == 4)
  }

  @Test func aTupleOfAHundredThousandCommaJoinedPiecesIsReadInOnePass() {
    // "1 ,1 ,1 ,…": one malformed tuple, gathered without copying what came before.
    let read = positions(String(repeating: "1 ,", count: 100_000))
    #expect(read.valid.isEmpty && read.invalid == 1)
  }

  @Test func theBoxGrowsWithEveryPositionAndGivesItsCentre() {
    var box = KMLCoordinates.BoundingBox()
    #expect(box.centre == nil)
    box.include(Coordinate(latitude: 60, longitude: 24))
    #expect(box.centre == Coordinate(latitude: 60, longitude: 24))
    box.include(Coordinate(latitude: 61, longitude: 26))
    box.include(Coordinate(latitude: 60.5, longitude: 25))
    #expect(box.centre == Coordinate(latitude: 60.5, longitude: 25))
  }
}
