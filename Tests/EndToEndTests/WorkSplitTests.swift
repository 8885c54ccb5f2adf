import Foundation
import Testing

/// `--shard K/N` and `enrich merge` through the real binary on the sample with the local
/// provider: N workers partition the input exactly, and merging their outputs gives the
/// output of one process.
@Suite struct WorkSplitTests {
  static let workers = 3

  func run(_ arguments: [String], in directory: URL) throws -> EnrichProcess.Result {
    try EnrichProcess.run(
      arguments + ["--quiet"], directory: directory, environment: try SampleIndex.environment())
  }

  func text(_ name: String, in directory: URL) throws -> String {
    try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
  }

  /// The row lines of an output (JSON: the lines inside `rows`; NDJSON: every line).
  func rowLines(_ name: String, in directory: URL) throws -> [String] {
    try text(name, in: directory).split(separator: "\n").map {
      $0.trimmingCharacters(in: CharacterSet(charactersIn: " ,"))
    }.filter { $0.hasPrefix("{\"row\":") }
  }

  func object(_ name: String, in directory: URL) throws -> [String: Any] {
    let data = try Data(contentsOf: directory.appendingPathComponent(name))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// The document (JSON) or sidecar (NDJSON) holding the summary and attributions.
  func about(_ name: String, format: String, in directory: URL) throws -> [String: Any] {
    try object(format == "json" ? name : name + ".summary.json", in: directory)
  }

  /// The summary without what differs between runs (times) or says how it was made.
  func counts(_ about: [String: Any]) throws -> NSDictionary {
    var summary = try #require(about["summary"] as? [String: Any])
    for key in ["elapsedSeconds", "parts", "shard"] { summary[key] = nil }
    return summary as NSDictionary
  }

  @Test(arguments: ["json", "ndjson"])
  func mergedShardsEqualOneProcess(_ format: String) throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let input = EnrichProcess.samples("places.csv")
    let single = try run([input, "-o", "single.\(format)"], in: directory)
    #expect(single.status == 0, "\(single.stderr)")
    var parts: [String] = []
    var shardRows: [[String]] = []
    for shard in 1...Self.workers {
      let part = "part-\(shard).\(format)"
      let result = try run([input, "-o", part, "--shard", "\(shard)/\(Self.workers)"], in: directory)
      #expect(result.status == 0, "\(result.stderr)")
      parts.append(part)
      shardRows.append(try rowLines(part, in: directory))
      let about = try about(part, format: format, in: directory)
      #expect((about["summary"] as? [String: Any])?["shard"] as? String == "\(shard)/\(Self.workers)")
    }
    // Each worker wrote exactly its rows: (r - 1) mod N = K - 1.
    for (index, rows) in shardRows.enumerated() {
      let numbers = rows.compactMap { line in
        line.dropFirst("{\"row\":".count).prefix { $0.isNumber }.description
      }.compactMap(Int.init)
      #expect(numbers == Array(stride(from: index + 1, through: 30, by: Self.workers)))
    }
    let merged = try run(["merge", "merged.\(format)"] + parts, in: directory)
    #expect(merged.status == 0, "\(merged.stderr)")
    let singleRows = try rowLines("single.\(format)", in: directory)
    #expect(singleRows.count == 30)
    #expect(try rowLines("merged.\(format)", in: directory) == singleRows)
    if format == "ndjson" {
      // Nothing but rows, byte for byte.
      #expect(try text("merged.ndjson", in: directory) == text("single.ndjson", in: directory))
    }
    let mergedAbout = try about("merged.\(format)", format: format, in: directory)
    let singleAbout = try about("single.\(format)", format: format, in: directory)
    #expect(try counts(mergedAbout) == counts(singleAbout))
    #expect((mergedAbout["summary"] as? [String: Any])?["parts"] as? Int == Self.workers)
    #expect(
      (mergedAbout["attributions"] as? [[String: Any]]).map { $0 as NSArray }
        == (singleAbout["attributions"] as? [[String: Any]]).map { $0 as NSArray })
    #expect(mergedAbout["provider"] as? String == "local")
  }

  @Test func mergeWritesAnyFormatFromMixedParts() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let input = EnrichProcess.samples("places.csv")
    #expect(try run([input, "-o", "single.csv"], in: directory).status == 0)
    #expect(try run([input, "-o", "a.json", "--shard", "1/2"], in: directory).status == 0)
    #expect(try run([input, "-o", "b.ndjson", "--shard", "2/2"], in: directory).status == 0)
    let merged = try run(["merge", "merged.csv", "b.ndjson", "a.json"], in: directory)
    #expect(merged.status == 0, "\(merged.stderr)")
    #expect(try text("merged.csv", in: directory) == text("single.csv", in: directory))
  }

  @Test func mergeRefusesPartsItCannotJoinAndWritesNothing() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let input = EnrichProcess.samples("places.csv")
    for (name, shard) in [("a1.json", "1/2"), ("a2.json", "2/2"), ("b1.ndjson", "1/3"), ("b3.ndjson", "3/3")]
    {
      #expect(try run([input, "-o", name, "--shard", shard], in: directory).status == 0)
    }
    #expect(try run([input, "-o", "whole.json"], in: directory).status == 0)
    #expect(try run([input, "-o", "whole.csv"], in: directory).status == 0)
    try Data(#"{"name": "Fazer"}"#.utf8).write(to: directory.appendingPathComponent("plain.json"))
    try Data(#"{"row": 1, "name": "x"}"#.utf8).write(to: directory.appendingPathComponent("bare.ndjson"))
    let refusals: [([String], String)] = [
      (["a1.json", "b3.ndjson"], "different shard counts"),
      (["a1.json", "a1.json", "a2.json"], "both shard 1/2"),
      (["b1.ndjson", "b3.ndjson"], "shard 2/3 missing"),
      (["whole.json", "a1.json", "a2.json"], "whole run"),
      (["whole.json", "whole.json"], "both hold row 1"),
      (["whole.csv"], "not csv"),
      (["plain.json"], "plain.json: not a part enrich can merge"),
      (["bare.ndjson"], "summary sidecar"),
    ]
    for (parts, message) in refusals {
      let result = try run(["merge", "out.json"] + parts, in: directory)
      #expect(result.status == 64, "\(parts): \(result.stderr)")
      #expect(result.stderr.contains(message), "\(parts): \(result.stderr)")
      #expect(
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("out.json").path) == false)
    }
    // A part is never the output.
    let over = try run(["merge", "a1.json", "a1.json", "a2.json"], in: directory)
    #expect(over.status == 64)
    #expect(over.stderr.contains("same file"))
  }

  @Test func aShardIsValidatedOnceAndNamedByEachFrontEnd() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let input = EnrichProcess.samples("places.csv")
    for value in ["0/3", "4/3", "3", "a/b", "1/0"] {
      let result = try run([input, "-o", "out.json", "--shard", value], in: directory)
      #expect(result.status == 64)
      #expect(result.stderr.contains("--shard: '\(value)'"), "\(result.stderr)")
    }
    let pipeline = directory.appendingPathComponent("p.yaml")
    try Data("input:\n  path: \(input)\n  shard: 5/2\noutputs:\n  - out.json\n".utf8).write(to: pipeline)
    let check = try run(["pipeline", "check", pipeline.path], in: directory)
    #expect(check.status == 64)
    #expect(check.stderr.contains("p.yaml:3:10: input.shard: '5/2'"), "\(check.stderr)")
  }

  @Test func eachWorkerWarnsAboutItsOwnRowsOnly() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    try Data("name,city\nFazer,Helsinki\nbad,row,extra\nEkberg,Helsinki\nshort\n".utf8).write(
      to: directory.appendingPathComponent("in.csv"))
    let first = try EnrichProcess.run(
      ["in.csv", "-o", "a.json", "--shard", "1/2", "--provider", "none"], directory: directory)
    // Both of this shard's rows are invalid: only --allow-empty writes such an output.
    let second = try EnrichProcess.run(
      ["in.csv", "-o", "b.json", "--shard", "2/2", "--provider", "none", "--allow-empty"],
      directory: directory)
    #expect(!first.stderr.contains("warning"), "\(first.stderr)")
    #expect(second.stderr.contains("in.csv:3: warning: row 2:"), "\(second.stderr)")
    #expect(second.stderr.contains("in.csv:5: warning: row 4:"), "\(second.stderr)")
    #expect(second.stderr.contains("enrich: shard 2/2: 2 rows"), "\(second.stderr)")
  }

  /// A shard's journal belongs to that shard: another shard does not resume it, the shard
  /// itself does.
  @Test func aShardResumesOnlyItsOwnJournal() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let input = EnrichProcess.samples("places.csv")
    let stopped = try run([input, "-o", "part.json", "--shard", "1/3", "--max-requests", "3"], in: directory)
    #expect(stopped.status != 0)
    let other = try run([input, "-o", "part.json", "--shard", "2/3", "--resume"], in: directory)
    #expect(other.status == 64, "\(other.stderr)")
    #expect(other.stderr.contains("changed"), "\(other.stderr)")
    let resumed = try run([input, "-o", "part.json", "--shard", "1/3", "--resume"], in: directory)
    #expect(resumed.status == 0, "\(resumed.stderr)")
    #expect(try run([input, "-o", "fresh.json", "--shard", "1/3"], in: directory).status == 0)
    #expect(try rowLines("part.json", in: directory) == rowLines("fresh.json", in: directory))
  }
}
