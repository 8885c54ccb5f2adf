import EnrichCore
import Foundation
import Testing

@testable import EnrichFormats

@Suite struct CSVReaderTests {
  @Test func quotedFieldsHoldDelimitersQuotesAndNewlines() throws {
    let scratch = try Scratch()
    let path = try scratch.write(
      "a.csv", "name,address,note\n\"Ekberg, Café\",\"Bulevardi 9\nHelsinki\",\"say \"\"hi\"\"\"\nplain,x,y\n"
    )
    let (records, reader) = try readAll(path)
    #expect(reader.columns == ["name", "address", "note"])
    #expect(records.count == 2)
    #expect(
      texts(records[0]) == ["name": "Ekberg, Café", "address": "Bulevardi 9\nHelsinki", "note": "say \"hi\""])
    #expect(records[0].line == 2)
    #expect(records[1].line == 4)
    #expect(records[1].row == 2)
    #expect(records.allSatisfy { $0.problem == nil })
    #expect(records[0].fields.allSatisfy { if case .string = $0.value { true } else { false } })
  }

  @Test(arguments: ["\r\n", "\n", "\r"])
  func lineEndings(_ end: String) throws {
    let scratch = try Scratch()
    let path = try scratch.write(
      "a.csv", "id,name" + end + "1,\"two" + end + "lines\"" + end + end + "2,b" + end)
    let (records, _) = try readAll(path)
    #expect(records.count == 2)
    #expect(texts(records[0])["name"] == "two" + end + "lines")
    #expect(records[1].line == 5)
    #expect(texts(records[1]) == ["id": "2", "name": "b"])
  }

  @Test func byteOrderMarkAndBlankLinesAndMissingFinalNewline() throws {
    let scratch = try Scratch()
    let path = try scratch.write(
      "a.csv", bytes: [0xEF, 0xBB, 0xBF] + Array("name,city\n\n\nA,Helsinki\n\nB,Espoo".utf8))
    let (records, reader) = try readAll(path)
    #expect(reader.columns == ["name", "city"])
    #expect(records.map { texts($0)["name"] } == ["A", "B"])
    #expect(records.map(\.line) == [4, 6])
  }

  @Test(arguments: [
    (",", UInt8(ascii: ",")), (";", UInt8(ascii: ";")), ("\t", 0x09), ("|", UInt8(ascii: "|")),
  ])
  func sniffsTheDelimiter(_ separator: String, _ expected: UInt8) throws {
    let scratch = try Scratch()
    let lines = [
      ["name", "street", "city"], ["Ekberg", "Bulevardi 9", "Helsinki"],
      ["Fazer", "Kluuvikatu 3", "Helsinki"],
    ]
    let path = try scratch.write(
      "a.txt", lines.map { $0.joined(separator: separator) }.joined(separator: "\n"))
    let (records, reader) = try readAll(path, options: ReaderOptions(format: .csv))
    #expect((reader as? CSVReader)?.delimiter == expected)
    #expect(reader.columns == ["name", "street", "city"])
    #expect(texts(records[1])["street"] == "Kluuvikatu 3")
  }

  @Test func sniffingIgnoresDelimitersInsideQuotes() throws {
    let scratch = try Scratch()
    let path = try scratch.write("a.csv", "name;note\n\"a, b, c\";x\n\"d, e\";y\n")
    let (records, reader) = try readAll(path)
    #expect((reader as? CSVReader)?.delimiter == UInt8(ascii: ";"))
    #expect(texts(records[0])["name"] == "a, b, c")
  }

  @Test func forcedDelimiterWins() throws {
    let scratch = try Scratch()
    let path = try scratch.write("a.csv", "name;x,y\nA;1,2\n")
    let (records, reader) = try readAll(path, options: ReaderOptions(delimiter: UInt8(ascii: ";")))
    #expect(reader.columns == ["name", "x,y"])
    #expect(texts(records[0])["x,y"] == "1,2")
  }

  @Test func duplicateAndEmptyHeaderNamesAreMadeUnique() throws {
    let scratch = try Scratch()
    let path = try scratch.write("a.csv", "name,,name,name_2,name\n1,2,3,4,5\n")
    let (records, reader) = try readAll(path)
    #expect(reader.columns == ["name", "column_2", "name_3", "name_2", "name_4"])
    #expect(records[0].fields.map(\.value.plainText) == ["1", "2", "3", "4", "5"])
    #expect(reader.warnings.count == 3)
    #expect(reader.warnings.allSatisfy { $0.line == 1 })
    #expect(reader.warnings[0].message.contains("column 2"))
  }

  @Test func rowsWithTheWrongFieldCountAreKeptWithAProblem() throws {
    let scratch = try Scratch()
    let path = try scratch.write("a.csv", "a,b,c\n1,2,3\n1,2\n1,2,3,4\n")
    let (records, reader) = try readAll(path)
    #expect(records.count == 3)
    #expect(records[0].problem == nil)
    #expect(records[1].problem?.contains("found 2") == true)
    #expect(records[2].problem?.contains("found 4") == true)
    #expect(records[2].fields.last?.name == "column_4")
    #expect(reader.warnings.map(\.line) == [3, 4])
    #expect(reader.warnings[0].description.hasPrefix("line 3: row 2"))
  }

  @Test func invalidUTF8IsAnErrorNamingLineAndByteOffset() throws {
    let scratch = try Scratch()
    // "name\nCafé\nJyv\xE4skyl\xE4\n": the Latin-1 ä is at (0-based) byte offset 14, line 3.
    let bytes = Array("name\nCafé\nJyv".utf8) + [0xE4] + Array("skyl".utf8) + [0xE4, 0x0A]
    let path = try scratch.write("a.csv", bytes: bytes)
    let error = formatError { _ = try readAll(path) }
    #expect(error?.line == 3)
    #expect(error?.message.contains("byte offset 14") == true)
    #expect(error?.message.contains("--encoding latin1") == true)
    #expect(error?.description.hasPrefix(path + ":3: ") == true)
  }

  @Test func invalidUTF8DeepInALargeFileIsFound() throws {
    let scratch = try Scratch()
    var bytes = Array("id,name\n".utf8)
    for index in 1...20_000 { bytes += Array("\(index),row number \(index)\n".utf8) }
    let offset = bytes.count
    bytes += [0x41, 0xC3, 0x28, 0x0A]
    let path = try scratch.write("a.csv", bytes: bytes)
    let error = formatError { _ = try readAll(path) }
    #expect(error?.line == 20_002)
    #expect(error?.message.contains("byte offset \(offset + 1)") == true)
  }

  @Test(arguments: [
    (TextEncoding.latin1, [UInt8(0xE4), 0xF6, 0x80], "äö\u{80}"),
    (TextEncoding.windows1252, [UInt8(0xE4), 0x80, 0x9A], "ä€š"),
  ])
  func singleByteEncodings(_ encoding: TextEncoding, _ raw: [UInt8], _ expected: String) throws {
    let scratch = try Scratch()
    let path = try scratch.write("a.csv", bytes: Array("name\n".utf8) + raw + [0x0A])
    let (records, _) = try readAll(path, options: ReaderOptions(encoding: encoding))
    #expect(texts(records[0])["name"] == expected)
  }

  @Test(arguments: [true, false])
  func utf16WithByteOrderMark(_ bigEndian: Bool) throws {
    let scratch = try Scratch()
    var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
    for unit in "name;city\r\nKahvila 😀;Hämeenlinna\r\n".utf16 {
      let pair = [UInt8(unit >> 8), UInt8(unit & 0xFF)]
      bytes += bigEndian ? pair : pair.reversed()
    }
    let path = try scratch.write("a.csv", bytes: bytes)
    let (records, reader) = try readAll(path)
    #expect(reader.columns == ["name", "city"])
    #expect(texts(records[0]) == ["name": "Kahvila 😀", "city": "Hämeenlinna"])
  }

  @Test func brokenUTF16IsAnError() throws {
    let scratch = try Scratch()
    // BOM, "a" LF, "b", then a low surrogate with no high surrogate before it.
    let path = try scratch.write(
      "a.csv", bytes: [0xFF, 0xFE, 0x61, 0, 0x0A, 0, 0x62, 0, 0x00, 0xDC, 0x0A, 0])
    let error = formatError { _ = try readAll(path) }
    #expect(error?.line == 2)
    #expect(error?.message.contains("byte offset 8") == true)
    #expect(error?.message.contains("surrogate") == true)
  }

  @Test func quotedFieldsSpanningChunkBoundaries() throws {
    let scratch = try Scratch()
    var text = "id,text\n"
    let long = String(repeating: "x", count: 997) + "\"\"\r\n,"
    for index in 1...300 { text += "\(index),\"\(long)\"\r\n" }
    let path = try scratch.write("a.csv", text)
    let (records, _) = try readAll(path)
    #expect(records.count == 300)
    #expect(records.allSatisfy { texts($0)["text"] == String(repeating: "x", count: 997) + "\"\r\n," })
    #expect(records[299].line == 2 + 299 * 2)
  }

  @Test func unterminatedQuoteIsAnErrorAtTheFieldStart() throws {
    let scratch = try Scratch()
    let path = try scratch.write("a.csv", "a,b\n1,2\n3,\"never closed\n4,5\n")
    let error = formatError { _ = try readAll(path) }
    #expect(error?.line == 3)
    #expect(error?.message.contains("never closed") == true)
  }

  @Test func emptyFileHasNoColumnsAndNoRows() throws {
    let scratch = try Scratch()
    let path = try scratch.write("a.csv", "")
    let (records, reader) = try readAll(path)
    #expect(records.isEmpty)
    #expect(reader.columns.isEmpty)
  }

  @Test func missingFileIsAnActionableError() {
    let error = formatError {
      _ = try FormatRegistry.makeReader(path: "/nonexistent/in.csv", options: ReaderOptions())
    }
    #expect(error?.description == "/nonexistent/in.csv: no such file; check the input path")
  }
}

@Suite struct DelimiterNameTests {
  @Test(arguments: [
    (",", UInt8?(0x2C)), ("tab", 0x09), ("\\t", 0x09), ("\t", 0x09), ("Semicolon", 0x3B), ("pipe", 0x7C),
    ("\"", nil), ("ab", nil), ("", nil), ("§", nil),
  ])
  func names(_ name: String, _ expected: UInt8?) {
    #expect(ReaderOptions.delimiter(named: name) == expected)
  }
}

/// The table found in a CSV file: below a title, or without a header.
@Suite struct CSVTableTests {
  @Test func aTitleAndAnEmptyRowAboveTheHeaderAreLeftOut() throws {
    let scratch = try Scratch()
    let path = try scratch.write(
      "a.csv", "Toimipisteet 2026;;\n;;\nNimi;Osoite;Kaupunki\nKappeli;Eteläesplanadi 1;Helsinki\n")
    let (records, reader) = try readAll(path)
    #expect(reader.columns == ["Nimi", "Osoite", "Kaupunki"])
    #expect(reader.table?.headerLine == 3)
    #expect(records.count == 1)
    #expect(records[0].line == 4)
    #expect(records[0].row == 1)
  }

  @Test func aTitleWithoutDelimitersDoesNotDecideTheDelimiter() throws {
    let scratch = try Scratch()
    let path = try scratch.write(
      "a.csv", "Customer list 2026\nName;Address;City\nKappeli;Eteläesplanadi 1, 2. krs;Helsinki\n")
    let (records, reader) = try readAll(path)
    #expect(reader.columns == ["Name", "Address", "City"])
    #expect(texts(records[0])["Address"] == "Eteläesplanadi 1, 2. krs")
    #expect(reader.table?.skipped.map(\.text) == ["Customer list 2026"])
  }

  @Test func aHeaderlessFileNamesItsColumnsAndKeepsEveryRow() throws {
    let scratch = try Scratch()
    let path = try scratch.write("a.csv", "Levant,Bulevardi 15,Helsinki\nKappeli,Eteläesplanadi 1,Helsinki\n")
    let (records, reader) = try readAll(path)
    #expect(reader.columns == ["column_1", "column_2", "column_3"])
    #expect(reader.table?.headerLine == nil)
    #expect(records.count == 2)
    #expect(texts(records[0])["column_1"] == "Levant")
  }

  @Test func theFirstRowsAreReadAheadAndStillDelivered() throws {
    let scratch = try Scratch()
    let rows = (1...100).map { "Place \($0),Street \($0)" }.joined(separator: "\n")
    let path = try scratch.write("a.csv", "name,address\n" + rows + "\n")
    let reader = try FormatRegistry.makeReader(path: path)
    #expect(reader.preview.count == CSVReader.lookahead - 1)
    var count = 0
    while let record = try reader.next() {
      count += 1
      #expect(record.row == count)
    }
    #expect(count == 100)
  }

  @Test func anExplicitEncodingWinsOverAUTF8ByteOrderMark() throws {
    let scratch = try Scratch()
    let path = try scratch.write(
      "a.csv", bytes: [0xEF, 0xBB, 0xBF] + Array("name\nCaf".utf8) + [0xE9] + Array("\n".utf8))
    let (records, _) = try readAll(path, options: ReaderOptions(encoding: .windows1252))
    #expect(texts(records[0])["name"] == "Café")
    // Without a choice, the mark says UTF-8, and 0xE9 is not.
    #expect(throws: FormatError.self) { try readAll(path) }
  }

  @Test(arguments: [
    ("<!DOCTYPE html>\n<html><body>502 Bad Gateway</body></html>\n", "an HTML page"),
    ("<?xml version=\"1.0\"?><kml/>\n", "an XML document"), ("{\"error\": \"Bad Gateway\"}\n", "JSON"),
    ("[{\"name\": \"Kappeli\"}]\n", "JSON"),
  ])
  func aDocumentOfAnotherKindIsNoCSV(text: String, kind: String) throws {
    let scratch = try Scratch()
    let path = try scratch.write("a.csv", text)
    let error = formatError { _ = try readAll(path) }
    #expect(error?.message.hasPrefix("is \(kind), not a CSV table") == true, "\(String(describing: error))")
  }

  @Test func cellsThatStartWithBracketsAreStillCSV() throws {
    let scratch = try Scratch()
    let path = try scratch.write("a.csv", "[name],<note>\nKappeli,< 5 min\n")
    let (records, reader) = try readAll(path)
    #expect(reader.columns == ["[name]", "<note>"])
    #expect(records.count == 1)
  }
}
