import EnrichSystem
import EnrichTestSupport
import Foundation
import Testing

/// `enrich index build` reports progress on stderr: plain lines when stderr is not a terminal,
/// a redrawn line with `--progress always`, nothing with `ENRICH_PROGRESS=never` or
/// `--progress never`, nothing at all but errors with `--quiet`; stdout stays empty.
@Suite struct IndexProgressTests {
  @Test func progressIsPlainLinesWhenPiped() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let output = directory.appendingPathComponent("index.sqlite").path
    let result = try EnrichProcess.run([
      "index", "build", EnrichProcess.samples("helsinki.osm.pbf"), "-o", output,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(lines.contains("indexing: 24260 nodes, 5130 ways, 620 relations; 1672 places, 1451 addresses"))
    #expect(lines.last?.hasPrefix("enrich: indexed 1672 places") == true)
    #expect(!result.stderr.contains("\r") && !result.stderr.contains("\u{1B}"))
  }

  @Test func noProgressWhenItIsTurnedOff() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let output = directory.appendingPathComponent("index.sqlite").path
    let result = try EnrichProcess.run(
      ["index", "build", EnrichProcess.samples("helsinki.osm.pbf"), "-o", output],
      environment: ["ENRICH_PROGRESS": "never"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stderr.contains("indexing:"))
    #expect(result.stderr.contains("enrich: indexed 1672 places"))
  }

  @Test func theRunsProgressOptionsHoldForTheBuildToo() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let build = ["index", "build", EnrichProcess.samples("helsinki.osm.pbf"), "-o"]
    let quiet = try EnrichProcess.run(build + [directory.appendingPathComponent("q.sqlite").path, "--quiet"])
    #expect(quiet.status == 0, "\(quiet.stderr)")
    #expect(quiet.stderr.isEmpty && quiet.stdout.isEmpty, "\(quiet.stderr)")
    let never = try EnrichProcess.run(
      build + [directory.appendingPathComponent("n.sqlite").path, "--progress", "never"])
    #expect(never.status == 0, "\(never.stderr)")
    #expect(!never.stderr.contains("indexing:") && never.stderr.contains("enrich: indexed 1672 places"))
    let always = try EnrichProcess.run(
      build + [directory.appendingPathComponent("a.sqlite").path, "--progress", "always"])
    #expect(always.status == 0, "\(always.stderr)")
    #expect(always.stderr.contains("\r\u{1B}[Kindexing: "), "\(always.stderr)")
  }
}
