import EnrichCore
import EnrichTestSupport
import Foundation
import Testing

@testable import EnrichKit

/// Every registered stage type passes the same checks (as every transform of a pipeline
/// framework passes one compliance suite): its running stage agrees with its settings type on
/// name and placement, its default settings render to nothing and decode back, and its stage
/// keeps each row's identity: a per-row stage amends the row it was given, an in-input-order
/// stage returns that row (reshaped) or drops it. A new stage type is covered by adding it to
/// the registry; one whose defaults cannot be built gives its settings in `samples`.
@Suite struct StageComplianceTests {
  /// Settings for the stage types whose defaults do not make a stage: a filter needs a
  /// condition, the change report a previous output.
  static let samples: [String: any StageConfiguration] = [
    "filter": filterSample, "compare": CompareSettings(previousOutput: previousOutput),
  ]

  /// A previous enrich output of one row, for the change report.
  static let previousOutput: String = {
    let path = NSTemporaryDirectory() + "enrich-compliance-\(UUID().uuidString).ndjson"
    let line =
      #"{"row":1,"input":{"name":"Kappeli"},"status":"matched","place":{"id":"p1","name":"Kappeli"}}"#
    _ = FileManager.default.createFile(atPath: path, contents: Data((line + "\n").utf8))
    return path
  }()

  static var filterSample: FilterSettings {
    var filter = FilterSettings()
    filter.statuses = [.matched]
    return filter
  }

  static func settings(_ type: any StageConfiguration.Type) -> any StageConfiguration {
    samples[type.name] ?? type.init()
  }

  static func buildContext(_ settings: any StageConfiguration) -> StageBuildContext {
    let answers = FakeProvider.Answers(
      searchText: { request in
        [
          ProviderPlace(
            place: Place(
              id: "p1", name: request.textQuery, location: Coordinate(latitude: 60.17, longitude: 24.94)))
        ]
      },
      geocode: { _ in [] },
      nearby: { _ in [] })
    var pipeline = PipelineConfiguration()
    pipeline.stages = [NormalizeSettings(), settings]
    return StageBuildContext(
      pipeline: pipeline,
      providers: [FakeProvider(answers: answers)], mapping: StageBench.mapping, environment: [:],
      planning: RequestPlanning(plugins: [], memories: [:], openStatus: false),
      inputColumns: ["name", "address"])
  }

  @Test(arguments: StageRegistry.types.map { $0.name })
  func theRunningStageAgreesWithItsSettingsType(name: String) throws {
    let type = try #require(StageRegistry.type(named: name))
    let stage = try Self.settings(type).makeStage(Self.buildContext(Self.settings(type)))
    #expect(stage.name == type.name)
    #expect(stage.placement == type.placement)
  }

  @Test(arguments: StageRegistry.types.map { $0.name })
  func defaultSettingsRenderToNothingAndDecodeBack(name: String) throws {
    let type = try #require(StageRegistry.type(named: name))
    guard Self.samples[name] == nil else { return }
    #expect(type.init().render().isEmpty)
    #expect(try type.decode(nil).isEqual(to: type.init()))
  }

  @Test(arguments: StageRegistry.types.map { $0.name })
  func everyOptionIsOneOfItsKeys(name: String) throws {
    let type = try #require(StageRegistry.type(named: name))
    for option in type.options {
      let path: String
      switch option.binding {
      case .key(let bound), .list(let bound), .constant(let bound, _): path = bound
      case .custom, .frontEnd: continue
      }
      let key = String(path.split(separator: ".").first ?? "")
      #expect(type.keys.contains(key), "--\(option.name) binds \(path), not one of \(type.keys)")
    }
  }

  @Test(arguments: StageRegistry.types.map { $0.name })
  func aStageKeepsTheIdentityOfTheRowItIsGiven(name: String) async throws {
    let type = try #require(StageRegistry.type(named: name))
    let stage = try Self.settings(type).makeStage(Self.buildContext(Self.settings(type)))
    let bench = StageBench()
    switch stage.role {
    case .perRow(let rowStage):
      for fields: KeyValuePairs<String, String> in [
        ["name": "Kappeli", "address": "Eteläesplanadi 1", "city": "Helsinki"], ["name": ""],
        ["name": "", "lat": "60.17", "lng": "24.94"],
      ] {
        var item = bench.normalized(fields, row: 7)
        if type == NormalizeSettings.self { item = WorkItem(record: StageBench.record(fields, row: 7)) }
        try await rowStage.process(&item, context: bench.context)
        #expect(item.result.record == StageBench.record(fields, row: 7))
      }
    case .inInputOrder(let ordered):
      let row = StageBench.finished(
        .matched, place: Place(id: "p1", name: "Kappeli"), confidence: 0.9, row: 7)
      if let shaped = ordered.shape(row) { #expect(shaped.record.row == 7) }
    }
  }
}
