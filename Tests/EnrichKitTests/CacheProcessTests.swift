import EnrichCore
import EnrichSystem
import EnrichTestSupport
import Foundation
import Testing

@testable import EnrichKit

/// Another process on the cache file: Debian's `sqlite3` shell, driven through its stdin.
private final class SQLiteShell {
  let process = Process()
  private let input = Pipe()

  init(database: String) throws {
    process.executableURL = URL(fileURLWithPath: SQLiteShell.path)
    process.arguments = [database]
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
  }

  static let path = "/usr/bin/sqlite3"
  static var available: Bool { FileManager.default.isExecutableFile(atPath: path) }

  func send(_ commands: String) { input.fileHandleForWriting.write(Data((commands + "\n").utf8)) }

  /// Runs `sql` and writes its single-value result to `file` (closed at once, so it is complete).
  func query(_ sql: String, into file: String) { send(".output \(file)\n\(sql)\n.output stdout") }

  func finish() {
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
  }

  func kill() {
    Foundation.kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }
}

private func contents(_ path: String) -> String? {
  guard let text = try? String(contentsOfFile: path, encoding: .utf8), text.hasSuffix("\n") else {
    return nil
  }
  return text.trimmingCharacters(in: .whitespacesAndNewlines)
}

@Suite("Cache file shared with other processes", .enabled(if: SQLiteShell.available))
struct CacheProcessTests {
  @Test func anotherProcessReadsWhileThisOneWrites() async throws {
    let directory = try CacheTestDirectory()
    let store = try CacheStore(path: directory.cacheFile)
    let reader = try SQLiteShell(database: directory.cacheFile)
    defer { reader.finish() }
    // The other process opens a read transaction and keeps it open.
    reader.send("BEGIN;")
    reader.query("SELECT count(*) FROM entries;", into: directory.path + "/before")
    try await waitUntil("the reader has counted") { contents(directory.path + "/before") == "0" }
    // WAL: this process writes and reads back while the reader's transaction stays open.
    for index in 0..<100 {
      let key = CacheKey.searchText(TextSearchRequest(textQuery: "q\(index)"), provider: "local", fields: [])
      store.put(CacheEntry(payload: "\(index)", storedAt: Date()), for: key)
      #expect(store.entry(for: key)?.payload == "\(index)")
    }
    #expect(store.health.writeFailures == 0)
    // The reader still sees its snapshot: every write went in while its transaction was open
    // (rollback-journal locking would have refused them, not made them wait).
    reader.query("SELECT count(*) FROM entries;", into: directory.path + "/during")
    try await waitUntil("the reader has counted again") { contents(directory.path + "/during") != nil }
    #expect(contents(directory.path + "/during") == "0", "writes must not wait for a reader")
    reader.send("COMMIT;")
    reader.query("SELECT count(*) FROM entries;", into: directory.path + "/after")
    try await waitUntil("the reader has counted after its commit") {
      contents(directory.path + "/after") == "100"
    }
  }

  @Test func aWriterKilledMidTransactionLeavesAUsableCache() async throws {
    let directory = try CacheTestDirectory()
    let key = CacheKey.searchText(TextSearchRequest(textQuery: "kept"), provider: "local", fields: [])
    do {
      let store = try CacheStore(path: directory.cacheFile)
      store.put(CacheEntry(payload: "kept", storedAt: Date()), for: key)
    }
    let writer = try SQLiteShell(database: directory.cacheFile)
    writer.send(
      """
      PRAGMA busy_timeout=5000;
      BEGIN IMMEDIATE;
      INSERT INTO entries(key, provider, endpoint, payload, stored_at) VALUES ('half', 'local', 'searchText', 'x', 0);
      """)
    // Wait until the other process holds the write lock, then kill it without warning.
    let probe = try SQLiteDatabase(path: directory.cacheFile, mode: .readWrite, busyTimeoutMilliseconds: 0)
    try await waitUntil("the other process holds the write lock") {
      do {
        try probe.exec("BEGIN IMMEDIATE; ROLLBACK;", purpose: "probe the write lock")
        return false
      } catch let error as SQLiteError {
        return error.isBusy
      } catch {
        return false
      }
    }
    writer.kill()

    let store = try CacheStore(path: directory.cacheFile)
    #expect(store.entry(for: key)?.payload == "kept")
    #expect(try store.entryCounts() == ["local": 1])
    store.put(CacheEntry(payload: "after", storedAt: Date()), for: key)
    #expect(store.entry(for: key)?.payload == "after")
    #expect(try probe.scalarText("PRAGMA integrity_check", purpose: "check the file") == "ok")
  }
}
