import EnrichCore
import Foundation

extension OpeningHoursExpression {
  /// Parses an OSM `opening_hours` value, tolerating the common deviations listed in
  /// docs/hours.md (they are recorded in `tolerated`).
  package static func parse(_ text: String) throws(OpeningHoursParseError) -> OpeningHoursExpression {
    try OpeningHoursParser.parse(text)
  }
}

/// Status, reason and next change of an OSM expression at one local time.
struct OSMOpenStatus {
  /// How far ahead `nextChange` looks.
  static let horizonDays = 366
  /// How far ahead `nextChange` looks for expressions with year or week selectors.
  static let longHorizonDays = 8 * 366

  let schedule: ExpressionSchedule
  let clock: ZoneClock
  let country: String?

  func evaluate(at instant: Date) -> OpenStatusInfo {
    let (date, seconds) = clock.local(instant)
    let minute = seconds / 60
    let today = schedule.day(date)
    let segment = today.segment(at: minute)
    let state = segment?.state ?? .closed
    var reason = reason(segment, date: date)
    if let assumption = schedule.assumption { reason += " (\(assumption))" }
    var info = OpenStatusInfo(status: Self.status(state), reason: reason)
    if let change = nextChange(from: date, minute: minute, state: state, today: today) {
      info.nextChange = clock.iso8601(clock.instant(change.date, seconds: change.minute * 60))
    }
    return info
  }

  private func nextChange(from date: CivilDate, minute: Int, state: RuleState, today: DaySchedule)
    -> (date: CivilDate, minute: Int)?
  {
    for boundary in today.boundaries where boundary > minute && boundary < 1440 {
      if today.state(at: boundary) != state { return (date, boundary) }
    }
    // Year and week selectors can change things years apart (`2030+`, `week 53`).
    let longTerm = schedule.expression.rules.contains { !$0.years.isEmpty || !$0.weeks.isEmpty }
    let horizon = schedule.repeatsWeekly ? 8 : longTerm ? Self.longHorizonDays : Self.horizonDays
    for offset in 1...horizon {
      let day = date.adding(days: offset)
      let schedule = schedule.day(day)
      if schedule.state(at: 0) != state { return (day, 0) }
      for boundary in schedule.boundaries where boundary > 0 && boundary < 1440 {
        if schedule.state(at: boundary) != state { return (day, boundary) }
      }
    }
    return nil
  }

  private func reason(_ segment: ScheduleSegment?, date: CivilDate) -> String {
    guard let segment else { return "closed: no rule opens at this time" }
    let rules = schedule.expression.rules
    guard rules.indices.contains(segment.ruleIndex) else {
      return "unknown: " + (segment.note ?? "the answer depends on data that is not available")
    }
    let rule = rules[segment.ruleIndex]
    var text = "\(Self.status(segment.state).rawValue): rule \"\(rule.text)\""
    if rule.holidays.contains(where: { $0.kind == .publicHoliday }), let country,
      let name = PublicHolidays.holidayName(on: date, country: country)
    {
      text += " (public holiday: \(name))"
    }
    if let note = segment.note { text += " — \(note)" }
    return text
  }

  static func status(_ state: RuleState) -> OpenStatus {
    switch state {
    case .open: return .open
    case .closed: return .closed
    case .unknown: return .unknown
    }
  }
}
