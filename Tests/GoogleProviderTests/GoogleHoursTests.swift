import EnrichCore
import EnrichHours
import Foundation
import GoogleProvider
import Testing

@Suite struct GoogleHoursTests {
  /// Mon–Fri 09:00–17:00 and Saturday 22:00 → Sunday 02:00 (crosses the week's end), New York.
  static let regular = """
    {"timeZone": {"id": "America/New_York"}, "businessStatus": "OPERATIONAL",
     "regularOpeningHours": {"periods": [
       {"open": {"day": 1, "hour": 9, "minute": 0}, "close": {"day": 1, "hour": 17, "minute": 0}},
       {"open": {"day": 2, "hour": 9, "minute": 0}, "close": {"day": 2, "hour": 17, "minute": 0}},
       {"open": {"day": 3, "hour": 9, "minute": 0}, "close": {"day": 3, "hour": 17, "minute": 0}},
       {"open": {"day": 4, "hour": 9, "minute": 0}, "close": {"day": 4, "hour": 17, "minute": 0}},
       {"open": {"day": 5, "hour": 9, "minute": 0}, "close": {"day": 5, "hour": 17, "minute": 0}},
       {"open": {"day": 6, "hour": 22, "minute": 0}, "close": {"day": 0, "hour": 2, "minute": 0}}]},
     "regularSecondaryOpeningHours": [{"secondaryHoursType": "DRIVE_THROUGH",
       "periods": [{"open": {"day": 0, "hour": 0, "minute": 0}}]}]}
    """

  func evaluate(_ json: String, at: String, context: HoursContext = HoursContext()) throws -> HoursEvaluation
  {
    GoogleHoursEvaluator().evaluate(
      try JSONParser.parse(json, maxDepth: 64), businessStatus: nil, at: try RequestedTime.parse(at),
      context: context)
  }

  @Test(arguments: [
    ("2026-12-21T10:00", OpenStatus.open, "2026-12-21T17:00:00-05:00"),
    ("2026-12-21T08:59", .closed, "2026-12-21T09:00:00-05:00"),
    ("2026-12-26T23:00", .open, "2026-12-27T02:00:00-05:00"),
    ("2026-12-27T01:00", .open, "2026-12-27T02:00:00-05:00"),
    ("2026-12-27T12:00", .closed, "2026-12-28T09:00:00-05:00"),
    ("2026-12-25T17:00", .closed, "2026-12-26T22:00:00-05:00"),
  ])
  func weeklyPeriods(_ at: String, _ status: OpenStatus, _ next: String) throws {
    let result = try evaluate(Self.regular, at: at)
    #expect(result.info.status == status)
    #expect(result.info.nextChange == next)
    #expect(result.info.source == "regularOpeningHours")
    #expect(result.timeZone.identifier == "America/New_York")
  }

  @Test func secondaryHoursAreReportedSeparately() throws {
    let result = try evaluate(Self.regular, at: "2026-12-27T12:00")
    #expect(result.info.secondary.count == 1)
    #expect(result.info.secondary.first?.type == "DRIVE_THROUGH")
    #expect(result.info.secondary.first?.status == .open)
  }

  @Test func daylightSavingEndInNewYork() throws {
    let place = """
      {"timeZone": {"id": "America/New_York"}, "regularOpeningHours": {"periods": [
        {"open": {"day": 0, "hour": 10, "minute": 0}, "close": {"day": 0, "hour": 18, "minute": 0}}]}}
      """
    let result = try evaluate(place, at: "2026-11-01T15:00:00Z")
    #expect(result.info.status == .open)
    #expect(result.info.nextChange == "2026-11-01T18:00:00-05:00")
    let spring = try evaluate(place, at: "2026-03-08T14:30:00Z")  // 10:30 EDT
    #expect(spring.info.status == .open)
  }

  @Test func alwaysOpen() throws {
    let place = #"{"regularOpeningHours": {"periods": [{"open": {"day": 0, "hour": 0, "minute": 0}}]}}"#
    let result = try evaluate(
      place, at: "2026-12-21T03:00", context: HoursContext(timeZone: TimeZone(identifier: "UTC")))
    #expect(result.info.status == .open)
    #expect(result.info.nextChange == nil)
  }

  @Test(arguments: ["CLOSED_PERMANENTLY", "CLOSED_TEMPORARILY"])
  func closedBusinesses(_ status: String) throws {
    let place = Self.regular.replacingOccurrences(of: "OPERATIONAL", with: status)
    let result = try evaluate(place, at: "2026-12-21T10:00")
    #expect(result.info.status == .closed)
    #expect(result.info.reason?.contains(status) == true)
  }

  @Test func emptyPeriodsAreUnknownNotClosed() throws {
    let result = try evaluate(#"{"regularOpeningHours": {"periods": []}}"#, at: "2026-12-21T10:00Z")
    #expect(result.info.status == .unknown)
  }

  @Test func noHoursIsUnknown() throws {
    let result = try evaluate(#"{"displayName": {"text": "Kiosk"}}"#, at: "2026-12-21T10:00")
    #expect(result.info.status == .unknown)
  }

  /// Current hours for 21–27 Dec 2026: Christmas Eve 09:00–12:00 and Christmas Day closed.
  static let current = """
    {"timeZone": {"id": "Europe/Helsinki"},
     "regularOpeningHours": {"periods": [
       {"open": {"day": 1, "hour": 9, "minute": 0}, "close": {"day": 1, "hour": 17, "minute": 0}},
       {"open": {"day": 2, "hour": 9, "minute": 0}, "close": {"day": 2, "hour": 17, "minute": 0}},
       {"open": {"day": 3, "hour": 9, "minute": 0}, "close": {"day": 3, "hour": 17, "minute": 0}},
       {"open": {"day": 4, "hour": 9, "minute": 0}, "close": {"day": 4, "hour": 17, "minute": 0}},
       {"open": {"day": 5, "hour": 9, "minute": 0}, "close": {"day": 5, "hour": 17, "minute": 0}}]},
     "currentOpeningHours": {"periods": [
       {"open": {"day": 1, "hour": 9, "minute": 0, "date": {"year": 2026, "month": 12, "day": 21}},
        "close": {"day": 1, "hour": 17, "minute": 0, "date": {"year": 2026, "month": 12, "day": 21}}},
       {"open": {"day": 2, "hour": 9, "minute": 0, "date": {"year": 2026, "month": 12, "day": 22}},
        "close": {"day": 2, "hour": 17, "minute": 0, "date": {"year": 2026, "month": 12, "day": 22}}},
       {"open": {"day": 3, "hour": 9, "minute": 0, "date": {"year": 2026, "month": 12, "day": 23}},
        "close": {"day": 3, "hour": 17, "minute": 0, "date": {"year": 2026, "month": 12, "day": 23}}},
       {"open": {"day": 4, "hour": 9, "minute": 0, "date": {"year": 2026, "month": 12, "day": 24}},
        "close": {"day": 4, "hour": 12, "minute": 0, "date": {"year": 2026, "month": 12, "day": 24}}}],
      "specialDays": [{"date": {"year": 2026, "month": 12, "day": 24}}, {"date": {"year": 2026, "month": 12, "day": 25}}]}}
    """

  @Test(arguments: [
    ("2026-12-24T11:00", OpenStatus.open, "currentOpeningHours", "2026-12-24T12:00:00+02:00"),
    ("2026-12-24T13:00", .closed, "currentOpeningHours", "2026-12-28T09:00:00+02:00"),
    ("2026-12-25T10:00", .closed, "currentOpeningHours", "2026-12-28T09:00:00+02:00"),
    ("2027-01-04T10:00", .open, "regularOpeningHours", "2027-01-04T17:00:00+02:00"),
  ])
  func currentHoursAndSpecialDays(_ at: String, _ status: OpenStatus, _ source: String, _ next: String) throws
  {
    let result = try evaluate(Self.current, at: at)
    #expect(result.info.status == status)
    #expect(result.info.source == source)
    #expect(result.info.nextChange == next)
    if at.hasPrefix("2026-12-24") {
      #expect(result.info.reason?.contains("special hours on 2026-12-24") == true)
    }
  }

  @Test func utcOffsetWhenNoZoneId() throws {
    let place = """
      {"utcOffsetMinutes": 120, "regularOpeningHours": {"periods": [
        {"open": {"day": 1, "hour": 9, "minute": 0}, "close": {"day": 1, "hour": 17, "minute": 0}}]}}
      """
    let result = try evaluate(place, at: "2026-12-21T07:30:00Z")
    #expect(result.timeZone.secondsFromGMT() == 7200)
    #expect(result.info.status == .open)
  }

  @Test func aPlaceLineOfEnrichHours() throws {
    let line =
      #"{"place": {"regularOpeningHours": {"periods": [{"open": {"day": 0, "hour": 0, "minute": 0}}]}}, "at": "2026-12-21T10:00Z"}"#
    let result = HoursBatch.evaluate(
      try JSONParser.parse(line, maxDepth: 64), now: Date(), structured: GoogleHoursEvaluator())
    #expect(result["openStatus"] == .string("open"))
    #expect(result["warning"]?.stringValue?.contains("time zone") == true)
  }
}
