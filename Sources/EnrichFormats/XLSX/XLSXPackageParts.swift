/// The parts of an `.xlsx` package besides its sheets (ECMA-376, SpreadsheetML): content
/// types, relationships, the workbook with its sheets and filter ranges, the styles the
/// writer's cells use, and the document properties.
enum XLSXPackageParts {
  static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n"
  static let mainNamespace = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
  static let relationshipsNamespace = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
  private static let packageRelationships = "http://schemas.openxmlformats.org/package/2006/relationships"
  private static let officeTypes = "application/vnd.openxmlformats-officedocument"

  /// The part of sheet `index` (0-based).
  static func sheetPart(_ index: Int) -> String { "xl/worksheets/sheet\(index + 1).xml" }

  static func contentTypes(sheets: Int) -> String {
    var xml =
      declaration + "<Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\">"
      + "<Default Extension=\"rels\" ContentType=\"application/vnd.openxmlformats-package.relationships+xml\"/>"
      + "<Default Extension=\"xml\" ContentType=\"application/xml\"/>"
      + "<Override PartName=\"/docProps/app.xml\" ContentType=\"\(officeTypes).extended-properties+xml\"/>"
      + "<Override PartName=\"/docProps/core.xml\" ContentType=\"application/vnd.openxmlformats-package.core-properties+xml\"/>"
      + "<Override PartName=\"/xl/styles.xml\" ContentType=\"\(officeTypes).spreadsheetml.styles+xml\"/>"
      + "<Override PartName=\"/xl/workbook.xml\" ContentType=\"\(officeTypes).spreadsheetml.sheet.main+xml\"/>"
    for index in 0..<sheets {
      xml +=
        "<Override PartName=\"/\(sheetPart(index))\" ContentType=\"\(officeTypes).spreadsheetml.worksheet+xml\"/>"
    }
    return xml + "</Types>"
  }

  static let rootRelationships =
    declaration + "<Relationships xmlns=\"\(packageRelationships)\">"
    + "<Relationship Id=\"rId1\" Type=\"\(relationshipsNamespace)/officeDocument\" Target=\"xl/workbook.xml\"/>"
    + "<Relationship Id=\"rId2\" Type=\"\(packageRelationships)/metadata/core-properties\" Target=\"docProps/core.xml\"/>"
    + "<Relationship Id=\"rId3\" Type=\"\(relationshipsNamespace)/extended-properties\" Target=\"docProps/app.xml\"/>"
    + "</Relationships>"

  /// Sheet `i` is `rId<i+1>`; the styles follow them.
  static func workbookRelationships(sheets: Int) -> String {
    var xml = declaration + "<Relationships xmlns=\"\(packageRelationships)\">"
    for index in 0..<sheets {
      xml +=
        "<Relationship Id=\"rId\(index + 1)\" Type=\"\(relationshipsNamespace)/worksheet\" Target=\"worksheets/sheet\(index + 1).xml\"/>"
    }
    xml +=
      "<Relationship Id=\"rId\(sheets + 1)\" Type=\"\(relationshipsNamespace)/styles\" Target=\"styles.xml\"/>"
    return xml + "</Relationships>"
  }

  /// The workbook: its sheets in order, and for each filtered sheet the hidden name Excel keeps
  /// its filter range under (`filters`: sheet index → last row and column, 0-based).
  static func workbook(sheetNames: [String], filters: [(sheet: Int, lastRow: Int, lastColumn: Int)]) -> String
  {
    var xml =
      declaration + "<workbook xmlns=\"\(mainNamespace)\" xmlns:r=\"\(relationshipsNamespace)\">"
      + "<bookViews><workbookView xWindow=\"240\" yWindow=\"15\" windowWidth=\"16095\" windowHeight=\"9660\"/>"
      + "</bookViews><sheets>"
    for (index, name) in sheetNames.enumerated() {
      xml +=
        "<sheet name=\"\(XMLEscape.attribute(name))\" sheetId=\"\(index + 1)\" r:id=\"rId\(index + 1)\"/>"
    }
    xml += "</sheets>"
    if !filters.isEmpty {
      xml += "<definedNames>"
      for filter in filters {
        let sheet = "'" + sheetNames[filter.sheet].replacingOccurrences(of: "'", with: "''") + "'"
        let column = XLSXCellReference.columnName(filter.lastColumn)
        xml +=
          "<definedName name=\"_xlnm._FilterDatabase\" localSheetId=\"\(filter.sheet)\" hidden=\"1\">"
          + XMLEscape.text("\(sheet)!$A$1:$\(column)$\(filter.lastRow + 1)") + "</definedName>"
      }
      xml += "</definedNames>"
    }
    return xml + "<calcPr calcId=\"124519\" fullCalcOnLoad=\"1\"/></workbook>"
  }

  /// Cell formats 0–6 in the order of `XLSXSheetXML.Style`: plain, header (bold on a pale
  /// blue fill), date (`yyyy-mm-dd`), date and time (`yyyy-mm-dd hh:mm:ss`), and the formats
  /// of the contract's typed columns: text (`@`), integer (`0`) and real (`0.0######`: at least
  /// one decimal, so a real reads as one even when it is whole, and up to the 7 a coordinate has).
  static let styles =
    declaration + "<styleSheet xmlns=\"\(mainNamespace)\">"
    + "<numFmts count=\"3\"><numFmt numFmtId=\"164\" formatCode=\"yyyy-mm-dd\"/>"
    + "<numFmt numFmtId=\"165\" formatCode=\"yyyy-mm-dd hh:mm:ss\"/>"
    + "<numFmt numFmtId=\"166\" formatCode=\"0.0######\"/></numFmts>"
    + "<fonts count=\"2\"><font><sz val=\"11\"/><name val=\"Calibri\"/><family val=\"2\"/></font>"
    + "<font><b/><sz val=\"11\"/><name val=\"Calibri\"/><family val=\"2\"/></font></fonts>"
    + "<fills count=\"3\"><fill><patternFill patternType=\"none\"/></fill>"
    + "<fill><patternFill patternType=\"gray125\"/></fill><fill><patternFill patternType=\"solid\">"
    + "<fgColor rgb=\"FFE8EEF4\"/><bgColor indexed=\"64\"/></patternFill></fill></fills>"
    + "<borders count=\"1\"><border><left/><right/><top/><bottom/><diagonal/></border></borders>"
    + "<cellStyleXfs count=\"1\"><xf numFmtId=\"0\" fontId=\"0\" fillId=\"0\" borderId=\"0\"/></cellStyleXfs>"
    + "<cellXfs count=\"7\"><xf numFmtId=\"0\" fontId=\"0\" fillId=\"0\" borderId=\"0\" xfId=\"0\"/>"
    + "<xf numFmtId=\"0\" fontId=\"1\" fillId=\"2\" borderId=\"0\" xfId=\"0\" applyFont=\"1\" applyFill=\"1\"/>"
    + "<xf numFmtId=\"164\" fontId=\"0\" fillId=\"0\" borderId=\"0\" xfId=\"0\" applyNumberFormat=\"1\"/>"
    + "<xf numFmtId=\"165\" fontId=\"0\" fillId=\"0\" borderId=\"0\" xfId=\"0\" applyNumberFormat=\"1\"/>"
    + "<xf numFmtId=\"49\" fontId=\"0\" fillId=\"0\" borderId=\"0\" xfId=\"0\" applyNumberFormat=\"1\"/>"
    + "<xf numFmtId=\"1\" fontId=\"0\" fillId=\"0\" borderId=\"0\" xfId=\"0\" applyNumberFormat=\"1\"/>"
    + "<xf numFmtId=\"166\" fontId=\"0\" fillId=\"0\" borderId=\"0\" xfId=\"0\" applyNumberFormat=\"1\"/>"
    + "</cellXfs><cellStyles count=\"1\"><cellStyle name=\"Normal\" xfId=\"0\" builtinId=\"0\"/></cellStyles>"
    + "<dxfs count=\"0\"/><tableStyles count=\"0\"/></styleSheet>"

  /// Title and comments (File > Info in Excel) and the time the run started.
  static func coreProperties(title: String, comments: String, created: String) -> String {
    declaration
      + "<cp:coreProperties xmlns:cp=\"http://schemas.openxmlformats.org/package/2006/metadata/core-properties\""
      + " xmlns:dc=\"http://purl.org/dc/elements/1.1/\" xmlns:dcterms=\"http://purl.org/dc/terms/\""
      + " xmlns:dcmitype=\"http://purl.org/dc/dcmitype/\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\">"
      + "<dc:title>\(XMLEscape.text(title))</dc:title><dc:description>\(XMLEscape.text(comments))</dc:description>"
      + "<dcterms:created xsi:type=\"dcterms:W3CDTF\">\(XMLEscape.text(created))</dcterms:created>"
      + "<dcterms:modified xsi:type=\"dcterms:W3CDTF\">\(XMLEscape.text(created))</dcterms:modified>"
      + "</cp:coreProperties>"
  }

  static func appProperties(sheetNames: [String]) -> String {
    let types = "http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"
    var xml =
      declaration
      + "<Properties xmlns=\"http://schemas.openxmlformats.org/officeDocument/2006/extended-properties\" xmlns:vt=\"\(types)\">"
      + "<Application>enrich</Application><DocSecurity>0</DocSecurity><ScaleCrop>false</ScaleCrop>"
      + "<HeadingPairs><vt:vector size=\"2\" baseType=\"variant\"><vt:variant><vt:lpstr>Worksheets</vt:lpstr>"
      + "</vt:variant><vt:variant><vt:i4>\(sheetNames.count)</vt:i4></vt:variant></vt:vector></HeadingPairs>"
      + "<TitlesOfParts><vt:vector size=\"\(sheetNames.count)\" baseType=\"lpstr\">"
    for name in sheetNames { xml += "<vt:lpstr>\(XMLEscape.text(name))</vt:lpstr>" }
    return xml
      + "</vt:vector></TitlesOfParts><LinksUpToDate>false</LinksUpToDate><SharedDoc>false</SharedDoc>"
      + "<HyperlinksChanged>false</HyperlinksChanged></Properties>"
  }
}
