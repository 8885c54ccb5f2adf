/// The parsed form of an OSM `opening_hours` expression
/// (https://wiki.openstreetmap.org/wiki/Key:opening_hours/specification).
public struct OpeningHoursExpression: Sendable, Equatable {
  public var rules: [OpeningHoursRule]
  /// Deviations from the specification that the parser accepted (e.g. `9-17`, `–`, trailing `;`).
  public var tolerated: [String]
}

/// How a rule combines with the rules before it.
public enum RuleSeparator: Sendable, Equatable {
  /// `;` — on the days it selects, replaces what earlier rules said.
  case normal
  /// `,` — adds to what earlier rules said.
  case additional
  /// `||` — applies only where earlier rules selected nothing (or only closed).
  case fallback
}

/// The state a rule gives its selected times.
public enum RuleState: Sendable, Equatable {
  case open, closed, unknown
}

/// One rule: wide-range selectors (year, month/date, week), small-range selectors (weekday,
/// holiday, time) and a state with an optional comment.
public struct OpeningHoursRule: Sendable, Equatable {
  public var separator: RuleSeparator = .normal
  public var years: [YearRange] = []
  public var monthdays: [MonthdayRange] = []
  public var weeks: [WeekRange] = []
  public var weekdays: [WeekdayRange] = []
  public var holidays: [HolidaySelector] = []
  /// True when holidays and weekdays were written space-separated (`SH Mo-Fr`): both must match.
  public var holidaysAndWeekdaysIntersect = false
  /// Empty means the whole day.
  public var times: [TimeSpan] = []
  public var state: RuleState = .open
  public var comment: String?
  /// The rule's own text, for reasons and warnings.
  public var text: String = ""
}

/// `2026`, `2020-2030/2`, `2026+`.
public struct YearRange: Sendable, Equatable {
  public var start: Int
  public var end: Int?
  public var step: Int = 1
  public var openEnd = false
}

/// A month range (`Jan-Mar`, `2026 Dec`) or a date range (`Dec 24-26`, `easter -2 days`).
public enum MonthdayRange: Sendable, Equatable {
  case months(year: Int?, start: Int, end: Int)
  case dates(start: DatePoint, end: DatePoint?, openEnd: Bool)
}

/// A date written in a month-day range: month and day, `easter`, or an nth weekday of a month.
/// Days past the month's end roll over (`Feb 29` is 1 March in common years).
public struct DatePoint: Sendable, Equatable {
  public var year: Int?
  public var month: Int?
  public var day: Int
  public var isEaster = false
  /// `+2 days` / `-1 day` after the date.
  public var dayOffset = 0
  /// `Jan Su[-1]`: the nth (negative: from the end) given ISO weekday of the month.
  public var nthWeekday: (isoWeekday: Int, nth: Int)?
  /// `+Mo` / `-Su`: move to the next (or previous) such weekday, counting the date itself.
  public var weekdayOffset: (forward: Bool, isoWeekday: Int)?

  public static func == (lhs: DatePoint, rhs: DatePoint) -> Bool {
    lhs.year == rhs.year && lhs.month == rhs.month && lhs.day == rhs.day && lhs.isEaster == rhs.isEaster
      && lhs.dayOffset == rhs.dayOffset && lhs.nthWeekday?.isoWeekday == rhs.nthWeekday?.isoWeekday
      && lhs.nthWeekday?.nth == rhs.nthWeekday?.nth
      && lhs.weekdayOffset?.forward == rhs.weekdayOffset?.forward
      && lhs.weekdayOffset?.isoWeekday == rhs.weekdayOffset?.isoWeekday
  }
}

/// `week 1-53/2`.
public struct WeekRange: Sendable, Equatable {
  public var start: Int
  public var end: Int
  public var step: Int = 1
}

/// `Mo-Fr`, `Su[1]`, `Fr[-1]`, `Mo[1-2]`, `Su[-1] -1 day`. Weekdays are ISO (1 = Monday).
public struct WeekdayRange: Sendable, Equatable {
  public var start: Int
  public var end: Int
  /// Which occurrences in the month; empty means every one.
  public var nth: [ClosedRange<Int>] = []
  public var dayOffset = 0
}

/// `PH`, `SH`, `PH +1 day`.
public struct HolidaySelector: Sendable, Equatable {
  public enum Kind: String, Sendable { case publicHoliday = "PH", schoolHoliday = "SH" }
  public var kind: Kind
  public var dayOffset = 0
}

/// A time or a solar event with an offset in minutes.
public enum TimePoint: Sendable, Equatable {
  case clock(minutes: Int)
  case solar(SolarCalculator.Event, offsetMinutes: Int)
}

/// `09:00-17:00`, `22:00-02:00`, `18:00+`, `sunrise-(sunset-01:00)`.
public struct TimeSpan: Sendable, Equatable {
  public var start: TimePoint
  public var end: TimePoint?
  public var openEnd = false
}
