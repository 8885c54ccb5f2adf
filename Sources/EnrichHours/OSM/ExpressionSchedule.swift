import EnrichCore

/// Turns a parsed expression into local day schedules, applying rule precedence
/// (`;` replaces, `,` adds, `||` falls back) and the spill of late-night spans into the next day.
struct ExpressionSchedule {
  let expression: OpeningHoursExpression
  private let matchers: [RuleMatcher]
  private let unknownNote: String?
  /// What the answer assumed for want of data (school holidays), for the reason.
  let assumption: String?

  /// - Parameters:
  ///   - country: ISO country code for `PH`; nil or a country without a calendar makes `PH` unknown.
  init(
    expression: OpeningHoursExpression, country: String?, coordinate: Coordinate?,
    utcOffsetMinutes: @escaping (CivilDate) -> Int
  ) {
    self.expression = expression
    let usesPH = expression.rules.contains { $0.holidays.contains { $0.kind == .publicHoliday } }
    let usesSH = expression.rules.contains { $0.holidays.contains { $0.kind == .schoolHoliday } }
    let calendar = country.flatMap { PublicHolidays.supports($0) ? PublicHolidays.normalized($0) : nil }
    let base = RuleMatcher(
      holidayCountry: calendar, coordinate: coordinate, utcOffsetMinutes: utcOffsetMinutes,
      cache: EvaluationCache())
    var matchers = [base]
    var notes: [String] = []
    if usesPH, calendar == nil {
      matchers = [true, false].flatMap { flag in
        matchers.map {
          var m = $0; m.assumePublicHoliday = flag; return m
        }
      }
      notes.append(
        country.map { "no public-holiday calendar for country \($0.uppercased())" }
          ?? "public holidays (PH) need the place's country")
    }
    self.matchers = matchers
    self.unknownNote = notes.isEmpty ? nil : notes.joined(separator: "; ")
    // No school-holiday calendar exists for any country: a day is read as outside school
    // holidays, as the reference implementation (opening-hours-rs) does, and the reason says so.
    assumption = usesSH ? "school holidays (SH) are not known: read as a day outside them" : nil
  }

  /// True when every rule selects by weekday and clock time only, so the week repeats and a
  /// change, if any, shows within eight days.
  var repeatsWeekly: Bool {
    expression.rules.allSatisfy { rule in
      rule.years.isEmpty && rule.monthdays.isEmpty && rule.weeks.isEmpty && rule.holidays.isEmpty
        && rule.weekdays.allSatisfy { $0.nth.isEmpty && $0.dayOffset == 0 }
        && rule.times.allSatisfy { span in
          if case .solar = span.start { return false }
          if case .solar = span.end { return false }
          return true
        }
    }
  }

  /// The schedule of one local day. Where holiday assumptions lead to different answers, unknown.
  func day(_ date: CivilDate) -> DaySchedule {
    let schedules = matchers.map { day(date, matcher: $0) }
    guard schedules.count > 1, let first = schedules.first else { return schedules.first ?? DaySchedule() }
    if schedules.allSatisfy({ $0 == first }) { return first }
    var cuts = Set([0, 1440])
    for schedule in schedules { cuts.formUnion(schedule.boundaries) }
    let points = cuts.sorted()
    var merged = DaySchedule()
    for (start, end) in zip(points, points.dropFirst()) where end > start {
      let states = schedules.map { $0.segment(at: start) }
      if let segment = states[0], states.allSatisfy({ $0?.state == segment.state }) {
        merged.overlay(
          ScheduleSegment(
            start: start, end: end, state: segment.state, ruleIndex: segment.ruleIndex, note: segment.note))
      } else if states.allSatisfy({ ($0?.state ?? .closed) == .closed }) {
        continue
      } else {
        merged.overlay(
          ScheduleSegment(start: start, end: end, state: .unknown, ruleIndex: -1, note: unknownNote))
      }
    }
    return merged
  }

  private func day(_ date: CivilDate, matcher: RuleMatcher) -> DaySchedule {
    let yesterday = date.adding(days: -1)
    var previousMatched = false
    var previous: DaySchedule?
    for (index, rule) in expression.rules.enumerated() {
      let matchesToday = matcher.matches(rule, on: date)
      let current = ruleSchedule(
        rule, index: index, date: date, yesterday: yesterday, matchesToday: matchesToday, matcher: matcher)
      switch rule.separator {
      case .normal:
        if matchesToday {
          // A closing rule only closes the times it names; other rules replace the whole day.
          if rule.state == .closed, let earlier = previous, let current {
            previous = earlier.adding(current)
          } else {
            previous = current
          }
        } else if previous == nil {
          previous = current
        }
        previousMatched = previousMatched || matchesToday
      case .additional:
        if let earlier = previous, let current {
          previous = earlier.adding(current)
        } else if previous == nil {
          previous = current
        }
        previousMatched = previousMatched || matchesToday
      case .fallback:
        if previousMatched, !(previous?.isAlwaysClosed ?? false) { continue }
        previousMatched = matchesToday
        previous = current
      }
    }
    return previous ?? DaySchedule()
  }

  /// The rule's segments on `date`: its own spans if it selects `date`, plus what spills over
  /// midnight from `yesterday` if it selects that day.
  private func ruleSchedule(
    _ rule: OpeningHoursRule, index: Int, date: CivilDate, yesterday: CivilDate, matchesToday: Bool,
    matcher: RuleMatcher
  ) -> DaySchedule? {
    var today: DaySchedule?
    if matchesToday {
      today = schedule(for: rule, index: index, spans: matcher.spans(of: rule, on: date)) {
        ($0, min($1, 1440))
      }
    }
    var spill: DaySchedule?
    if matcher.matches(rule, on: yesterday) {
      spill = schedule(for: rule, index: index, spans: matcher.spans(of: rule, on: yesterday)) {
        $1 > 1440 ? (max($0 - 1440, 0), $1 - 1440) : nil
      }
      if spill?.segments.isEmpty == true { spill = nil }
    }
    switch (today, spill) {
    case (let today?, let spill?): return today.adding(spill)
    default: return today ?? spill
    }
  }

  private func schedule(
    for rule: OpeningHoursRule, index: Int, spans: Result<[(Int, Int)], HoursUnknown>,
    clip: ((Int, Int)) -> (Int, Int)?
  ) -> DaySchedule {
    switch spans {
    case .success(let spans):
      return DaySchedule(
        spans: spans.compactMap(clip), state: rule.state, ruleIndex: index, note: rule.comment)
    case .failure:
      let whole = clip((0, 1440)).map { [$0] } ?? []
      return DaySchedule(
        spans: whole, state: .unknown, ruleIndex: index,
        note: "sunrise, sunset, dawn and dusk need the place's coordinates")
    }
  }
}
