import EnrichCore

/// Decides which days a rule's selectors choose, and which minutes its time spans cover.
struct RuleMatcher {
  /// The calendar used for `PH`, nil when the country has none.
  let holidayCountry: String?
  /// What to assume for `PH` without a calendar: evaluation runs once per assumption and marks
  /// times where the answers differ as unknown.
  var assumePublicHoliday = false
  let coordinate: Coordinate?
  /// Offset of the place's zone from UTC in minutes on a given day, for solar events.
  let utcOffsetMinutes: (CivilDate) -> Int
  let cache: EvaluationCache

  // MARK: Days

  func matches(_ rule: OpeningHoursRule, on date: CivilDate) -> Bool {
    if !rule.years.isEmpty, !rule.years.contains(where: { matches($0, date.year) }) { return false }
    if !rule.monthdays.isEmpty, !rule.monthdays.contains(where: { matches($0, date) }) { return false }
    if !rule.weeks.isEmpty {
      let week = date.isoWeek.week
      if !rule.weeks.contains(where: { matches($0, week) }) { return false }
    }
    let weekday: Bool? = rule.weekdays.isEmpty ? nil : rule.weekdays.contains { matches($0, date) }
    let holiday: Bool? = rule.holidays.isEmpty ? nil : rule.holidays.contains { isHoliday($0, date) }
    if rule.holidaysAndWeekdaysIntersect { return (weekday ?? true) && (holiday ?? true) }
    if weekday == nil, holiday == nil { return true }
    return (weekday ?? false) || (holiday ?? false)
  }

  private func matches(_ range: YearRange, _ year: Int) -> Bool {
    if range.openEnd { return year >= range.start }
    let end = range.end ?? range.start
    return year >= range.start && year <= end && (year - range.start) % range.step == 0
  }

  private func matches(_ range: WeekRange, _ week: Int) -> Bool {
    if range.start <= range.end {
      return week >= range.start && week <= range.end && (week - range.start) % range.step == 0
    }
    // Wraps over the year's end (`week 50-2`).
    let offset = week >= range.start ? week - range.start : week + 53 - range.start
    return (week >= range.start || week <= range.end) && offset % range.step == 0
  }

  private func matches(_ range: WeekdayRange, _ date: CivilDate) -> Bool {
    let day = date.adding(days: -range.dayOffset)
    let weekday = day.isoWeekday
    let inRange =
      range.start <= range.end
      ? weekday >= range.start && weekday <= range.end
      : weekday >= range.start || weekday <= range.end
    guard inRange else { return false }
    if range.nth.isEmpty { return true }
    let fromStart = (day.day - 1) / 7 + 1
    let fromEnd = -((CivilDate.daysIn(month: day.month, year: day.year) - day.day) / 7 + 1)
    return range.nth.contains { $0.contains(fromStart) || $0.contains(fromEnd) }
  }

  private func isHoliday(_ selector: HolidaySelector, _ date: CivilDate) -> Bool {
    let day = date.adding(days: -selector.dayOffset)
    switch selector.kind {
    case .schoolHoliday: return false  // no calendar: see ExpressionSchedule.assumption
    case .publicHoliday:
      guard let holidayCountry else { return assumePublicHoliday }
      return cache.isHoliday(day, country: holidayCountry)
    }
  }

  private func matches(_ range: MonthdayRange, _ date: CivilDate) -> Bool {
    switch range {
    case .months(let year, let start, let end):
      if let year {
        let first = CivilDate(year: year, month: start, day: 1)
        let endYear = end < start ? year + 1 : year
        let last = CivilDate(year: endYear, month: end, day: CivilDate.daysIn(month: end, year: endYear))
        return date >= first && date <= last
      }
      return start <= end
        ? date.month >= start && date.month <= end : date.month >= start || date.month <= end
    case .dates(let start, let end, let openEnd):
      // Try the ranges that begin this year and last year (a range may wrap over New Year), and
      // next year's when an offset pulls its start back into this year (`Jan Su[1] -5 days`).
      // With a year only on the end (`easter-2025 Jan Su[-2]`) the range starts in the date's year.
      let baseYears =
        start.year.map { [$0] }
        ?? (end?.year != nil ? [date.year] : [date.year, date.year - 1, date.year + 1])
      for base in baseYears {
        let first = resolve(start, year: base)
        var last: CivilDate
        if let end {
          last = resolve(end, year: end.year ?? base)
          if end.year == nil, last < first { last = resolve(end, year: base + 1) }
        } else if openEnd {
          // `2019 Sep 01+` runs on for good; `Sep 01+` until the year's end.
          last = CivilDate(year: start.year == nil ? first.year : 9999, month: 12, day: 31)
        } else {
          // A single date that does not exist this year (`Feb 29`) selects nothing.
          if !start.isEaster, start.nthWeekday == nil,
            start.day > CivilDate.daysIn(month: start.month ?? 1, year: base)
          {
            continue
          }
          last = first
        }
        if date >= first && date <= last { return true }
      }
      return false
    }
  }

  private func resolve(_ point: DatePoint, year: Int) -> CivilDate {
    var date: CivilDate
    if point.isEaster {
      date = Easter.sunday(year: year)
    } else if let nth = point.nthWeekday, let month = point.month {
      // A month without that occurrence falls back to its first or last day.
      date =
        CivilDate.nthWeekday(nth.nth, isoWeekday: nth.isoWeekday, month: month, year: year)
        ?? CivilDate(
          year: year, month: month, day: nth.nth > 0 ? CivilDate.daysIn(month: month, year: year) : 1)
    } else {
      date = CivilDate(year: year, month: point.month ?? 1, day: 1).adding(days: point.day - 1)
    }
    if let shift = point.weekdayOffset {
      let delta =
        shift.forward
        ? (shift.isoWeekday - date.isoWeekday + 7) % 7 : -((date.isoWeekday - shift.isoWeekday + 7) % 7)
      date = date.adding(days: delta)
    }
    return date.adding(days: point.dayOffset)
  }

  // MARK: Times

  /// The rule's spans on `date` in minutes (ends may pass 1440), or why they cannot be known.
  func spans(of rule: OpeningHoursRule, on date: CivilDate) -> Result<[(Int, Int)], HoursUnknown> {
    if rule.times.isEmpty { return .success([(0, 1440)]) }
    var spans: [(Int, Int)] = []
    for span in rule.times {
      guard let start = minutes(span.start, on: date) else { return .failure(.needsCoordinates) }
      var end: Int
      if let endPoint = span.end {
        guard let resolved = minutes(endPoint, on: date) else { return .failure(.needsCoordinates) }
        end = resolved
        if end <= start { end += 1440 }
      } else {
        end = max(start, 1440)
      }
      spans.append((start, end))
    }
    return .success(spans)
  }

  private func minutes(_ point: TimePoint, on date: CivilDate) -> Int? {
    switch point {
    case .clock(let minutes): return minutes
    case .solar(let event, let offset):
      guard let coordinate, coordinate.isValid else { return nil }
      let local = cache.solarMinutes(event, on: date, at: coordinate, utcOffsetMinutes: utcOffsetMinutes)
      // Twilight may end after midnight (northern summer): keep it, it spills into the next day.
      return min(max(local + offset, 0), 2880)
    }
  }
}

/// Why part of an expression cannot be evaluated.
enum HoursUnknown: Error {
  case needsCoordinates
}
