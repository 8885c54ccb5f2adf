import EnrichSystem
import Foundation
import Testing

@Suite struct XMLStreamReaderTests {
  private func temporaryFile(_ text: String) throws -> String {
    let path = NSTemporaryDirectory() + "enrich-xml-\(UUID().uuidString).xml"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func walksElementsTextAndAttributes() throws {
    let path = try temporaryFile("<a xmlns=\"urn:x\">\n<b k=\"v\">t<![CDATA[c]]></b><e/></a>")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let reader = try XMLStreamReader(path: path)
    var seen: [String] = []
    while try reader.next() {
      switch reader.kind {
      case .element:
        seen.append(
          "<\(reader.localName) \(reader.attribute("k") ?? "-") \(reader.isEmptyElement) \(reader.depth)")
        #expect(reader.namespaceURI == "urn:x")
      case .endElement: seen.append("</\(reader.localName)")
      case .text, .cdata: seen.append(reader.value ?? "")
      default: break
      }
    }
    #expect(seen == ["<a - false 0", "<b v false 1", "t", "c", "</b", "<e - true 1", "</a"])
  }

  @Test func errorsCarryTheLine() throws {
    let path = try temporaryFile("<a>\n\n<b></c>\n</a>")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let reader = try XMLStreamReader(path: path)
    do {
      while try reader.next() {}
      Issue.record("no error thrown")
    } catch let error as XMLStreamError {
      #expect(error.line == 3)
      #expect(error.description.hasPrefix(path + ":3: "))
    }
  }

  @Test func readsADescriptorAfterAPrefix() throws {
    let path = try temporaryFile("<root><child>hello</child></root>")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let handle = try #require(FileHandle(forReadingAtPath: path))
    defer { try? handle.close() }
    let prefix = try #require(try handle.read(upToCount: 8))
    let reader = try XMLStreamReader(
      fileDescriptor: handle.fileDescriptor, prefix: [UInt8](prefix), name: "<stdin>")
    var texts: [String] = []
    while try reader.next() {
      if reader.kind == .text { texts.append(reader.value ?? "") }
    }
    #expect(texts == ["hello"])
  }

  @Test func entitiesAreNeverSubstituted() throws {
    let path = try temporaryFile("<!DOCTYPE a [<!ENTITY e \"EXPANDED\">]>\n<a>&e;</a>")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let reader = try XMLStreamReader(path: path)
    var kinds: [XMLNodeKind] = []
    var text = ""
    while try reader.next() {
      kinds.append(reader.kind)
      if reader.kind == .text { text += reader.value ?? "" }
    }
    #expect(kinds.contains(.documentType))
    #expect(kinds.contains(.entityReference))
    #expect(!text.contains("EXPANDED"))
  }

  // MARK: Zip entries (.xlsx parts)

  /// Writes `entries` to a fresh archive and opens entry `name` in it.
  private func zipEntry(
    _ name: String, of entries: [(name: String, bytes: [UInt8])], maxBytes: UInt64 = .max
  ) throws -> XMLStreamReader {
    let path = NSTemporaryDirectory() + "enrich-zip-\(UUID().uuidString).zip"
    try ZipFixture.write(entries, to: path)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let archive = try ZipArchive(path: path)
    let entry = try #require(archive.entry(named: name))
    return try XMLStreamReader(archive: archive, entry: entry, maxBytes: maxBytes, name: "book.xlsx: \(name)")
  }

  /// Reads to the end; the error that stopped the reader, if any.
  private func readToEnd(_ reader: XMLStreamReader) -> (texts: [String], error: XMLStreamError?) {
    var texts: [String] = []
    do {
      while try reader.next() {
        if reader.kind == .text || reader.kind == .cdata { texts.append(reader.value ?? "") }
      }
      return (texts, nil)
    } catch {
      return (texts, error as? XMLStreamError)
    }
  }

  @Test func aZipEntryStreamsWithItsPrologCommentsAndLookalikeMarkup() throws {
    let xml =
      "<?xml version=\"1.0\"?>\n<!-- <DOCTYPE> -->\n<?pi <!DOCTYPE?>\n<a><![CDATA[<!DOCTYPE a>]]>&lt;!DOCTYPE</a>"
    let read = readToEnd(try zipEntry("a.xml", of: [("a.xml", Array(xml.utf8))]))
    #expect(read.error == nil)
    #expect(read.texts == ["<!DOCTYPE a>", "<!DOCTYPE"])
  }

  static let doctypes: [(String, [UInt8], Int)] = [
    (
      "internal subset", Array("<?xml version=\"1.0\"?>\n<!DOCTYPE a [<!ENTITY e \"x\">]>\n<a>&e;</a>".utf8),
      2
    ),
    (
      "after a comment longer than libxml2's first read",
      Array(
        ("<?xml version=\"1.0\"?>\n<!--" + String(repeating: "c", count: 100_000) + "-->\n<!DOCTYPE a>\n<a/>")
          .utf8), 3
    ),
    ("external", Array("<!DOCTYPE a SYSTEM \"http://127.0.0.1:9/a.dtd\"><a/>".utf8), 1),
    (
      "UTF-16 with a byte-order mark",
      [0xFF, 0xFE]
        + "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<!DOCTYPE a>\n<a/>".utf16.flatMap {
          [UInt8($0 & 0xFF), UInt8($0 >> 8)]
        }, 2
    ),
  ]

  @Test(arguments: doctypes)
  func aZipEntryWithADoctypeIsRefusedBeforeLibxml2ReadsIt(_ label: String, _ bytes: [UInt8], _ line: Int)
    throws
  {
    let read = readToEnd(try zipEntry("xl/sharedStrings.xml", of: [("xl/sharedStrings.xml", bytes)]))
    let error = try #require(read.error, "\(label)")
    #expect(error.kind == .documentType, "\(label)")
    #expect(error.line == line, "\(label)")
    #expect(
      error.description.hasPrefix(
        "book.xlsx: xl/sharedStrings.xml:\(line): refusing a <!DOCTYPE> declaration"))
    #expect(read.texts.isEmpty)
  }

  /// IBM037 (EBCDIC) for the characters of the document below, as iconv encodes them.
  static let ebcdic: [Character: UInt8] = [
    "\n": 0x25, " ": 0x40, "!": 0x5A, "\"": 0x7F, "&": 0x50, ".": 0x4B, "/": 0x61, "0": 0xF0, "1": 0xF1,
    "3": 0xF3, "7": 0xF7, ";": 0x5E, "<": 0x4C, "=": 0x7E, ">": 0x6E, "?": 0x6F, "B": 0xC2, "C": 0xC3,
    "D": 0xC4, "E": 0xC5, "I": 0xC9, "M": 0xD4, "N": 0xD5, "O": 0xD6, "P": 0xD7, "T": 0xE3, "Y": 0xE8,
    "[": 0xBA, "]": 0xBB, "a": 0x81, "c": 0x83, "d": 0x84, "e": 0x85, "g": 0x87, "i": 0x89, "l": 0x93,
    "m": 0x94, "n": 0x95, "o": 0x96, "r": 0x99, "s": 0xA2, "v": 0xA5, "x": 0xA7,
  ]

  @Test func aDoctypeInAnEncodingThePrologScanCannotSeeIsRefusedAtItsNode() throws {
    // libxml2 decodes EBCDIC through iconv; the byte scan sees no `<!DOCTYPE` in it, so the
    // refusal comes from the document type node itself, before the entity is met.
    let text = "<?xml version=\"1.0\" encoding=\"IBM037\"?>\n<!DOCTYPE a [<!ENTITY e \"x\">]>\n<a>&e;</a>"
    let encoded = try text.map { try #require(Self.ebcdic[$0]) }
    let read = readToEnd(try zipEntry("a.xml", of: [("a.xml", encoded)]))
    let error = try #require(read.error)
    #expect(error.kind == .documentType, "\(error)")
    #expect(error.message.hasPrefix("refusing a <!DOCTYPE> declaration"))
    #expect(read.texts.isEmpty)
  }

  @Test func aZipEntryPastItsLimitStopsWithAnArchiveError() throws {
    let xml = "<a>" + String(repeating: "<b>text</b>", count: 10_000) + "</a>"
    let read = readToEnd(try zipEntry("a.xml", of: [("a.xml", Array(xml.utf8))], maxBytes: 4096))
    #expect(read.error?.kind == .archive)
    #expect(read.error?.message == "the entry inflates to more bytes than the archive declares")
  }
}
