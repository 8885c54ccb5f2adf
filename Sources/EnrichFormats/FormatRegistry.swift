import EnrichSystem

/// The one place that maps formats to reader and writer types.
package enum FormatRegistry {
  /// Opens a reader for `path` (`-` reads standard input). The format is `options.format`, or
  /// detected from the extension and the first bytes (see `InputFormat.detect`).
  /// - Throws: `FormatError` when the input cannot be opened or its beginning is malformed.
  package static func makeReader(path: String, options: ReaderOptions = ReaderOptions()) throws
    -> any RecordReader
  {
    let source = try ByteSource(path: path)
    let head = try source.peek(4096)
    if head.starts(with: InputFormat.oleSignature) {
      throw FormatError(
        file: source.name, line: 0,
        message: "is an Excel 97-2003 workbook (.xls), which enrich does not read; save it as .xlsx or CSV")
    }
    let format = options.format ?? InputFormat.detect(path: path, head: head)
    switch format {
    case .xlsx:
      guard !source.isStream else {
        throw FormatError(
          file: source.name, line: 0,
          message: "an .xlsx workbook is a zip archive and must be read from a file, not a pipe or stdin")
      }
      return try XLSXReader(
        path: path, sheet: options.sheet, maxFieldBytes: options.maxFieldBytes, header: options.header)
    case .csv:
      if let kind = InputFormat.otherKind(head) {
        throw FormatError(
          file: source.name, line: 1,
          message:
            "is \(kind), not a CSV table (a download that failed, or the wrong file?); no output replaced")
      }
      return try CSVReader(source: source, options: options)
    case .json:
      let layout: JSONRecordReader.Layout =
        switch InputFormat.firstSignificantByte(head) {
        case UInt8(ascii: "{"):
          InputFormat.detect(path: "", head: head) == .geojson
            ? .featureCollection : isEnrichDocument(head) ? .enrichDocument : .lines
        default: .array
        }
      return try JSONRecordReader(
        source: source, layout: layout, maxDepth: options.maxJSONDepth, maxFieldBytes: options.maxFieldBytes,
        readsBackEnrichRows: options.readsBackEnrichRows)
    case .ndjson:
      return try JSONRecordReader(
        source: source, layout: .lines, maxDepth: options.maxJSONDepth, maxFieldBytes: options.maxFieldBytes,
        readsBackEnrichRows: options.readsBackEnrichRows)
    case .geojson:
      // `{` starts a FeatureCollection, or GeoJSON text sequences (one Feature per line).
      let layout: JSONRecordReader.Layout =
        switch InputFormat.firstSignificantByte(head) {
        case UInt8(ascii: "["): .array
        default: InputFormat.detect(path: "", head: head) == .geojson ? .featureCollection : .lines
        }
      return try JSONRecordReader(
        source: source, layout: layout, maxDepth: options.maxJSONDepth, maxFieldBytes: options.maxFieldBytes,
        readsBackEnrichRows: options.readsBackEnrichRows)
    case .kml:
      try KMLPrologGuard.check(source)
      do {
        if source.isStream {
          let xml = try XMLStreamReader(
            fileDescriptor: source.fileDescriptor, prefix: source.takePending(), name: source.name)
          return KMLReader(xml: xml, source: source, maxFieldBytes: options.maxFieldBytes)
        }
        return KMLReader(xml: try XMLStreamReader(path: path), maxFieldBytes: options.maxFieldBytes)
      } catch let error as XMLStreamError {
        throw FormatError(file: source.name, line: error.line, message: error.message)
      }
    }
  }

  /// Whether the document starts like enrich's own JSON output (`{"generator": "enrich ...`),
  /// after a UTF-8 byte-order mark if any (a Windows editor adds one when it saves the file).
  static func isEnrichDocument(_ head: [UInt8]) -> Bool {
    let body = head.starts(with: [0xEF, 0xBB, 0xBF]) ? head.dropFirst(3) : head[...]
    let text = String(decoding: body.prefix(512), as: UTF8.self)
    let compact = text.filter { !$0.isWhitespace }
    return compact.hasPrefix("{\"generator\":\"enrich")
  }

  /// Opens a writer for `path` (`-` writes standard output). The format is `options.format`,
  /// else the one the extension names.
  /// - Throws: `FormatError` when no format can be chosen or the output cannot be created.
  package static func makeWriter(path: String, options: WriterOptions = WriterOptions()) throws
    -> any RecordWriter
  {
    guard let format = options.format ?? OutputFormat(path: path) else {
      let allowed = OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")
      let reason = path == "-" ? "writing to stdout" : "the extension of \(path) names no format"
      throw FormatError(
        file: path == "-" ? "<stdout>" : path, line: 0,
        message: "\(reason); choose one with --format (\(allowed))")
    }
    switch format {
    case .json: return JSONDocumentWriter(target: try OutputTarget(path: path), options: options)
    case .ndjson: return try NDJSONWriter(path: path, options: options)
    case .csv: return CSVWriter(target: try OutputTarget(path: path), options: options)
    case .geojson: return GeoJSONWriter(target: try OutputTarget(path: path), options: options)
    case .kml: return KMLWriter(target: try OutputTarget(path: path), options: options)
    case .xlsx: return XLSXWriter(target: try OutputTarget(path: path), options: options)
    case .gpkg: return GeoPackageWriter(file: try ContainerFile(path: path, suffix: "gpkg"), options: options)
    }
  }
}
