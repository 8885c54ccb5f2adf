import EnrichCore
import Testing

@testable import EnrichKit

@Suite struct DedupeStageTests {
  @Test func laterRowsOfTheSamePlaceAreLeftOut() {
    let stage = DedupeStage(settings: DedupeSettings())
    let place = Place(id: "p1", name: "Kappeli")
    #expect(stage.shape(StageBench.finished(.matched, place: place, row: 1))?.record.row == 1)
    #expect(stage.shape(StageBench.finished(.matched, place: place, row: 2)) == nil)
    #expect(stage.shape(StageBench.finished(.matched, place: Place(id: "p2"), row: 3))?.record.row == 3)
  }

  @Test func rowsWithoutAPlaceAreNeverDuplicates() {
    let stage = DedupeStage(settings: DedupeSettings())
    #expect(stage.shape(StageBench.finished(.notFound, row: 1)) != nil)
    #expect(stage.shape(StageBench.finished(.notFound, row: 2)) != nil)
  }

  @Test func chosenFieldsMakeTheKey() {
    var settings = DedupeSettings()
    settings.fields = ["name", "city"]
    let stage = DedupeStage(settings: settings)
    #expect(stage.shape(StageBench.finished(.notFound, row: 1, fields: ["name": "A", "city": "X"])) != nil)
    #expect(stage.shape(StageBench.finished(.notFound, row: 2, fields: ["name": "A", "city": "Y"])) != nil)
    #expect(stage.shape(StageBench.finished(.matched, row: 3, fields: ["name": "A", "city": "X"])) == nil)
  }
}
