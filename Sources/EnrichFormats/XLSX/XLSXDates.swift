/// Dates as Excel stores them (a serial day number, 1900 or 1904 system) and as enrich carries
/// them (ISO 8601 text): the reader turns date-formatted cells into `2024-03-01` or
/// `2024-03-01T10:30:00`, and the writer turns such text back into date cells.
enum XLSXDates {
  struct DateTime: Equatable {
    var year, month, day, hour, minute: Int
    var second: Double
    var hasTime: Bool
  }

  /// The ISO text of serial `value`: a date, a date and time, or (for a time-only format and
  /// a serial below 1) a time. Nil for serials Excel cannot show (negative, past 9999).
  static func text(serial value: Double, date1904: Bool, showsDate: Bool, showsTime: Bool) -> String? {
    guard value.isFinite, value >= 0, value < 2_958_466 else { return nil }
    var days = Int(value.rounded(.down))
    var seconds = Int(((value - Double(days)) * 86_400).rounded())
    if seconds >= 86_400 {
      days += 1
      seconds -= 86_400
    }
    let time = pad(seconds / 3600, 2) + ":" + pad(seconds / 60 % 60, 2) + ":" + pad(seconds % 60, 2)
    if !showsDate, value < 1 { return time }
    let date: String
    if !date1904, days == 60 {
      date = "1900-02-29"  // Lotus 1-2-3's leap day, which Excel keeps
    } else {
      // Serial 1 is 1900-01-01 (1904-01-01 is 0 in the 1904 system); 25,569 is 1970-01-01.
      let shift = date1904 ? 24_107 : days < 60 ? 25_568 : 25_569
      let civil = civilDate(fromDaysSince1970: days - shift)
      date = pad(civil.year, 4) + "-" + pad(civil.month, 2) + "-" + pad(civil.day, 2)
    }
    return showsTime || !showsDate ? date + "T" + time : date
  }

  /// `2024-03-01` or `2024-03-01T10:30[:00[.5]]` (also with a space for `T`) within Excel's
  /// range (1900-01-01 to 9999-12-31); nil for anything else, a zone offset included.
  static func parse(_ text: String) -> DateTime? {
    // Every text cell of an XLSX output is asked: most fail on their length or fifth byte,
    // before any copy is made.
    let count = text.utf8.count
    guard count == 10 || (count >= 16 && count <= 26), text.utf8.dropFirst(4).first == 0x2D else {
      return nil
    }
    let bytes = Array(text.utf8)
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for index in range {
        let byte = bytes[index]
        guard byte >= 0x30 && byte <= 0x39 else { return nil }
        value = value * 10 + Int(byte - 0x30)
      }
      return value
    }
    guard bytes[4] == 0x2D, bytes[7] == 0x2D, let year = number(0..<4), let month = number(5..<7),
      let day = number(8..<10), year >= 1900, (1...12).contains(month), day >= 1, day <= daysIn(month, year)
    else { return nil }
    var result = DateTime(year: year, month: month, day: day, hour: 0, minute: 0, second: 0, hasTime: false)
    guard bytes.count > 10 else { return result }
    guard bytes[10] == 0x54 || bytes[10] == 0x20, bytes[13] == 0x3A, let hour = number(11..<13),
      let minute = number(14..<16), hour < 24, minute < 60
    else { return nil }
    result.hour = hour
    result.minute = minute
    result.hasTime = true
    guard bytes.count > 16 else { return result }
    guard bytes.count >= 19, bytes[16] == 0x3A, let second = number(17..<19), second < 60 else { return nil }
    result.second = Double(second)
    guard bytes.count > 19 else { return result }
    guard bytes[19] == 0x2E, bytes.count > 20, let fraction = number(20..<bytes.count) else { return nil }
    var scale = 1.0
    for _ in 20..<bytes.count { scale *= 10 }
    result.second += Double(fraction) / scale
    return result
  }

  /// The 1900-system serial of `date` (from 1900-03-01 on, one more: Excel counts Lotus's
  /// 1900-02-29), its time as the fraction of the day.
  static func serial(of date: DateTime) -> Double {
    var days = daysSince1970(year: date.year, month: date.month, day: date.day) + 25_568
    if days >= 60 { days += 1 }
    let seconds = Double(date.hour * 3600 + date.minute * 60) + date.second
    return Double(days) + seconds / 86_400
  }

  /// Howard Hinnant's days-from-civil algorithm (proleptic Gregorian).
  static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
    let shifted = month <= 2 ? year - 1 : year
    let era = (shifted >= 0 ? shifted : shifted - 399) / 400
    let yearOfEra = shifted - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  static func daysIn(_ month: Int, _ year: Int) -> Int {
    switch month {
    case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Howard Hinnant's days-to-civil algorithm (proleptic Gregorian).
  static func civilDate(fromDaysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  private static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
