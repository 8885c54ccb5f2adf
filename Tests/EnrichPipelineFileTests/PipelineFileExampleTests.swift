import EnrichCore
import EnrichTestSupport
import Foundation
import GoogleProvider
import LocalProvider
import Testing

@testable import EnrichKit
@testable import EnrichPipelineFile

/// Every file in `pipelines/` loads, builds its stages, renders back to itself, and reads
/// inputs that exist; the Helsinki one runs for real on an index built from the sample extract.
@Suite struct PipelineFileExampleTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
  static let examples: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root + "/pipelines")) ?? []
    return names.filter { $0.hasSuffix(".yaml") }.sorted()
  }()
  static let environment = ["HOME": "/home/ann"]

  func load(_ name: String, overrides: [String] = []) throws -> PipelineConfiguration {
    try PipelineFile.load(
      path: Self.root + "/pipelines/" + name, overrides: overrides, environment: Self.environment,
      plugins: testPlugins)
  }

  @Test func theFourExamplesExist() {
    #expect(
      Self.examples == [
        "address-cleaning.yaml", "google-restaurants.yaml", "helsinki-sunday-cafes.yaml",
        "nightly-refresh.yaml",
      ])
  }

  @Test(arguments: examples)
  func loadsBuildsAndRoundTrips(name: String) throws {
    let configuration = try load(name)
    #expect(FileManager.default.fileExists(atPath: configuration.input.path))
    let providers = configuration.providers.map {
      // Only the name matters to `StageRegistry`.
      FakeProvider(id: $0.name, attributions: []) as any PlaceProvider
    }
    // The change report reads the previous output, which a first night does not have.
    var building = configuration
    building.stages = building.stages.filter { !($0 is CompareSettings) }
    let stages = try StageRegistry.makeStages(
      StageBuildContext(
        pipeline: building, providers: providers, mapping: configuration.input.mapping,
        environment: [:], planning: RequestPlanning.of(building, memories: [])))
    #expect(!stages.isEmpty)
    let rendered = PipelineFile.render(configuration)
    #expect(
      try PipelineFile.parse(rendered, name: name, baseDirectory: "", environment: [:], plugins: testPlugins)
        == configuration)
  }

  @Test func helsinkiCafesUseTheLocalIndexAndThreeOutputs() throws {
    let configuration = try load("helsinki-sunday-cafes.yaml")
    #expect(
      configuration.providers == [
        LocalPlugin(indexPath: Self.root + "/pipelines/../samples/helsinki.sqlite")
      ])
    #expect(configuration.outputs.map(\.format) == [.json, .geojson, .csv])
    guard let hours = configuration.stages[4] as? OpenStatusSettings else {
      Issue.record("stage 4 is \(configuration.stages[4].name)")
      return
    }
    #expect(hours.at == "2026-12-06T10:00" && hours.timeZone == "Europe/Helsinki")
    let later = try PipelineFile.load(
      path: Self.root + "/pipelines/helsinki-sunday-cafes.yaml",
      environment: ["SUNDAY_MORNING": "2027-01-03T09:30"], plugins: testPlugins)
    var laterHours = hours
    laterHours.at = "2027-01-03T09:30"
    #expect(later.stages[4].isEqual(to: laterHours))
  }

  @Test func googleRestaurantsTakeEndpointsAndKeyFileFromTheEnvironment() throws {
    let plain = try load("google-restaurants.yaml")
    guard let google = plain.providers.first as? GooglePlugin else {
      Issue.record("expected the google provider")
      return
    }
    #expect(google.apiKeyFile == nil)
    #expect(google.placesEndpoint == "https://places.googleapis.com")
    #expect(google.qps == 5 && google.qpm == 300 && google.maxRetries == 3)
    #expect(google.fields.contains("regularOpeningHours"))
    #expect(plain.run.maxFailures == .percent(5) && plain.run.maxCostUSD == 5)

    let double = try PipelineFile.load(
      path: Self.root + "/pipelines/google-restaurants.yaml",
      environment: [
        "GOOGLE_PLACES_ENDPOINT": "http://127.0.0.1:9999", "GOOGLE_MAPS_API_KEY_FILE": "/run/secrets/maps",
      ], plugins: testPlugins)
    guard let pointed = double.providers.first as? GooglePlugin else {
      Issue.record("expected the google provider")
      return
    }
    #expect(pointed.placesEndpoint == "http://127.0.0.1:9999")
    #expect(pointed.apiKeyFile == "/run/secrets/maps")
  }

  @Test func nightlyRefreshCachesResumesAndCompares() throws {
    let configuration = try load("nightly-refresh.yaml")
    let run = configuration.run
    // A plain run resumes by itself: `resume` (resume or fail) would break the first night.
    #expect(!run.resume && !run.restart && run.cache.ttlDays == 365 && !run.cache.refresh)
    // Compared with last night's output, which tonight's replaces.
    let compare = try #require(configuration.stage(CompareSettings.self))
    #expect(compare.previousOutput?.hasSuffix("/pipelines/../out/nightly/places.json") == true)
    #expect(compare.previousOutput == configuration.outputs.first?.path)
    #expect(compare.key == "id" && compare.moveMeters == 50)
    // Run-wide: set by its top-level key, placed after the enrichment stages.
    #expect(configuration.stages.last is CompareSettings)
  }

  @Test func addressCleaningWritesAReviewFile() throws {
    let configuration = try load("address-cleaning.yaml")
    #expect(configuration.sideOutput(ReviewOutput.self)?.path.hasSuffix("/out/addresses-review.csv") == true)
    #expect(configuration.stages.map(\.name) == ["normalize", "search", "geocode", "select"])
  }

  /// Runs the Helsinki job end to end on a real index, writing into a temporary folder.
  @Test func helsinkiCafesRunOnTheSampleExtract() async throws {
    let directory =
      NSTemporaryDirectory() + "enrich-pipeline-example-\(ProcessInfo.processInfo.processIdentifier)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let index = directory + "/helsinki.sqlite"
    try LocalIndexBuilder.build(extract: Self.root + "/samples/helsinki.osm.pbf", output: index)
    let configuration = try load(
      "helsinki-sunday-cafes.yaml",
      overrides: [
        "provider.index=\(index)", "outputs.0.path=\(directory)/cafes.json",
        "outputs.1.path=\(directory)/cafes.geojson", "outputs.2.path=\(directory)/cafes.csv",
        "summary=\(directory)/summary.json",
      ])
    let run = try PipelineRun(
      configuration, environment: [:], diagnostics: DiagnosticsEngine { _ in }, note: { _ in },
      generator: "enrich-test")
    let outcome = try await run.run().rows
    #expect(outcome.summary.rows > 0)

    let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/cafes.json"))
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let rows = try #require(document["rows"] as? [[String: Any]])
    #expect(!rows.isEmpty)
    for row in rows {
      #expect(["matched", "geocoded"].contains(row["status"] as? String))
      let place = row["place"] as? [String: Any]
      #expect((place?["types"] as? [String])?.contains("cafe") == true)
      #expect(place?["openStatus"] as? String == "open", "\(row)")
      let input = try #require(row["input"] as? [String: Any])
      #expect(Set(input.keys) == ["id", "input_name", "address"])
    }
    let csv = try Data(contentsOf: URL(fileURLWithPath: directory + "/cafes.csv"))
    #expect(csv.starts(with: [0xEF, 0xBB, 0xBF] + Array("id,input_name,address,".utf8)))
    #expect(csv.split(separator: UInt8(ascii: "\n")).count == rows.count + 1)
    #expect(FileManager.default.fileExists(atPath: directory + "/cafes.geojson"))
  }
}
