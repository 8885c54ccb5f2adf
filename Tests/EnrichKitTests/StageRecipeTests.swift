import EnrichCore
import EnrichPipelineFile
import Foundation
import Testing

@testable import EnrichKit

/// docs/architecture.md's recipe for a stage, followed to the letter: this one file is the
/// whole stage (its settings type and its running stage), and the stage list given to the
/// pipeline file's decoder is its one registration line. Nothing in the engine names it.
struct TagSettings: StageConfiguration {
  /// Written into every row as `tag`.
  var value = "untagged"

  init() {}

  static let name = "tag"
  static let placement = StagePlacement.inInputOrder
  static let keys = ["value"]

  static func decode(_ reader: SettingsReader?) throws(SettingsError) -> TagSettings {
    var settings = TagSettings()
    guard let reader, !reader.node.isNull else { return settings }
    let section = try reader.section(allowed: keys)
    settings.value = try section["value"]?.string() ?? settings.value
    return settings
  }

  func render() -> [SettingsNode.Entry] {
    value == TagSettings().value ? [] : [.init(key: "value", value: .text(value))]
  }

  func makeStage(_ context: StageBuildContext) throws(PipelineError) -> any Stage { TagStage(value: value) }
}

/// Adds `tag` to every row it is given, just before the writers.
struct TagStage: OrderedStage {
  let name = TagSettings.name
  let value: String

  func shape(_ row: RowResult) -> RowResult? {
    var tagged = row
    tagged.extra.append(JSONMember("tag", .string(value)))
    return tagged
  }
}

@Suite struct StageRecipeTests {
  static let stageTypes: [any StageConfiguration.Type] = StageRegistry.types + [TagSettings.self]
  static let plugins = ProviderPlugins([EchoPlugin.self], defaultName: EchoPlugin.name)

  @Test func aStageFromOneFileRunsThroughTheWholePipeline() async throws {
    let folder = try RecipeFolder()
    defer { folder.remove() }
    let directory = folder.url
    let configuration = try PipelineFile.parse(
      """
      input: {path: in.csv}
      providers: [{type: echo}]
      stages: [normalize, search, {tag: {value: nightly}}]
      outputs: [out.json]
      """, name: "job.yaml", baseDirectory: directory.path, environment: [:], plugins: Self.plugins,
      stageTypes: Self.stageTypes)
    #expect(
      configuration.stages.last?.isEqual(
        to: {
          var tag = TagSettings(); tag.value = "nightly"; return tag
        }()) == true)

    let run = try PipelineRun(
      configuration, environment: ["XDG_CACHE_HOME": directory.path], diagnostics: DiagnosticsEngine { _ in },
      note: { _ in }, generator: "enrich-test")
    let outcome = try await run.run()
    #expect(outcome.rows.summary.byStatus[.matched] == 2)
    let data = try Data(contentsOf: directory.appendingPathComponent("out.json"))
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let rows = try #require(document["rows"] as? [[String: Any]])
    #expect(rows.map { $0["tag"] as? String } == ["nightly", "nightly"])
  }

  @Test func itsSettingsRoundTripAndItsNameIsSuggested() throws {
    var configuration = PipelineConfiguration()
    configuration.input.path = "in.csv"
    configuration.providers = [EchoPlugin()]
    var tag = TagSettings()
    tag.value = "nightly"
    configuration.stages = [NormalizeSettings(), SearchSettings(), tag]
    var output = OutputSettings(path: "out.json")
    output.format = .json
    configuration.outputs = [output]
    let text = PipelineFile.render(configuration)
    let back = try PipelineFile.parse(
      text, name: "job.yaml", baseDirectory: "", environment: [:], plugins: Self.plugins,
      stageTypes: Self.stageTypes)
    #expect(back == configuration)
    // Without its registration line the stage is unknown, and the registered one is suggested.
    #expect(throws: PipelineFileError.self) {
      try PipelineFile.parse(
        text, name: "job.yaml", baseDirectory: "", environment: [:], plugins: Self.plugins)
    }
    do {
      _ = try PipelineFile.parse(
        text.replacingOccurrences(of: "tag:", with: "tga:"), name: "job.yaml", baseDirectory: "",
        environment: [:],
        plugins: Self.plugins, stageTypes: Self.stageTypes)
      Issue.record("a misspelt stage was accepted")
    } catch {
      #expect(error.message.contains("did you mean 'tag'"), "\(error.message)")
    }
  }
}
