import EnrichCore
import Testing

@testable import EnrichKit

@Suite struct FilterStageTests {
  static let cafe = Place(id: "c1", name: "Kappeli", types: ["cafe"], primaryType: "cafe")

  func filter(_ edit: (inout FilterSettings) -> Void) -> FilterStage {
    var settings = FilterSettings()
    edit(&settings)
    return FilterStage(settings: settings)
  }

  @Test func keepsOnlyTheListedStatuses() {
    let stage = filter { $0.statuses = [.matched, .geocoded] }
    #expect(stage.shape(StageBench.finished(.matched, place: Self.cafe)) != nil)
    #expect(stage.shape(StageBench.finished(.geocoded, place: Self.cafe)) != nil)
    #expect(stage.shape(StageBench.finished(.notFound)) == nil)
    #expect(stage.shape(StageBench.finished(.failed)) == nil)
  }

  @Test func aRowWithoutAnOpenStatusCountsAsUnknown() {
    let stage = filter { $0.openStatuses = [.unknown] }
    var open = Self.cafe
    open.openStatus = OpenStatusInfo(status: .open)
    #expect(stage.shape(StageBench.finished(.matched, place: open)) == nil)
    #expect(stage.shape(StageBench.finished(.matched, place: Self.cafe)) != nil)
    #expect(stage.shape(StageBench.finished(.notFound)) != nil)
  }

  @Test func aMissingConfidenceIsBelowAnyMinimum() {
    let stage = filter { $0.minConfidence = 0.7 }
    #expect(stage.shape(StageBench.finished(.matched, place: Self.cafe, confidence: 0.7)) != nil)
    #expect(stage.shape(StageBench.finished(.matched, place: Self.cafe, confidence: 0.69)) == nil)
    #expect(stage.shape(StageBench.finished(.notFound)) == nil)
  }

  @Test func typesMatchThePrimaryTypeOrAnyType() {
    let stage = filter { $0.types = ["restaurant", "cafe"] }
    let primaryOnly = Place(id: "r1", name: "Savoy", primaryType: "restaurant")
    #expect(stage.shape(StageBench.finished(.matched, place: Self.cafe)) != nil)
    #expect(stage.shape(StageBench.finished(.matched, place: primaryOnly)) != nil)
    #expect(stage.shape(StageBench.finished(.matched, place: Place(id: "b", types: ["bank"]))) == nil)
  }

  @Test func everyConditionMustHold() {
    let stage = filter {
      $0.statuses = [.matched]
      $0.minConfidence = 0.8
    }
    #expect(stage.shape(StageBench.finished(.matched, place: Self.cafe, confidence: 0.9)) != nil)
    #expect(stage.shape(StageBench.finished(.matched, place: Self.cafe, confidence: 0.5)) == nil)
    #expect(stage.shape(StageBench.finished(.geocoded, place: Self.cafe, confidence: 0.9)) == nil)
  }

  @Test func aFilterOnOpenStatusNeedsTheStageThatComputesIt() throws {
    var pipeline = PipelineConfiguration()
    let settings = { () -> FilterSettings in
      var settings = FilterSettings()
      settings.openStatuses = [.open]
      return settings
    }()
    pipeline.stages = [NormalizeSettings(), SearchSettings(), settings]
    #expect(throws: StageProblem.self) { try settings.check(in: pipeline, at: 2) }
    pipeline.stages = [NormalizeSettings(), SearchSettings(), OpenStatusSettings(), settings]
    try settings.check(in: pipeline, at: 3)
  }
}
