import EnrichCore
import Foundation

/// The `enrich hours` batch mode without I/O: one parsed JSON Lines object in, one result out.
///
/// Input: `{"expr": "Mo-Fr 09:00-17:00", "at": "2026-12-24T10:00", "tz": "Europe/Helsinki",
/// "lat": 60.17, "lng": 24.94, "country": "FI"}` (only `expr` and `at` required) or
/// `{"place": {a provider's place object, e.g. Google's}, "at": ...}`, evaluated by the
/// `structured` evaluator it is given. `at` may be `"now"`.
package enum HoursBatch {
  /// Evaluates one line. Never throws: a bad line gives `{"error": "..."}` naming what is wrong.
  ///
  /// Output members, in order: `at` (as asked), `evaluatedAt` (ISO 8601 in the place's zone),
  /// `timeZone`, `openStatus`, `openStatusReason`, `nextChange`, `hoursSource`,
  /// `secondaryOpenStatus` (Google secondary hours), `warning`.
  package static func evaluate(
    _ line: JSONValue, now: Date, structured: (any StructuredHoursEvaluator)?
  ) -> JSONValue {
    guard case .object = line else { return failure("the line is not a JSON object") }
    guard let atText = line["at"]?.stringValue else {
      return failure("missing \"at\" (an ISO 8601 time such as 2026-12-24T10:00:00Z, or \"now\")")
    }
    let time: RequestedTime
    if atText.lowercased() == "now" {
      time = .instant(now)
    } else {
      do {
        time = try RequestedTime.parse(atText)
      } catch {
        return failure("\"at\": \(error)", at: atText)
      }
    }
    var context = HoursContext(countryCode: line["country"]?.stringValue)
    if let zoneName = line["tz"]?.stringValue {
      guard let zone = TimeZone(identifier: zoneName) else {
        return failure(
          "\"tz\": unknown time zone \"\(zoneName)\"; use an IANA name such as Europe/Helsinki", at: atText)
      }
      context.timeZone = zone
    }
    let lat = line["lat"]?.doubleValue
    let lng = line["lng"]?.doubleValue
    if lat != nil || lng != nil {
      guard let lat, let lng, Coordinate(latitude: lat, longitude: lng).isValid else {
        return failure("\"lat\" and \"lng\" must both be given, within ±90 and ±180", at: atText)
      }
      context.coordinate = Coordinate(latitude: lat, longitude: lng)
    }
    let evaluation: HoursEvaluation
    if let place = line["place"], case .object = place {
      guard let structured else {
        return failure("\"place\": no evaluator for a provider's place object", at: atText)
      }
      evaluation = structured.evaluate(place, businessStatus: nil, at: time, context: context)
    } else if let expression = line["expr"]?.stringValue {
      evaluation = OpenStatusEvaluator.evaluate(osm: expression, at: time, context: context)
    } else {
      return failure(
        "missing \"expr\" (an OSM opening_hours value) or \"place\" (a Google place object)", at: atText)
    }
    return result(evaluation, at: atText)
  }

  /// The batch output object for an evaluation.
  package static func result(_ evaluation: HoursEvaluation, at: String) -> JSONValue {
    let info = evaluation.info
    var object = JSONObjectBuilder()
    object.add("at", at)
    object.add("evaluatedAt", ZoneClock(timeZone: evaluation.timeZone).iso8601(evaluation.evaluatedAt))
    object.add("timeZone", evaluation.timeZone.identifier)
    object.add("openStatus", info.status.rawValue)
    object.add("openStatusReason", info.reason)
    object.add("nextChange", info.nextChange)
    object.add("hoursSource", info.source)
    if !info.secondary.isEmpty { object.add("secondaryOpenStatus", .array(info.secondary.map(\.jsonValue))) }
    object.add("warning", evaluation.warning)
    return object.value
  }

  private static func failure(_ message: String, at: String? = nil) -> JSONValue {
    var object = JSONObjectBuilder()
    object.add("at", at)
    object.add("error", message)
    return object.value
  }
}
