import Foundation

/// The time a user asks about (`--at`): an instant, or a wall-clock time meant at each place.
package enum RequestedTime: Sendable, Equatable {
  /// An absolute instant; each place evaluates it on its own clock.
  case instant(Date)
  /// A wall-clock time without offset: that local time at each place.
  case wallTime(CivilDate, secondsAfterMidnight: Int)

  /// Parses `2026-12-24T10:00:00Z`, `2026-12-24T10:00+02:00` (instants) or `2026-12-24T10:00`,
  /// `2026-12-24 10:00:30` (wall times). Seconds and fractional seconds are optional; a space may
  /// replace `T`.
  package static func parse(_ text: String) throws(RequestedTimeError) -> RequestedTime {
    let chars = Array(text.trimmingCharacters(in: .whitespaces))
    var index = 0
    func digits(_ count: Int) -> Int? {
      guard index + count <= chars.count else { return nil }
      var value = 0
      for character in chars[index..<(index + count)] {
        guard let digit = character.wholeNumberValue, character.isASCII else { return nil }
        value = value * 10 + digit
      }
      index += count
      return value
    }
    func expect(_ character: Character) -> Bool {
      guard index < chars.count, chars[index] == character else { return false }
      index += 1
      return true
    }
    let invalid = RequestedTimeError(text: text)
    guard let year = digits(4), expect("-"), let month = digits(2), expect("-"), let day = digits(2),
      CivilDate.isValid(month: month, day: day), day <= CivilDate.daysIn(month: month, year: year),
      expect("T") || expect("t") || expect(" "), let hour = digits(2), hour <= 24, expect(":"),
      let minute = digits(2), minute < 60
    else { throw invalid }
    var second = 0
    if expect(":") {
      guard let value = digits(2), value < 60 else { throw invalid }
      second = value
      if expect(".") || expect(",") {
        while index < chars.count, chars[index].isASCII, chars[index].isNumber { index += 1 }
      }
    }
    guard hour < 24 || (minute == 0 && second == 0) else { throw invalid }
    let date = CivilDate(year: year, month: month, day: day)
    let seconds = hour * 3600 + minute * 60 + second
    if index == chars.count { return .wallTime(date, secondsAfterMidnight: seconds) }
    var offset = 0
    if expect("Z") || expect("z") {
      offset = 0
    } else if index < chars.count, chars[index] == "+" || chars[index] == "-" {
      let sign = chars[index] == "-" ? -1 : 1
      index += 1
      guard let hours = digits(2), hours <= 18 else { throw invalid }
      _ = expect(":")
      guard let minutes = digits(2), minutes < 60 else { throw invalid }
      offset = sign * (hours * 3600 + minutes * 60)
    } else {
      throw invalid
    }
    guard index == chars.count else { throw invalid }
    let utc = date.dayNumber * 86_400 + seconds - offset
    return .instant(Date(timeIntervalSince1970: TimeInterval(utc)))
  }

  /// The instant this means on `clock`'s wall clock.
  package func resolved(on clock: ZoneClock) -> Date {
    switch self {
    case .instant(let date): return date
    case .wallTime(let date, let seconds):
      return clock.instant(date.adding(days: seconds / 86_400), seconds: seconds % 86_400)
    }
  }
}

/// An `--at` value that is not an ISO 8601 date-time.
package struct RequestedTimeError: Error, Sendable, Equatable, CustomStringConvertible {
  package var text: String

  package var description: String {
    "cannot read the time \"\(text)\"; use 2026-12-24T10:00:00Z, 2026-12-24T10:00+02:00 "
      + "(an instant) or 2026-12-24T10:00 (that wall-clock time at each place)"
  }
}
