/// The parsed form of an OSM `opening_hours` expression
/// (https://wiki.openstreetmap.org/wiki/Key:opening_hours/specification).
package struct OpeningHoursExpression: Sendable, Equatable {
  package var rules: [OpeningHoursRule]
  /// Deviations from the specification that the parser accepted (e.g. `9-17`, `–`, trailing `;`).
  package var tolerated: [String]
}

/// How a rule combines with the rules before it.
package enum RuleSeparator: Sendable, Equatable {
  /// `;` — on the days it selects, replaces what earlier rules said.
  case normal
  /// `,` — adds to what earlier rules said.
  case additional
  /// `||` — applies only where earlier rules selected nothing (or only closed).
  case fallback
}

/// The state a rule gives its selected times.
package enum RuleState: Sendable, Equatable {
  case open, closed, unknown
}

/// One rule: wide-range selectors (year, month/date, week), small-range selectors (weekday,
/// holiday, time) and a state with an optional comment.
package struct OpeningHoursRule: Sendable, Equatable {
  package var separator: RuleSeparator = .normal
  package var years: [YearRange] = []
  package var monthdays: [MonthdayRange] = []
  package var weeks: [WeekRange] = []
  package var weekdays: [WeekdayRange] = []
  package var holidays: [HolidaySelector] = []
  /// True when holidays and weekdays were written space-separated (`SH Mo-Fr`): both must match.
  package var holidaysAndWeekdaysIntersect = false
  /// Empty means the whole day.
  package var times: [TimeSpan] = []
  package var state: RuleState = .open
  package var comment: String?
  /// The rule's own text, for reasons and warnings.
  package var text: String = ""
}

/// `2026`, `2020-2030/2`, `2026+`.
package struct YearRange: Sendable, Equatable {
  package var start: Int
  package var end: Int?
  package var step: Int = 1
  package var openEnd = false
}

/// A month range (`Jan-Mar`, `2026 Dec`) or a date range (`Dec 24-26`, `easter -2 days`).
package enum MonthdayRange: Sendable, Equatable {
  case months(year: Int?, start: Int, end: Int)
  case dates(start: DatePoint, end: DatePoint?, openEnd: Bool)
}

/// A date written in a month-day range: month and day, `easter`, or an nth weekday of a month.
/// Days past the month's end roll over (`Feb 29` is 1 March in common years).
package struct DatePoint: Sendable, Equatable {
  package var year: Int?
  package var month: Int?
  package var day: Int
  package var isEaster = false
  /// `+2 days` / `-1 day` after the date.
  package var dayOffset = 0
  /// `Jan Su[-1]`: the nth (negative: from the end) given ISO weekday of the month.
  package var nthWeekday: (isoWeekday: Int, nth: Int)?
  /// `+Mo` / `-Su`: move to the next (or previous) such weekday, counting the date itself.
  package var weekdayOffset: (forward: Bool, isoWeekday: Int)?

  package static func == (lhs: DatePoint, rhs: DatePoint) -> Bool {
    lhs.year == rhs.year && lhs.month == rhs.month && lhs.day == rhs.day && lhs.isEaster == rhs.isEaster
      && lhs.dayOffset == rhs.dayOffset && lhs.nthWeekday?.isoWeekday == rhs.nthWeekday?.isoWeekday
      && lhs.nthWeekday?.nth == rhs.nthWeekday?.nth
      && lhs.weekdayOffset?.forward == rhs.weekdayOffset?.forward
      && lhs.weekdayOffset?.isoWeekday == rhs.weekdayOffset?.isoWeekday
  }
}

/// `week 1-53/2`.
package struct WeekRange: Sendable, Equatable {
  package var start: Int
  package var end: Int
  package var step: Int = 1
}

/// `Mo-Fr`, `Su[1]`, `Fr[-1]`, `Mo[1-2]`, `Su[-1] -1 day`. Weekdays are ISO (1 = Monday).
package struct WeekdayRange: Sendable, Equatable {
  package var start: Int
  package var end: Int
  /// Which occurrences in the month; empty means every one.
  package var nth: [ClosedRange<Int>] = []
  package var dayOffset = 0
}

/// `PH`, `SH`, `PH +1 day`.
package struct HolidaySelector: Sendable, Equatable {
  package enum Kind: String, Sendable { case publicHoliday = "PH", schoolHoliday = "SH" }
  package var kind: Kind
  package var dayOffset = 0
}

/// A time or a solar event with an offset in minutes.
package enum TimePoint: Sendable, Equatable {
  case clock(minutes: Int)
  case solar(SolarCalculator.Event, offsetMinutes: Int)
}

/// `09:00-17:00`, `22:00-02:00`, `18:00+`, `sunrise-(sunset-01:00)`.
package struct TimeSpan: Sendable, Equatable {
  package var start: TimePoint
  package var end: TimePoint?
  package var openEnd = false
}
