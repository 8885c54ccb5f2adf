import EnrichCore
import EnrichSystem
import Foundation

/// Reads the Placemarks of a KML 2.2 document, in any Document/Folder nesting, through
/// libxml2's streaming reader: memory holds one Placemark, never the document.
///
/// Fields, in this order: `name`, `address`, `description` (CDATA is text), `phoneNumber`,
/// then every `ExtendedData` `Data/value` and `SchemaData/SimpleData` by its `name` attribute
/// (an ExtendedData field replaces a standard element of the same name), then `lat`/`lng`
/// when the Placemark has a position and no such fields. A `Point` gives the position;
/// other geometries (LineString, Polygon, MultiGeometry, ...) give the centre of the bounding
/// box of all their coordinates. Elements of other namespaces (`gx:`, `atom:`, `xal:`) are
/// skipped with their content. Documents with a DOCTYPE are refused: KML never needs one, and
/// DTDs are how entity-expansion and external-entity attacks arrive.
package final class KMLReader: RecordReader {
  package let sourceName: String
  package private(set) var columns: [String] = []
  package private(set) var warnings: [FormatWarning] = []

  private let xml: XMLStreamReader
  /// The stream `xml` reads from, kept open as long as the reader lives.
  private let source: ByteSource?
  private var knownColumns: Set<String> = []
  private var rowNumber = 0
  private var placemark: PlacemarkBuilder?
  private var path: [String] = []
  private var text = ""
  /// Whether the current element's text passed `maxFieldBytes` (the rest was not kept).
  private var textIsTooLong = false
  private let maxFieldBytes: Int
  private var dataName: String?
  private var ignoredDepth: Int?
  private var descriptionNesting = 0

  private var lookahead = RecordLookahead(count: 0) { nil }
  private var finished = false

  /// Reads `xml`; the first `lookahead` Placemarks are read at once so `columns` is known.
  /// A field longer than `maxFieldBytes` makes its row invalid (`FieldLimit`). `source` is the
  /// stream `xml` reads, kept open as long as the reader lives.
  init(
    xml: XMLStreamReader, source: ByteSource? = nil, maxFieldBytes: Int = FieldLimit.defaultBytes,
    lookahead: Int = RecordLookahead.defaultCount
  ) {
    self.source = source
    self.xml = xml
    self.maxFieldBytes = maxFieldBytes
    sourceName = xml.sourceName
    self.lookahead = RecordLookahead(count: lookahead, read: readPlacemark)
  }

  package var preview: [InputRecord] { Array(lookahead.rows) }

  package func checkAhead() throws { try lookahead.checkAhead() }

  package func next() throws -> InputRecord? {
    do {
      if let record = try lookahead.next() { return record }
    } catch {
      finished = true
      throw error
    }
    return try readPlacemark()
  }

  private func readPlacemark() throws -> InputRecord? {
    guard !finished else { return nil }
    do {
      while try xml.next() {
        if let record = try handleNode() { return record }
      }
      finished = true
      return nil
    } catch let error as XMLStreamError {
      finished = true
      throw FormatError(file: sourceName, line: error.line, message: "invalid XML: \(error.message)")
    } catch {
      finished = true
      throw error
    }
  }

  private func handleNode() throws -> InputRecord? {
    switch xml.kind {
    case .documentType:
      throw FormatError(
        file: sourceName, line: xml.line,
        message: "refusing a KML file with a <!DOCTYPE> declaration (DTDs and entities can read local "
          + "files or expand without bound); remove the DOCTYPE")
    case .entityReference:
      throw FormatError(file: sourceName, line: xml.line, message: "refusing an entity reference in KML")
    case .element:
      return handleStart()
    case .endElement:
      return handleEnd(name: xml.localName, depth: xml.depth)
    case .text, .cdata, .whitespace:
      if placemark != nil && ignoredDepth == nil { appendText(xml.value ?? "") }
    case .other:
      break
    }
    return nil
  }

  private func handleStart() -> InputRecord? {
    guard ignoredDepth == nil else { return nil }
    let name = xml.localName
    let depth = xml.depth
    let isEmpty = xml.isEmptyElement
    // Unescaped markup inside a description (`<b>`) contributes its text to the description.
    if placemark != nil && path.last == "description" {
      if !isEmpty { descriptionNesting += 1 }
      return nil
    }
    if !Self.isKMLNamespace(xml.namespaceURI) {
      if !isEmpty { ignoredDepth = depth }
      return nil
    }
    if name == "Placemark" {
      placemark = PlacemarkBuilder(line: xml.line)
      path = []
      return isEmpty ? finishPlacemark() : nil
    }
    guard placemark != nil else { return nil }
    if name == "Data" || name == "SimpleData" { dataName = xml.attribute("name") }
    path.append(name)
    text = ""
    textIsTooLong = false
    if isEmpty { finishElement() }
    return nil
  }

  /// Gathers an element's text up to `maxFieldBytes`; beyond, only that it was too long.
  private func appendText(_ piece: String) {
    if textIsTooLong { return }
    if text.utf8.count + piece.utf8.count > maxFieldBytes {
      textIsTooLong = true
      text = ""
    } else {
      text += piece
    }
  }

  private func handleEnd(name: String, depth: Int) -> InputRecord? {
    if let ignored = ignoredDepth {
      if ignored == depth { ignoredDepth = nil }
      return nil
    }
    guard placemark != nil else { return nil }
    if descriptionNesting > 0 {
      descriptionNesting -= 1
      return nil
    }
    if name == "Placemark" && path.isEmpty {
      return finishPlacemark()
    }
    finishElement()
    return nil
  }

  /// Records the element at the end of `path` with the text gathered since it started.
  private func finishElement() {
    guard var builder = placemark, let name = path.popLast() else { return }
    // Taken out while it grows: its arrays are never shared, so appending to them never copies
    // them (a Placemark with N Points or N Data entries costs N, not N²).
    placemark = nil
    defer {
      placemark = builder
      text = ""
      textIsTooLong = false
    }
    let parent = path.last
    if textIsTooLong || (dataName?.utf8.count ?? 0) > maxFieldBytes {
      noteTooLong(name, parent: parent, in: &builder)
      return
    }
    let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
    switch name {
    case "name", "address", "description", "phoneNumber":
      if path.isEmpty { builder.standard.append(Field(name, .string(value))) }
    case "value" where parent == "Data":
      if let dataName { builder.data.append(Field(dataName, .string(value))) }
    case "SimpleData":
      if let dataName { builder.data.append(Field(dataName, .string(value))) }
    case "coordinates":
      var invalid = 0
      let inPoint = path.contains("Point")
      KMLCoordinates.forEachPosition(in: value, invalid: &invalid) { position in
        if inPoint, builder.point == nil {
          builder.point = position
        } else {
          builder.others.include(position)
        }
      }
      if invalid > 0 {
        warnings.append(
          FormatWarning(line: builder.line, message: "\(invalid) malformed coordinate tuple(s) ignored"))
      }
    default:
      break
    }
  }

  /// Records a field whose text (or Data name) passed the limit: named in `tooLong`, kept
  /// empty when its name is usable. `path` no longer holds `name`.
  private func noteTooLong(_ name: String, parent: String?, in builder: inout PlacemarkBuilder) {
    switch name {
    case "name", "address", "description", "phoneNumber":
      guard path.isEmpty else { return }
      builder.tooLong.append(name)
      builder.standard.append(Field(name, .string("")))
    case "value", "SimpleData":
      guard name == "SimpleData" || parent == "Data", let dataName else { return }
      if dataName.utf8.count > maxFieldBytes {
        builder.tooLong.append(FieldLimit.shortened(dataName))
      } else {
        builder.tooLong.append(dataName)
        builder.data.append(Field(dataName, .string("")))
      }
    case "coordinates":
      builder.tooLong.append("coordinates")
    default:
      break
    }
  }

  private func finishPlacemark() -> InputRecord? {
    guard let builder = placemark else { return nil }
    placemark = nil
    rowNumber += 1
    var fields = builder.standard
    // Each name's first position, so an ExtendedData field replaces a standard one in one step.
    var positions: [String: Int] = [:]
    for (index, field) in fields.enumerated() where positions[field.name] == nil {
      positions[field.name] = index
    }
    for field in builder.data {
      if let index = positions[field.name] {
        fields[index].value = field.value
      } else {
        positions[field.name] = fields.count
        fields.append(field)
      }
    }
    let geometry = builder.point ?? builder.others.centre
    if let geometry, positions["lat"] == nil, positions["lng"] == nil {
      fields.append(Field("lat", .number(geometry.latitude)))
      fields.append(Field("lng", .number(geometry.longitude)))
    }
    for field in fields where knownColumns.insert(field.name).inserted {
      columns.append(field.name)
    }
    var problem: String?
    if !builder.tooLong.isEmpty {
      problem = FieldLimit.problem(
        fields: builder.tooLong, file: sourceName, line: builder.line, limit: maxFieldBytes)
      warnings.append(FormatWarning(line: builder.line, message: "row \(rowNumber): \(problem ?? "")"))
    }
    return InputRecord(
      row: rowNumber, line: builder.line, fields: fields, geometry: geometry, problem: problem)
  }

  // MARK: Helpers

  private static func isKMLNamespace(_ uri: String?) -> Bool {
    guard let uri, !uri.isEmpty else { return true }
    return uri.hasPrefix("http://www.opengis.net/kml/") || uri.hasPrefix("http://earth.google.com/kml/")
  }
}

/// What has been read of the current Placemark.
private struct PlacemarkBuilder {
  var line: Int
  var standard: [Field] = []
  var data: [Field] = []
  var point: Coordinate?
  /// Every coordinate but the first Point's, as the box they span.
  var others = KMLCoordinates.BoundingBox()
  /// Fields longer than the limit, left out.
  var tooLong: [String] = []
}
