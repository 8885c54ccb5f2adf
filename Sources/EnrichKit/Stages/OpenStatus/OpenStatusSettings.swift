import EnrichCore
import EnrichHours
import Foundation

/// Open status at a requested time.
package struct OpenStatusSettings: StageConfiguration {
  /// `--at` as given; nil = now.
  package var at: String?
  /// Zone for places whose zone is unknown (`--tz`).
  package var timeZone: String?
  /// Holiday calendar for places whose country is unknown (`--country`).
  package var country: String?

  package init() {}

  package static let name = "open_status"
  package static let placement = StagePlacement.perRow(waitsOnIO: true)
  package static let asksProviders = true

  package func plan(_ row: RowRequest, into plan: inout RowPlan, planning: RequestPlanning) {
    OpenStatusStage.plan(row, into: &plan, planning: planning, providers: [])
  }

  package func makeStage(_ context: StageBuildContext) throws(PipelineError) -> any Stage {
    try OpenStatusStage(
      providers: context.providers, settings: self, structuredHours: context.structuredHours)
  }

  package static let keys = ["at", "tz", "country"]

  package static func decode(_ reader: SettingsReader?) throws(SettingsError) -> OpenStatusSettings {
    var hours = OpenStatusSettings()
    guard let reader, !reader.node.isNull else { return hours }
    let section = try reader.section(allowed: keys)
    hours.at = try section["at"]?.string()
    hours.timeZone = try section["tz"]?.string()
    do {
      _ = try hours.resolved()
    } catch {
      throw (error.key.flatMap { section[$0] } ?? reader).error(error.message)
    }
    if let country = section["country"], let code = try country.string() {
      guard code.count == 2, code.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic })
      else {
        throw country.error("'\(code)' is not a two-letter country code (e.g. FI)")
      }
      hours.country = code.uppercased()
    }
    return hours
  }

  /// The time and zone asked for, parsed; the one place their mistakes are worded.
  package func resolved() throws(StageProblem) -> (time: RequestedTime?, zone: TimeZone?) {
    var time: RequestedTime?
    if let at {
      guard let parsed = try? RequestedTime.parse(at) else {
        throw StageProblem(
          key: "at",
          "'\(at)' is not a time; use 2026-12-24T10:00 (local time at each place) or 2026-12-24T10:00:00Z (an instant)"
        )
      }
      time = parsed
    }
    var zone: TimeZone?
    if let timeZone {
      guard let parsed = TimeZone(identifier: timeZone) else {
        throw StageProblem(key: "tz", "'\(timeZone)' is not an IANA time zone (e.g. Europe/Helsinki)")
      }
      zone = parsed
    }
    return (time, zone)
  }

  package func render() -> [SettingsNode.Entry] {
    var out = SettingsEntries()
    out.add("at", at.map { .text($0) })
    out.add("tz", timeZone.map { .text($0) })
    out.add("country", country.map { .text($0) })
    return out.entries
  }

  package static let options: [CommandLineOption] = [
    CommandLineOption(
      "at", valueName: "time",
      help:
        "When to evaluate: 2026-12-24T10:00:00Z (an instant) or 2026-12-24T10:00 (local time at each place). Default: now.",
      binding: .key("at")),
    CommandLineOption(
      "tz", valueName: "zone", help: "Time zone for places whose zone is unknown, e.g. Europe/Helsinki.",
      binding: .key("tz")),
    CommandLineOption(
      "country", valueName: "cc", help: "Holiday calendar for places whose country is unknown, e.g. FI.",
      binding: .key("country")),
    CommandLineOption(
      "no-open-status", kind: .flag, help: "Skip the open-status stage.", binding: .frontEnd),
  ]
}
