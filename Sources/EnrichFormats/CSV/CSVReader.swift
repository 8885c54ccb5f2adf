import EnrichCore

/// Reads CSV (RFC 4180) as a stream of records keyed by the header row.
///
/// Quoted fields may hold delimiters, doubled quotes and line breaks; lines may end in CRLF,
/// LF or a lone CR; blank lines are skipped. A row with more or fewer fields than the header
/// still yields a record, with `problem` set and a warning. Every value is a `.string`.
package final class CSVReader: RecordReader {
  package let sourceName: String
  package private(set) var columns: [String] = []
  package private(set) var warnings: [FormatWarning] = []
  /// The delimiter in use (forced or sniffed).
  package let delimiter: UInt8

  private static let quote = UInt8(ascii: "\"")
  private static let lineFeed: UInt8 = 0x0A
  private static let carriageReturn: UInt8 = 0x0D

  private let source: ByteSource
  private var transcoder: TextTranscoder
  private var buffer: [UInt8] = []
  private var position = 0
  private var exhausted = false
  private var line = 1
  private var rowNumber = 0
  private let maxFieldBytes: Int
  /// Rows read ahead to find the table, not yet delivered.
  private var lookahead = RecordLookahead(records: [])
  package private(set) var table: TableLayout?

  /// Rows read ahead to find the table and recognise its columns by their values.
  static let lookahead = 32

  init(source: ByteSource, options: ReaderOptions) throws {
    self.source = source
    sourceName = source.name
    transcoder = TextTranscoder(encoding: options.encoding)
    maxFieldBytes = options.maxFieldBytes
    // The first lines are enough to sniff the delimiter from a stream, once past a title and
    // notes that hold no delimiter at all.
    var lines = 2
    var head = try source.peek(ByteSource.chunkSize, lines: lines)
    while source.isStream, options.delimiter == nil, lines < TableFinder.headerWindow,
      DelimiterSniffer.lineCounts(head, maxLines: lines).allSatisfy({ $0.allSatisfy { $0 == 0 } })
    {
      lines += 1
      let more = try source.peek(ByteSource.chunkSize, lines: lines)
      if more.count == head.count { break }
      head = more
    }
    buffer = try Self.transcode(head, with: &transcoder, sourceName: source.name)
    _ = source.takePending()
    if head.isEmpty { exhausted = true }
    delimiter = options.delimiter ?? DelimiterSniffer.sniff(buffer)
    try findTable(options.header)
  }

  /// Reads the first rows, finds the header among them (or none), names the columns and
  /// queues the data rows read ahead. From a stream, only rows already there are read ahead
  /// beyond the first two (and any title above them): a filter fed row by row must answer
  /// before the next arrives.
  private func findTable(_ choice: HeaderChoice) throws {
    var rows: [RawRecord] = []
    var leftOut: [RawRecord] = []
    if case .line(let line) = choice {
      while let raw = try readRawRecord() {
        if raw.line >= line {
          rows.append(raw)
          break
        }
        if leftOut.count < 3 { leftOut.append(raw) }
      }
      guard rows.first?.line == line else {
        throw FormatError(
          file: sourceName, line: line,
          message:
            "no row starts on line \(line) (--header-row): it is blank, inside a quoted field or past the end"
        )
      }
    }
    // From a stream, waited for: past a title and notes (rows of one cell) to the first row of
    // several cells and the row after it (the header and the first row, or the first two
    // rows); then only rows already there.
    func mustWait() -> Bool {
      guard let wide = rows.firstIndex(where: { $0.fields.filter { !$0.isEmpty }.count >= 2 }) else {
        return rows.count < TableFinder.headerWindow
      }
      return rows.count < wide + 2
    }
    while rows.count < Self.lookahead, mustWait() || isReady, let raw = try readRawRecord() {
      rows.append(raw)
    }
    let choice = TableFinder.choose(
      rows.map { TableFinder.Row(line: $0.line, cells: $0.fields) }, header: choice)
    var layout = TableLayout(headerLine: nil, skipped: [], given: choice.given, width: 0)
    layout.skipped = (leftOut + choice.skipped.map { rows[$0] }).map {
      TableLayout.SkippedRow(line: $0.line, text: $0.fields.first { !$0.isEmpty } ?? "")
    }
    if let index = choice.header {
      let header = rows[index]
      if let column = header.tooLong.first {
        throw FormatError(
          file: sourceName, line: header.line,
          message: "the header name of column \(column + 1) is longer than "
            + "\(FieldLimit.describe(maxFieldBytes)); the line is not a CSV header")
      }
      let (names, changes) = HeaderNames.unique(header.fields)
      columns = names
      warnings.append(contentsOf: changes.map { FormatWarning(line: header.line, message: $0) })
      layout.headerLine = header.line
    } else if !rows.isEmpty {
      let width = rows.map(\.fields.count).max() ?? 0
      columns = (1...max(1, width)).map { "column_\($0)" }
      layout.firstRow = rows[choice.firstData].fields
      layout.firstRowLine = rows[choice.firstData].line
    }
    layout.width = columns.count
    table = rows.isEmpty && leftOut.isEmpty ? nil : layout
    lookahead = RecordLookahead(records: rows[min(choice.firstData, rows.count)...].map(record))
  }

  package var isReady: Bool {
    lookahead.hasRows
      || buffer[position...].contains { $0 != Self.lineFeed && $0 != Self.carriageReturn } || source.isReady
  }

  package var preview: [InputRecord] { Array(lookahead.rows) }

  package func next() throws -> InputRecord? {
    if let record = try lookahead.next() { return record }
    guard let raw = try readRawRecord() else { return nil }
    return record(raw)
  }

  private func record(_ raw: RawRecord) -> InputRecord {
    rowNumber += 1
    var fields: [Field] = []
    fields.reserveCapacity(raw.fields.count)
    for (index, value) in raw.fields.enumerated() {
      let name = index < columns.count ? columns[index] : "column_\(index + 1)"
      fields.append(Field(name, .string(value)))
    }
    var problems: [String] = []
    if raw.fields.count != columns.count {
      problems.append(
        "expected \(Counted.of(columns.count, "field")) as in the header, found \(raw.fields.count)")
    }
    if !raw.tooLong.isEmpty {
      problems.append(
        FieldLimit.problem(
          fields: raw.tooLong.map { fields[$0].name }, file: sourceName, line: raw.line, limit: maxFieldBytes)
      )
    }
    let problem = problems.isEmpty ? nil : problems.joined(separator: "; ")
    if let problem { warnings.append(FormatWarning(line: raw.line, message: "row \(rowNumber): \(problem)")) }
    return InputRecord(row: rowNumber, line: raw.line, fields: fields, problem: problem)
  }

  typealias RawRecord = (fields: [String], line: Int, tooLong: [Int])

  // MARK: Tokenizing

  /// The next non-blank record's fields and starting line, or nil at the end of the input.
  /// A field longer than `maxFieldBytes` is read to its end but kept empty, its index in
  /// `tooLong`: a stray quote must not gather the rest of a large file into memory.
  private func readRawRecord() throws -> RawRecord? {
    var fields: [String] = []
    var field: [UInt8] = []
    var tooLong: [Int] = []
    var fieldIsTooLong = false
    func endField() {
      if fieldIsTooLong {
        tooLong.append(fields.count)
        fields.append("")
        fieldIsTooLong = false
      } else {
        fields.append(String(decoding: field, as: UTF8.self))
      }
      field.removeAll(keepingCapacity: true)
    }
    func append(_ byte: UInt8) {
      if field.count < maxFieldBytes { field.append(byte) } else { fieldIsTooLong = true }
    }
    var quoted = false
    var inQuotes = false
    var startLine = line
    while true {
      guard let byte = try nextByte() else {
        if inQuotes {
          throw FormatError(
            file: sourceName, line: startLine,
            message: "a quoted field starting on this line is never closed; check for a missing \"")
        }
        if fields.isEmpty && field.isEmpty && !quoted && !fieldIsTooLong { return nil }
        endField()
        return (fields, startLine, tooLong)
      }
      if inQuotes {
        if byte == Self.quote {
          if try peekByte() == Self.quote {
            position += 1
            append(Self.quote)
          } else {
            inQuotes = false
          }
        } else {
          if byte == Self.lineFeed {
            line += 1
          } else if byte == Self.carriageReturn, try peekByte() != Self.lineFeed {
            line += 1
          }
          append(byte)
        }
        continue
      }
      switch byte {
      case delimiter:
        endField()
        quoted = false
      case Self.quote where field.isEmpty && !quoted:
        inQuotes = true
        quoted = true
      case Self.carriageReturn, Self.lineFeed:
        if byte == Self.carriageReturn, try peekByte() == Self.lineFeed { position += 1 }
        line += 1
        if fields.isEmpty && field.isEmpty && !quoted && !fieldIsTooLong {
          startLine = line
          continue
        }
        endField()
        return (fields, startLine, tooLong)
      default:
        // A quote inside an unquoted field (or after a closing quote) is kept as text.
        append(byte)
      }
    }
  }

  private func nextByte() throws -> UInt8? {
    if position == buffer.count {
      guard try refill() else { return nil }
    }
    let byte = buffer[position]
    position += 1
    return byte
  }

  private func peekByte() throws -> UInt8? {
    if position == buffer.count {
      guard try refill() else { return nil }
    }
    return buffer[position]
  }

  private func refill() throws -> Bool {
    while !exhausted {
      let chunk = try source.read()
      if chunk.isEmpty {
        exhausted = true
        do {
          try transcoder.finish()
        } catch {
          throw Self.encodingError(error, sourceName: sourceName)
        }
        return false
      }
      buffer = try Self.transcode(chunk, with: &transcoder, sourceName: sourceName)
      position = 0
      if !buffer.isEmpty { return true }
    }
    return false
  }

  private static func transcode(_ chunk: [UInt8], with transcoder: inout TextTranscoder, sourceName: String)
    throws -> [UInt8]
  {
    do {
      return try transcoder.transcode(chunk)
    } catch {
      throw encodingError(error, sourceName: sourceName)
    }
  }

  private static func encodingError(_ error: TextTranscoder.InvalidInput, sourceName: String) -> FormatError {
    FormatError(
      file: sourceName, line: error.line,
      message:
        "\(error.message) at byte offset \(error.offset); the file is not UTF-8: "
        + "if it is Latin-1 or Windows-1252, rerun with --encoding latin1 or --encoding windows-1252")
  }
}
