import EnrichSystem
import Foundation
import Testing

/// The request cache through the real binary: a file that is not the cache is refused before
/// any change, flipped bytes never change a row, and a full disk is reported with the count
/// of answers not stored.
@Suite(.serialized) struct CacheSafetyTests {
  /// Bytes, modification time and the files beside it: everything that says a file changed.
  struct FileState: Equatable {
    var bytes: Data
    var modified: Date?
    var folder: [String]

    init(_ path: String) throws {
      bytes = try Data(contentsOf: URL(fileURLWithPath: path))
      modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
      folder = try FileManager.default.contentsOfDirectory(
        atPath: (path as NSString).deletingLastPathComponent
      )
      .sorted()
    }
  }

  static let at = ["--at", "2026-12-06T10:00"]

  func json(_ path: String) throws -> [String: Any] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  func rows(_ path: String) throws -> NSArray { try #require(try json(path)["rows"] as? NSArray) }

  func count(_ text: String, in haystack: String) -> Int { haystack.components(separatedBy: text).count - 1 }

  @Test(arguments: ["index", "wal database", "database"])
  func aFileThatIsNotTheCacheIsRefusedBeforeAnyChange(kind: String) throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let folder = directory.appendingPathComponent("data")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let target = folder.appendingPathComponent("file.sqlite").path
    if kind == "index" {
      try FileManager.default.copyItem(atPath: try SampleIndex.path(), toPath: target)
    } else {
      let database = try SQLiteDatabase(path: target)
      try database.exec(
        (kind == "wal database" ? "PRAGMA journal_mode=WAL;" : "")
          + "CREATE TABLE accounts(name TEXT, balance REAL); INSERT INTO accounts VALUES ('keep', 100);",
        purpose: "create another program's database")
    }
    let before = try FileState(target)
    let output = directory.appendingPathComponent("out.json").path
    let result = try EnrichProcess.run(
      [EnrichProcess.samples("places.csv"), "-o", output, "--cache", target] + Self.at,
      environment: try SampleIndex.environment())
    #expect(result.status == 64, "\(result.stderr)")
    let what = kind == "index" ? "an enrich place index" : "an SQLite database"
    #expect(
      result.stderr.contains(
        "enrich: error: cache '\(target)': this is \(what), not an enrich cache; it was left untouched"),
      "\(result.stderr)")
    #expect(try FileState(target) == before)
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func flippedBytesInTheCacheNeverChangeARow() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let cache = directory.appendingPathComponent("cache.sqlite").path
    let summary = directory.appendingPathComponent("summary.json").path
    let environment = try SampleIndex.environment()
    // One row at a time, so each damaged entry is read exactly once before it is stored anew.
    func run(_ name: String) throws -> EnrichProcess.Result {
      try EnrichProcess.run(
        [
          EnrichProcess.samples("places.csv"), "-o", directory.appendingPathComponent(name).path, "--cache",
          cache, "--summary", summary, "-j", "1",
        ] + Self.at, environment: environment)
    }
    #expect(try run("clean.json").status == 0)
    let original = try payloads(cache)
    // Bit rot inside answers: the digit after some `"latitude":` turns into another digit.
    // Each flip leaves valid JSON and valid SQLite pages, which is why only a checksum sees it.
    var bytes = try Data(contentsOf: URL(fileURLWithPath: cache))
    let marker = Data(#""latitude":6"#.utf8)
    var positions: [Int] = []
    var from = bytes.startIndex
    while let found = bytes.range(of: marker, in: from..<bytes.endIndex) {
      positions.append(found.upperBound - 1)
      from = found.upperBound
    }
    #expect(positions.count > 100)
    for position in stride(from: 7, to: positions.count, by: positions.count / 12).map({ positions[$0] }) {
      bytes[position] = UInt8(ascii: "7")
    }
    try bytes.write(to: URL(fileURLWithPath: cache))
    let damaged = try payloads(cache).filter { original[$0.key] != $0.value }.count
    #expect(damaged >= 6)

    let again = try run("again.json")
    #expect(again.status == 0, "\(again.stderr)")
    #expect(try rows(directory.appendingPathComponent("again.json").path).count == 30)
    #expect(
      try rows(directory.appendingPathComponent("again.json").path)
        == rows(directory.appendingPathComponent("clean.json").path))
    #expect(count("failed its checksum", in: again.stderr) == 1, "\(again.stderr)")
    #expect(
      again.stderr.contains("enrich: cache \(cache): \(damaged) damaged entries ignored and requested again"))
    let counts = try #require(try json(summary)["cache"] as? [String: Any])
    #expect(counts["damagedEntries"] as? Int == damaged)
    #expect(counts["readFailures"] as? Int == 0)
    // Requested again and stored again: the next run finds nothing damaged.
    let third = try run("third.json")
    #expect(third.status == 0)
    #expect(!third.stderr.contains("damaged"))
    #expect((try json(summary)["cache"] as? [String: Any])?["damagedEntries"] as? Int == 0)
  }

  /// Every entry's payload by key, read with SQLite (the WAL checkpointed into the file first,
  /// so the bytes on disk hold every entry).
  func payloads(_ cache: String) throws -> [String: String] {
    let database = try SQLiteDatabase(path: cache, mode: .readWrite)
    try database.exec("PRAGMA wal_checkpoint(TRUNCATE)", purpose: "checkpoint")
    let statement = try database.prepare("SELECT key, payload FROM entries", purpose: "read")
    var payloads: [String: String] = [:]
    while try statement.step() { payloads[statement.text(0) ?? ""] = statement.text(1) }
    return payloads
  }

  @Test func aFullDiskIsReportedOnceWithTheAnswersNotStored() throws {
    let disk = try FullDisk(kilobytes: 160)
    let directory = try EnrichProcess.temporaryDirectory()
    let cache = disk.path + "/cache.sqlite"
    let output = directory.appendingPathComponent("out.json").path
    let summary = directory.appendingPathComponent("summary.json").path
    let result = try EnrichProcess.run(
      [EnrichProcess.samples("places.csv"), "-o", output, "--cache", cache, "--summary", summary, "-j", "1"]
        + Self.at, environment: try SampleIndex.environment(), limits: disk.limits)
    // The answers were computed: the run succeeds, the rows are whole.
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try rows(output).count == 30)
    #expect(count("cannot store answers", in: result.stderr) == 1, "\(result.stderr)")
    let written = try json(summary)
    let counts = try #require(written["cache"] as? [String: Any])
    let notStored = try #require(counts["notStored"] as? Int)
    let requests = (written["requests"] as? [String: Int] ?? [:]).values.reduce(0, +)
    let stored =
      try SQLiteDatabase(path: cache, mode: .readOnly)
      .scalarText("SELECT count(*) FROM entries", purpose: "count").flatMap { Int($0) } ?? -1
    #expect(notStored > 0)
    #expect(stored > 0)
    // Every answer was either stored or counted as not stored.
    #expect(stored + notStored == requests, "stored \(stored), not stored \(notStored), requests \(requests)")
    #expect(result.stderr.contains("enrich: cache \(cache): \(notStored) answers not stored"))
  }
}
