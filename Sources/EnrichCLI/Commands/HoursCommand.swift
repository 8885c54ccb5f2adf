import EnrichCore
import EnrichFormats
import EnrichHours
import Foundation

/// `enrich hours EXPR --at TIME`: the open-status evaluation of the pipeline, for one
/// expression or for JSON Lines on stdin (bulk checks).
struct HoursCommand: Command {
  let name = "hours"
  let abstract = "Evaluate OpenStreetMap opening_hours (or Google hours) at a time."
  let usage = [
    "hours \"EXPR\" [--at TIME] [--tz ZONE] [--lat LAT --lng LNG] [--country CC]",
    "hours < requests.jsonl   (one {\"expr\"|\"place\", \"at\", ...} object per line)",
  ]
  let discussion: String? = """
    Prints openStatus (open, closed, unknown), the reason and the next change as JSON. Without \
    EXPR, reads JSON Lines from stdin: {"expr": ..., "at": ..., "tz": ..., "lat": ..., "lng": ..., \
    "country": ...} (only expr and at required) or {"place": {Google place JSON}, "at": ...}, and \
    writes one result per line.
    """
  let examples = [
    "enrich hours \"Mo-Fr 09:00-17:00; PH off\" --at 2026-12-24T10:00 --tz Europe/Helsinki --country FI",
    "enrich hours \"Mo-Su sunrise-sunset\" --at 2026-06-21T23:30 --lat 60.17 --lng 24.94 --tz Europe/Helsinki",
    "echo '{\"expr\": \"24/7\", \"at\": \"2026-12-24T10:00:00Z\"}' | enrich hours",
  ]
  var optionGroups: [OptionGroup] {
    [
      OptionGroup(
        "Options",
        [
          OptionSpec(
            "at", valueName: "time",
            help: "Instant (2026-12-24T10:00:00Z) or local wall time (2026-12-24T10:00). Default: now."),
          OptionSpec("tz", valueName: "zone", help: "IANA zone of the place, e.g. Europe/Helsinki."),
          OptionSpec("lat", valueName: "lat", help: "Latitude, for sunrise/sunset/dawn/dusk."),
          OptionSpec("lng", valueName: "lng", help: "Longitude, for sunrise/sunset/dawn/dusk."),
          OptionSpec("country", valueName: "cc", help: "Public-holiday calendar (PH), e.g. FI, SE, DE, US."),
        ])
    ]
  }

  func run(_ arguments: ParsedArguments, console: Console) async throws -> ExitStatus {
    let now = Date()
    if let expression = arguments.positionals.first {
      guard arguments.positionals.count == 1 else { throw UsageError("give one expression in quotes") }
      let result = HoursBatch.evaluate(
        try Self.request(expression, arguments, now: now), now: now, structured: Plugins.structuredHours)
      // Options are checked above; anything the evaluation still refuses is a usage error too,
      // on stderr like every other.
      if let error = result["error"]?.stringValue { throw UsageError(error) }
      console.output(JSONText.pretty(result) + "\n")
      return .success
    }
    var lineNumber = 0
    var failures = 0
    while let line = readLine(strippingNewline: true) {
      lineNumber += 1
      if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
      let result: JSONValue
      do {
        result = HoursBatch.evaluate(
          try JSONParser.parse(line, maxDepth: 64), now: now, structured: Plugins.structuredHours)
      } catch {
        result = .object([
          JSONMember("line", .number(lineNumber)),
          JSONMember("error", .string("column \(error.column): \(error.message)")),
        ])
      }
      // The line keeps its result on stdout (one per input line); the error is a diagnostic too.
      if let error = result["error"]?.stringValue {
        failures += 1
        console.error("<stdin>:\(lineNumber): error: \(error)")
      }
      console.output(JSONText.compact(result) + "\n")
    }
    return failures == 0 ? .success : .rowsFailed
  }

  /// The JSON Lines request the command line describes, its options checked in their own
  /// words (`--at`, `--tz`), as a usage error.
  static func request(_ expression: String, _ arguments: ParsedArguments, now: Date) throws(UsageError)
    -> JSONValue
  {
    let at = arguments.value("at")
    if let at, at.lowercased() != "now" {
      do {
        _ = try RequestedTime.parse(at)
      } catch {
        throw UsageError("--at: \(error)")
      }
    }
    if let zone = arguments.value("tz"), TimeZone(identifier: zone) == nil {
      throw UsageError("--tz: unknown time zone '\(zone)'; use an IANA name such as Europe/Helsinki")
    }
    let lat = try arguments.double("lat", in: -90...90)
    let lng = try arguments.double("lng", in: -180...180)
    if (lat == nil) != (lng == nil) { throw UsageError("--lat and --lng go together; give both") }
    var object = JSONObjectBuilder()
    object.add("expr", expression)
    object.add("at", at ?? ISO8601DateFormatter().string(from: now))
    object.add("tz", arguments.value("tz"))
    object.add("lat", lat)
    object.add("lng", lng)
    object.add("country", arguments.value("country")?.uppercased())
    return object.value
  }
}
