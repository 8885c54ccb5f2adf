import EnrichSystem
import Foundation
import Testing

/// The ownership rule through the real binary: enrich refuses, before any work and with exit
/// 64, to write over a file that is not its own or to make two roles share one file; every
/// file that must survive keeps its bytes.
@Suite struct FileOwnershipTests {
  /// A folder with the sample input, a user's folder of data, and a copy of the sample index.
  struct Scene {
    let directory: URL
    let input: String
    let index: String

    init() throws {
      directory = try EnrichProcess.temporaryDirectory()
      input = directory.appendingPathComponent("in.csv").path
      try FileManager.default.copyItem(atPath: EnrichProcess.samples("places.csv"), toPath: input)
      index = directory.appendingPathComponent("index.sqlite").path
      try FileManager.default.copyItem(atPath: try SampleIndex.path(), toPath: index)
      try FileManager.default.createDirectory(
        at: directory.appendingPathComponent("mydata"), withIntermediateDirectories: true)
      try Data("precious\n".utf8).write(to: directory.appendingPathComponent("mydata/notes.txt"))
    }

    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// Every file under the folder with its bytes, to compare before and after a refused run.
    func snapshot() throws -> [String: Data] {
      var files: [String: Data] = [:]
      let enumerator = FileManager.default.enumerator(atPath: directory.path)
      while let name = enumerator?.nextObject() as? String {
        let full = path(name)
        if FileStatus.of(full)?.kind == .regular {
          files[name] = try Data(contentsOf: URL(fileURLWithPath: full))
        }
      }
      return files
    }

    func run(_ arguments: [String]) throws -> EnrichProcess.Result {
      try EnrichProcess.run(arguments, directory: directory, environment: ["ENRICH_INDEX": index])
    }
  }

  static let refusedJournals: [(String, String)] = [
    ("mydata", "is a folder"),
    ("in.csv", "the input in.csv and the journal in.csv are the same file"),
    ("index.sqlite", "the index"),
    ("out.json", "the output out.json and the journal out.json are the same file"),
    ("mydata/notes.txt", "was not written by enrich"),
  ]

  @Test(arguments: refusedJournals)
  func aJournalPathThatIsNotEnrichsOwnIsRefusedAndKept(_ journal: String, _ message: String) throws {
    let scene = try Scene()
    try Data("last night\n".utf8).write(to: URL(fileURLWithPath: scene.path("out.json")))
    let before = try scene.snapshot()
    let result = try scene.run(["in.csv", "-o", "out.json", "--journal", journal])
    #expect(result.status == 64, "\(result.stderr)")
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(try scene.snapshot() == before)
  }

  static let collisions: [([String], String)] = [
    (["-o", "in.csv"], "the input in.csv and the output in.csv are the same file"),
    (["-o", "out.json", "--summary", "in.csv"], "the input in.csv and the summary file in.csv"),
    (["-o", "out.json", "--review", "out.json"], "the output out.json and the review file out.json"),
    (["-o", "out.json", "--summary", "out.json"], "the output out.json and the summary file out.json"),
    (["-o", "out.json", "-o", "mydata/../out.json"], "and the output mydata/../out.json"),
    (["-o", "hard.csv"], "the input in.csv and the output hard.csv"),
    (["-o", "link.csv"], "the input in.csv and the output link.csv"),
    (["-o", "index.sqlite", "-f", "json"], "the index"),
    (["-o", "out.json", "--cache", "in.csv"], "the input in.csv and the cache in.csv"),
    (["-o", "out.json", "--cache", "out.json"], "the cache out.json and the output out.json"),
    (["-o", "-", "-o", "-", "-f", "ndjson"], "--output: '-' is written twice"),
  ]

  @Test(arguments: collisions)
  func twoRolesOnOneFileAreRefusedBeforeAnyWork(_ arguments: [String], _ message: String) throws {
    let scene = try Scene()
    try FileManager.default.linkItem(atPath: scene.input, toPath: scene.path("hard.csv"))
    try FileManager.default.createSymbolicLink(atPath: scene.path("link.csv"), withDestinationPath: "in.csv")
    let before = try scene.snapshot()
    let result = try scene.run(["in.csv"] + arguments)
    #expect(result.status == 64, "\(result.stderr)")
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(try scene.snapshot() == before)
  }

  @Test func foreignSummaryAndReviewFilesAreRefusedButEnrichsOwnAreReplaced() throws {
    let scene = try Scene()
    try Data("my,own,csv\n1,2,3\n".utf8).write(to: URL(fileURLWithPath: scene.path("review.csv")))
    try Data("{\"mine\": true}\n".utf8).write(to: URL(fileURLWithPath: scene.path("summary.json")))
    let before = try scene.snapshot()
    for extra in [["--review", "review.csv"], ["--summary", "summary.json"]] {
      let refused = try scene.run(["in.csv", "-o", "out.json"] + extra)
      #expect(refused.status == 64, "\(refused.stderr)")
      #expect(refused.stderr.contains("was not written by enrich"))
    }
    #expect(try scene.snapshot() == before)

    let own = ["in.csv", "-o", "out.json", "--review", "own-review.csv", "--summary", "own-summary.json"]
    #expect(try scene.run(own).status == 0)
    let again = try scene.run(own)
    #expect(again.status == 0, "\(again.stderr)")
    let summary = try String(contentsOfFile: scene.path("own-summary.json"), encoding: .utf8)
    #expect(summary.hasPrefix("{\n  \"generator\": \"enrich"))
  }

  @Test func aFileInTheWayOfTheLockIsNeitherTruncatedNorRemoved() throws {
    let scene = try Scene()
    try Data("someone's notes\n".utf8).write(to: URL(fileURLWithPath: scene.path(".out.json.enrich-lock")))
    try FileManager.default.createSymbolicLink(
      atPath: scene.path(".other.json.enrich-lock"), withDestinationPath: "mydata/notes.txt")
    let before = try scene.snapshot()
    for output in ["out.json", "other.json"] {
      let result = try scene.run(["in.csv", "-o", output])
      #expect(result.status != 0, "\(result.stderr)")
      #expect(result.stderr.contains(".\(output).enrich-lock"), "\(result.stderr)")
    }
    #expect(try scene.snapshot() == before)
  }

  @Test func aSymlinkedOutputWritesItsTargetAndKeepsTheLink() throws {
    let scene = try Scene()
    try Data("old\n".utf8).write(to: URL(fileURLWithPath: scene.path("mydata/target.json")))
    try FileManager.default.createSymbolicLink(
      atPath: scene.path("link.json"), withDestinationPath: "mydata/target.json")
    try FileManager.default.createSymbolicLink(
      atPath: scene.path("summary-link.json"), withDestinationPath: "mydata/summary.json")
    let result = try scene.run(["in.csv", "-o", "link.json", "--summary", "summary-link.json"])
    #expect(result.status == 0, "\(result.stderr)")
    let linkStatus = FileStatus.of(scene.path("link.json"), followLinks: false)
    #expect(linkStatus?.kind == .symbolicLink)
    #expect(FileStatus.of(scene.path("summary-link.json"), followLinks: false)?.kind == .symbolicLink)
    let written = try String(contentsOfFile: scene.path("mydata/target.json"), encoding: .utf8)
    #expect(written.hasPrefix("{\n  \"generator\""))
    #expect(FileManager.default.fileExists(atPath: scene.path("mydata/summary.json")))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: scene.path("mydata"))
    #expect(Set(leftovers) == ["notes.txt", "target.json", "summary.json"])
  }

  @Test func devicesAndStdoutAreWrittenAsStreamsNeverReplaced() throws {
    let scene = try Scene()
    let result = try scene.run(["in.csv", "-o", "/dev/null", "-o", "/dev/stdout", "-f", "ndjson"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.split(separator: "\n").count == 30)  // one line a row, no summary record
    #expect(FileStatus.of("/dev/null")?.kind == .characterDevice)
    #expect(FileStatus.of("/dev/stdout", followLinks: false)?.kind == .symbolicLink)
  }

  @Test func aProcessSubstitutionOutputReceivesEveryRow() throws {
    let scene = try Scene()
    let binary = EnrichProcess.binary.path
    let script = "'\(binary)' in.csv -o >(wc -l > count.txt) -f ndjson; status=$?; wait; exit $status"
    let result = try EnrichProcess.run(
      ["-c", script], directory: scene.directory, environment: ["ENRICH_INDEX": scene.index],
      executable: "/bin/bash")
    #expect(result.status == 0, "\(result.stderr)")
    let count = try String(contentsOfFile: scene.path("count.txt"), encoding: .utf8)
    #expect(count.trimmingCharacters(in: .whitespacesAndNewlines) == "30")
  }

  @Test func aMissingOutputFolderIsCreated() throws {
    let scene = try Scene()
    let result = try scene.run([
      "in.csv", "-o", "no/such/out.json", "--summary", "no/such/other/summary.json",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(FileManager.default.fileExists(atPath: scene.path("no/such/out.json")))
    #expect(FileManager.default.fileExists(atPath: scene.path("no/such/other/summary.json")))
  }

  @Test func aFolderThatCannotBeMadeIsNamedAsTheOutputsProblem() throws {
    let scene = try Scene()
    try Data("not a folder".utf8).write(to: URL(fileURLWithPath: scene.path("wall")))
    let result = try scene.run(["in.csv", "-o", "wall/out.json"])
    #expect(result.status == 70, "\(result.stderr)")
    #expect(result.stderr.contains("cannot write the output wall/out.json"), "\(result.stderr)")
    #expect(!result.stderr.contains("lock"))
    #expect(try String(contentsOfFile: scene.path("wall"), encoding: .utf8) == "not a folder")
  }

  static let streamsOntoTheRunsFiles: [(String, String)] = [
    (
      "exec \"$0\" in.csv -o - -f csv --provider none >> in.csv",
      "the output (stdout) is open on the same file as the input"
    ),
    (
      "exec \"$0\" - -o - -f ndjson --provider none < in.csv >> in.csv",
      "the output (stdout) is open on the same file as the input (stdin)"
    ),
    (
      "exec \"$0\" in.csv -o /dev/fd/3 -f ndjson 3>>index.sqlite",
      "the output /dev/fd/3 is open on the same file as the index"
    ),
    ("exec \"$0\" in.csv -o /dev/stdout -f ndjson --cache cache.sqlite >> cache.sqlite", "as the cache"),
    ("exec \"$0\" in.csv -o out.json -o /dev/fd/3 -f ndjson 3>>.out.json.enrich-journal", "as the journal"),
    (
      "exec \"$0\" - -o in.csv --provider none < in.csv",
      "the input (stdin) is open on the same file as the output in.csv"
    ),
  ]

  /// A stream is written in place into whatever its descriptor is open on: when the shell opened
  /// it on one of the run's files, enrich refuses before writing a byte (it used to exit 0
  /// having grown the input or overwritten the index's first page, and reading stdin from the
  /// file stdout appends to never ended). The shell execs enrich, so a hang is killed with it.
  @Test(arguments: streamsOntoTheRunsFiles)
  func aStreamRedirectedOntoOneOfTheRunsFilesIsRefused(_ command: String, _ message: String) throws {
    let scene = try Scene()
    #expect(
      try scene.run(["in.csv", "-o", "first.json", "--cache", "cache.sqlite", "--no-journal"]).status == 0)
    try Data().write(to: URL(fileURLWithPath: scene.path(".out.json.enrich-journal")))
    let before = try scene.snapshot()
    let result = try EnrichProcess.run(
      ["-c", command, EnrichProcess.binary.path], directory: scene.directory,
      environment: ["ENRICH_INDEX": scene.index], executable: "/bin/sh")
    #expect(result.status == 64, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("enrich: error: "), "\(result.stderr)")
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(try scene.snapshot() == before)
  }
}
