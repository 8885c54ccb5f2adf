import EnrichCore
import GoogleProvider
import LocalProvider
import Testing

@testable import EnrichKit
@testable import EnrichPipelineFile

@Suite struct PipelineFileOverrideTests {
  static let base = """
    input:
      path: places.csv
    provider: local
    stages:
      - normalize
      - search:
          min_confidence: 0.6
      - geocode
      - filter: {status: matched}
      - filter: {types: [cafe]}
    outputs:
      - path: out.json
    cache: true
    """

  func search(_ configuration: PipelineConfiguration) -> SearchSettings? {
    configuration.stages.lazy.compactMap { $0 as? SearchSettings }.first
  }

  @Test func setsStageOptionsByTypeOrPosition() throws {
    let byType = try parsePipeline(Self.base, overrides: ["stages.search.min_confidence=0.8"])
    #expect(search(byType)?.minConfidence == 0.8)
    let byPosition = try parsePipeline(Self.base, overrides: ["stages.1.min_confidence=0.9"])
    #expect(search(byPosition)?.minConfidence == 0.9)
    let bare = try parsePipeline(Self.base, overrides: ["stages.geocode.region=fi"])
    var geocode = GeocodeSettings()
    geocode.region = "FI"
    #expect(bare.stages[2].isEqual(to: geocode))
  }

  @Test func setsListsWithYAMLValues() throws {
    let configuration = try parsePipeline(
      Self.base,
      overrides: ["stages.search.price_levels=[PRICE_LEVEL_MODERATE]", "input.columns.postcode=\"08\""])
    #expect(search(configuration)?.priceLevels == [.moderate])
    #expect(configuration.input.mapping.postcode == "08")
  }

  @Test func replacesAndAddsOutputsAndInput() throws {
    let configuration = try parsePipeline(
      Self.base, overrides: ["outputs.0.path=x.csv", "outputs.1.path=y.geojson", "input.path=other.csv"],
      base: "jobs")
    #expect(configuration.outputs.map(\.path) == ["jobs/x.csv", "jobs/y.geojson"])
    #expect(configuration.outputs.map(\.format) == [.csv, .geojson])
    #expect(configuration.input.path == "jobs/other.csv")
  }

  @Test func laterOverridesWin() throws {
    let configuration = try parsePipeline(Self.base, overrides: ["concurrency=2", "concurrency=3"])
    #expect(configuration.concurrency == 3)
  }

  @Test(arguments: [
    (
      "stages.search.min_confidence=high",
      "job.yaml: --set stages.search.min_confidence=high: stages.search.min_confidence: expected a number, got 'high'"
    ),
    (
      "stages.search.minConfidence=0.8",
      "job.yaml: --set stages.search.minConfidence=0.8: stages.search.minConfidence: unknown key; keys are "
        + "snake_case: write 'min_confidence'"
    ),
    (
      "stages.nearby.radius=10",
      "job.yaml: --set stages.nearby.radius=10: stages.nearby: the file has no nearby stage; add '- nearby' to "
        + "stages first"
    ),
    (
      "stages.filter.types=[bar]",
      "job.yaml: --set stages.filter.types=[bar]: stages.filter: the file has several filter stages; address one "
        + "by position (stages.N)"
    ),
    (
      "outputs.5.path=x.csv",
      "job.yaml: --set outputs.5.path=x.csv: outputs.5: expected a position from 0 to 1 in this list, got '5'"
    ),
    (
      "cache.ttl_days=3",
      "job.yaml: --set cache.ttl_days=3: cache.ttl_days: cache is a single value in the file, not a section; "
        + "set cache itself"
    ),
    (
      "input.path",
      "job.yaml: --set input.path: expected key.path=value (e.g. stages.search.min_confidence=0.8)"
    ),
    (
      "inptu.path=x.csv",
      "job.yaml: --set inptu.path=x.csv: inptu: unknown key; did you mean 'input'?"
    ),
  ])
  func reportsTheOverrideThatIsWrong(argument: String, expected: String) {
    let error = #expect(throws: PipelineFileError.self) {
      try parsePipeline(Self.base, overrides: [argument])
    }
    #expect(error?.description == expected)
  }

  @Test func stageOptionsNeedAStagesList() {
    let error = #expect(throws: PipelineFileError.self) {
      try parsePipeline(
        "input: {path: a.csv}\noutputs: [b.json]\n", overrides: ["stages.search.min_confidence=0.8"])
    }
    #expect(error?.keyPath == "stages")
    #expect(error?.message.hasPrefix("the file lists no stages") == true)
  }

  @Test func overridesAreCheckedLikeTheFile() {
    let error = #expect(throws: PipelineFileError.self) {
      try parsePipeline(
        Self.base,
        overrides: [
          "stages.search.location_bias={circle: {center: [60, 24], radius: 10}}",
          "stages.search.location_restriction={rectangle: {low: [60, 24], high: [61, 25]}}",
        ])
    }
    #expect(error?.message == "location_bias and location_restriction cannot be used together; keep one")
    #expect(error?.override?.hasPrefix("stages.search.location_restriction=") == true)
  }
}
