import EnrichCore
import EnrichFormats
import EnrichPipelineFile
import Foundation
import Testing

@testable import EnrichKit

/// docs/architecture.md's recipe for a provider, followed to the letter: this one file is the
/// whole provider (its plugin and its `PlaceProvider`), and the plugin list passed to the
/// decoder is its one registration line. Nothing in the engine names it.
struct EchoPlugin: ProviderPlugin {
  /// Put before every name it answers with.
  var prefix = ""

  static let name = "echo"
  static let keys = ["prefix"]
  static let options = [
    CommandLineOption(
      "echo-prefix", valueName: "text", help: "Text before every name.", binding: .key("prefix"))
  ]
  static let endpoints = ProviderEndpoints(
    searchText: RequestEndpoint(provider: name, name: "searchText"),
    geocode: RequestEndpoint(provider: name, name: "geocode"),
    nearby: RequestEndpoint(provider: name, name: "nearby"),
    autocomplete: RequestEndpoint(provider: name, name: "autocomplete"),
    details: RequestEndpoint(provider: name, name: "details"))

  static func decode(_ reader: SettingsReader) throws(SettingsError) -> EchoPlugin {
    let section = try reader.section(allowed: ["type"] + keys)
    var plugin = EchoPlugin()
    plugin.prefix = try section["prefix"]?.string() ?? ""
    return plugin
  }

  func render() -> [SettingsNode.Entry] { prefix.isEmpty ? [] : [.init(key: "prefix", value: .text(prefix))] }

  func makeProvider(_ context: ProviderContext) throws(PluginError) -> any PlaceProvider {
    EchoProvider(prefix: prefix, metrics: context.metrics)
  }

  var storageTerms: StorageTerms { .openData }

  func pricing(of endpoint: RequestEndpoint) -> Pricing? {
    endpoint == Self.endpoints.searchText ? Pricing(perThousandUSD: 1, sku: "Echo Basic") : nil
  }
}

/// Answers every search with one place named after the query (before its first comma).
final class EchoProvider: PlaceProvider {
  let id = EchoPlugin.name
  let attributions = [Attribution(provider: "Echo", text: "echoed data")]
  let prefix: String
  let metrics: ProviderMetrics

  init(prefix: String, metrics: ProviderMetrics) {
    self.prefix = prefix
    self.metrics = metrics
  }

  func searchText(_ request: TextSearchRequest) async throws -> [ProviderPlace] {
    metrics.recordRequest(EchoPlugin.endpoints.searchText)
    let name = String(request.textQuery.split(separator: ",").first ?? "")
    return [ProviderPlace(place: Place(id: "echo/\(name)", name: prefix + name, types: ["cafe"]))]
  }

  func geocode(_ request: GeocodeRequest) async throws -> [Place] { [] }
  func nearby(_ request: NearbyRequest) async throws -> [ProviderPlace] { [] }
  func autocomplete(_ request: AutocompleteRequest) async throws -> [Suggestion] { [] }
  func details(_ request: DetailsRequest) async throws -> Place? { nil }
}

@Suite struct ProviderRecipeTests {
  @Test func aProviderFromOneFileRunsThroughTheWholePipeline() async throws {
    let folder = try RecipeFolder()
    defer { folder.remove() }
    let directory = folder.url
    let configuration = try PipelineFile.parse(
      """
      input: {path: in.csv}
      providers: [{type: echo}]
      stages: [normalize, search]
      outputs: [out.json]
      """, name: "job.yaml", baseDirectory: directory.path, environment: [:],
      plugins: ProviderPlugins([EchoPlugin.self], defaultName: EchoPlugin.name))
    #expect(configuration.providers.first?.isEqual(to: EchoPlugin()) == true)

    let run = try PipelineRun(
      configuration, environment: ["XDG_CACHE_HOME": directory.path], diagnostics: DiagnosticsEngine { _ in },
      note: { _ in }, generator: "enrich-test")
    let outcome = try await run.run()
    #expect(outcome.rows.summary.byStatus[.matched] == 2)
    #expect(outcome.rows.summary.requests == ["echo.searchText": 2])
    #expect(outcome.rows.summary.estimatedCostUSD == 0.002)

    let data = try Data(contentsOf: directory.appendingPathComponent("out.json"))
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let rows = try #require(document["rows"] as? [[String: Any]])
    #expect(
      rows.compactMap { ($0["place"] as? [String: Any])?["id"] as? String } == [
        "echo/Kappeli", "echo/Teemaa",
      ])
    let credits = try #require(document["attributions"] as? [[String: Any]])
    #expect(credits.first?["provider"] as? String == "Echo")
  }

  @Test func itsSettingsRoundTripThroughAPipelineFile() throws {
    let plugins = ProviderPlugins([EchoPlugin.self], defaultName: EchoPlugin.name)
    var configuration = PipelineConfiguration()
    configuration.input.path = "in.csv"
    configuration.providers = [EchoPlugin(prefix: "« ")]
    var output = OutputSettings(path: "out.json")
    output.format = .json
    configuration.outputs = [output]
    let text = PipelineFile.render(configuration)
    #expect(text.contains("- type: echo\n    prefix: \"« \""))
    let back = try PipelineFile.parse(
      text, name: "job.yaml", baseDirectory: "", environment: [:], plugins: plugins)
    #expect(back == configuration)
  }
}
