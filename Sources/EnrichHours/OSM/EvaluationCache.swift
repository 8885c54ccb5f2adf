import EnrichCore

/// Memoises what one evaluation asks for again and again while it walks up to a year of days:
/// a country's holidays per year and solar event times per day.
///
/// Owned by a single evaluation (never shared between threads), hence a plain class.
final class EvaluationCache {
  private var holidays: [Int: Set<Int>] = [:]
  private var solar: [Int: Int] = [:]

  /// Whether `date` is a public holiday in `country` (which has a calendar).
  func isHoliday(_ date: CivilDate, country: String) -> Bool {
    if let days = holidays[date.year] { return days.contains(date.dayNumber) }
    let days = Set((PublicHolidays.holidays(country: country, year: date.year) ?? []).map(\.date.dayNumber))
    holidays[date.year] = days
    return days.contains(date.dayNumber)
  }

  /// Local minutes of `event` on `date`, computed once per day and event.
  func solarMinutes(
    _ event: SolarCalculator.Event, on date: CivilDate, at coordinate: Coordinate,
    utcOffsetMinutes: (CivilDate) -> Int
  ) -> Int {
    let key = date.dayNumber * 4 + (SolarCalculator.Event.allCases.firstIndex(of: event) ?? 0)
    if let cached = solar[key] { return cached }
    let utc = SolarCalculator.utcMinutes(of: event, on: date, at: coordinate)
    let local = Int((utc + Double(utcOffsetMinutes(date))).rounded())
    solar[key] = local
    return local
  }
}
