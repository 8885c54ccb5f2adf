import EnrichCore
import Foundation
import Testing

@testable import EnrichKit

@Suite struct ChangeReportStageTests {
  /// A previous NDJSON output of two rows keyed by `id`.
  func previousOutput() throws -> String {
    let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
      "enrich-compare-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent("previous.ndjson").path
    let lines = [
      #"{"row":1,"input":{"id":"1","name":"Kappeli"},"status":"matched","place":{"id":"k1","name":"Kappeli","location":{"latitude":60.1674,"longitude":24.9488}}}"#,
      #"{"row":2,"input":{"id":"2","name":"Savoy"},"status":"matched","place":{"id":"s1","name":"Savoy"}}"#,
    ]
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  func row(id: String, name: String, place: Place?) -> RowResult {
    StageBench.finished(place == nil ? .notFound : .matched, place: place, fields: ["id": id, "name": name])
  }

  func kinds(_ row: RowResult?) -> [String] {
    row?.extra.first { $0.key == "change" }?.value["kinds"]?.arrayValue?.compactMap(\.stringValue) ?? []
  }

  @Test func rowsArePairedByKeyAndOnlyDifferencesAreReported() throws {
    let stage = try ChangeReportStage(
      previousOutput: try previousOutput(), key: .column("id"), moveMeters: 50)
    let same = row(
      id: "1", name: "Kappeli",
      place: Place(id: "k1", name: "Kappeli", location: Coordinate(latitude: 60.1674, longitude: 24.9488)))
    #expect(kinds(stage.shape(same)).isEmpty)
    #expect(kinds(stage.shape(row(id: "3", name: "Teemaa", place: nil))) == ["added"])
    let sections = stage.summarySections.compactMap { $0 as? ChangeSummary }
    #expect(sections.count == 1)
    #expect(sections.first?.rowsChanged == 1)
  }

  @Test func aMovedOrRenamedPlaceIsAChange() throws {
    let stage = try ChangeReportStage(
      previousOutput: try previousOutput(), key: .column("id"), moveMeters: 50)
    let moved = row(
      id: "1", name: "Kappeli",
      place: Place(
        id: "k1", name: "Café Kappeli", location: Coordinate(latitude: 60.1700, longitude: 24.9488)))
    let changed = stage.shape(moved)
    #expect(Set(kinds(changed)) == ["renamed", "moved"])
    #expect(changed?.record.row == 1)
  }

  @Test func aLostPlaceIsReported() throws {
    let stage = try ChangeReportStage(
      previousOutput: try previousOutput(), key: .column("id"), moveMeters: 50)
    #expect(kinds(stage.shape(row(id: "2", name: "Savoy", place: nil))).contains("lost"))
  }

  @Test func aFileThatIsNotAnEnrichOutputIsRefused() throws {
    let path = NSTemporaryDirectory() + "enrich-compare-\(UUID().uuidString).ndjson"
    try Data(#"{"name":"Kappeli"}"#.utf8).write(to: URL(fileURLWithPath: path))
    #expect(throws: PipelineError.self) {
      try ChangeReportStage(previousOutput: path, key: .column("id"), moveMeters: 50)
    }
  }
}
