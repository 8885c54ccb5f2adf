import Testing

@testable import EnrichCore

/// The run summary's own members, its typed sections and how an output's summary reads back.
@Suite struct RunSummaryTests {
  static func parse(_ text: String) throws -> JSONValue { try JSONParser.parse(text, maxDepth: 64) }

  /// A section of the tests' own, written after the core counts like any other.
  struct Note: SummarySection {
    static let key = "note"
    var text: String
    var jsonValue: JSONValue { .string(text) }
    init(text: String) { self.text = text }
    init?(json: JSONValue) {
      guard let text = json.stringValue else { return nil }
      self.text = text
    }
    static func merged(_ parts: [Note?]) -> Note? { agreed(parts) }
  }

  static var counted: RunSummary {
    var summary = RunSummary()
    summary.count(.matched)
    summary.count(.matched)
    summary.count(.failed)
    summary.requests = ["local.searchText": 2, "local.geocode": 1]
    summary.cacheHits = 1
    summary.elapsedSeconds = 1.23456
    summary.estimatedCostUSD = 0.1 + 0.2
    return summary
  }

  @Test func countsAreWrittenInTheirDocumentedOrder() {
    #expect(
      JSONText.compact(Self.counted.jsonValue)
        == #"{"rows":3,"status":{"matched":2,"geocoded":0,"not_found":0,"low_confidence":0,"ambiguous":0,"#
        + #""invalid":0,"failed":1,"skipped":0},"requests":{"local.geocode":1,"local.searchText":2},"#
        + #""cacheHits":1,"retries":0,"elapsedSeconds":1.235,"estimatedCostUSD":0.3}"#)
  }

  @Test func sectionsFollowTheCountsAndProviderFactsFollowTheSections() {
    var summary = RunSummary()
    summary.providerFacts = [JSONMember("sku", .string("Pro"))]
    var cache = CacheCounts(path: "/c.sqlite")
    cache.notStored = 2
    summary[CacheCounts.self] = cache
    summary[Note.self] = Note(text: "hello")
    let keys = summary.jsonValue.objectValue?.map(\.key) ?? []
    #expect(keys.suffix(3) == ["cache", "note", "sku"])
    #expect(summary[CacheCounts.self]?.notStored == 2)
    #expect(summary[Note.self]?.text == "hello")
  }

  @Test func settingASectionReplacesItInPlaceAndNilRemovesIt() {
    var summary = RunSummary()
    summary[Note.self] = Note(text: "first")
    summary[CacheCounts.self] = CacheCounts(path: "/c")
    summary[Note.self] = Note(text: "second")
    #expect(summary.sections.count == 2)
    #expect(summary.jsonValue.objectValue?.map(\.key).suffix(2) == ["note", "cache"])
    #expect(summary[Note.self]?.text == "second")
    summary[Note.self] = nil
    #expect(summary[Note.self] == nil)
    #expect(summary.sections.count == 1)
  }

  @Test func summariesAreEqualWhenTheirSectionsAre() {
    var a = Self.counted
    var b = Self.counted
    #expect(a == b)
    a[Note.self] = Note(text: "x")
    #expect(a != b)
    b[Note.self] = Note(text: "x")
    #expect(a == b)
    b[Note.self] = Note(text: "y")
    #expect(a != b)
  }

  @Test func anOutputsSummaryReadsBackAsItWasWritten() throws {
    var summary = Self.counted
    summary.elapsedSeconds = 1.235
    summary.estimatedCostUSD = 0.3
    summary[Note.self] = Note(text: "hello")
    summary.providerFacts = [JSONMember("sku", .string("Pro"))]
    let read = RunSummary(json: try Self.parse(JSONText.compact(summary.jsonValue)), sections: [Note.self])
    #expect(read == summary)
    #expect(JSONText.compact(read.jsonValue) == JSONText.compact(summary.jsonValue))
  }

  @Test func aMemberNoSectionReadsIsKeptAsItIs() throws {
    let json = try Self.parse(#"{"rows": 1, "note": 12, "cache": {"hits": 1}}"#)
    let read = RunSummary(json: json, sections: [Note.self, CacheCounts.self])
    #expect(read[Note.self] == nil)
    #expect(read[CacheCounts.self] == nil)
    #expect(
      read.providerFacts == [
        JSONMember("note", .number(12)), JSONMember("cache", try Self.parse(#"{"hits":1}"#)),
      ])
  }

  @Test func theCacheSectionKeepsTodaysShape() throws {
    let text = #"{"path":"/srv/cache.sqlite","damagedEntries":3,"notStored":1,"readFailures":0}"#
    var cache = CacheCounts(path: "/srv/cache.sqlite")
    cache.damagedEntries = 3
    cache.notStored = 1
    #expect(JSONText.compact(cache.jsonValue) == text)
    #expect(CacheCounts(json: try Self.parse(text)) == cache)
    #expect(CacheCounts(json: try Self.parse(#"{"path":"/x","damagedEntries":1}"#)) == nil)
  }

  @Test func mergedCachesSumTheirCountsAndKeepAPathAllAgreeOn() {
    var first = CacheCounts(path: "/a")
    first.damagedEntries = 1
    var second = CacheCounts(path: "/a")
    second.notStored = 2
    second.readFailures = 3
    let merged = CacheCounts.merged([first, nil, second])
    #expect(merged?.path == "/a")
    #expect([merged?.damagedEntries, merged?.notStored, merged?.readFailures] == [1, 2, 3])
    second.path = "/b"
    let apart = CacheCounts.merged([first, second])
    #expect(apart?.path == nil)
    #expect(
      apart.map { JSONText.compact($0.jsonValue) } == #"{"damagedEntries":1,"notStored":2,"readFailures":3}"#)
    #expect(CacheCounts.merged([nil, nil]) == nil)
  }

  @Test func countsReadOnlyWholeNumbers() throws {
    #expect(JSONValue.number("12").countValue == 12)
    #expect(JSONValue.number("12.0").countValue == 12)
    #expect(JSONValue.number("1.5").countValue == nil)
    #expect(JSONValue.string("12").countValue == nil)
    #expect(try Self.parse(#"{"b": 2, "a": 1}"#).countsValue == ["a": 1, "b": 2])
    #expect(try Self.parse(#"{"a": "1"}"#).countsValue == nil)
    #expect(JSONText.compact(.counts(["b": 2, "a": 1])) == #"{"a":1,"b":2}"#)
  }
}
