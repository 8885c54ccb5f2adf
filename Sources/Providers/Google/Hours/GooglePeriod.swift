import EnrichCore
import EnrichHours

/// One point of a Google period: `{"day": 1, "hour": 9, "minute": 0, "date": {...}}`.
struct GooglePoint: Equatable {
  /// 0 = Sunday ... 6 = Saturday.
  var day: Int
  var minuteOfDay: Int
  var date: CivilDate?

  /// Reads a point; accepts the legacy `"time": "0930"` form too.
  init?(_ json: JSONValue?) {
    guard let json, let day = json["day"]?.doubleValue.map(Int.init), (0...6).contains(day) else {
      return nil
    }
    self.day = day
    if let hour = json["hour"]?.doubleValue {
      minuteOfDay = Int(hour) * 60 + Int(json["minute"]?.doubleValue ?? 0)
    } else if let time = json["time"]?.stringValue, time.count == 4, let value = Int(time) {
      minuteOfDay = value / 100 * 60 + value % 100
    } else {
      minuteOfDay = 0
    }
    date = GooglePoint.date(json["date"])
  }

  /// Minutes after Sunday 00:00.
  var weekMinute: Int { day * 1440 + minuteOfDay }

  static func date(_ json: JSONValue?) -> CivilDate? {
    guard let json, let year = json["year"]?.doubleValue, let month = json["month"]?.doubleValue,
      let day = json["day"]?.doubleValue, CivilDate.isValid(month: Int(month), day: Int(day))
    else { return nil }
    return CivilDate(year: Int(year), month: Int(month), day: Int(day))
  }
}

/// An `open`/`close` pair; `close` is nil for the single always-open period.
struct GooglePeriod: Equatable {
  var open: GooglePoint
  var close: GooglePoint?

  static func periods(in hours: JSONValue?) -> [GooglePeriod]? {
    guard let items = hours?["periods"]?.arrayValue else { return nil }
    return items.compactMap { item in
      GooglePoint(item["open"]).map { GooglePeriod(open: $0, close: GooglePoint(item["close"])) }
    }
  }

  /// Google's encoding of "open 24 hours, every day": one period opening Sunday 00:00, no close.
  static func isAlwaysOpen(_ periods: [GooglePeriod]) -> Bool {
    periods.count == 1 && periods[0].close == nil && periods[0].open.weekMinute == 0
  }
}
