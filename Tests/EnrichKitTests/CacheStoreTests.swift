import EnrichCore
import EnrichSystem
import Foundation
import Testing

@testable import EnrichKit

@Suite("Cache store on real SQLite files")
struct CacheStoreTests {
  private let key = CacheKey.searchText(
    TextSearchRequest(textQuery: "Café Regatta"), provider: "local", fields: [])

  @Test func storesAndSurvivesReopening() throws {
    let directory = try CacheTestDirectory()
    let clock = CacheTestClock()
    do {
      let store = try CacheStore(path: directory.cacheFile, now: clock.now)
      #expect(store.entry(for: key) == nil)
      store.put(CacheEntry(payload: "[1]", storedAt: clock.now()), for: key)
      #expect(store.entry(for: key)?.payload == "[1]")
    }
    let reopened = try CacheStore(path: directory.cacheFile, now: clock.now)
    #expect(reopened.entry(for: key)?.payload == "[1]")
    #expect(try reopened.entryCounts() == ["local": 1])
    #expect(reopened.health == CacheHealth())
  }

  /// The planner's notes between runs: no table until the first note, then kept across opens.
  @Test func runNotesAreKeptAcrossOpensInATableOfTheirOwn() throws {
    let directory = try CacheTestDirectory()
    do {
      let store = try CacheStore(path: directory.cacheFile)
      #expect(store.runNote(named: "plan.fallbacks") == nil)
      store.put(CacheEntry(payload: "[1]", storedAt: Date()), for: key)
    }
    let database = try SQLiteDatabase(path: directory.cacheFile)
    #expect(try !database.tableNames().contains("run_notes"))
    do {
      let store = try CacheStore(path: directory.cacheFile)
      store.keepRunNote(#"{"a":[1,2]}"#, named: "plan.fallbacks")
      store.keepRunNote(#"{"a":[3,4]}"#, named: "plan.fallbacks")
    }
    let reopened = try CacheStore(path: directory.cacheFile)
    #expect(reopened.runNote(named: "plan.fallbacks") == #"{"a":[3,4]}"#)
    #expect(reopened.runNote(named: "other") == nil)
    #expect(try reopened.entryCounts() == ["local": 1])
  }

  @Test func expiryIsDecidedByTheClockAndPurgedOnOpen() throws {
    let directory = try CacheTestDirectory()
    let clock = CacheTestClock()
    let store = try CacheStore(path: directory.cacheFile, now: clock.now)
    let start = clock.now()
    let other = CacheKey.searchText(TextSearchRequest(textQuery: "other"), provider: "google", fields: [])
    store.put(
      CacheEntry(payload: "a", storedAt: start, expiresAt: start.addingTimeInterval(86_400)), for: key)
    store.put(
      CacheEntry(
        payload: "ids", coordinates: "coords", storedAt: start,
        coordinatesExpireAt: start.addingTimeInterval(30 * 86_400)), for: other)
    clock.advance(days: 0.5)
    #expect(store.entry(for: key)?.payload == "a")
    clock.advance(days: 1)
    #expect(store.entry(for: key) == nil)
    #expect(store.entry(for: other)?.coordinates == "coords")
    clock.advance(days: 30)
    // Past the limit, coordinates are hidden at once, and gone from the file after a purge.
    #expect(store.entry(for: other)?.coordinates == nil)
    #expect(store.entry(for: other)?.payload == "ids")
    let reopened = try CacheStore(path: directory.cacheFile, now: clock.now)
    #expect(try reopened.entryCounts() == ["google": 1])
    let raw = try SQLiteDatabase(path: directory.cacheFile, mode: .readOnly)
    #expect(
      try raw.scalarText("SELECT count(*) FROM entries WHERE coordinates IS NOT NULL", purpose: "t") == "0")
  }

  @Test func twoConnectionsOnOneFileSeeEachOthersWrites() async throws {
    let directory = try CacheTestDirectory()
    let first = try CacheStore(path: directory.cacheFile)
    let second = try CacheStore(path: directory.cacheFile)
    let keys = (0..<200).map {
      CacheKey.searchText(TextSearchRequest(textQuery: "q\($0)"), provider: "local", fields: [])
    }
    await withTaskGroup(of: Void.self) { group in
      for (offset, key) in keys.enumerated() {
        let store = offset.isMultiple(of: 2) ? first : second
        group.addTask { store.put(CacheEntry(payload: "\(offset)", storedAt: Date()), for: key) }
        group.addTask { _ = (offset.isMultiple(of: 2) ? second : first).entry(for: key) }
      }
    }
    for (offset, key) in keys.enumerated() {
      #expect(first.entry(for: key)?.payload == "\(offset)")
      #expect(second.entry(for: key)?.payload == "\(offset)")
    }
    #expect(first.health.writeFailures == 0 && second.health.writeFailures == 0)
    let journal = try SQLiteDatabase(path: directory.cacheFile, mode: .readOnly)
    #expect(try journal.scalarText("PRAGMA journal_mode", purpose: "t") == "wal")
  }

  @Test func aDamagedCacheIsMovedAsideAndRebuilt() throws {
    let directory = try CacheTestDirectory()
    do {
      let store = try CacheStore(path: directory.cacheFile)
      store.put(CacheEntry(payload: "x", storedAt: Date()), for: key)
    }
    // Keep SQLite's header (with enrich's stamp), wreck everything after it.
    var bytes = try Data(contentsOf: URL(fileURLWithPath: directory.cacheFile))
    for index in 100..<bytes.count { bytes[index] = 0xA5 }
    try bytes.write(to: URL(fileURLWithPath: directory.cacheFile))
    try? FileManager.default.removeItem(atPath: directory.cacheFile + "-wal")

    let store = try CacheStore(path: directory.cacheFile)
    #expect(store.health.recovery?.contains(".corrupt") == true)
    // Kept, byte for byte, for whoever wants to look at it.
    #expect(try Data(contentsOf: URL(fileURLWithPath: directory.cacheFile + ".corrupt")) == bytes)
    #expect(store.entry(for: key) == nil)
    store.put(CacheEntry(payload: "y", storedAt: Date()), for: key)
    #expect(store.entry(for: key)?.payload == "y")
  }

  @Test func aFileThatIsNotSQLiteIsRefusedAndLeftAlone() throws {
    let directory = try CacheTestDirectory()
    let path = directory.path + "/places.csv"
    try "name,city\nCafé Regatta,Helsinki\n".write(toFile: path, atomically: true, encoding: .utf8)
    #expect {
      try CacheStore(path: path)
    } throws: { error in
      (error as? CacheStoreError)?.kind == .notACache && "\(error)".contains("--cache PATH")
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("name,city"))
    #expect(!FileManager.default.fileExists(atPath: path + ".corrupt"))
  }

  @Test func anotherProgramsDatabaseIsRefused() throws {
    let directory = try CacheTestDirectory()
    let path = directory.path + "/index.sqlite"
    do {
      let database = try SQLiteDatabase(path: path)
      try database.exec("CREATE TABLE places(id TEXT)", purpose: "t")
    }
    #expect {
      try CacheStore(path: path)
    } throws: { error in
      (error as? CacheStoreError)?.kind == .notACache
    }
  }

  @Test func aNewerSchemaIsRefused() throws {
    let directory = try CacheTestDirectory()
    _ = try CacheStore(path: directory.cacheFile)
    do {
      let database = try SQLiteDatabase(path: directory.cacheFile)
      try database.exec("PRAGMA user_version = 99", purpose: "t")
    }
    #expect {
      try CacheStore(path: directory.cacheFile)
    } throws: { error in
      (error as? CacheStoreError)?.kind == .newerSchema
    }
  }

  @Test func defaultPathFollowsXDG() {
    #expect(
      CacheStore.defaultPath(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/u"])
        == "/x/cache/enrich/cache.sqlite")
    #expect(CacheStore.defaultPath(environment: ["HOME": "/home/u"]) == "/home/u/.cache/enrich/cache.sqlite")
    #expect(
      CacheStore.defaultPath(environment: ["XDG_CACHE_HOME": "", "HOME": "/home/u"])
        == "/home/u/.cache/enrich/cache.sqlite")
  }

  @Test func parentDirectoriesAreCreated() throws {
    let directory = try CacheTestDirectory()
    let path = directory.path + "/a/b/cache.sqlite"
    _ = try CacheStore(path: path)
    #expect(FileManager.default.fileExists(atPath: path))
  }
}
