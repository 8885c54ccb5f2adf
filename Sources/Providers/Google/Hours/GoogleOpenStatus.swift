import EnrichCore
import EnrichHours
import Foundation

/// Google Places hours with the semantics of the Places SDK's `isOpen`: weekly periods that may
/// cross midnight and the week's end, dated current hours for the coming seven days (with
/// special days), secondary hours per type, and the business status.
enum GoogleOpenStatus {
  static let week = 7 * 1440

  /// The place's own `businessStatus` member.
  static func businessStatus(of place: JSONValue) -> BusinessStatus? {
    place["businessStatus"]?.stringValue.flatMap(GoogleBusinessStatus.neutral)
  }

  static func evaluate(
    place: JSONValue, businessStatus: BusinessStatus?, at time: RequestedTime, context: HoursContext
  ) -> HoursEvaluation {
    var placeZone = place["timeZone"]?["id"]?.stringValue.flatMap(TimeZone.init(identifier:))
    if placeZone == nil, context.timeZone == nil, let offset = place["utcOffsetMinutes"]?.doubleValue {
      placeZone = TimeZone(secondsFromGMT: Int(offset) * 60)
    }
    let (zone, warning) = context.resolvedZone(placeZone: placeZone)
    let clock = ZoneClock(timeZone: zone)
    let instant = time.resolved(on: clock)
    var info: OpenStatusInfo
    if let status = businessStatus, status.isClosed {
      info = OpenStatusInfo(
        status: .closed, reason: "businessStatus \(status.rawValue)", source: "businessStatus")
    } else {
      info =
        hours(
          current: place["currentOpeningHours"], regular: place["regularOpeningHours"], clock: clock,
          at: instant)
        ?? OpenStatusInfo(status: .unknown, reason: "the place has no opening hours")
      info.secondary = secondary(place, clock: clock, at: instant)
    }
    return HoursEvaluation(info: info, warning: warning, evaluatedAt: instant, timeZone: zone)
  }

  /// One answer per `secondaryHoursType`, current hours preferred within their window.
  private static func secondary(_ place: JSONValue, clock: ZoneClock, at instant: Date) -> [OpenStatusInfo] {
    let regular = place["regularSecondaryOpeningHours"]?.arrayValue ?? []
    let current = place["currentSecondaryOpeningHours"]?.arrayValue ?? []
    var types: [String] = []
    for item in regular + current {
      if let type = item["secondaryHoursType"]?.stringValue, !types.contains(type) { types.append(type) }
    }
    return types.map { type in
      let ofType = { (items: [JSONValue]) in items.first { $0["secondaryHoursType"]?.stringValue == type } }
      var info =
        hours(current: ofType(current), regular: ofType(regular), clock: clock, at: instant)
        ?? OpenStatusInfo(status: .unknown, reason: "no hours for \(type)")
      info.type = type
      return info
    }
  }

  /// The answer from current hours when `instant` falls in their window, else from regular hours.
  static func hours(current: JSONValue?, regular: JSONValue?, clock: ZoneClock, at instant: Date)
    -> OpenStatusInfo?
  {
    let regularPeriods = GooglePeriod.periods(in: regular)
    var fallback: OpenStatusInfo?
    let regularAt = { (time: Date) -> OpenStatusInfo? in
      regularPeriods.map { weekly($0, clock: clock, at: time, source: "regularOpeningHours") }
    }
    if regularPeriods != nil { fallback = regularAt(instant) }
    if let current, let periods = GooglePeriod.periods(in: current) {
      if let dated = DatedHours(current, periods: periods, clock: clock), dated.covers(instant) {
        return dated.evaluate(at: instant, clock: clock, regularAt: regularAt)
      }
      if fallback == nil, !periods.contains(where: { $0.open.date != nil }) {
        fallback = weekly(periods, clock: clock, at: instant, source: "currentOpeningHours")
      }
    }
    return fallback
  }

  /// Evaluates weekly periods (day 0 = Sunday) on the place's wall clock.
  static func weekly(_ periods: [GooglePeriod], clock: ZoneClock, at instant: Date, source: String)
    -> OpenStatusInfo
  {
    if GooglePeriod.isAlwaysOpen(periods) {
      return OpenStatusInfo(status: .open, reason: "open 24 hours", source: source)
    }
    let intervals: [(Int, Int)] = periods.compactMap { period in
      guard let close = period.close else { return nil }
      let open = period.open.weekMinute
      var end = close.weekMinute
      if end <= open { end += week }  // crosses the week's end (Saturday → Sunday)
      return (open, end)
    }
    if intervals.isEmpty {
      // Google leaves periods empty when it does not know the hours; that is no evidence of "closed".
      return OpenStatusInfo(
        status: .unknown, reason: "no usable opening periods in \(source)", source: source)
    }
    let (date, seconds) = clock.local(instant)
    let now = (date.isoWeekday % 7) * 1440 + seconds / 60
    func isOpen(_ minute: Int) -> Bool {
      let m = ((minute % week) + week) % week
      return intervals.contains { (m >= $0.0 && m < $0.1) || (m + week >= $0.0 && m + week < $0.1) }
    }
    let open = isOpen(now)
    var nextDelta: Int?
    for boundary in intervals.flatMap({ [$0.0 % week, $0.1 % week] }) {
      var delta = (boundary - now) % week
      if delta <= 0 { delta += week }
      if isOpen(now + delta) != open, delta < (nextDelta ?? Int.max) { nextDelta = delta }
    }
    var info = OpenStatusInfo(
      status: open ? .open : .closed,
      reason: "\(open ? "open" : "closed") per \(source)", source: source)
    if let nextDelta {
      let totalMinutes = seconds / 60 + nextDelta
      let change = clock.instant(date.adding(days: totalMinutes / 1440), seconds: totalMinutes % 1440 * 60)
      info.nextChange = clock.iso8601(change)
    }
    return info
  }
}

/// `currentOpeningHours`: periods with dates for the seven days starting today, plus special days.
private struct DatedHours {
  var intervals: [(open: Date, close: Date)]
  var windowStart: Date
  var windowEnd: Date
  var specialDays: [CivilDate]
  var alwaysOpen: Bool

  init?(_ hours: JSONValue, periods: [GooglePeriod], clock: ZoneClock) {
    let specials = (hours["specialDays"]?.arrayValue ?? []).compactMap { GooglePoint.date($0["date"]) }
    let dates = periods.flatMap { [$0.open.date, $0.close?.date].compactMap { $0 } } + specials
    guard let first = dates.min() else { return nil }
    let end = clock.instant(first.adding(days: 7), seconds: 0)
    windowStart = clock.instant(first, seconds: 0)
    windowEnd = end
    specialDays = specials
    alwaysOpen = GooglePeriod.isAlwaysOpen(periods)
    intervals = periods.compactMap { period in
      guard let openDate = period.open.date else { return nil }
      let open = clock.instant(openDate, seconds: period.open.minuteOfDay * 60)
      guard let close = period.close, let closeDate = close.date else { return (open, end) }
      return (open, clock.instant(closeDate, seconds: close.minuteOfDay * 60))
    }
  }

  func covers(_ instant: Date) -> Bool { instant >= windowStart && instant < windowEnd }

  /// - Parameter regularAt: regular hours at an instant, for the time after the window.
  func evaluate(at instant: Date, clock: ZoneClock, regularAt: (Date) -> OpenStatusInfo?) -> OpenStatusInfo {
    let source = "currentOpeningHours"
    if alwaysOpen { return OpenStatusInfo(status: .open, reason: "open 24 hours", source: source) }
    let isOpen = { (time: Date) in self.intervals.contains { time >= $0.open && time < $0.close } }
    let open = isOpen(instant)
    let today = clock.local(instant).date
    var reason = "\(open ? "open" : "closed") per \(source)"
    if specialDays.contains(today) { reason += " (special hours on \(today))" }
    var info = OpenStatusInfo(status: open ? .open : .closed, reason: reason, source: source)
    let boundaries = intervals.flatMap { [$0.open, $0.close] }.filter { $0 > instant && $0 < windowEnd }
      .sorted()
    if let change = boundaries.first(where: { isOpen($0) != open }) {
      info.nextChange = clock.iso8601(change)
    } else if let after = regularAt(windowEnd) {
      // Unchanged to the window's end; from there on the regular hours tell.
      info.nextChange = after.status != info.status ? clock.iso8601(windowEnd) : after.nextChange
    }
    return info
  }
}
