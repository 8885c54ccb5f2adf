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
}
