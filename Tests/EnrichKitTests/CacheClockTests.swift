import EnrichCore
import EnrichPipelineFile
import EnrichTestSupport
import Foundation
import GoogleProvider
import LocalProvider
import Testing

@testable import EnrichKit

/// The cache goes by the run's clock, which a run is given: a run 31 days on sees Google's
/// coordinates expired (its terms keep them 30 days) and its verdicts kept.
@Suite struct CacheClockTests {
  static let rows = """
    id,name,address,city
    1,Fazer Cafe,Aleksanterinkatu 52,Helsinki
    2,Kappeli,Eteläesplanadi 1,Helsinki
    3,,Bulevardi 9 A 12,Helsinki
    4,Teema,Annankatu 19,Helsinki
    5,Stefans Steakhouse,Korkeavuorenkatu 34,Helsinki

    """

  struct Scene {
    let double: GoogleDouble
    let directory: URL

    init() throws {
      double = try GoogleDouble()
      directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
        "enrich-clock-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(CacheClockTests.rows.utf8).write(to: directory.appendingPathComponent("in.csv"))
    }

    var environment: [String: String] {
      [
        "GOOGLE_MAPS_API_KEY": GoogleDouble.key, "ENRICH_PLACES_ENDPOINT": double.baseURL,
        "ENRICH_GEOCODING_ENDPOINT": double.baseURL, "XDG_CACHE_HOME": directory.path,
      ]
    }

    /// Runs the rows into `output` with the run's clock at `now`.
    func run(_ output: String, at now: Date, offline: Bool = false) async throws {
      let configuration = try PipelineFile.parse(
        """
        input: {path: in.csv}
        providers: [{type: google, qps: 500}]
        stages: [normalize, search, geocode, nearby, {open_status: {at: "2026-12-06T10:00"}}]
        outputs: [\(output)]
        cache: {path: cache.sqlite, offline: \(offline)}
        journal: false
        """, name: "job.yaml", baseDirectory: directory.path, environment: environment,
        plugins: ProviderPlugins([LocalPlugin.self, GooglePlugin.self], defaultName: "local"))
      let run = try PipelineRun(
        configuration, environment: environment, diagnostics: DiagnosticsEngine { _ in }, note: { _ in },
        generator: "enrich-test", clock: { now })
      _ = try await run.run()
    }

    func rows(_ output: String) throws -> [[String: Any]] {
      let data = try Data(contentsOf: directory.appendingPathComponent(output))
      let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      return try #require(document["rows"] as? [[String: Any]])
    }

    func cost() async throws -> Double { try await double.stats()["costUSD"]?.doubleValue ?? 0 }
  }

  @Test func aRunThirtyOneDaysOnWritesTheSameRowsForLess() async throws {
    let scene = try Scene()
    defer { try? FileManager.default.removeItem(at: scene.directory) }
    let today = Date()
    try await scene.run("first.json", at: today)
    let firstCost = try await scene.cost()
    try await scene.double.reset()

    let later = today.addingTimeInterval(31 * 86_400)
    try await scene.run("later.json", at: later)
    #expect(NSArray(array: try scene.rows("later.json")) == NSArray(array: try scene.rows("first.json")))
    let laterCost = try await scene.cost()
    #expect(laterCost > 0, "the expired coordinates were asked again")
    #expect(laterCost < firstCost, "\(laterCost) vs \(firstCost): the kept verdicts were reused")

    // Offline then: the same decisions, from the verdicts alone.
    try await scene.run("offline.json", at: later, offline: true)
    #expect(try scene.rows("offline.json").map(Self.decision) == scene.rows("first.json").map(Self.decision))
  }

  /// What a row decided: the part an offline run writes too.
  static func decision(_ row: [String: Any]) -> [String: String] {
    var decision: [String: String] = [:]
    for key in ["row", "status", "method", "provider", "confidence"] {
      decision[key] = row[key].map { "\($0)" }
    }
    decision["place"] = ((row["place"] as? [String: Any])?["id"]).map { "\($0)" }
    return decision
  }
}
