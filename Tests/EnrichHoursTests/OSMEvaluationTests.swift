import EnrichCore
import EnrichHours
import Foundation
import Testing

/// One OSM case: wall time `at` in `zone`; `next` nil means "don't check", "-" means "none".
struct OSMCase: CustomTestStringConvertible, Sendable {
  var expr: String
  var at: String
  var status: OpenStatus
  var next: String? = nil
  var country: String? = "FI"
  var zone = "Europe/Helsinki"
  var sun = false
  var reasonContains: String? = nil

  var testDescription: String { "\(expr) @ \(at)" }

  func evaluate() throws -> HoursEvaluation {
    let context = HoursContext(
      timeZone: TimeZone(identifier: zone),
      coordinate: sun ? Coordinate(latitude: 60.1699, longitude: 24.9384) : nil, countryCode: country)
    return OpenStatusEvaluator.evaluate(osm: expr, at: try RequestedTime.parse(at), context: context)
  }
}

@Suite struct OSMEvaluationTests {
  static let grammar: [OSMCase] = [
    // Times: ranges, lists, past midnight, 24:00, open end.
    OSMCase(
      expr: "Mo-Fr 09:00-17:00", at: "2026-12-21T12:00", status: .open, next: "2026-12-21T17:00:00+02:00"),
    OSMCase(
      expr: "Mo-Fr 09:00-17:00", at: "2026-12-21T17:00", status: .closed, next: "2026-12-22T09:00:00+02:00"),
    OSMCase(
      expr: "Mo-Fr 08:00-12:00,13:00-17:00", at: "2026-12-21T12:30", status: .closed,
      next: "2026-12-21T13:00:00+02:00"),
    OSMCase(
      expr: "Mo-Fr 22:00-02:00", at: "2026-12-26T01:00", status: .open, next: "2026-12-26T02:00:00+02:00"),
    OSMCase(expr: "Sa 18:00-26:00", at: "2026-12-27T01:30", status: .open, next: "2026-12-27T02:00:00+02:00"),
    OSMCase(
      expr: "Mo-Su 08:00-24:00", at: "2026-12-21T23:59", status: .open, next: "2026-12-22T00:00:00+02:00"),
    OSMCase(expr: "18:00+", at: "2026-12-21T20:00", status: .open, next: "2026-12-22T00:00:00+02:00"),
    // Rule sequences: `;` replaces, `,` adds, `||` falls back; off/closed/unknown; comments; 24/7.
    OSMCase(expr: "Mo-Fr 08:00-18:00; We off", at: "2026-12-23T10:00", status: .closed),
    OSMCase(
      expr: "Mo-Fr 08:00-18:00; We 12:00-14:00 off", at: "2026-12-23T10:00", status: .open,
      next: "2026-12-23T12:00:00+02:00"),
    OSMCase(expr: "Mo-Fr 08:00-12:00; We 14:00-18:00", at: "2026-12-23T10:00", status: .closed),
    OSMCase(expr: "Mo-Fr 08:00-12:00, We 14:00-18:00", at: "2026-12-23T15:00", status: .open),
    OSMCase(
      expr: "Mo-Fr 09:00-17:00 || unknown \"call\"", at: "2026-12-26T12:00", status: .unknown,
      reasonContains: "call"),
    OSMCase(expr: "Mo-Fr 09:00-17:00 || unknown \"call\"", at: "2026-12-21T20:00", status: .closed),
    OSMCase(expr: "Mo 10:00-12:00 unknown", at: "2026-12-21T11:00", status: .unknown),
    OSMCase(
      expr: "Mo-Fr 10:00-20:00 \"call first\"", at: "2026-12-21T11:00", status: .open,
      reasonContains: "call first"),
    OSMCase(
      expr: "Mo-Fr 10:00-20:00 closed \"renovation\"", at: "2026-12-21T11:00", status: .closed,
      reasonContains: "renovation"),
    OSMCase(expr: "24/7", at: "2026-12-21T11:00", status: .open, next: "-"),
    OSMCase(expr: "24/7; Su off", at: "2026-12-27T11:00", status: .closed, next: "2026-12-28T00:00:00+02:00"),
    // Weekdays: ranges over the week's end, nth weekday, ranges of nth, day offsets.
    OSMCase(expr: "Fr-Mo 10:00-12:00", at: "2026-12-27T11:00", status: .open),
    OSMCase(
      expr: "Fr-Mo 10:00-12:00", at: "2026-12-23T11:00", status: .closed, next: "2026-12-25T10:00:00+02:00"),
    OSMCase(expr: "Su[1] 10:00-12:00", at: "2026-12-06T11:00", status: .open),
    OSMCase(
      expr: "Su[1] 10:00-12:00", at: "2026-12-13T11:00", status: .closed, next: "2027-01-03T10:00:00+02:00"),
    OSMCase(expr: "Fr[-1] 10:00-12:00", at: "2026-12-25T11:00", status: .open),
    OSMCase(expr: "Mo[1-2] 10:00-12:00", at: "2026-12-14T11:00", status: .open),
    OSMCase(expr: "Mo[1-2] 10:00-12:00", at: "2026-12-21T11:00", status: .closed),
    OSMCase(expr: "Su[-1] -1 day 10:00-12:00", at: "2026-12-26T11:00", status: .open),
    OSMCase(expr: "Su[-1] -1 day 10:00-12:00", at: "2026-12-19T11:00", status: .closed),
    // Months, dates, years, easter, weeks.
    OSMCase(expr: "Jan-Mar 10:00-12:00", at: "2026-02-10T11:00", status: .open),
    OSMCase(
      expr: "Jan-Mar 10:00-12:00", at: "2026-04-10T11:00", status: .closed, next: "2027-01-01T10:00:00+02:00"),
    OSMCase(expr: "Nov-Feb 10:00-12:00", at: "2027-01-10T11:00", status: .open),
    OSMCase(expr: "Dec 24 10:00-12:00", at: "2026-12-24T11:00", status: .open),
    OSMCase(expr: "2026 Dec 24-26 10:00-14:00", at: "2026-12-25T11:00", status: .open),
    OSMCase(expr: "2026 Dec 24-26 10:00-14:00", at: "2027-12-25T11:00", status: .closed, next: "-"),
    OSMCase(expr: "Dec 24-Jan 02 10:00-12:00", at: "2027-01-01T11:00", status: .open),
    OSMCase(expr: "2020-2030/2 Jun 10:00-12:00", at: "2026-06-10T11:00", status: .open),
    OSMCase(expr: "2020-2030/2 Jun 10:00-12:00", at: "2027-06-10T11:00", status: .closed),
    OSMCase(expr: "easter 10:00-12:00", at: "2026-04-05T11:00", status: .open),
    OSMCase(expr: "easter +1 day 10:00-12:00", at: "2026-04-06T11:00", status: .open),
    OSMCase(expr: "easter -2 days-easter +1 day 10:00-12:00", at: "2026-04-03T11:00", status: .open),
    OSMCase(expr: "Mar Su[-1]-Oct Su[-1] 10:00-12:00", at: "2026-07-01T11:00", status: .open),
    OSMCase(expr: "Apr-Oct Su[2] 14:00-18:00", at: "2026-07-12T15:00", status: .open),
    OSMCase(expr: "week 1-53/2 Mo 10:00-12:00", at: "2026-12-28T11:00", status: .open),
    OSMCase(expr: "week 1-53/2 Mo 10:00-12:00", at: "2026-12-21T11:00", status: .closed),
    OSMCase(expr: "week 52: Mo-Fr 10:00-12:00", at: "2026-12-21T11:00", status: .open),
    OSMCase(expr: "Dec 24 +Mo 10:00-12:00", at: "2026-12-28T11:00", status: .open),
    OSMCase(expr: "Mo[1,3] 10:00-12:00", at: "2026-12-21T11:00", status: .open),
    OSMCase(expr: "2026+ Mo-Fr 10:00-12:00", at: "2030-01-07T11:00", status: .open),
    OSMCase(expr: "2026+ Mo-Fr 10:00-12:00", at: "2025-01-06T11:00", status: .closed),
    OSMCase(expr: "week 50-02 Mo 10:00-12:00", at: "2027-01-04T11:00", status: .open),
    OSMCase(expr: "week 50-02 Mo 10:00-12:00", at: "2026-11-30T11:00", status: .closed),
    OSMCase(expr: "Novweek49 Mo 10:00-12:00", at: "2026-11-30T11:00", status: .open),
    OSMCase(expr: "Mo-Fr 10:00-16:00/01:30", at: "2026-12-21T12:00", status: .open),
    OSMCase(expr: "Mo-Fr 09:00-12:00, 13:00-17:00", at: "2026-12-21T14:00", status: .open),
    OSMCase(expr: "Mo 10:00-12:00; \"renovation\": off", at: "2026-12-21T11:00", status: .closed),
    // Holidays.
    OSMCase(
      expr: "Mo-Fr 09:00-17:00; PH off", at: "2026-12-24T10:00", status: .closed,
      reasonContains: "Christmas Eve"),
    OSMCase(expr: "Mo-Fr 09:00-17:00; PH 10:00-12:00", at: "2026-12-25T11:00", status: .open),
    OSMCase(expr: "PH +1 day 10:00-12:00", at: "2026-12-27T11:00", status: .open),
    OSMCase(
      expr: "Mo-Fr 09:00-17:00; PH off", at: "2026-12-24T10:00", status: .unknown, country: nil,
      reasonContains: "country"),
    OSMCase(expr: "Mo-Fr 09:00-17:00; PH off", at: "2026-12-24T20:00", status: .closed, country: nil),
    OSMCase(
      expr: "Mo-Fr 09:00-17:00; PH off", at: "2026-12-24T10:00", status: .unknown, country: "EE",
      reasonContains: "EE"),
    // No school-holiday calendar: a day is outside school holidays (as the reference reads it), said so.
    OSMCase(
      expr: "Mo-Fr 09:00-17:00; SH off", at: "2026-12-21T10:00", status: .open, reasonContains: "school"),
    OSMCase(expr: "SH,PH", at: "2026-05-12T12:00", status: .closed, reasonContains: "school holidays"),
    OSMCase(expr: "SH,PH", at: "2026-12-25T12:00", status: .open, reasonContains: "school holidays"),
    OSMCase(expr: "Mo-Fr 09:00-17:00; SH off", at: "2026-12-21T18:00", status: .closed),
    OSMCase(expr: "PH,Sa 10:00-12:00", at: "2026-12-25T11:00", status: .open),
    OSMCase(expr: "PH,Sa 10:00-12:00", at: "2026-12-22T11:00", status: .closed),
    OSMCase(expr: "SH Mo-Fr 10:00-12:00", at: "2026-12-26T11:00", status: .closed),
    // `SH Mo-Fr` is a school holiday that is a weekday (the specification's holiday-and-weekday
    // sequence); the reference reads a union there (a documented difference, bench/RESULTS-hours.md).
    OSMCase(expr: "SH Mo-Fr 10:00-12:00", at: "2026-12-21T11:00", status: .closed),
    // Sun.
    OSMCase(expr: "sunrise-sunset", at: "2026-12-21T12:00", status: .open, sun: true),
    OSMCase(expr: "sunrise-sunset", at: "2026-12-21T08:00", status: .closed, sun: true),
    OSMCase(expr: "sunrise-sunset", at: "2026-12-21T15:30", status: .closed, sun: true),
    OSMCase(expr: "(sunset-01:00)-24:00", at: "2026-12-21T14:30", status: .open, sun: true),
    OSMCase(expr: "dawn-dusk", at: "2026-12-21T16:00", status: .open, sun: true),
    OSMCase(expr: "sunrise-sunset", at: "2026-12-21T12:00", status: .unknown, reasonContains: "coordinates"),
    // Real-world deviations.
    OSMCase(expr: "mo-fr 9:00-17:00", at: "2026-12-21T10:00", status: .open),
    OSMCase(expr: "Mo-Fr 9-17", at: "2026-12-21T10:00", status: .open),
    OSMCase(expr: "Mo-Fr  09:00 - 17:00 ;", at: "2026-12-21T10:00", status: .open),
    OSMCase(expr: "Mo\u{2013}Fr 09:00\u{2013}17:00", at: "2026-12-21T10:00", status: .open),
    OSMCase(expr: "Monday-Friday 09:00-17:00", at: "2026-12-21T10:00", status: .open),
    OSMCase(
      expr: "Mo-Fr 09:00-17:00 h", at: "2026-12-21T10:00", status: .unknown, reasonContains: "syntax error"),
    OSMCase(expr: "Mo-Fr 25:00-26:00", at: "2026-12-21T10:00", status: .closed),
    OSMCase(expr: "Mo-Fr 09:00-", at: "2026-12-21T10:00", status: .unknown, reasonContains: "syntax error"),
    OSMCase(
      expr: "\"by appointment\"", at: "2026-12-21T10:00", status: .open, reasonContains: "by appointment"),
  ]

  @Test(arguments: grammar)
  func grammarElements(_ item: OSMCase) throws {
    let result = try item.evaluate()
    #expect(result.info.status == item.status, "\(result.info.reason ?? "")")
    if let next = item.next { #expect(result.info.nextChange == (next == "-" ? nil : next)) }
    if let fragment = item.reasonContains {
      #expect(result.info.reason?.contains(fragment) == true, "\(result.info.reason ?? "")")
    }
    #expect(result.info.source == "opening_hours: \(item.expr)")
  }

  static let dst: [OSMCase] = [
    OSMCase(
      expr: "Mo-Fr 09:00-17:00", at: "2026-10-23T17:30", status: .closed, next: "2026-10-26T09:00:00+02:00"),
    OSMCase(
      expr: "Mo-Fr 09:00-17:00", at: "2026-03-27T18:00", status: .closed, next: "2026-03-30T09:00:00+03:00"),
    OSMCase(expr: "Su 00:00-03:30", at: "2026-03-29T02:30", status: .open, next: "2026-03-29T04:30:00+03:00"),
    OSMCase(expr: "Su 00:00-03:30", at: "2026-10-25T03:10", status: .open, next: "2026-10-25T03:30:00+03:00"),
    OSMCase(expr: "Sa 22:00-05:00", at: "2026-10-25T04:30", status: .open, next: "2026-10-25T05:00:00+02:00"),
    OSMCase(
      expr: "Mo-Fr 09:00-17:00", at: "2026-03-06T18:00", status: .closed, next: "2026-03-09T09:00:00-04:00",
      zone: "America/New_York"),
    OSMCase(
      expr: "Mo-Fr 09:00-17:00", at: "2026-10-30T18:00", status: .closed, next: "2026-11-02T09:00:00-05:00",
      zone: "America/New_York"),
    OSMCase(
      expr: "Su 01:00-02:30", at: "2026-03-08T01:30", status: .open, next: "2026-03-08T03:30:00-04:00",
      zone: "America/New_York"),
    OSMCase(
      expr: "Sa 20:00-03:00", at: "2026-11-01T01:30", status: .open, next: "2026-11-01T03:00:00-05:00",
      zone: "America/New_York"),
  ]

  @Test(arguments: dst)
  func daylightSavingDays(_ item: OSMCase) throws {
    let result = try item.evaluate()
    #expect(result.info.status == item.status)
    #expect(result.info.nextChange == item.next)
  }

  @Test func instantIsReadOnEachPlacesClock() throws {
    let time = try RequestedTime.parse("2026-12-21T07:30:00Z")
    let helsinki = OpenStatusEvaluator.evaluate(
      osm: "Mo-Fr 09:00-17:00", at: time,
      context: HoursContext(timeZone: TimeZone(identifier: "Europe/Helsinki")))
    let london = OpenStatusEvaluator.evaluate(
      osm: "Mo-Fr 09:00-17:00", at: time,
      context: HoursContext(timeZone: TimeZone(identifier: "Europe/London")))
    #expect(helsinki.info.status == .open)
    #expect(london.info.status == .closed)
  }

  @Test func zoneFallsBackToCountryThenUTCWithWarning() throws {
    let time = try RequestedTime.parse("2026-12-21T10:00")
    let guessed = OpenStatusEvaluator.evaluate(
      osm: "24/7", at: time, context: HoursContext(countryCode: "SE"))
    #expect(guessed.timeZone.identifier == "Europe/Stockholm")
    #expect(guessed.warning == nil)
    let unknown = OpenStatusEvaluator.evaluate(osm: "24/7", at: time, context: HoursContext())
    #expect(unknown.timeZone.secondsFromGMT() == 0)
    #expect(unknown.warning?.contains("--tz") == true)
  }

  @Test func parseErrorsBecomeUnknownWithWarning() throws {
    let result = OpenStatusEvaluator.evaluate(
      osm: "Mo-Fr 09:00-17:00 h", at: .instant(Date(timeIntervalSince1970: 0)),
      context: HoursContext(timeZone: TimeZone(identifier: "UTC")))
    #expect(result.info.status == .unknown)
    #expect(result.warning?.contains("Mo-Fr 09:00-17:00 h") == true)
    #expect(result.warning?.contains("character 19") == true)
  }

  @Test func toleratedDeviationsAreRecorded() throws {
    let expression = try OpeningHoursExpression.parse("Mo\u{2013}Fr 9-17;")
    #expect(expression.tolerated.contains("typographic dash"))
    #expect(expression.tolerated.contains("hour without minutes"))
    #expect(expression.tolerated.contains("separator at the end"))
    #expect(try OpeningHoursExpression.parse("Mo-Fr 09:00-17:00").tolerated.isEmpty)
  }
}
