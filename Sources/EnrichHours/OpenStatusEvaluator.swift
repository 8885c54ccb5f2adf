import EnrichCore
import Foundation

/// Answers "is this place open at that time?" from a place's hours: an OSM expression here, a
/// provider's structured periods through the evaluator the caller gives.
///
/// Pure: no I/O and no clock of its own; the caller passes the requested time.
package enum OpenStatusEvaluator {
  /// Evaluates a place's hours; structured periods go to the provider's `structured`
  /// evaluator (nil: none was given, and their status is unknown), with `businessStatus` (a
  /// closed business) weighing in.
  package static func evaluate(
    _ hours: PlaceHours, businessStatus: BusinessStatus?, at time: RequestedTime, context: HoursContext,
    structured: (any StructuredHoursEvaluator)?
  ) -> HoursEvaluation {
    switch hours {
    case .expression(let expression):
      return evaluate(osm: expression, at: time, context: context)
    case .periods(let periods):
      if let structured {
        return structured.evaluate(periods, businessStatus: businessStatus, at: time, context: context)
      }
      let (zone, warning) = context.resolvedZone()
      return HoursEvaluation(
        info: OpenStatusInfo(status: .unknown, reason: "no evaluator for the provider's structured hours"),
        warning: warning, evaluatedAt: time.resolved(on: ZoneClock(timeZone: zone)), timeZone: zone)
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
}
