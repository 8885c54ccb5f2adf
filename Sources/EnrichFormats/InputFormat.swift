/// The input formats `enrich` reads.
package enum InputFormat: String, Sendable, CaseIterable {
  case csv, json, ndjson, geojson, kml, xlsx

  /// Chooses the format from the path's extension, then from the first bytes of the content
  /// (`head`, a few KB are plenty) when the extension says nothing (stdin, `.txt`, none) or
  /// is the ambiguous `.json`.
  ///
  /// Content rules: a zip archive is an `.xlsx` workbook; `<` starts KML; `[` a JSON array; `{` a GeoJSON FeatureCollection when
  /// `"FeatureCollection"` appears in the head, else JSON Lines; anything else is CSV.
  package static func detect(path: String, head: [UInt8]) -> InputFormat {
    switch FileExtension.of(path) {
    case "csv", "tsv", "tab", "psv": return .csv
    case "ndjson", "jsonl", "geojsonl", "geojsons": return .ndjson
    case "geojson": return .geojson
    case "kml": return .kml
    case "xlsx", "xlsm": return .xlsx
    case "json": return sniffJSON(head) ?? .json
    default: return sniff(head)
    }
  }

  private static func sniff(_ head: [UInt8]) -> InputFormat {
    if head.starts(with: zipSignature) { return .xlsx }
    guard let first = firstSignificantByte(head) else { return .csv }
    if first == UInt8(ascii: "<") { return .kml }
    return sniffJSON(head) ?? .csv
  }

  private static func sniffJSON(_ head: [UInt8]) -> InputFormat? {
    switch firstSignificantByte(head) {
    case UInt8(ascii: "["): return .json
    case UInt8(ascii: "{"):
      if contains(head, Array("\"FeatureCollection\"".utf8)) { return .geojson }
      return FormatRegistry.isEnrichDocument(head) ? .json : .ndjson
    default: return nil
    }
  }

  /// What a text that was to be CSV really is, when its first bytes say so: a web page (an
  /// error page saved under the file's name), an XML document, or JSON; nil for anything else.
  package static func otherKind(_ head: [UInt8]) -> String? {
    guard let first = firstSignificantByte(head), let start = head.firstIndex(of: first) else { return nil }
    let text = String(decoding: head[start...].prefix(512), as: UTF8.self).lowercased()
    let second = text.dropFirst().first
    switch first {
    case UInt8(ascii: "<"):
      if text.hasPrefix("<!doctype html") || text.contains("<html") { return "an HTML page" }
      // Markup (`<?xml`, `<!--`, `<kml`), not a cell that starts with `<`.
      return second.map { $0 == "?" || $0 == "!" || $0.isLetter } == true ? "an XML document" : nil
    case UInt8(ascii: "{"): return "JSON"
    case UInt8(ascii: "["): return second.map { "{[\"\n\r \t".contains($0) } == true ? "JSON" : nil
    default: return nil
    }
  }

  /// A zip archive's first bytes (an `.xlsx` workbook is one).
  static let zipSignature: [UInt8] = [0x50, 0x4B, 0x03, 0x04]
  /// An OLE compound file's (the Excel 97–2003 `.xls` format, which enrich does not read).
  static let oleSignature: [UInt8] = [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]

  /// The first byte after a UTF-8 byte-order mark and whitespace.
  static func firstSignificantByte(_ head: [UInt8]) -> UInt8? {
    var index = head.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while index < head.count {
      let byte = head[index]
      if byte != 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D { return byte }
      index += 1
    }
    return nil
  }

  private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard !needle.isEmpty, haystack.count >= needle.count else { return false }
    for start in 0...(haystack.count - needle.count)
    where haystack[start] == needle[0] && haystack[start..<start + needle.count].elementsEqual(needle) {
      return true
    }
    return false
  }
}
