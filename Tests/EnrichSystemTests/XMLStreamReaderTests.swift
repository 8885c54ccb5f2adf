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
}
