import EnrichCore

/// Reads rows from JSON: a top-level array of objects, JSON Lines (one value per line, blank
/// lines allowed), or a GeoJSON FeatureCollection whose features are streamed one at a time.
/// Feature objects are recognised in arrays and lines too. enrich's own output rows are read
/// as their `input` fields (`EnrichRowReadback`).
///
/// An element that is not an object becomes a row with `problem` set and its value in a field
/// named `value`. The first rows are read ahead (up to `lookahead` rows) so `columns` already
/// holds their keys when the caller writes a header.
package final class JSONRecordReader: RecordReader {
  /// How the top level is laid out.
  package enum Layout: Sendable, Equatable {
    /// `enrichDocument`: enrich's own JSON output, whose `rows` are read as records.
    case array, lines, featureCollection, enrichDocument
  }

  package let sourceName: String
  package private(set) var columns: [String] = []
  package private(set) var warnings: [FormatWarning] = []
  package let layout: Layout
  /// An enrich document's members around its rows (`generator` … `attributions` once the
  /// first row is read, `summary` once the last is), for `enrich merge`.
  package private(set) var documentMembers: [JSONMember] = []

  private enum State: Equatable {
    case start, elements(first: Bool), afterFeatures, done
  }

  private let parser: JSONParser
  private let source: ByteSource
  private let maxFieldBytes: Int
  private let readsBackEnrichRows: Bool
  private var state = State.start
  private var knownColumns: Set<String> = []
  private var rowNumber = 0
  private var lookahead = RecordLookahead(count: 0) { nil }

  init(
    source: ByteSource, layout: Layout, maxDepth: Int, maxFieldBytes: Int = FieldLimit.defaultBytes,
    lookahead: Int = RecordLookahead.defaultCount, readsBackEnrichRows: Bool = true
  ) throws {
    self.layout = layout
    self.readsBackEnrichRows = readsBackEnrichRows
    self.maxFieldBytes = maxFieldBytes
    sourceName = source.name
    parser = try JSONParser(maxDepth: maxDepth, read: source.read)
    self.source = source
    self.lookahead = RecordLookahead(
      count: lookahead, ready: { [parser] in parser.hasBufferedContent || source.isReady }, read: readRecord)
  }

  package var isReady: Bool { lookahead.hasRows || parser.hasBufferedContent || source.isReady }

  package var preview: [InputRecord] { Array(lookahead.rows) }

  package func checkAhead() throws { try lookahead.checkAhead() }

  package func next() throws -> InputRecord? {
    do {
      if let record = try lookahead.next() { return record }
    } catch {
      state = .done
      throw error
    }
    return try readRecord()
  }

  // MARK: Top level

  /// The next row; the parser's syntax errors named as this file's.
  private func readRecord() throws -> InputRecord? {
    do {
      return try parseRecord()
    } catch let error as JSONSyntaxError {
      throw FormatError(error, file: sourceName)
    }
  }

  private func parseRecord() throws -> InputRecord? {
    while true {
      switch state {
      case .done:
        return nil
      case .start:
        try begin()
      case .elements(let first):
        guard let byte = try parser.peekSignificant() else {
          if layout == .lines {
            state = .done
            return nil
          }
          throw parser.error("unexpected end of input; the array is never closed with ]")
        }
        if layout == .lines {
          let line = parser.line
          let row = try parser.parseRow(fieldLimit: maxFieldBytes)
          // enrich's own NDJSON output ends with its summary record, which is not a row.
          if Self.isEnrichTrailer(row.value), try parser.peekSignificant() == nil {
            state = .done
            return nil
          }
          return record(from: row, line: line)
        }
        if byte == UInt8(ascii: "]") {
          parser.advance()
          state = layout == .featureCollection || layout == .enrichDocument ? .afterFeatures : .done
          if layout == .array { try expectEnd() }
          continue
        }
        if !first { try parser.expect(UInt8(ascii: ","), "',' or ']' between array elements") }
        state = .elements(first: false)
        _ = try parser.peekSignificant()
        let line = parser.line
        return record(from: try parser.parseRow(fieldLimit: maxFieldBytes), line: line)
      case .afterFeatures:
        try skipMembers(first: false)
        try expectEnd()
        state = .done
      }
    }
  }

  private func begin() throws {
    switch layout {
    case .lines:
      state = .elements(first: true)
    case .array:
      try parser.expect(UInt8(ascii: "["), "'[' opening an array of objects")
      state = .elements(first: true)
    case .featureCollection:
      try parser.expect(UInt8(ascii: "{"), "'{' opening a GeoJSON FeatureCollection")
      if try skipMembers(first: true) {
        try parser.expect(UInt8(ascii: "["), "'[' opening the features array")
        state = .elements(first: true)
      } else {
        throw parser.error("the GeoJSON object has no \"features\" array")
      }
    case .enrichDocument:
      try parser.expect(UInt8(ascii: "{"), "'{' opening an enrich output document")
      if try skipMembers(first: true) {
        try parser.expect(UInt8(ascii: "["), "'[' opening the rows array")
        state = .elements(first: true)
      } else {
        throw parser.error("the JSON object has no \"rows\" array")
      }
    }
  }

  /// Skips members of the FeatureCollection object until `"features":` (returns true, the
  /// array not yet consumed) or the closing `}` (returns false).
  @discardableResult
  private func skipMembers(first: Bool) throws -> Bool {
    var isFirst = first
    while true {
      if try parser.peekSignificant() == UInt8(ascii: "}") {
        parser.advance()
        return false
      }
      if !isFirst { try parser.expect(UInt8(ascii: ","), "',' or '}' between members") }
      isFirst = false
      let key = try parser.parseKey()
      if key == (layout == .enrichDocument ? "rows" : "features") && state == .start { return true }
      let value = try parser.parseValue()
      if layout == .enrichDocument { documentMembers.append(JSONMember(key, value)) }
    }
  }

  private func expectEnd() throws {
    if let byte = try parser.peekSignificant() {
      throw parser.error("unexpected \(JSONParser.describe(byte)) after the end of the document")
    }
  }

  // MARK: Rows

  /// The row for a parsed value that started on `line`.
  private func record(from row: (value: JSONValue, tooLong: [String]), line: Int) -> InputRecord {
    let value = row.value
    rowNumber += 1
    var record = InputRecord(row: rowNumber, line: line, fields: [])
    switch value {
    case .object(let members) where GeoJSONFeature.isFeature(members):
      if case .object(let properties)? = JSONValue.object(members)["properties"],
        readsBackEnrichRows, let input = EnrichRowReadback.inputFields(properties)
      {
        // The feature's point is the answer's location, not the row's: left out.
        record.fields = input
        break
      }
      let converted = GeoJSONFeature.convert(members)
      record.fields = converted.fields
      record.geometry = converted.geometry
      if let warning = converted.warning {
        warnings.append(FormatWarning(line: line, message: "row \(rowNumber): \(warning)"))
      }
    case .object(let members):
      record.fields =
        (readsBackEnrichRows ? EnrichRowReadback.inputFields(members) : nil)
        ?? members.map { Field($0.key, $0.value) }
    default:
      record.fields = [Field("value", value)]
      record.problem = "row is \(Self.kind(of: value)), not an object"
      warnings.append(FormatWarning(line: line, message: "row \(rowNumber): \(record.problem ?? "")"))
    }
    if !row.tooLong.isEmpty {
      let problem = FieldLimit.problem(
        fields: row.tooLong, file: sourceName, line: line, limit: maxFieldBytes)
      record.problem = [record.problem, problem].compactMap { $0 }.joined(separator: "; ")
      warnings.append(FormatWarning(line: line, message: "row \(rowNumber): \(problem)"))
    }
    for field in record.fields where knownColumns.insert(field.name).inserted {
      columns.append(field.name)
    }
    return record
  }

  /// Whether `value` is the last line of enrich's NDJSON output: `summary` and an enrich
  /// `generator`, and no `row` (which every row line has).
  static func isEnrichTrailer(_ value: JSONValue) -> Bool {
    guard case .object(let members) = value else { return false }
    let keys = Set(members.map(\.key))
    guard keys.contains("summary"), !keys.contains("row") else { return false }
    return value["generator"]?.stringValue?.hasPrefix("enrich") == true
  }

  private static func kind(of value: JSONValue) -> String {
    switch value {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}
