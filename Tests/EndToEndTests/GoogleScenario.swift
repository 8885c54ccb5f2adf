import EnrichCore
import EnrichTestSupport
import Foundation
import Testing

/// A folder, an input and the Google double, for the end-to-end tests of nightly runs: runs the
/// binary against the double and reads back rows and summaries.
struct GoogleScenario {
  let double: GoogleDouble
  let directory: URL
  let input: String

  /// Rows with every status the suite's Google scenarios need: matched, geocoded (a unit, an
  /// address alone, a fallback), ambiguous (a chain), low confidence, not found (a name, an
  /// address alone), a point (nearby), a duplicate and an empty row.
  static let mixedRows = """
    id,name,address,city,lat,lng
    1,Fazer Cafe,Aleksanterinkatu 52,Helsinki,,
    2,Kappeli,Eteläesplanadi 1,Helsinki,,
    3,Espresso House,,,,
    4,Hesburger,,Helsinki,,
    5,,Bulevardi 9 A 12,Helsinki,,
    6,,Mannerheimintie 5,Helsinki,,
    7,Café Regatta,Merikannontie 10,Helsinki,,
    8,,Nowhere Street 99,Helsinki,,
    9,Teema,Annankatu 19,Helsinki,,
    10,Cafe,,,,
    11,Gaijin,Bulevardi 6,,,
    12,Stefans Steakhouse,Korkeavuorenkatu 34,Helsinki,,
    13,Fazer Cafe,Aleksanterinkatu 52,Helsinki,,
    14,,,,60.16739,24.95031
    15,,,,,
    16,Cafe Aalto,"Pohjoisesplanadi 39, 2. krs",Helsinki,,
    17,K-Market,,Helsinki,,
    18,Roberts Coffee,Mannerheimintie 20 B,Helsinki,,

    """

  /// `count` rows naming distinct places of the double's fixture by name and street address
  /// (`id,name,address,city`), in the fixture's order; each asks Google for its own place.
  static func fixtureRows(count: Int) throws -> String {
    let fixture = EnrichProcess.packageRoot.appendingPathComponent("Tests/Doubles/places-helsinki.json")
    let document = try JSONSerialization.jsonObject(with: try Data(contentsOf: fixture)) as? [String: Any]
    let places = document?["places"] as? [[String: Any]] ?? []
    var seen = Set<String>()
    var text = "id,name,address,city\n"
    var written = 0
    for place in places where written < count {
      guard let name = (place["displayName"] as? [String: Any])?["text"] as? String,
        let street = (place["formattedAddress"] as? String)?.components(separatedBy: ",").first,
        seen.insert(name).inserted, !name.contains(","), !name.contains("\""), street.first?.isNumber == false
      else { continue }
      written += 1
      text += "\(written),\(name),\(street),Helsinki\n"
    }
    return text
  }

  init(rows: String = mixedRows, double arguments: [String] = []) throws {
    double = try GoogleDouble(arguments)
    directory = try EnrichProcess.temporaryDirectory()
    input = directory.appendingPathComponent("in.csv").path
    try Data(rows.utf8).write(to: URL(fileURLWithPath: input))
  }

  var environment: [String: String] {
    [
      "GOOGLE_MAPS_API_KEY": GoogleDouble.key, "ENRICH_PLACES_ENDPOINT": double.baseURL,
      "ENRICH_GEOCODING_ENDPOINT": double.baseURL,
    ]
  }

  func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

  /// The options every run of a scenario shares: google, open status at a fixed time, a quota
  /// the double does not enforce (the default 10 per second per method would only slow tests).
  static let options = ["--provider", "google", "--at", "2026-12-06T10:00", "--qps", "500"]

  /// `enrich INPUT -o NAME options...` against the double.
  func run(_ output: String, _ options: [String] = [], environment extra: [String: String] = [:]) throws
    -> EnrichProcess.Result
  {
    try EnrichProcess.run(
      [input, "-o", path(output)] + Self.options + options, environment: environment.merging(extra) { $1 })
  }

  /// Starts the same run in the background.
  func start(_ output: String, _ options: [String] = []) throws -> EnrichProcess.Running {
    try EnrichProcess.start([input, "-o", path(output)] + Self.options + options, environment: environment)
  }

  /// The `rows` of a JSON output.
  func rows(_ output: String) throws -> [[String: Any]] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path(output)))
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return try #require(document["rows"] as? [[String: Any]])
  }

  /// A JSON file of the folder, as an object.
  func object(_ name: String) throws -> [String: Any] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path(name)))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// The double's counter `name` (`requests`, `repeatedAfterSuccess`, `billing`) summed.
  func total(_ name: String) async throws -> Int {
    guard case .object(let members)? = try await double.stats()[name] else { return 0 }
    return members.reduce(0) { $0 + Int($1.value.doubleValue ?? 0) }
  }

  /// What a row decided, the part an `--offline` run writes too (Google's content cannot be
  /// kept, so offline rows carry IDs, coordinates and enrich's judgement only).
  static func decision(_ row: [String: Any]) -> [String: String] {
    let place = row["place"] as? [String: Any]
    let candidates = (row["candidates"] as? [[String: Any]] ?? []).map {
      "\($0["id"] ?? "")@\($0["confidence"] ?? "")"
    }
    var decision: [String: String] = [:]
    for key in ["row", "status", "method", "provider", "query", "confidence", "ambiguous", "subpremise"] {
      decision[key] = row[key].map { "\($0)" }
    }
    decision["place"] = place?["id"] as? String
    decision["geocode"] = (row["geocode"] as? [String: Any])?["id"] as? String
    decision["candidates"] = candidates.joined(separator: " ")
    decision["error"] = (row["error"] as? [String: Any])?["code"] as? String
    return decision
  }

  /// Starts `run` (by calling it) with the double answering only `requests` more requests at
  /// once and holding every later one, then kills it (SIGKILL) once one is held: a crash at a
  /// known point, however fast or slow the machine. The held requests are never answered.
  func crash(after requests: Int, _ run: () throws -> EnrichProcess.Running) async throws {
    let before = try await total("requests")
    try await double.configure(#"{"stall_seconds": 60}"#)
    try await double.script(Array(repeating: "ok", count: requests) + Array(repeating: "stall", count: 500))
    let running = try run()
    try await waitUntil("the run sent \(requests + 1) requests") {
      try await total("requests") > before + requests || !running.isRunning
    }
    try #require(running.isRunning, "the run finished before it could be killed")
    running.signal(SIGKILL)
    _ = try running.wait()
    try await double.clearScript()
  }
}
