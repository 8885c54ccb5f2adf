import EnrichSystem
import EnrichTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `enrich index build` through the real binary: a full disk or a read-only folder is an
/// environment failure (70) naming the path, a file that is not an index is never replaced
/// (64), and a killed build's partial file is cleaned up by the next build.
@Suite(.serialized) struct IndexSafetyTests {
  static let extract = EnrichProcess.samples("helsinki.osm.pbf")

  /// A small file stamped as an index: what a build may replace, and must keep when it fails.
  func previousIndex(at path: String) throws -> Data {
    try SQLiteDatabase(path: path).exec(
      "PRAGMA application_id = \(SQLiteFileProbe.enrichIndexID); CREATE TABLE meta(key TEXT, value TEXT)",
      purpose: "create a small index")
    return try Data(contentsOf: URL(fileURLWithPath: path))
  }

  @Test func aFullDiskIsAnEnvironmentFailureNamingTheIndex() throws {
    // The sample's index is about 1.1 MB: it cannot fit.
    let disk = try FullDisk(kilobytes: 400)
    let output = disk.path + "/index.sqlite"
    let previous = try previousIndex(at: output)
    let result = try EnrichProcess.run(
      ["index", "build", Self.extract, "-o", output], limits: disk.limits)
    #expect(result.status == 70, "\(result.stderr)")
    #expect(result.stderr.contains("enrich: error: cannot write index '\(output)'"), "\(result.stderr)")
    #expect(result.stderr.contains(disk.mounted ? "full" : "I/O error"), "\(result.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == previous)
    #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path) == ["index.sqlite"])
  }

  @Test func aReadOnlyFolderIsAnEnvironmentFailureNamingTheIndex() throws {
    let disk = try FullDisk(kilobytes: 64, readOnly: true)
    let output = disk.path + "/index.sqlite"
    let result = try EnrichProcess.run(["index", "build", Self.extract, "-o", output], limits: disk.limits)
    #expect(result.status == 70, "\(result.stderr)")
    #expect(result.stderr.contains("enrich: error: cannot write index '\(output)'"), "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path).isEmpty)
  }

  @Test func aFileThatIsNotAnIndexIsNeverReplaced() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let output = directory.appendingPathComponent("places.csv").path
    let text = Data("name,address\nKappeli,Eteläesplanadi 1\n".utf8)
    try text.write(to: URL(fileURLWithPath: output))
    let result = try EnrichProcess.run(["index", "build", Self.extract, "-o", output])
    #expect(result.status == 64, "\(result.stderr)")
    #expect(result.stderr.contains("'\(output)' exists and is not an SQLite file, not an enrich place index"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == text)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["places.csv"])
  }

  @Test func aKilledBuildsPartialIsRemovedByTheNextBuild() async throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let output = directory.appendingPathComponent("index.sqlite").path
    // The extract arrives through a pipe: the build starts, writes its partial file, then
    // waits for the rest, and is killed there.
    let fifo = directory.appendingPathComponent("slow.osm.pbf").path
    try FileOperations.makeFIFO(fifo)
    let build = try EnrichProcess.start(["index", "build", fifo, "-o", output])
    let writer = try #require(FileHandle(forWritingAtPath: fifo))
    let sample = try Data(contentsOf: URL(fileURLWithPath: Self.extract))
    writer.write(sample.prefix(200_000))
    let partial = output + ".partial-\(build.pid)"
    try await waitUntil("the build has written \(partial)") {
      FileManager.default.fileExists(atPath: partial)
    }
    build.signal(SIGKILL)
    _ = try build.wait()
    try writer.close()
    #expect(FileManager.default.fileExists(atPath: partial), "a killed build leaves its partial behind")
    // A partial of a build that is still running (process 1 always is) must be left alone.
    let live = output + ".partial-1"
    try Data("in progress".utf8).write(to: URL(fileURLWithPath: live))

    let next = try EnrichProcess.run(["index", "build", Self.extract, "-o", output])
    #expect(next.status == 0, "\(next.stderr)")
    #expect(!FileManager.default.fileExists(atPath: partial))
    #expect(try Data(contentsOf: URL(fileURLWithPath: live)) == Data("in progress".utf8))
    #expect(
      Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
        == ["index.sqlite", "index.sqlite.partial-1", "slow.osm.pbf"])
    #expect(try EnrichProcess.run(["index", "info", output]).status == 0)
  }
}
