import EnrichTestSupport
import Foundation
import Testing

/// `--compare PREVIOUS --key COLUMN` through the real binary on the sample index: rows are
/// paired by key, not position; what changed is said; a previous file that is not an enrich
/// output is refused (exit 64); a missing one is skipped with a note.
@Suite struct ChangeReportTests {
  struct Scene {
    let directory: URL
    let environment: [String: String]

    init() throws {
      directory = try EnrichProcess.temporaryDirectory()
      environment = try SampleIndex.environment()
    }

    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    func write(_ name: String, _ text: String) throws {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path(name)))
    }

    func run(_ arguments: [String]) throws -> EnrichProcess.Result {
      try EnrichProcess.run(arguments + ["--at", "2026-12-06T10:00"], environment: environment)
    }

    func rows(_ name: String) throws -> [[String: Any]] {
      let data = try Data(contentsOf: URL(fileURLWithPath: path(name)))
      let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      return try #require(document["rows"] as? [[String: Any]])
    }

    func changes(_ name: String) throws -> [String: Any] {
      let data = try Data(contentsOf: URL(fileURLWithPath: path(name)))
      let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      return try #require((document["summary"] as? [String: Any])?["changes"] as? [String: Any])
    }
  }

  /// The sample's rows without the one with `id` `removed`.
  func sample(removing removed: String? = nil) throws -> String {
    let lines = try String(contentsOfFile: EnrichProcess.samples("places.csv"), encoding: .utf8)
      .components(separatedBy: "\n")
    return lines.filter { removed == nil || !$0.hasPrefix("\(removed ?? ""),") }.joined(separator: "\n")
  }

  @Test func deletingOneRowReportsOneRemovedAndNothingChanged() throws {
    let scene = try Scene()
    try scene.write("in.csv", try sample())
    #expect(try scene.run([scene.path("in.csv"), "-o", scene.path("monday.json")]).status == 0)
    try scene.write("in.csv", try sample(removing: "5"))
    let result = try scene.run([
      scene.path("in.csv"), "-o", scene.path("tuesday.json"), "--compare", scene.path("monday.json"),
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let changes = try scene.changes("tuesday.json")
    #expect(changes["key"] as? String == "id")
    #expect(changes["rowsChanged"] as? Int == 0, "\(changes)")
    #expect(changes["removed"] as? Int == 1)
    let removed = try #require((changes["removedRows"] as? [[String: Any]])?.first)
    #expect(removed["key"] as? String == "5" && removed["row"] as? Int == 5)
    #expect(result.stderr.contains("removed: 5 (Kiila)"), "\(result.stderr)")
    #expect(try scene.rows("tuesday.json").allSatisfy { $0["change"] == nil })
  }

  @Test func aChangedRowSaysWhatChanged() throws {
    let scene = try Scene()
    try scene.write(
      "in.csv",
      "code,name,address\nA1,Kappeli,Eteläesplanadi 1\nB2,Gaijin,Bulevardi 6\nC3,Teema,Annankatu 19\n")
    #expect(try scene.run([scene.path("in.csv"), "-o", scene.path("monday.json")]).status == 0)
    try scene.write(
      "in.csv",
      "code,name,address\nA1,Kappeli,Eteläesplanadi 1\nB2,Cafe Ekberg,Bulevardi 9\nD4,Teema,Annankatu 19\n")
    let result = try scene.run([
      scene.path("in.csv"), "-o", scene.path("tuesday.json"), "--compare", scene.path("monday.json"), "--key",
      "code",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let rows = try scene.rows("tuesday.json")
    #expect(rows[0]["change"] == nil)
    let changed = try #require(rows[1]["change"] as? [String: Any])
    #expect(changed["key"] as? String == "B2")
    #expect(changed["kinds"] as? [String] == ["input_changed", "place_changed"])
    #expect((changed["previous"] as? [String: Any])?["name"] as? String == "Gaijin")
    #expect((rows[2]["change"] as? [String: Any])?["kinds"] as? [String] == ["added"])
    let changes = try scene.changes("tuesday.json")
    #expect(
      changes["removed"] as? Int == 1 && changes["added"] as? Int == 1 && changes["rowsChanged"] as? Int == 2)
  }

  @Test func aPreviousFileThatIsNotAnEnrichOutputIsRefused() throws {
    let scene = try Scene()
    try scene.write("in.csv", try sample())
    #expect(try scene.run([scene.path("in.csv"), "-o", scene.path("monday.csv")]).status == 0)
    try scene.write("other.json", #"[{"name": "Kappeli", "status": "fine"}]"#)
    for previous in ["monday.csv", "other.json", "in.csv"] {
      let result = try scene.run([
        scene.path("in.csv"), "-o", scene.path("out.json"), "--compare", scene.path(previous),
      ])
      #expect(result.status == 64, "\(previous): \(result.stderr)")
      #expect(result.stderr.contains("is not an enrich output"), "\(result.stderr)")
      #expect(!FileManager.default.fileExists(atPath: scene.path("out.json")))
    }
    let badKey = try scene.run([
      scene.path("in.csv"), "-o", scene.path("out.json"), "--compare", scene.path("in.csv"), "--key", "nope",
    ])
    #expect(badKey.status == 64, "\(badKey.stderr)")
    #expect(badKey.stderr.contains("no column 'nope'"), "\(badKey.stderr)")
  }

  @Test func aMissingPreviousOutputIsSkippedWithANote() throws {
    let scene = try Scene()
    try scene.write("in.csv", try sample())
    let result = try scene.run([
      scene.path("in.csv"), "-o", scene.path("out.json"), "--compare", scene.path("none.json"),
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("no previous output at"), "\(result.stderr)")
    #expect(try scene.rows("out.json").count == 30)
  }
}
