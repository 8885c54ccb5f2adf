import Foundation

/// Converts between instants and a zone's wall-clock time, with a documented choice for the
/// wall times that DST skips or repeats.
package struct ZoneClock: Sendable {
  package let timeZone: TimeZone

  package init(timeZone: TimeZone) {
    self.timeZone = timeZone
  }

  /// The local date and seconds after local midnight of `instant`.
  package func local(_ instant: Date) -> (date: CivilDate, seconds: Int) {
    let utcSeconds = Int(instant.timeIntervalSince1970.rounded(.down))
    let localSeconds = utcSeconds + timeZone.secondsFromGMT(for: instant)
    let day = localSeconds >= 0 ? localSeconds / 86_400 : (localSeconds - 86_399) / 86_400
    return (CivilDate(dayNumber: day), localSeconds - day * 86_400)
  }

  /// The instant at which the wall clock shows `seconds` after midnight of `date`.
  ///
  /// A wall time skipped by a DST change (e.g. 03:30 when clocks go 03:00 → 04:00) is read with
  /// the offset before the change, so it lands as far after the change as it was after the
  /// gap's start (04:30). A repeated wall time (autumn) gives its first occurrence.
  package func instant(_ date: CivilDate, seconds: Int) -> Date {
    let local = date.dayNumber * 86_400 + seconds
    let before = offset(atUTC: local - 86_400)
    let after = offset(atUTC: local + 86_400)
    var candidates: [Int] = []
    for guess in Set([before, after]) {
      let utc = local - guess
      if offset(atUTC: utc) == guess { candidates.append(utc) }
    }
    let utc = candidates.min() ?? (local - before)
    return Date(timeIntervalSince1970: TimeInterval(utc))
  }

  /// Minutes east of UTC around local noon of `date` (for solar events).
  package func offsetMinutes(on date: CivilDate) -> Int {
    offset(atUTC: date.dayNumber * 86_400 + 43_200) / 60
  }

  /// ISO 8601 with the zone's offset at that instant: `2026-12-24T17:00:00+02:00`.
  package func iso8601(_ instant: Date) -> String {
    let (date, seconds) = local(instant)
    let offset = timeZone.secondsFromGMT(for: instant)
    return Self.format(date: date, seconds: seconds, offsetSeconds: offset)
  }

  static func format(date: CivilDate, seconds: Int, offsetSeconds: Int) -> String {
    func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let time = "\(pad(seconds / 3600)):\(pad(seconds / 60 % 60)):\(pad(seconds % 60))"
    let zone: String
    if offsetSeconds == 0 {
      zone = "Z"
    } else {
      let magnitude = abs(offsetSeconds) / 60
      zone = (offsetSeconds < 0 ? "-" : "+") + "\(pad(magnitude / 60)):\(pad(magnitude % 60))"
    }
    return "\(date)T\(time)\(zone)"
  }

  private func offset(atUTC seconds: Int) -> Int {
    timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds)))
  }
}
