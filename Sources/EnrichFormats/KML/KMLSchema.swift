import EnrichCore

/// The typed `Schema` a KML output declares for its Placemarks' `SchemaData` (KML 2.2
/// §9.8–9.9): one `SimpleField` per flat column, so GIS tools read each field's type from the
/// declaration rather than guess it from the values (which plain `Data` leaves them to do:
/// every field a string). Booleans are written `1`/`0`, the xsd:boolean form GDAL's LIBKML
/// driver parses (it reads `true` as 0).
enum KMLSchema {
  /// The Schema's id, which each Placemark's `SchemaData` names as `#enrich`.
  static let id = "enrich"

  /// The KML type of a flat column's type.
  static func type(_ type: ColumnType) -> String {
    switch type {
    case .text: return "string"
    case .integer: return "int"
    case .real: return "double"
    case .boolean: return "bool"
    }
  }

  /// The `<Schema>` element for `columns`, indented as a child of the Document.
  static func declaration(_ columns: [FlatLayout.Column]) -> String {
    var text = "  <Schema name=\"\(id)\" id=\"\(id)\">\n"
    for column in columns {
      text +=
        "    <SimpleField type=\"\(type(column.type))\" name=\"\(XMLEscape.attribute(column.name))\"/>\n"
    }
    return text + "  </Schema>\n"
  }

  /// One `<SimpleData>` inside a Placemark's `SchemaData`.
  static func simpleData(_ name: String, _ value: String) -> String {
    "        <SimpleData name=\"\(XMLEscape.attribute(name))\">\(XMLEscape.text(value))</SimpleData>\n"
  }

  /// A cell's text as its declared type reads it.
  static func text(_ cell: CellValue) -> String {
    if case .boolean(let flag) = cell { return flag ? "1" : "0" }
    return cell.text
  }
}
