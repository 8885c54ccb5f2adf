import EnrichTestSupport
import Foundation
import Testing

/// Pipeline files through the real binary: every example checks, a broken file names its
/// line, and a command line and the pipeline it shows give identical results.
@Suite struct PipelineCommandTests {
  static let examples =
    ((try? FileManager.default.contentsOfDirectory(
      atPath: EnrichProcess.packageRoot.appendingPathComponent("pipelines").path)) ?? [])
    .filter { $0.hasSuffix(".yaml") }.sorted()

  @Test func theFourExamplePipelinesExist() {
    #expect(
      Self.examples == [
        "address-cleaning.yaml", "google-restaurants.yaml", "helsinki-sunday-cafes.yaml",
        "nightly-refresh.yaml",
      ])
  }

  @Test(arguments: examples)
  func everyExamplePipelineChecks(name: String) throws {
    let path = EnrichProcess.packageRoot.appendingPathComponent("pipelines").appendingPathComponent(name).path
    let result = try EnrichProcess.run(["pipeline", "check", path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("ok: "))
  }

  @Test func aBrokenPipelineNamesFileLineAndKeyAndExits64() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let file = directory.appendingPathComponent("broken.yaml")
    try Data(
      """
      version: 1
      input:
        path: in.csv
      stages:
        - normalize
        - search:
            min_confidance: 0.8
      outputs:
        - path: out.json
      """.utf8
    ).write(to: file)
    let result = try EnrichProcess.run(["run", file.path])
    #expect(result.status == 64)
    #expect(result.stderr.contains("broken.yaml:7:"), "\(result.stderr)")
    #expect(result.stderr.contains("min_confidance"))
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out.json").path))
  }

  @Test func theCommandLineAndThePipelineItShowsGiveIdenticalResults() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let environment = try SampleIndex.environment()
    let direct = directory.appendingPathComponent("direct.json").path
    let viaFile = directory.appendingPathComponent("via-file.json").path
    let options = ["--at", "2026-12-06T10:00", "--min-confidence", "0.7", "--max-results", "8"]
    let first = try EnrichProcess.run(
      [EnrichProcess.samples("places.csv"), "-o", direct] + options, environment: environment)
    #expect(first.status == 0, "\(first.stderr)")
    let show = try EnrichProcess.run(
      ["pipeline", "show", EnrichProcess.samples("places.csv"), "-o", viaFile] + options,
      environment: environment)
    #expect(show.status == 0, "\(show.stderr)")
    let file = directory.appendingPathComponent("job.yaml")
    try Data(show.stdout.utf8).write(to: file)
    let second = try EnrichProcess.run(["run", file.path], environment: environment)
    #expect(second.status == 0, "\(second.stderr)")
    let rows = { (path: String) throws -> NSArray in
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      return NSArray(array: try #require(document["rows"] as? [Any]))
    }
    #expect(try rows(direct) == rows(viaFile))
  }

  @Test func theSundayCafesExampleRunsOnTheSampleIndex() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let output = directory.appendingPathComponent("cafes.json").path
    let result = try EnrichProcess.run(
      [
        "run", EnrichProcess.packageRoot.appendingPathComponent("pipelines/helsinki-sunday-cafes.yaml").path,
        "--set", "provider.index=\(try SampleIndex.path())", "--set", "outputs.0.path=\(output)",
        "--set", "outputs.1.path=\(directory.appendingPathComponent("cafes.geojson").path)",
        "--set", "outputs.2.path=\(directory.appendingPathComponent("cafes.csv").path)",
        "--set", "summary=\(directory.appendingPathComponent("summary.json").path)",
      ])
    #expect(result.status == 0, "\(result.stderr)")
    let data = try Data(contentsOf: URL(fileURLWithPath: output))
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let rows = try #require(document["rows"] as? [[String: Any]])
    #expect(!rows.isEmpty)
    for row in rows {
      let place = try #require(row["place"] as? [String: Any])
      #expect(place["openStatus"] as? String == "open")
      #expect((place["types"] as? [String])?.contains("cafe") == true)
    }
  }

  @Test func theGoogleRestaurantsExampleRunsAgainstTheDouble() async throws {
    let double = try GoogleDouble()
    let directory = try EnrichProcess.temporaryDirectory()
    let ndjson = directory.appendingPathComponent("restaurants.ndjson").path
    let result = try EnrichProcess.run(
      [
        "run", EnrichProcess.packageRoot.appendingPathComponent("pipelines/google-restaurants.yaml").path,
        "--set", "outputs.0.path=\(ndjson)",
        "--set", "outputs.1.path=\(directory.appendingPathComponent("restaurants.csv").path)",
      ],
      environment: [
        "GOOGLE_MAPS_API_KEY": GoogleDouble.key, "GOOGLE_PLACES_ENDPOINT": double.baseURL,
        "GOOGLE_GEOCODING_ENDPOINT": double.baseURL,
      ])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = try String(contentsOfFile: ndjson, encoding: .utf8).split(separator: "\n")
    let rows = try lines.map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    let matched = rows.filter { $0["row"] != nil }
    #expect(!matched.isEmpty)
    #expect(matched.allSatisfy { $0["status"] as? String == "matched" })  // the filter stage
    let body = try await double.lastBody("searchText")
    #expect(body?["includedType"]?.stringValue == "restaurant")
    #expect(body?["strictTypeFiltering"]?.boolValue == true)
    let mask = try await double.lastRequest("searchText")?["headers"]?["X-Goog-FieldMask"]?.stringValue ?? ""
    #expect(mask.contains("places.rating"))
    #expect(mask.contains("places.regularOpeningHours"))
  }
}
