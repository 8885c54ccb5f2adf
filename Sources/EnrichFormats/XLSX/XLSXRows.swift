import EnrichCore
import EnrichSystem

/// The rows of one sheet, streamed: each `<row>` becomes its cells by column, typed — shared
/// and inline strings as strings, numbers in their shortest form, booleans, date-formatted numbers
/// as ISO 8601 text, numbers in a format whose text carries meaning (`00000`, `"FI-"00000`,
/// `@`) as the text Excel shows, error values (`#N/A`) as strings, formulas as their cached value.
final class XLSXRows {
  struct Row {
    /// The sheet's row number (1-based).
    var number: Int
    var cells: [Int: JSONValue]
    /// Columns whose value was longer than the field limit (left out).
    var tooLong: [Int]
  }

  private let xml: XMLStreamReader
  private let workbook: XLSXWorkbook
  private let part: String
  private let maxFieldBytes: Int
  private var lastRow = 0

  init(workbook: XLSXWorkbook, part: String, maxFieldBytes: Int) throws {
    self.workbook = workbook
    self.part = part
    self.maxFieldBytes = maxFieldBytes
    xml = try workbook.reader(part)
  }

  /// The next `<row>`, or nil after the last.
  func next() throws -> Row? {
    do {
      while try xml.next() {
        guard xml.kind == .element, xml.localName == "row" else { continue }
        let number = try rowNumber()
        var row = Row(number: number, cells: [:], tooLong: [])
        if !xml.isEmptyElement { try readCells(into: &row) }
        return row
      }
      return nil
    } catch let error as XMLStreamError {
      throw XLSXWorkbook.damaged(workbook.name, part: part, error)
    }
  }

  private func rowNumber() throws -> Int {
    var number = lastRow + 1
    if let text = xml.attribute("r") {
      guard let parsed = Int(text), parsed > lastRow, parsed <= XLSXCellReference.maxRows else {
        throw problem("row number '\(text)' is not after row \(lastRow) or is beyond Excel's 1,048,576 rows")
      }
      number = parsed
    }
    lastRow = number
    return number
  }

  private func readCells(into row: inout Row) throws {
    var nextColumn = 0
    while try xml.next() {
      if xml.kind == .endElement, xml.localName == "row" { return }
      guard xml.kind == .element, xml.localName == "c" else { continue }
      var column = nextColumn
      if let reference = xml.attribute("r") {
        guard let parsed = XLSXCellReference.parse(reference), parsed.row == 0 || parsed.row == row.number
        else {
          throw problem(
            "cell reference '\(reference)' in row \(row.number) is malformed or beyond column XFD")
        }
        column = parsed.column
      }
      guard column < XLSXCellReference.maxColumns else {
        throw problem("row \(row.number) has a cell beyond Excel's 16,384 columns")
      }
      nextColumn = column + 1
      let type = xml.attribute("t") ?? "n"
      let style = xml.attribute("s").flatMap(Int.init)
      guard !xml.isEmptyElement else { continue }
      let (value, inline) = try readCellContent()
      let text = type == "inlineStr" ? inline : value
      guard let text else { continue }
      if text.utf8.count > maxFieldBytes {
        row.tooLong.append(column)
        continue
      }
      if let cell = try interpret(text, type: type, style: style, at: row.number) { row.cells[column] = cell }
    }
  }

  /// The cell's `<v>` text and its inline string (`<is>`: `<t>`s outside phonetic runs).
  private func readCellContent() throws -> (value: String?, inline: String?) {
    var value: String?
    var inline: String?
    var inValue = false
    var inText = false
    var phoneticDepth = 0
    while try xml.next() {
      switch xml.kind {
      case .endElement:
        switch xml.localName {
        case "c": return (value, inline)
        case "v": inValue = false
        case "t": inText = false
        case "rPh": phoneticDepth = max(0, phoneticDepth - 1)
        default: break
        }
      case .element:
        switch xml.localName {
        case "v":
          inValue = !xml.isEmptyElement
          if inValue { value = value ?? "" }
        case "is": inline = inline ?? ""
        case "rPh": if !xml.isEmptyElement { phoneticDepth += 1 }
        case "t": inText = !xml.isEmptyElement && phoneticDepth == 0
        default: break
        }
      default:
        guard let text = xml.value else { continue }
        if inValue {
          value?.append(text)
        } else if inText {
          inline?.append(text)
        }
      }
    }
    return (value, inline)
  }

  private func interpret(_ text: String, type: String, style: Int?, at row: Int) throws -> JSONValue? {
    switch type {
    case "s":
      guard let index = Int(text.trimmed()), index >= 0, index < workbook.sharedStrings.count else {
        throw problem("row \(row) refers to shared string \(text), which the workbook does not have")
      }
      return .string(workbook.sharedStrings[index])
    case "inlineStr", "str", "e", "d": return .string(text)
    case "b": return .bool(text.trimmed() == "1" || text.trimmed().lowercased() == "true")
    default:
      let literal = text.trimmed()
      if literal.isEmpty { return nil }
      if let style, let kind = workbook.dateStyles[style], let serial = Double(literal),
        let date = XLSXDates.text(
          serial: serial, date1904: workbook.date1904, showsDate: kind.showsDate, showsTime: kind.showsTime)
      {
        return .string(date)
      }
      if let style, let format = workbook.textStyles[style], let shown = format.text(literal) {
        return .string(shown)
      }
      guard Self.isJSONNumber(literal) else { return .string(literal) }
      // Excel stores a double with up to 17 digits (`0.9350000000000001`); the shortest text
      // of the same double (`0.935`) is what Excel shows and what a reader means.
      if let value = Double(literal), value.isFinite { return .number(JSONNumberFormat.format(value)) }
      return .number(literal)
    }
  }

  /// Whether `text` is a number as JSON writes one (Excel's literals are; anything else is
  /// kept as text).
  static func isJSONNumber(_ text: String) -> Bool {
    var bytes = text.utf8[...]
    if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
    func digits() -> Int {
      let count = bytes.prefix { $0 >= 0x30 && $0 <= 0x39 }.count
      bytes = bytes.dropFirst(count)
      return count
    }
    let leadingZero = bytes.first == UInt8(ascii: "0")
    let whole = digits()
    guard whole > 0, !(leadingZero && whole > 1) else { return false }
    if bytes.first == UInt8(ascii: ".") {
      bytes = bytes.dropFirst()
      guard digits() > 0 else { return false }
    }
    if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
      bytes = bytes.dropFirst()
      if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
      guard digits() > 0 else { return false }
    }
    return bytes.isEmpty
  }

  private func problem(_ message: String) -> FormatError {
    FormatError(file: workbook.name, line: lastRow, message: "\(part): \(message)")
  }
}
