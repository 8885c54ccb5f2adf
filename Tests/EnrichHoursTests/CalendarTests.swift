import EnrichCore
import EnrichHours
import Foundation
import Testing

@Suite struct CalendarTests {
  @Test(arguments: [-800_000, -1, 0, 1, 59, 10_956, 20_454, 2_932_896])
  func dayNumbersRoundTrip(_ dayNumber: Int) {
    #expect(CivilDate(dayNumber: dayNumber).dayNumber == dayNumber)
  }

  @Test func weekdaysAndWeeks() {
    #expect(CivilDate(year: 1970, month: 1, day: 1).isoWeekday == 4)
    #expect(CivilDate(year: 2026, month: 12, day: 24).isoWeekday == 4)
    #expect(CivilDate(year: 2027, month: 1, day: 3).isoWeek.week == 53)  // 2026 has 53 ISO weeks
    #expect(CivilDate(year: 2027, month: 1, day: 4).isoWeek.week == 1)
    #expect(CivilDate(year: 2024, month: 12, day: 30).isoWeek == (week: 1, year: 2025))
  }

  @Test func nthWeekdayOfMonth() {
    #expect(
      CivilDate.nthWeekday(1, isoWeekday: 7, month: 12, year: 2026)
        == CivilDate(year: 2026, month: 12, day: 6))
    #expect(
      CivilDate.nthWeekday(-1, isoWeekday: 5, month: 12, year: 2026)
        == CivilDate(year: 2026, month: 12, day: 25))
    #expect(CivilDate.nthWeekday(5, isoWeekday: 1, month: 2, year: 2026) == nil)
  }

  @Test(arguments: [
    (2000, 4, 23), (2019, 4, 21), (2024, 3, 31), (2025, 4, 20), (2026, 4, 5), (2027, 3, 28), (2038, 4, 25),
    (2285, 3, 22),
  ])
  func easterSunday(_ year: Int, _ month: Int, _ day: Int) {
    #expect(Easter.sunday(year: year) == CivilDate(year: year, month: month, day: day))
  }

  /// Expected lists from the official calendars (see docs/hours.md for the sources).
  @Test(arguments: [
    ("FI", 2026, "01-01 01-06 04-03 04-05 04-06 05-01 05-14 05-24 06-19 06-20 10-31 12-06 12-24 12-25 12-26"),
    ("FI", 2027, "01-01 01-06 03-26 03-28 03-29 05-01 05-06 05-16 06-25 06-26 11-06 12-06 12-24 12-25 12-26"),
    (
      "SE", 2026,
      "01-01 01-06 04-03 04-05 04-06 05-01 05-14 05-24 06-06 06-19 06-20 10-31 12-24 12-25 12-26 12-31"
    ),
    ("NO", 2026, "01-01 04-02 04-03 04-05 04-06 05-01 05-14 05-17 05-24 05-25 12-25 12-26"),
    ("DK", 2023, "01-01 04-06 04-07 04-09 04-10 05-05 05-18 05-28 05-29 12-25 12-26"),
    ("DK", 2026, "01-01 04-02 04-03 04-05 04-06 05-14 05-24 05-25 12-25 12-26"),
    ("DE", 2026, "01-01 04-03 04-06 05-01 05-14 05-25 10-03 12-25 12-26"),
    ("FR", 2027, "01-01 03-29 05-01 05-06 05-08 05-17 07-14 08-15 11-01 11-11 12-25"),
    ("GB", 2022, "01-03 04-15 04-18 05-02 06-02 06-03 08-29 09-19 12-26 12-27"),
    ("GB", 2026, "01-01 04-03 04-06 05-04 05-25 08-31 12-25 12-28"),
    ("GB", 2027, "01-01 03-26 03-29 05-03 05-31 08-30 12-27 12-28"),
    ("US", 2026, "01-01 01-19 02-16 05-25 06-19 07-03 09-07 10-12 11-11 11-26 12-25"),
    ("US", 2027, "01-01 01-18 02-15 05-31 06-18 07-05 09-06 10-11 11-11 11-25 12-24 12-31"),
    ("CZ", 2026, "01-01 04-03 04-06 05-01 05-08 07-05 07-06 09-28 10-28 11-17 12-24 12-25 12-26"),
    ("CZ", 2015, "01-01 04-06 05-01 05-08 07-05 07-06 09-28 10-28 11-17 12-24 12-25 12-26"),
  ])
  func publicHolidays(_ country: String, _ year: Int, _ expected: String) {
    let days = PublicHolidays.holidays(country: country, year: year)?.map { "\($0.date)".dropFirst(5) }
    #expect(days?.joined(separator: " ") == expected)
  }

  @Test func countriesWithoutCalendar() {
    #expect(PublicHolidays.holidays(country: "EE", year: 2026) == nil)
    #expect(PublicHolidays.supports("uk"))
    #expect(CountryTimeZones.zone(forCountry: "fi")?.identifier == "Europe/Helsinki")
    #expect(CountryTimeZones.zone(forCountry: "US") == nil)
  }

  /// Helsinki's published times (timeanddate.com), within two minutes.
  @Test(arguments: [
    (6, 21, SolarCalculator.Event.sunrise, 3 * 60 + 54), (6, 21, .sunset, 22 * 60 + 50),
    (12, 21, .sunrise, 9 * 60 + 24), (12, 21, .sunset, 15 * 60 + 13), (12, 21, .dawn, 8 * 60 + 25),
    (12, 21, .dusk, 16 * 60 + 12),
  ])
  func solarEventsInHelsinki(_ month: Int, _ day: Int, _ event: SolarCalculator.Event, _ localMinutes: Int)
    throws
  {
    let zone = try #require(TimeZone(identifier: "Europe/Helsinki"))
    let date = CivilDate(year: 2026, month: month, day: day)
    let helsinki = Coordinate(latitude: 60.1699, longitude: 24.9384)
    let utc = SolarCalculator.utcMinutes(of: event, on: date, at: helsinki)
    let local = utc + Double(ZoneClock(timeZone: zone).offsetMinutes(on: date))
    #expect(abs(local - Double(localMinutes)) <= 2)
  }

  @Test func polarNightHasNoDaylight() {
    let tromso = Coordinate(latitude: 69.65, longitude: 18.96)
    let date = CivilDate(year: 2026, month: 12, day: 21)
    let sunrise = SolarCalculator.utcMinutes(of: .sunrise, on: date, at: tromso)
    let sunset = SolarCalculator.utcMinutes(of: .sunset, on: date, at: tromso)
    #expect(sunrise == sunset)
  }
}
