import EnrichCore
import EnrichSystem
import Foundation
import LocalProvider
import Testing

/// What a build may replace, what it leaves of killed builds, and how the index is stamped.
@Suite struct IndexOutputTests {
  func folder() throws -> String {
    let directory = SharedIndex.directory + "/output-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    return directory
  }

  /// A process id that is certainly not running: a child that has exited.
  func deadPID() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }

  @Test func theIndexIsStampedAsEnrichs() throws {
    let database = try SQLiteDatabase(path: try SharedIndex.build.get().path, mode: .readOnly)
    #expect(try database.stamps() == (SQLiteFileProbe.enrichIndexID, 4))
    let header = SQLiteFileProbe.header(of: try SharedIndex.build.get().path)
    #expect(header.applicationID == SQLiteFileProbe.enrichIndexID)
  }

  @Test(arguments: ["text", "database", "cache"])
  func aFileThatIsNotAnIndexIsNeverReplaced(kind: String) throws {
    let directory = try folder()
    let output = directory + "/index.sqlite"
    switch kind {
    case "text":
      try Data("name,address\nKappeli,Eteläesplanadi 1\n".utf8).write(to: URL(fileURLWithPath: output))
    case "database":
      try SQLiteDatabase(path: output).exec("CREATE TABLE notes(text TEXT)", purpose: "t")
    default:
      try SQLiteDatabase(path: output).exec(
        "CREATE TABLE entries(key TEXT); PRAGMA application_id = \(SQLiteFileProbe.enrichCacheID)",
        purpose: "t")
    }
    let before = try Data(contentsOf: URL(fileURLWithPath: output))
    let error = #expect(throws: IndexBuildError.self) {
      try LocalIndexBuilder.build(extract: SharedIndex.extract, output: output)
    }
    #expect(error?.kind == .refused)
    #expect(error?.message.contains("not an enrich place index; index build replaces only an index") == true)
    #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == before)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["index.sqlite"])
  }

  @Test func anIndexBuiltBeforeTheStampStillOpensAndIsReplaced() async throws {
    let directory = try folder()
    let output = directory + "/index.sqlite"
    try FileManager.default.copyItem(atPath: try SharedIndex.build.get().path, toPath: output)
    // What an index of the previous build looks like: no header stamp, only its meta table.
    try SQLiteDatabase(path: output).exec("PRAGMA application_id = 0; PRAGMA user_version = 0", purpose: "t")
    #expect(SQLiteFileProbe.header(of: output).applicationID == 0)
    let legacy = try LocalProvider(indexPath: output, metrics: ProviderMetrics())
    #expect(try await legacy.searchText(TextSearchRequest(textQuery: "Kappeli")).isEmpty == false)
    try LocalIndexBuilder.build(extract: SharedIndex.extract, output: output)
    #expect(SQLiteFileProbe.header(of: output).applicationID == SQLiteFileProbe.enrichIndexID)
  }

  @Test func anOutputThatIsASymlinkIsWrittenAtItsTarget() throws {
    let directory = try folder()
    let target = directory + "/data/index.sqlite"
    try FileManager.default.createDirectory(atPath: directory + "/data", withIntermediateDirectories: true)
    let link = directory + "/index.sqlite"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    try LocalIndexBuilder.build(extract: SharedIndex.extract, output: link)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
    #expect(SQLiteFileProbe.header(of: target).applicationID == SQLiteFileProbe.enrichIndexID)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/data") == ["index.sqlite"])
  }

  @Test func theCacheGivenAsTheIndexIsNamed() throws {
    let directory = try folder()
    let path = directory + "/cache.sqlite"
    try SQLiteDatabase(path: path).exec(
      "CREATE TABLE entries(key TEXT); PRAGMA application_id = \(SQLiteFileProbe.enrichCacheID)", purpose: "t"
    )
    let error = #expect(throws: ProviderError.self) {
      try LocalProvider(indexPath: path, metrics: ProviderMetrics())
    }
    #expect(error?.kind == .unusable)
    #expect(error?.message.contains("is an enrich request cache, not an enrich place index") == true)
  }

  @Test func partialsOfDeadBuildsGoAndALiveBuildsStay() throws {
    let directory = try folder()
    let output = directory + "/index.sqlite"
    let dead = "index.sqlite.partial-\(try deadPID())"
    // Process 1 is always running: its "partial" stands for a build still in progress.
    let live = "index.sqlite.partial-1"
    let unrelated = ["index.sqlite.partial-notes", "other.sqlite.partial-1", "index.sqlite.partial-1.notes"]
    // A killed build's node positions go with its partial; a live build's stay.
    let scratch = [dead + ".nodes", dead + ".ways"]
    for name in [dead, live, live + ".nodes"] + scratch + unrelated {
      try Data("partial".utf8).write(to: URL(fileURLWithPath: directory + "/" + name))
    }
    try LocalIndexBuilder.build(extract: SharedIndex.extract, output: output)
    let left = Set(try FileManager.default.contentsOfDirectory(atPath: directory))
    #expect(!left.contains(dead))
    #expect(left.isDisjoint(with: scratch))
    #expect(left.contains(live))
    #expect(left.contains(live + ".nodes"))
    #expect(left.contains("index.sqlite"))
    #expect(left.isSuperset(of: unrelated))
  }
}
