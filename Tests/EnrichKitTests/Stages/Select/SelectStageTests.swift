import EnrichCore
import Testing

@testable import EnrichKit

@Suite struct SelectStageTests {
  let row = StageBench.finished(.matched, fields: ["id": "7", "name": "Kappeli", "notes": "x"])

  @Test func keepsTheListedFieldsInTheirOrderAndRenames() throws {
    var settings = SelectSettings()
    settings.fields = ["name", "id", "missing"]
    settings.rename = ["id": "customer"]
    let stage = SelectStage(settings: settings)
    let shaped = try #require(stage.shape(row))
    #expect(shaped.record.fields.map(\.name) == ["name", "customer"])
    #expect(shaped.record.value(of: "customer") == .string("7"))
    #expect(shaped.status == .matched)
    #expect(stage.columns(["id", "name", "notes"]) == ["name", "customer"])
  }

  @Test func withNoFieldsListedEveryFieldStaysAndRenamesApply() throws {
    var settings = SelectSettings()
    settings.rename = ["notes": "comment"]
    let stage = SelectStage(settings: settings)
    #expect(try #require(stage.shape(row)).record.fields.map(\.name) == ["id", "name", "comment"])
    #expect(stage.columns(["id", "name", "notes"]) == ["id", "name", "comment"])
  }

  @Test func theColumnsAgreeWithTheRowsWritten() throws {
    var settings = SelectSettings()
    settings.fields = ["notes", "name"]
    let stage = SelectStage(settings: settings)
    let shaped = try #require(stage.shape(row))
    #expect(stage.columns(row.record.fields.map(\.name)) == shaped.record.fields.map(\.name))
  }
}
