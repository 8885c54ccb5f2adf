import EnrichHours
import Foundation
import Testing

@Suite struct RequestedTimeTests {
  @Test(arguments: [
    ("2026-12-24T10:00:00Z", 1_798_106_400.0), ("2026-12-24T10:00Z", 1_798_106_400),
    ("2026-12-24T12:00:00+02:00", 1_798_106_400), ("2026-12-24T05:00:00-0500", 1_798_106_400),
    ("2026-12-24T10:00:00.250Z", 1_798_106_400),
  ])
  func instants(_ text: String, _ seconds: Double) throws {
    #expect(try RequestedTime.parse(text) == .instant(Date(timeIntervalSince1970: seconds)))
  }

  @Test(arguments: ["2026-12-24T10:00", "2026-12-24T10:00:00", "2026-12-24 10:00"])
  func wallTimes(_ text: String) throws {
    #expect(
      try RequestedTime.parse(text)
        == .wallTime(CivilDate(year: 2026, month: 12, day: 24), secondsAfterMidnight: 36_000))
  }

  @Test(arguments: [
    "", "tomorrow", "2026-02-30T10:00", "2026-12-24T25:00", "2026-12-24T10:00+2", "2026-12-24T10:00Zz",
  ])
  func rejects(_ text: String) {
    #expect(throws: RequestedTimeError.self) { try RequestedTime.parse(text) }
  }

  @Test func wallTimeMeansEachPlacesClock() throws {
    let time = try RequestedTime.parse("2026-12-24T10:00")
    let helsinki = ZoneClock(timeZone: try #require(TimeZone(identifier: "Europe/Helsinki")))
    let newYork = ZoneClock(timeZone: try #require(TimeZone(identifier: "America/New_York")))
    #expect(helsinki.iso8601(time.resolved(on: helsinki)) == "2026-12-24T10:00:00+02:00")
    #expect(newYork.iso8601(time.resolved(on: newYork)) == "2026-12-24T10:00:00-05:00")
  }

  /// Skipped wall times move forward by the gap; repeated ones take the first occurrence.
  @Test(arguments: [
    ("America/New_York", "2026-03-08T02:30", "2026-03-08T03:30:00-04:00"),
    ("America/New_York", "2026-11-01T01:30", "2026-11-01T01:30:00-04:00"),
    ("Europe/Helsinki", "2026-03-29T03:30", "2026-03-29T04:30:00+03:00"),
    ("Europe/Helsinki", "2026-10-25T03:30", "2026-10-25T03:30:00+03:00"),
  ])
  func dstGapsAndOverlaps(_ zone: String, _ wall: String, _ expected: String) throws {
    let clock = ZoneClock(timeZone: try #require(TimeZone(identifier: zone)))
    #expect(clock.iso8601(try RequestedTime.parse(wall).resolved(on: clock)) == expected)
  }
}
