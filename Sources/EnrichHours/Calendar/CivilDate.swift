/// A proleptic Gregorian calendar date without a time zone, with cheap arithmetic.
///
/// Hours evaluation walks day by day through a place's local calendar; doing that with plain
/// integers keeps it fast and free of Foundation's calendar state.
package struct CivilDate: Sendable, Hashable, Comparable, CustomStringConvertible {
  package let year: Int
  package let month: Int
  package let day: Int

  /// A date; the caller guarantees month 1...12 and a day that exists in that month.
  package init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// The date `dayNumber` days after 1970-01-01 (Howard Hinnant's civil-from-days algorithm).
  package init(dayNumber: Int) {
    let z = dayNumber + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let day = doy - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    self.init(year: yoe + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
  }

  /// Days since 1970-01-01.
  package var dayNumber: Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let mp = month > 2 ? month - 3 : month + 9
    let doy = (153 * mp + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }

  /// ISO weekday: 1 = Monday ... 7 = Sunday.
  package var isoWeekday: Int {
    let n = (dayNumber + 3) % 7  // 1970-01-01 was a Thursday (index 3 from Monday)
    return (n < 0 ? n + 7 : n) + 1
  }

  package func adding(days: Int) -> CivilDate { CivilDate(dayNumber: dayNumber + days) }

  package static func isLeapYear(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  package static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Whether the given month and day exist (e.g. rejects Feb 30) in some year.
  package static func isValid(month: Int, day: Int) -> Bool {
    (1...12).contains(month) && day >= 1 && day <= (month == 2 ? 29 : daysIn(month: month, year: 2001))
  }

  /// The `nth` (1-based; negative counts from the month's end) given ISO weekday of a month.
  package static func nthWeekday(_ nth: Int, isoWeekday: Int, month: Int, year: Int) -> CivilDate? {
    if nth > 0 {
      let first = CivilDate(year: year, month: month, day: 1)
      let delta = (isoWeekday - first.isoWeekday + 7) % 7
      let day = 1 + delta + (nth - 1) * 7
      return day <= daysIn(month: month, year: year) ? CivilDate(year: year, month: month, day: day) : nil
    }
    let lastDay = daysIn(month: month, year: year)
    let last = CivilDate(year: year, month: month, day: lastDay)
    let delta = (last.isoWeekday - isoWeekday + 7) % 7
    let day = lastDay - delta + (nth + 1) * 7
    return day >= 1 ? CivilDate(year: year, month: month, day: day) : nil
  }

  /// ISO 8601 week number (1...53) and the week-based year.
  package var isoWeek: (week: Int, year: Int) {
    // The week belongs to the year of its Thursday.
    let thursday = adding(days: 4 - isoWeekday)
    let jan1 = CivilDate(year: thursday.year, month: 1, day: 1)
    return ((thursday.dayNumber - jan1.dayNumber) / 7 + 1, thursday.year)
  }

  package var description: String {
    func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(year)-\(pad(month))-\(pad(day))"
  }

  package static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }
}
