import EnrichCore
import Foundation

/// Answers "is this place open at that time?" from a place's hours, in either form.
///
/// Pure: no I/O and no clock of its own; the caller passes the requested time.
package enum OpenStatusEvaluator {
  /// Evaluates a place's hours; `businessStatus` (a closed business) weighs in when the hours
  /// are structured periods, whose own answer carries it.
  package static func evaluate(
    _ hours: PlaceHours, businessStatus: BusinessStatus?, at time: RequestedTime, context: HoursContext
  ) -> HoursEvaluation {
    switch hours {
    case .expression(let expression):
      return evaluate(osm: expression, at: time, context: context)
    case .periods(let periods):
      return GoogleOpenStatus.evaluate(
        place: periods, businessStatus: GoogleOpenStatus.businessStatus(of: periods) ?? businessStatus,
        at: time,
        context: context)
    }
  }

  /// Evaluates an OSM `opening_hours` expression.
  ///
  /// Never throws: an unparseable expression yields `.unknown` with the parse error in
  /// `reason` and in `warning`.
  package static func evaluate(osm expression: String, at time: RequestedTime, context: HoursContext)
    -> HoursEvaluation
  {
    let (zone, zoneWarning) = context.resolvedZone()
    let clock = ZoneClock(timeZone: zone)
    let instant = time.resolved(on: clock)
    let source = "opening_hours: \(expression)"
    let parsed: OpeningHoursExpression
    do {
      parsed = try ParsedExpressionMemo.parse(expression)
    } catch {
      let message = "\(error)"
      return HoursEvaluation(
        info: OpenStatusInfo(status: .unknown, reason: message, source: source),
        warning: "cannot parse opening_hours \"\(expression)\": \(message)",
        evaluatedAt: instant, timeZone: zone)
    }
    let schedule = ExpressionSchedule(
      expression: parsed, country: context.countryCode, coordinate: context.coordinate,
      utcOffsetMinutes: clock.offsetMinutes(on:))
    var info = OSMOpenStatus(schedule: schedule, clock: clock, country: context.countryCode).evaluate(
      at: instant)
    info.source = source
    return HoursEvaluation(info: info, warning: zoneWarning, evaluatedAt: instant, timeZone: zone)
  }

  /// Evaluates a Google Place (Places API v1 JSON, camelCase keys as on the wire).
  package static func evaluate(google place: JSONValue, at time: RequestedTime, context: HoursContext)
    -> HoursEvaluation
  {
    GoogleOpenStatus.evaluate(
      place: place, businessStatus: GoogleOpenStatus.businessStatus(of: place), at: time, context: context)
  }
}
