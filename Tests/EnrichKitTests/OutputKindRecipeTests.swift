import EnrichCore
import EnrichFormats
import EnrichPipelineFile
import Foundation
import Testing

@testable import EnrichKit

/// An output kind in one file: a list of the places a run matched, one name a line, set by
/// `matched_names:` at the top of a pipeline. Nothing else in the program knows it.
private struct MatchedNamesOutput: OutputKind {
  var path: String

  static let key = "matched_names"
  static let label = "the list of matched names"
  static let options: [CommandLineOption] = []

  static func isOwnFile(_ path: String) -> Bool { false }

  static func decode(_ reader: SettingsReader) throws(SettingsError) -> MatchedNamesOutput {
    MatchedNamesOutput(path: try reader.requiredFilePath())
  }

  func render() -> SettingsNode { .text(path) }

  func resolvingPaths(_ resolve: (String) -> String) -> MatchedNamesOutput {
    MatchedNamesOutput(path: resolve(path))
  }

  func makeWriter(_ run: OutputKindContext) throws -> any RecordWriter {
    try MatchedNamesWriter(path: path)
  }
}

private final class MatchedNamesWriter: RecordWriter {
  let target: OutputTarget
  let outputName: String

  init(path: String) throws {
    target = try OutputTarget(path: path)
    outputName = path
  }

  func begin(_ header: RunHeader, inputColumns: [String]) throws {}

  func write(_ row: RowResult) throws {
    guard row.status == .matched, let name = row.place?.name else { return }
    try target.write(name + "\n")
  }

  func finish(_ summary: RunSummary) throws { try target.complete() }
  func commit() throws { try target.publish() }
  func abandon() { target.discard() }
  var pendingPath: String? { target.pendingPath }
}

@Suite struct OutputKindRecipeTests {
  static let kinds = OutputKinds(OutputKinds.standard.types + [MatchedNamesOutput.self])

  @Test func aKindFromOneFileIsDecodedRenderedAndWrittenByAWholeRun() async throws {
    let folder = try RecipeFolder()
    defer { folder.remove() }
    let directory = folder.url
    let plugins = ProviderPlugins([EchoPlugin.self], defaultName: EchoPlugin.name)
    let configuration = try PipelineFile.parse(
      """
      input: {path: in.csv}
      providers: [{type: echo}]
      stages: [normalize, search]
      outputs: [out.json]
      matched_names: names.txt
      """, name: "job.yaml", baseDirectory: directory.path, environment: [:], plugins: plugins,
      outputKinds: Self.kinds)
    let names = directory.appendingPathComponent("names.txt").path
    #expect(configuration.sideOutput(MatchedNamesOutput.self) == MatchedNamesOutput(path: names))

    let rendered = PipelineFile.render(configuration)
    #expect(rendered.contains("matched_names: \"\(names)\""))
    let back = try PipelineFile.parse(
      rendered, name: "job.yaml", baseDirectory: "", environment: [:], plugins: plugins,
      outputKinds: Self.kinds)
    #expect(back == configuration)

    let run = try PipelineRun(
      configuration, environment: ["XDG_CACHE_HOME": directory.path], diagnostics: DiagnosticsEngine { _ in },
      note: { _ in }, generator: "enrich-test")
    _ = try await run.run()
    #expect(try String(contentsOfFile: names, encoding: .utf8) == "Kappeli\nTeemaa\n")
  }

  @Test func theStandardListDoesNotKnowIt() {
    #expect(throws: PipelineFileError.self) {
      try PipelineFile.parse(
        "input: {path: in.csv}\noutputs: [out.json]\nmatched_names: names.txt\n", name: "job.yaml",
        baseDirectory: "", environment: [:], plugins: ProviderPlugins([EchoPlugin.self], defaultName: "echo"))
    }
  }
}
