import EnrichCore
import Foundation
import Testing

@testable import EnrichFormats

/// enrich's own outputs read back as their rows, with or without the UTF-8 byte-order mark a
/// Windows editor adds when it saves a file.
@Suite struct ReadBackTests {
  static let rowCount = 5

  /// Writes `rowCount` rows to `name`, then returns the file's bytes.
  static func write(_ scratch: Scratch, _ name: String) throws -> [UInt8] {
    let writer = try FormatRegistry.makeWriter(path: scratch.path(name), options: WriterOptions())
    try writer.begin(Sample.header, inputColumns: ["name", "city"])
    for number in 1...rowCount {
      try writer.write(
        Sample.row(
          number, fields: [Field("name", .string("Place \(number)")), Field("city", .string("Helsinki"))]))
    }
    try writer.finish(Sample.summary)
    try writer.commit()
    return Array(try Data(contentsOf: URL(fileURLWithPath: scratch.path(name))))
  }

  @Test(arguments: ["json", "geojson", "ndjson"], [false, true])
  func outputReadsBackAsItsRows(_ format: String, _ byteOrderMark: Bool) throws {
    let scratch = try Scratch()
    let bytes = try Self.write(scratch, "out.\(format)")
    // Read back under the output's own name and as `.json` (the extension people rename to).
    for name in ["back.\(format)", "back.json"] {
      let path = try scratch.write(name, bytes: (byteOrderMark ? [0xEF, 0xBB, 0xBF] : []) + bytes)
      let (records, _) = try readAll(path)
      #expect(records.count == Self.rowCount, "\(name), BOM \(byteOrderMark)")
      #expect(records.allSatisfy { $0.problem == nil })
      // Each output row (a JSON row object, an NDJSON line, a GeoJSON feature's properties)
      // reads back as the input it was made from, without the answer's point.
      let inputs = records.map { $0.value(of: "name")?.stringValue }
      #expect(inputs == (1...Self.rowCount).map { "Place \($0)" }, "\(name), BOM \(byteOrderMark)")
      #expect(records.allSatisfy { $0.fields.map(\.name) == ["name", "city"] && $0.geometry == nil })
    }
  }

  @Test func rowsThatOnlyLookLikeEnrichRowsStayAsTheyAre() throws {
    let scratch = try Scratch()
    // No row number, or a status enrich never writes: the user's own data, read whole.
    let path = try scratch.write(
      "rows.ndjson",
      "{\"input\":{\"name\":\"A\"},\"status\":\"matched\"}\n"
        + "{\"row\":1,\"input\":{\"name\":\"B\"},\"status\":\"done\"}\n"
        + "{\"row\":2,\"input\":{\"name\":\"C\"},\"status\":\"not_found\",\"query\":\"C\"}\n")
    let (records, _) = try readAll(path)
    #expect(
      records.map { $0.fields.map(\.name) } == [["input", "status"], ["row", "input", "status"], ["name"]])
  }

  @Test func ndjsonSummaryIsSkippedOnlyAsTheLastRecord() throws {
    let scratch = try Scratch()
    let trailer = "{\"summary\":{\"rows\":1},\"generator\":\"enrich 0.1.0\"}"
    let path = try scratch.write("a.ndjson", trailer + "\n{\"name\":\"A\"}\n")
    // Not last: an ordinary row (it is someone's data, not enrich's summary).
    #expect(try readAll(path).records.count == 2)
    let last = try scratch.write("b.ndjson", "{\"name\":\"A\"}\n" + trailer + "\n\n")
    #expect(try readAll(last).records.count == 1)
  }
}

/// Inputs that are large in one dimension (columns, elements) are read in linear time: the
/// results are checked here, the timings live in bench/.
@Suite struct ScaleTests {
  @Test func seventyThousandDuplicateHeaderNamesBecomeUnique() {
    let raw = Array(repeating: "a", count: 70_000) + ["", "a_3", "column_70002", ""]
    let (names, changes) = HeaderNames.unique(raw)
    #expect(Set(names).count == names.count)
    #expect(names.prefix(3) == ["a", "a_2", "a_4"])  // `a_3` is a later column's own name
    #expect(names[69_999] == "a_70001")
    #expect(names.suffix(4) == ["column_70001", "a_3", "column_70002", "column_70004"])
    #expect(changes.count == 70_001)
  }

  @Test func largeArraysAndObjectsParse() throws {
    let count = 200_000
    let array = "[" + (0..<count).map(String.init).joined(separator: ",") + "]"
    let members = "{" + (0..<count).map { "\"k\($0)\":\($0)" }.joined(separator: ",") + "}"
    let parser = JSONParser(bytes: Array(("[" + array + "," + members + "]").utf8), maxDepth: 8)
    let value = try parser.parseValue()
    guard case .array(let items) = value, case .array(let numbers) = items[0],
      case .object(let object) = items[1]
    else {
      Issue.record("not parsed as an array of an array and an object")
      return
    }
    #expect(numbers.count == count && numbers.last == .number("199999"))
    #expect(object.count == count && object.last?.key == "k199999")
  }
}
