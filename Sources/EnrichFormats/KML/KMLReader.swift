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
    guard let name = path.last, var builder = placemark else { return }
    let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
    let parent = path.dropLast().last
    if textIsTooLong || (dataName?.utf8.count ?? 0) > maxFieldBytes {
      noteTooLong(name, parent: parent, in: &builder)
      placemark = builder
      path.removeLast()
      text = ""
      textIsTooLong = false
      return
    }
    switch name {
    case "name", "address", "description", "phoneNumber":
      if path.count == 1 { builder.standard.append(Field(name, .string(value))) }
    case "value" where parent == "Data":
      if let dataName { builder.data.append(Field(dataName, .string(value))) }
    case "SimpleData":
      if let dataName { builder.data.append(Field(dataName, .string(value))) }
    case "coordinates":
      let positions = Self.positions(value)
      if positions.invalid > 0 {
        warnings.append(
          FormatWarning(
            line: builder.line, message: "\(positions.invalid) malformed coordinate tuple(s) ignored"))
      }
      if path.contains("Point"), builder.point == nil, let first = positions.valid.first {
        builder.point = first
      } else {
        builder.others.append(contentsOf: positions.valid)
      }
    default:
      break
    }
    placemark = builder
    path.removeLast()
    text = ""
  }

  /// Records a field whose text (or Data name) passed the limit: named in `tooLong`, kept
  /// empty when its name is usable.
  private func noteTooLong(_ name: String, parent: String?, in builder: inout PlacemarkBuilder) {
    switch name {
    case "name", "address", "description", "phoneNumber":
      guard path.count == 1 else { return }
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
    for field in builder.data {
      if let index = fields.firstIndex(where: { $0.name == field.name }) {
        fields[index].value = field.value
      } else {
        fields.append(field)
      }
    }
    let geometry = builder.point ?? Self.boundingBoxCentre(builder.others)
    if let geometry, !fields.contains(where: { $0.name == "lat" || $0.name == "lng" }) {
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

  /// Parses `lon,lat[,alt]` tuples separated by any whitespace.
  static func positions(_ text: String) -> (valid: [Coordinate], invalid: Int) {
    var valid: [Coordinate] = []
    var invalid = 0
    // Tuples are separated by whitespace; whitespace next to a comma is tolerated.
    var tuples: [String] = []
    for token in text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }) {
      if let last = tuples.last, last.hasSuffix(",") || token.hasPrefix(",") {
        tuples[tuples.count - 1] = last + token
      } else {
        tuples.append(String(token))
      }
    }
    for tuple in tuples {
      let parts = tuple.split(separator: ",", omittingEmptySubsequences: false)
      guard parts.count >= 2, parts.count <= 3, let lng = Double(parts[0]), let lat = Double(parts[1]) else {
        invalid += 1
        continue
      }
      let coordinate = Coordinate(latitude: lat, longitude: lng)
      if coordinate.isValid { valid.append(coordinate) } else { invalid += 1 }
    }
    return (valid, invalid)
  }

  static func boundingBoxCentre(_ points: [Coordinate]) -> Coordinate? {
    guard let first = points.first else { return nil }
    var (minLat, maxLat, minLng, maxLng) = (first.latitude, first.latitude, first.longitude, first.longitude)
    for point in points.dropFirst() {
      minLat = min(minLat, point.latitude)
      maxLat = max(maxLat, point.latitude)
      minLng = min(minLng, point.longitude)
      maxLng = max(maxLng, point.longitude)
    }
    return Coordinate(latitude: (minLat + maxLat) / 2, longitude: (minLng + maxLng) / 2)
  }
}

/// What has been read of the current Placemark.
private struct PlacemarkBuilder {
  var line: Int
  var standard: [Field] = []
  var data: [Field] = []
  var point: Coordinate?
  var others: [Coordinate] = []
  /// Fields longer than the limit, left out.
  var tooLong: [String] = []
}
