import EnrichCore
import EnrichSystem

/// The parts of an `.xlsx` workbook a reader needs before the rows: its sheets (name, part,
/// whether hidden), the shared strings, which cell styles are dates, and the date system. Each
/// part is streamed out of the zip container by libxml2, after `XLSXPartLimit` has judged its
/// size; only the shared strings stay in memory (compactly), up to `maxSharedStringBytes`.
final class XLSXWorkbook {
  /// The workbook's shared strings may hold at most this much text.
  static let maxSharedStringBytes = 256 << 20
  /// Small parts (workbook, relationships, styles) may inflate to at most this.
  static let maxSmallPartBytes: UInt64 = 64 << 20
  static let relationshipNamespaces = [
    "http://schemas.openxmlformats.org/officeDocument/2006/relationships",
    "http://purl.oclc.org/ooxml/officeDocument/relationships",
  ]

  struct Sheet: Equatable {
    var name: String
    /// The part's path inside the archive (`xl/worksheets/sheet1.xml`).
    var part: String
    var hidden: Bool
  }

  let archive: ZipArchive
  let name: String
  private(set) var sheets: [Sheet] = []
  private(set) var sharedStrings = XLSXSharedStrings()
  /// Style index (`s`) → how a date-formatted cell shows; absent: not a date.
  private(set) var dateStyles: [Int: XLSXNumberFormats.Kind] = [:]
  /// Style index (`s`) → the text format whose shown text a number keeps (`00000`, `@`).
  private(set) var textStyles: [Int: XLSXTextFormat] = [:]
  private(set) var date1904 = false

  init(path: String) throws {
    name = path
    do {
      archive = try ZipArchive(path: path)
    } catch {
      throw FormatError(file: path, line: 0, message: "cannot read the workbook: \(error.message)")
    }
    let workbookPart = try officeDocument()
    let folder = workbookPart.split(separator: "/").dropLast().joined(separator: "/")
    let relationships = try self.relationships(of: workbookPart)
    try readWorkbook(workbookPart, folder: folder, relationships: relationships)
    for relationship in relationships.values {
      if relationship.type.hasSuffix("/sharedStrings") { try readSharedStrings(relationship.target) }
      if relationship.type.hasSuffix("/styles") { try readStyles(relationship.target) }
    }
  }

  /// The sheet called `name` (exact, else ignoring case), else the first visible sheet.
  func sheet(named requested: String?) throws -> Sheet {
    guard let requested else {
      guard let first = sheets.first(where: { !$0.hidden }) ?? sheets.first else {
        throw FormatError(file: name, line: 0, message: "the workbook has no sheet")
      }
      return first
    }
    if let exact = sheets.first(where: { $0.name == requested }) { return exact }
    if let folded = sheets.first(where: { $0.name.lowercased() == requested.lowercased() }) { return folded }
    throw FormatError(
      file: name, line: 0,
      message: "no sheet named '\(requested)'; the workbook has "
        + sheets.map { "'\($0.name)'" }.joined(separator: ", "))
  }

  /// A streaming XML reader over `part`.
  func reader(_ part: String, maxBytes: UInt64 = .max) throws -> XMLStreamReader {
    guard let entry = archive.entry(named: part) else {
      throw FormatError(file: name, line: 0, message: "the workbook has no part \(part): is it damaged?")
    }
    if let problem = XLSXPartLimit.problem(
      part: part, inflated: entry.size, compressed: entry.compressedSize, maxBytes: maxBytes)
    {
      throw FormatError(file: name, line: 0, message: problem)
    }
    do {
      return try XMLStreamReader(archive: archive, entry: entry, maxBytes: maxBytes, name: "\(name): \(part)")
    } catch let error as XMLStreamError {
      throw FormatError(file: name, line: 0, message: error.message)
    }
  }

  /// Runs `body` on each element start of `part`, turning XML errors into the file's.
  func elements(_ part: String, maxBytes: UInt64, _ body: (XMLStreamReader) throws -> Void) throws {
    let xml = try reader(part, maxBytes: maxBytes)
    do {
      while try xml.next() {
        if xml.kind == .element { try body(xml) }
      }
    } catch let error as XMLStreamError {
      throw XLSXWorkbook.damaged(name, part: part, error)
    }
  }

  /// `_rels/.rels`' office document (`xl/workbook.xml` in every workbook seen so far).
  private func officeDocument() throws -> String {
    guard archive.entry(named: "_rels/.rels") != nil else {
      if archive.entry(named: "xl/workbook.xml") != nil { return "xl/workbook.xml" }
      throw FormatError(file: name, line: 0, message: "not an Excel workbook (no _rels/.rels in the archive)")
    }
    var document = "xl/workbook.xml"
    try elements("_rels/.rels", maxBytes: Self.maxSmallPartBytes) { xml in
      if xml.localName == "Relationship", xml.attribute("Type")?.hasSuffix("/officeDocument") == true,
        let target = xml.attribute("Target")
      {
        document = Self.resolve(target, in: "")
      }
    }
    return document
  }

  struct Relationship {
    var type: String
    var target: String
  }

  /// The relationships of `part` by id, targets resolved to archive paths.
  private func relationships(of part: String) throws -> [String: Relationship] {
    let components = part.split(separator: "/")
    let folder = components.dropLast().joined(separator: "/")
    let relsPart =
      (folder.isEmpty ? "" : folder + "/") + "_rels/" + (components.last.map(String.init) ?? "") + ".rels"
    guard archive.entry(named: relsPart) != nil else { return [:] }
    var result: [String: Relationship] = [:]
    try elements(relsPart, maxBytes: Self.maxSmallPartBytes) { xml in
      guard xml.localName == "Relationship", let id = xml.attribute("Id"),
        let target = xml.attribute("Target"),
        xml.attribute("TargetMode") != "External"
      else { return }
      result[id] = Relationship(type: xml.attribute("Type") ?? "", target: Self.resolve(target, in: folder))
    }
    return result
  }

  private func readWorkbook(_ part: String, folder: String, relationships: [String: Relationship]) throws {
    try elements(part, maxBytes: Self.maxSmallPartBytes) { xml in
      switch xml.localName {
      case "workbookPr":
        let value = xml.attribute("date1904")
        date1904 = value == "1" || value == "true"
      case "sheet":
        guard let sheetName = xml.attribute("name") else { return }
        let id = Self.relationshipNamespaces.lazy.compactMap { xml.attribute("id", namespace: $0) }.first
        guard let id, let target = relationships[id], target.type.hasSuffix("/worksheet") else { return }
        let state = xml.attribute("state")
        sheets.append(
          Sheet(name: sheetName, part: target.target, hidden: state == "hidden" || state == "veryHidden"))
      default: break
      }
    }
  }

  /// Every `<si>`'s text: its `<t>`, or its runs' `<t>`s joined; phonetic runs (`<rPh>`) left out.
  private func readSharedStrings(_ part: String) throws {
    guard archive.entry(named: part) != nil else { return }
    let xml = try reader(part, maxBytes: UInt64(Self.maxSharedStringBytes) * 4)
    // Built in a local (no exclusivity check per string on the class's property), kept at the end.
    var strings = XLSXSharedStrings()
    var inItem = false
    var inText = false
    var phoneticDepth = 0
    do {
      while try xml.next() {
        switch xml.kind {
        case .element:
          switch xml.localName {
          case "si":
            inItem = !xml.isEmptyElement
            if !inItem { strings.endString() }
          case "rPh": if !xml.isEmptyElement { phoneticDepth += 1 }
          case "t": inText = inItem && !xml.isEmptyElement && phoneticDepth == 0
          default: break
          }
        case .endElement:
          switch xml.localName {
          case "si":
            strings.endString()
            inItem = false
          case "rPh": phoneticDepth = max(0, phoneticDepth - 1)
          case "t": inText = false
          default: break
          }
        default:
          guard inText, let value = xml.value else { continue }
          strings.append(value)
          guard strings.byteCount <= Self.maxSharedStringBytes else {
            throw FormatError(
              file: name, line: 0,
              message: "the shared strings hold more than \(Self.maxSharedStringBytes >> 20) MiB of text")
          }
        }
      }
    } catch let error as XMLStreamError {
      throw XLSXWorkbook.damaged(name, part: part, error)
    }
    sharedStrings = strings
  }

  /// `cellXfs` in order: each style's number format, which of them are dates, and which show
  /// text that a number keeps.
  private func readStyles(_ part: String) throws {
    guard archive.entry(named: part) != nil else { return }
    var custom: [Int: String] = [:]
    var inCellFormats = false
    var index = 0
    let xml = try reader(part, maxBytes: Self.maxSmallPartBytes)
    do {
      while try xml.next() {
        if xml.kind == .endElement, xml.localName == "cellXfs" { inCellFormats = false }
        guard xml.kind == .element else { continue }
        switch xml.localName {
        case "numFmt":
          if let id = xml.attribute("numFmtId").flatMap(Int.init), let code = xml.attribute("formatCode") {
            custom[id] = code
          }
        case "cellXfs": inCellFormats = !xml.isEmptyElement
        case "xf" where inCellFormats:
          let id = xml.attribute("numFmtId").flatMap(Int.init) ?? 0
          if let kind = custom[id].map(XLSXNumberFormats.kind(of:)) ?? XLSXNumberFormats.builtIn(id) {
            dateStyles[index] = kind
          } else if let format = XLSXTextFormat(code: custom[id] ?? XLSXNumberFormats.builtInCode(id)) {
            textStyles[index] = format
          }
          index += 1
        default: break
        }
      }
    } catch let error as XMLStreamError {
      throw XLSXWorkbook.damaged(name, part: part, error)
    }
  }

  /// An XML error in a part: the workbook is damaged (or not what its zip says it is), or
  /// carries a DTD, which no Office file has and enrich refuses as the KML reader does.
  static func damaged(_ file: String, part: String, _ error: XMLStreamError) -> FormatError {
    guard error.kind != .documentType else {
      return FormatError(
        file: file, line: 0,
        message: "\(part), line \(error.line): \(error.message); an Office file never has one")
    }
    return FormatError(
      file: file, line: 0,
      message:
        "\(part), line \(error.line): \(error.message) (the workbook is damaged; open and save it again in Excel)"
    )
  }

  /// A relationship target as an archive path: absolute (`/xl/...`) or relative to `folder`,
  /// with `..` resolved.
  static func resolve(_ target: String, in folder: String) -> String {
    var parts: [Substring] = target.hasPrefix("/") ? [] : folder.split(separator: "/")
    for component in target.split(separator: "/") {
      switch component {
      case ".": continue
      case "..": if !parts.isEmpty { parts.removeLast() }
      default: parts.append(component)
      }
    }
    return parts.joined(separator: "/")
  }
}
