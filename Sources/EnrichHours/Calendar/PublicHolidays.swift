/// Built-in public-holiday calendars, computed by rule (fixed dates, Easter-relative days,
/// nth-weekday rules, "Saturday between" rules and observed-day shifts).
///
/// Sources are listed in docs/hours.md. Regional holidays (German Länder, US states, Scotland)
/// are not included: `PH` means the national calendar.
package enum PublicHolidays {
  /// Country codes (ISO 3166-1 alpha-2) with a built-in calendar.
  package static let supportedCountries: Set<String> = [
    "FI", "SE", "NO", "DK", "DE", "FR", "GB", "US", "CZ",
  ]

  /// Whether `country` has a built-in calendar (case-insensitive; `UK` is accepted for `GB`).
  package static func supports(_ country: String) -> Bool {
    supportedCountries.contains(normalized(country))
  }

  /// The holidays of `year` in `country` with their names, sorted by date; nil without a calendar.
  package static func holidays(country: String, year: Int) -> [(date: CivilDate, name: String)]? {
    let code = normalized(country)
    guard supportedCountries.contains(code) else { return nil }
    var rules = HolidayRules(year: year)
    switch code {
    case "FI": rules.finland()
    case "SE": rules.sweden()
    case "NO": rules.norway()
    case "DK": rules.denmark()
    case "DE": rules.germany()
    case "FR": rules.france()
    case "GB": rules.englandAndWales()
    case "US": rules.unitedStatesFederal()
    case "CZ": rules.czechia()
    default: return nil
    }
    return rules.days.filter { $0.date.year == year }.sorted { $0.date < $1.date }
  }

  /// The holiday's name when `date` is a public holiday in `country`, else nil (also nil for a
  /// country without a calendar: check `supports` first).
  package static func holidayName(on date: CivilDate, country: String) -> String? {
    holidays(country: country, year: date.year)?.first { $0.date == date }?.name
  }

  static func normalized(_ country: String) -> String {
    let upper = country.uppercased()
    return upper == "UK" ? "GB" : upper
  }
}

/// Accumulates one year's holidays for one country.
private struct HolidayRules {
  let year: Int
  let easter: CivilDate
  var days: [(date: CivilDate, name: String)] = []

  init(year: Int) {
    self.year = year
    self.easter = Easter.sunday(year: year)
  }

  mutating func fixed(_ month: Int, _ day: Int, _ name: String, year: Int? = nil) {
    days.append((CivilDate(year: year ?? self.year, month: month, day: day), name))
  }

  mutating func easterRelative(_ offset: Int, _ name: String) {
    days.append((easter.adding(days: offset), name))
  }

  /// The given weekday falling between two dates of the year (e.g. Finnish Midsummer Day is
  /// the Saturday between 20 and 26 June).
  mutating func weekday(_ isoWeekday: Int, from start: (Int, Int), _ name: String) {
    let first = CivilDate(year: year, month: start.0, day: start.1)
    let delta = (isoWeekday - first.isoWeekday + 7) % 7
    days.append((first.adding(days: delta), name))
  }

  mutating func nth(_ nth: Int, _ isoWeekday: Int, month: Int, _ name: String) {
    if let date = CivilDate.nthWeekday(nth, isoWeekday: isoWeekday, month: month, year: year) {
      days.append((date, name))
    }
  }

  /// US federal rule (5 U.S.C. 6103): Saturday → preceding Friday, Sunday → following Monday.
  mutating func usObserved(_ month: Int, _ day: Int, _ name: String, year: Int? = nil) {
    let actual = CivilDate(year: year ?? self.year, month: month, day: day)
    switch actual.isoWeekday {
    case 6: days.append((actual.adding(days: -1), name + " (observed)"))
    case 7: days.append((actual.adding(days: 1), name + " (observed)"))
    default: days.append((actual, name))
    }
  }

  mutating func nordicCommon() {
    fixed(1, 1, "New Year's Day")
    easterRelative(-2, "Good Friday")
    easterRelative(0, "Easter Sunday")
    easterRelative(1, "Easter Monday")
    easterRelative(39, "Ascension Day")
    easterRelative(49, "Whit Sunday")
    fixed(12, 25, "Christmas Day")
    fixed(12, 26, "St Stephen's Day")
  }

  mutating func finland() {
    nordicCommon()
    fixed(1, 6, "Epiphany")
    fixed(5, 1, "May Day")
    weekday(5, from: (6, 19), "Midsummer Eve")
    weekday(6, from: (6, 20), "Midsummer Day")
    weekday(6, from: (10, 31), "All Saints' Day")
    fixed(12, 6, "Independence Day")
    fixed(12, 24, "Christmas Eve")
  }

  mutating func sweden() {
    nordicCommon()
    fixed(1, 6, "Epiphany")
    fixed(5, 1, "May Day")
    fixed(6, 6, "National Day")
    weekday(5, from: (6, 19), "Midsummer Eve")
    weekday(6, from: (6, 20), "Midsummer Day")
    weekday(6, from: (10, 31), "All Saints' Day")
    fixed(12, 24, "Christmas Eve")
    fixed(12, 31, "New Year's Eve")
  }

  mutating func norway() {
    nordicCommon()
    easterRelative(-3, "Maundy Thursday")
    fixed(5, 1, "Labour Day")
    fixed(5, 17, "Constitution Day")
    easterRelative(50, "Whit Monday")
  }

  mutating func denmark() {
    nordicCommon()
    easterRelative(-3, "Maundy Thursday")
    if year <= 2023 { easterRelative(26, "Great Prayer Day") }  // abolished from 2024
    easterRelative(50, "Whit Monday")
  }

  mutating func germany() {
    fixed(1, 1, "New Year's Day")
    easterRelative(-2, "Good Friday")
    easterRelative(1, "Easter Monday")
    fixed(5, 1, "Labour Day")
    easterRelative(39, "Ascension Day")
    easterRelative(50, "Whit Monday")
    fixed(10, 3, "German Unity Day")
    if year == 2017 { fixed(10, 31, "Reformation Day (500th anniversary)") }
    fixed(12, 25, "Christmas Day")
    fixed(12, 26, "Second Day of Christmas")
  }

  mutating func france() {
    fixed(1, 1, "New Year's Day")
    easterRelative(1, "Easter Monday")
    fixed(5, 1, "Labour Day")
    fixed(5, 8, "Victory in Europe Day")
    easterRelative(39, "Ascension Day")
    easterRelative(50, "Whit Monday")
    fixed(7, 14, "Bastille Day")
    fixed(8, 15, "Assumption Day")
    fixed(11, 1, "All Saints' Day")
    fixed(11, 11, "Armistice Day")
    fixed(12, 25, "Christmas Day")
  }

  mutating func englandAndWales() {
    // Banking and Financial Dealings Act 1971 with substitute days, plus royal proclamations.
    let jan1 = CivilDate(year: year, month: 1, day: 1)
    days.append((jan1.isoWeekday >= 6 ? jan1.adding(days: 8 - jan1.isoWeekday) : jan1, "New Year's Day"))
    easterRelative(-2, "Good Friday")
    easterRelative(1, "Easter Monday")
    switch year {
    case 1995, 2020: fixed(5, 8, "Early May bank holiday (VE Day)")
    default: nth(1, 1, month: 5, "Early May bank holiday")
    }
    switch year {
    case 2002: fixed(6, 4, "Spring bank holiday")
    case 2012: fixed(6, 4, "Spring bank holiday")
    case 2022: fixed(6, 2, "Spring bank holiday")
    default: nth(-1, 1, month: 5, "Spring bank holiday")
    }
    if year == 2002 { fixed(6, 3, "Golden Jubilee") }
    if year == 2011 { fixed(4, 29, "Royal wedding") }
    if year == 2012 { fixed(6, 5, "Diamond Jubilee") }
    if year == 2022 {
      fixed(6, 3, "Platinum Jubilee")
      fixed(9, 19, "State funeral of Queen Elizabeth II")
    }
    if year == 2023 { fixed(5, 8, "Coronation of King Charles III") }
    nth(-1, 1, month: 8, "Summer bank holiday")
    let christmas = CivilDate(year: year, month: 12, day: 25)
    switch christmas.isoWeekday {
    case 5:  // Fri: Boxing Day on Saturday moves to Monday
      days.append((christmas, "Christmas Day"))
      days.append((christmas.adding(days: 3), "Boxing Day (substitute day)"))
    case 6:
      days.append((christmas.adding(days: 2), "Christmas Day (substitute day)"))
      days.append((christmas.adding(days: 3), "Boxing Day (substitute day)"))
    case 7:
      days.append((christmas.adding(days: 1), "Boxing Day"))
      days.append((christmas.adding(days: 2), "Christmas Day (substitute day)"))
    default:
      days.append((christmas, "Christmas Day"))
      days.append((christmas.adding(days: 1), "Boxing Day"))
    }
  }

  mutating func unitedStatesFederal() {
    usObserved(1, 1, "New Year's Day")
    usObserved(1, 1, "New Year's Day", year: year + 1)  // may be observed on 31 December
    nth(3, 1, month: 1, "Birthday of Martin Luther King, Jr.")
    nth(3, 1, month: 2, "Washington's Birthday")
    nth(-1, 1, month: 5, "Memorial Day")
    if year >= 2021 { usObserved(6, 19, "Juneteenth National Independence Day") }
    usObserved(7, 4, "Independence Day")
    nth(1, 1, month: 9, "Labor Day")
    nth(2, 1, month: 10, "Columbus Day")
    usObserved(11, 11, "Veterans Day")
    nth(4, 4, month: 11, "Thanksgiving Day")
    usObserved(12, 25, "Christmas Day")
  }

  mutating func czechia() {
    fixed(1, 1, "Restoration Day of the Independent Czech State; New Year's Day")
    if year >= 2016 { easterRelative(-2, "Good Friday") }
    easterRelative(1, "Easter Monday")
    fixed(5, 1, "Labour Day")
    fixed(5, 8, "Liberation Day")
    fixed(7, 5, "Saints Cyril and Methodius Day")
    fixed(7, 6, "Jan Hus Day")
    fixed(9, 28, "St. Wenceslas Day")
    fixed(10, 28, "Independent Czechoslovak State Day")
    fixed(11, 17, "Struggle for Freedom and Democracy Day")
    fixed(12, 24, "Christmas Eve")
    fixed(12, 25, "Christmas Day")
    fixed(12, 26, "St. Stephen's Day")
  }
}
