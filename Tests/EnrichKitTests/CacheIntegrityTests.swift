import EnrichCore
import EnrichSystem
import Foundation
import Synchronization
import Testing

@testable import EnrichKit

/// What the cache does with files that are not its own, with damaged entries, with caches of
/// the previous schema and with a full disk.
@Suite("Cache identity, checksums and write failures")
struct CacheIntegrityTests {
  private let key = CacheKey.searchText(
    TextSearchRequest(textQuery: "Café Regatta"), provider: "local", fields: [])

  /// Everything that says whether a file changed: its bytes, its modification time, and the
  /// files SQLite would have put beside it.
  struct Snapshot: Equatable {
    var bytes: Data
    var modified: Date?
    var siblings: [String]

    init(_ path: String) throws {
      bytes = try Data(contentsOf: URL(fileURLWithPath: path))
      modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
      let folder = (path as NSString).deletingLastPathComponent
      siblings = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }
  }

  /// Collects the warnings a store gives.
  final class Warnings: Sendable {
    private let list = Mutex<[String]>([])
    var all: [String] { list.withLock { $0 } }
    func record(_ message: String) { list.withLock { $0.append(message) } }
    var sink: @Sendable (String) -> Void { { self.record($0) } }
  }

  func refusal(_ path: String) -> CacheStoreError? {
    do {
      _ = try CacheStore(path: path)
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: ["delete", "wal"])
  func anotherProgramsDatabaseIsRefusedWithoutAnyChange(journalMode: String) throws {
    let directory = try CacheTestDirectory()
    let path = directory.path + "/app.db"
    do {
      let database = try SQLiteDatabase(path: path)
      try database.exec(
        "PRAGMA journal_mode=\(journalMode); CREATE TABLE notes(text TEXT); INSERT INTO notes VALUES ('keep me')",
        purpose: "t")
    }
    let before = try Snapshot(path)
    let error = refusal(path)
    #expect(error?.kind == .notACache)
    #expect(error?.message.contains("not an enrich cache; it was left untouched") == true)
    #expect(try Snapshot(path) == before)
  }

  @Test func aPlaceIndexGivenAsTheCacheIsNamedAndLeftAlone() throws {
    let directory = try CacheTestDirectory()
    let stamped = directory.path + "/index.sqlite"
    let legacy = directory.path + "/old-index.sqlite"
    for (path, stamp) in [(stamped, true), (legacy, false)] {
      let database = try SQLiteDatabase(path: path)
      try database.exec(
        "PRAGMA journal_mode=OFF; CREATE TABLE meta(key TEXT, value TEXT); CREATE TABLE places(id INTEGER);"
          + (stamp ? "PRAGMA application_id = \(SQLiteFileProbe.enrichIndexID);" : ""), purpose: "t")
    }
    for path in [stamped, legacy] {
      let before = try Snapshot(path)
      #expect(refusal(path)?.message.contains("this is an enrich place index, not an enrich cache") == true)
      #expect(try Snapshot(path) == before)
    }
  }

  @Test func aCacheWhoseHeaderIsWreckedIsRefusedNotMoved() throws {
    let directory = try CacheTestDirectory()
    _ = try CacheStore(path: directory.cacheFile)
    var bytes = try Data(contentsOf: URL(fileURLWithPath: directory.cacheFile))
    for index in 16..<100 { bytes[index] = 0xA5 }
    try bytes.write(to: URL(fileURLWithPath: directory.cacheFile))
    let before = try Snapshot(directory.cacheFile)
    #expect(refusal(directory.cacheFile)?.kind == .notACache)
    #expect(try Snapshot(directory.cacheFile) == before)
  }

  @Test func aCacheWrittenBeforeChecksumsGainsThemAndItsEntriesStillAnswer() throws {
    let directory = try CacheTestDirectory()
    do {
      // The layout and stamps enrich wrote before checksums.
      let database = try SQLiteDatabase(path: directory.cacheFile)
      try database.exec(
        """
        PRAGMA journal_mode=WAL;
        CREATE TABLE entries(key TEXT PRIMARY KEY, provider TEXT NOT NULL, endpoint TEXT NOT NULL,
          payload TEXT NOT NULL, coordinates TEXT, stored_at REAL NOT NULL, expires_at REAL,
          coordinates_expire_at REAL) WITHOUT ROWID;
        PRAGMA application_id = \(SQLiteFileProbe.enrichCacheID);
        PRAGMA user_version = 1;
        """, purpose: "t")
      try database.prepare(
        "INSERT INTO entries VALUES (?, 'local', 'searchText', '[7]', NULL, 1, NULL, NULL)", purpose: "t"
      )
      .run([.text(key.description)])
    }
    let store = try CacheStore(path: directory.cacheFile)
    #expect(store.entry(for: key)?.payload == "[7]")
    let other = CacheKey.searchText(TextSearchRequest(textQuery: "new"), provider: "local", fields: [])
    store.put(CacheEntry(payload: "[8]", storedAt: Date()), for: other)
    #expect(store.entry(for: other)?.payload == "[8]")
    let raw = try SQLiteDatabase(path: directory.cacheFile, mode: .readOnly)
    // Still schema 1: an older enrich keeps using the file.
    #expect(try raw.stamps().userVersion == 1)
    #expect(try raw.columnNames(of: "entries").suffix(2) == ["payload_check", "coordinates_check"])
    #expect(
      try raw.scalarText("SELECT count(*) FROM entries WHERE payload_check IS NOT NULL", purpose: "t") == "1")
    #expect(store.health == CacheHealth())
  }

  @Test func aDamagedEntryIsAMissCountedAndWarnedOnce() throws {
    let directory = try CacheTestDirectory()
    let metrics = ProviderMetrics()
    let warnings = Warnings()
    let store = try CacheStore(path: directory.cacheFile, metrics: metrics, warn: warnings.sink)
    let keys = (0..<5).map {
      CacheKey.searchText(TextSearchRequest(textQuery: "q\($0)"), provider: "local", fields: [])
    }
    for (index, key) in keys.enumerated() {
      store.put(
        CacheEntry(
          payload: #"{"lat":60.1\#(index)}"#, coordinates: "[\(index)]", storedAt: Date(),
          coordinatesExpireAt: Date().addingTimeInterval(86_400)), for: key)
    }
    // Bit rot SQLite cannot see: valid pages, changed text (a digit, as a flipped bit would).
    let other = try SQLiteDatabase(path: directory.cacheFile)
    try other.prepare(
      "UPDATE entries SET payload = replace(payload, '60.11', '60.71') WHERE key = ?", purpose: "t"
    )
    .run([.text(keys[1].description)])
    try other.prepare("UPDATE entries SET coordinates = '[9]' WHERE key = ?", purpose: "t")
      .run([.text(keys[3].description)])
    #expect(store.entry(for: keys[1]) == nil)
    #expect(store.entry(for: keys[3]) == nil)
    #expect(store.entry(for: keys[1]) == nil)
    #expect(store.entry(for: keys[0])?.payload == #"{"lat":60.10}"#)
    #expect(store.entry(for: keys[4])?.coordinates == "[4]")
    #expect(store.health.damagedEntries == 3)
    #expect(metrics.snapshot.cache?.damagedEntries == 3)
    #expect(warnings.all.count == 1)
    #expect(warnings.all.first?.contains("failed its checksum") == true)
    // Asked again and stored again, the entry is whole.
    store.put(CacheEntry(payload: #"{"lat":60.11}"#, storedAt: Date()), for: keys[1])
    #expect(store.entry(for: keys[1])?.payload == #"{"lat":60.11}"#)
  }

  @Test func erasedCoordinatesKeepTheEntryIntact() throws {
    let directory = try CacheTestDirectory()
    let clock = CacheTestClock()
    let store = try CacheStore(path: directory.cacheFile, now: clock.now)
    store.put(
      CacheEntry(
        payload: "ids", coordinates: "coords", storedAt: clock.now(),
        coordinatesExpireAt: clock.now().addingTimeInterval(86_400)), for: key)
    clock.advance(days: 2)
    store.purgeExpired()
    #expect(store.entry(for: key)?.payload == "ids")
    #expect(store.health.damagedEntries == 0)
  }

  @Test func aFullFileIsReportedOnceWithTheCountOfAnswersNotStored() throws {
    let directory = try CacheTestDirectory()
    let metrics = ProviderMetrics()
    let warnings = Warnings()
    let store = try CacheStore(path: directory.cacheFile, metrics: metrics, warn: warnings.sink)
    // SQLite's own "database or disk is full": no page may be added beyond the current ones.
    let pages = try store.connection.withLock { database throws(SQLiteError) -> String in
      try database.scalarText("PRAGMA page_count", purpose: "t") ?? "0"
    }
    try store.connection.withLock { database throws(SQLiteError) in
      try database.exec("PRAGMA max_page_count = \(pages)", purpose: "t")
    }
    let big = String(repeating: "x", count: 20_000)
    for index in 0..<10 {
      store.put(
        CacheEntry(payload: big, storedAt: Date()),
        for: CacheKey.searchText(TextSearchRequest(textQuery: "q\(index)"), provider: "local", fields: []))
    }
    #expect(store.health.writeFailures == 10)
    #expect(metrics.snapshot.cache?.notStored == 10)
    #expect(warnings.all.count == 1)
    #expect(warnings.all.first?.contains("cannot store answers") == true)
    #expect(warnings.all.first?.contains("full") == true)
  }
}
