import EnrichCore
import Testing

@testable import EnrichKit
@testable import EnrichPipelineFile

/// The change report is a registered stage configured by its own top-level key (`compare:`).
@Suite struct CompareStageTests {
  static let head = "input: {path: a.csv}\noutputs: [b.json]\n"

  @Test func isRegisteredBeforeTheFilters() throws {
    let names = StageRegistry.names
    let compare = try #require(names.firstIndex(of: "compare"))
    #expect(names[compare - 1] == "open_status" && names[compare + 1] == "filter")
    #expect(StageRegistry.topLevelTypes.map { $0.name } == ["compare"])
  }

  @Test func runsFirstAmongTheInInputOrderStages() throws {
    let configuration = try parsePipeline(
      Self.head + "compare: prev.json\nstages:\n  - normalize\n  - search\n  - filter: {status: matched}\n"
        + "  - dedupe\n")
    #expect(configuration.stages.map(\.name) == ["normalize", "search", "compare", "filter", "dedupe"])
    #expect(configuration.stage(CompareSettings.self) == CompareSettings(previousOutput: "prev.json"))
  }

  @Test func comesLastWhenNoStageShapesFinishedRows() throws {
    let configuration = try parsePipeline(Self.head + "compare: {path: prev.json, key: id, move_meters: 5}\n")
    #expect(
      configuration.stages.last.map { $0 as? CompareSettings }
        == CompareSettings(
          previousOutput: "prev.json", key: "id", moveMeters: 5))
  }

  @Test func isNotListedAmongTheStages() {
    let error = #expect(throws: PipelineFileError.self) {
      try parsePipeline(Self.head + "stages:\n  - normalize\n  - compare: {path: prev.json}\n")
    }
    #expect(error?.description.contains("compare is set at the top level of a pipeline ('compare:')") == true)
  }

  @Test func isIdleWithoutAPreviousOutput() throws {
    let configuration = try parsePipeline(Self.head + "compare: {move_meters: 7}\n")
    let compare = try #require(configuration.stage(CompareSettings.self))
    #expect(compare.isIdle && compare.moveMeters == 7)
    let stages = try StageRegistry.makeStages(
      StageBuildContext(
        pipeline: configuration, providers: [], mapping: configuration.input.mapping, environment: [:],
        planning: RequestPlanning.of(configuration, memories: [])))
    #expect(!stages.contains { $0.name == "compare" })
  }

  @Test func rendersAtTheTopLevel() throws {
    let configuration = try parsePipeline(Self.head + "compare: {path: prev.json, key: id}\n")
    let rendered = PipelineFile.render(configuration)
    #expect(rendered.contains("\ncompare:\n"))
    #expect(!rendered.contains("  - compare"))
    #expect(try parsePipeline(rendered) == configuration)
  }
}
