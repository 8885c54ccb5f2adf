/// Recursive-descent parser for the `opening_hours` grammar, with bounded look-ahead where
/// `,` may either continue a list or start an additional rule.
struct OpeningHoursParser {
  private var tokens: [OHToken]
  private var chars: [Character]
  private var pos = 0
  private var tolerated: [String]

  static func parse(_ input: String) throws(OpeningHoursParseError) -> OpeningHoursExpression {
    var tolerated: [String] = []
    let (tokens, chars) = try OpeningHoursLexer.tokenize(input, tolerated: &tolerated)
    var parser = OpeningHoursParser(tokens: tokens, chars: chars, tolerated: tolerated)
    let rules = try parser.parseRules()
    return OpeningHoursExpression(rules: rules, tolerated: parser.tolerated)
  }

  private init(tokens: [OHToken], chars: [Character], tolerated: [String]) {
    self.tokens = tokens
    self.chars = chars
    self.tolerated = tolerated
  }

  // MARK: Rules

  private mutating func parseRules() throws(OpeningHoursParseError) -> [OpeningHoursRule] {
    guard !tokens.isEmpty else {
      throw OpeningHoursParseError(message: "the expression is empty", position: 1)
    }
    var rules: [OpeningHoursRule] = []
    var separator = RuleSeparator.normal
    while true {
      var rule = try parseRule()
      rule.separator = separator
      rules.append(rule)
      guard let token = peek() else { break }
      switch token.kind {
      case .symbol(";"): separator = .normal
      case .symbol("||"): separator = .fallback
      case .symbol(","): separator = .additional
      default: throw error("unexpected \(describe(token)); expected \";\", \",\" or \"||\" between rules")
      }
      pos += 1
      while case .symbol(";") = peek()?.kind, separator == .normal { pos += 1 }
      if pos == tokens.count {
        note("separator at the end")
        break
      }
    }
    return rules
  }

  private mutating func parseRule() throws(OpeningHoursParseError) -> OpeningHoursRule {
    let first = pos
    var rule = OpeningHoursRule()
    var selected = false
    if case .comment(let text) = peek()?.kind, peek(1)?.kind == .symbol(":") {
      rule.comment = text
      pos += 2
    }
    if isAlways() {
      pos += 3
      selected = true
    } else {
      if isYearStart(), !isMonthdayStart() {
        rule.years = try parseList { (p: inout OpeningHoursParser) throws(OpeningHoursParseError) in
          try p.parseYearRange()
        } continues: {
          $0.isYearStart() && !$0.isMonthdayStart()
        }
      }
      if !rule.years.isEmpty, peek()?.kind == .symbol(":"), peekIsWideStart(1) { pos += 1 }
      if isMonthdayStart() {
        rule.monthdays = try parseList { (p: inout OpeningHoursParser) throws(OpeningHoursParseError) in
          try p.parseMonthdayRange()
        } continues: {
          $0.isMonthdayStart()
        }
      }
      if !rule.monthdays.isEmpty, peek()?.kind == .symbol(":"), peekIsWideStart(1) { pos += 1 }
      if case .word("week") = peek()?.kind {
        pos += 1
        rule.weeks = try parseList { (p: inout OpeningHoursParser) throws(OpeningHoursParseError) in
          try p.parseWeekRange()
        } continues: {
          $0.isNumber(0)
        }
      }
      selected = !rule.years.isEmpty || !rule.monthdays.isEmpty || !rule.weeks.isEmpty
      if selected, case .symbol(":") = peek()?.kind { pos += 1 }
      if isWeekdayOrHolidayStart() {
        try parseWeekdaySelector(into: &rule)
        selected = true
      }
      if isAlways() {
        pos += 3
        selected = true
      } else if isTimeStart() {
        rule.times = try parseList { (p: inout OpeningHoursParser) throws(OpeningHoursParseError) in
          try p.parseTimeSpan()
        } continues: {
          $0.isTimeStart()
        }
        selected = true
      }
    }
    var hasState = false
    if case .word(let word) = peek()?.kind, let state = Self.states[word] {
      rule.state = state
      hasState = true
      pos += 1
    }
    if case .comment(let text) = peek()?.kind {
      rule.comment = text
      pos += 1
    } else if !selected, !hasState, rule.comment == nil {
      if let token = peek() { throw error("unexpected \(describe(token))") }
      throw error("expected a rule")
    }
    rule.text = String(chars[tokens[first].start..<tokens[pos - 1].end])
    return rule
  }

  private static let states: [String: RuleState] = [
    "open": .open, "closed": .closed, "off": .closed, "unknown": .unknown,
  ]

  /// Parses `element (',' element)*`, treating a `,` as the list's own only if `continues`
  /// accepts what follows it; otherwise the `,` is left to separate rules.
  private mutating func parseList<T>(
    _ element: (inout OpeningHoursParser) throws(OpeningHoursParseError) -> T,
    continues: (OpeningHoursParser) -> Bool
  ) throws(OpeningHoursParseError) -> [T] {
    var items = [try element(&self)]
    while case .symbol(",") = peek()?.kind {
      var probe = self
      probe.pos += 1
      guard continues(probe) else { break }
      pos += 1
      items.append(try element(&self))
    }
    return items
  }

  // MARK: Wide-range selectors

  private mutating func parseYearRange() throws(OpeningHoursParseError) -> YearRange {
    var range = YearRange(start: try year())
    if case .symbol("+") = peek()?.kind {
      pos += 1
      range.openEnd = true
    } else if case .symbol("-") = peek()?.kind, isNumber(1, digits: 4) {
      pos += 1
      range.end = try year()
      if case .symbol("/") = peek()?.kind {
        pos += 1
        range.step = try positiveNumber()
      }
    }
    return range
  }

  private mutating func parseMonthdayRange() throws(OpeningHoursParseError) -> MonthdayRange {
    let year: Int? = isNumber(0, digits: 4) ? try self.year() : nil
    if let month = monthAt(0), !isDayNumber(1), !isNthWeekdayDateAt(1) {
      pos += 1
      var end = month
      if case .symbol("-") = peek()?.kind, let last = monthAt(1), !isDayNumber(2) {
        pos += 2
        end = last
      }
      return .months(year: year, start: month, end: end)
    }
    let start = try parseDatePoint(year: year)
    if case .symbol("+") = peek()?.kind, !isOffsetAhead() {
      pos += 1
      return .dates(start: start, end: nil, openEnd: true)
    }
    guard case .symbol("-") = peek()?.kind, !isOffsetAhead() else {
      return .dates(start: start, end: nil, openEnd: false)
    }
    pos += 1
    var end: DatePoint
    if isDayNumber(0), !isNumber(0, digits: 4) {
      end = DatePoint(year: start.year, month: start.month, day: try number())
      if end.month == nil { throw error("a day number after \"easter -\" needs a month") }
    } else {
      let endYear: Int? = isNumber(0, digits: 4) ? try self.year() : nil
      end = try parseDatePoint(year: endYear)
    }
    try parseDateOffsets(into: &end)
    return .dates(start: start, end: end, openEnd: false)
  }

  private mutating func parseDatePoint(year: Int?) throws(OpeningHoursParseError) -> DatePoint {
    var point: DatePoint
    if case .word("easter") = peek()?.kind {
      pos += 1
      point = DatePoint(year: year, month: nil, day: 0, isEaster: true)
    } else if let month = monthAt(0) {
      pos += 1
      if let weekday = weekdayAt(0), peek(1)?.kind == .symbol("[") {
        pos += 2
        let nth = try signedNumber()
        guard (1...5).contains(abs(nth)), case .symbol("]") = peek()?.kind else {
          throw error("expected an occurrence such as [1] or [-1]")
        }
        pos += 1
        point = DatePoint(year: year, month: month, day: 0, nthWeekday: (weekday, nth))
      } else {
        let day = try number()
        guard (1...31).contains(day) else { throw error("day \(day) does not exist in any month") }
        point = DatePoint(year: year, month: month, day: day)
      }
    } else {
      throw error(
        peek().map { "unexpected \(describe($0)); expected a month or easter" } ?? "expected a date")
    }
    try parseDateOffsets(into: &point)
    return point
  }

  private mutating func parseDateOffsets(into point: inout DatePoint) throws(OpeningHoursParseError) {
    if case .symbol(let sign) = peek()?.kind, sign == "+" || sign == "-", let weekday = weekdayAt(1) {
      pos += 2
      point.weekdayOffset = (sign == "+", weekday)
    }
    if isOffsetAhead() { point.dayOffset = try parseDayOffset() }
  }

  private mutating func parseWeekRange() throws(OpeningHoursParseError) -> WeekRange {
    let start = try number()
    var range = WeekRange(start: start, end: start)
    if case .symbol("-") = peek()?.kind {
      pos += 1
      range.end = try number()
      if case .symbol("/") = peek()?.kind {
        pos += 1
        range.step = try positiveNumber()
      }
    }
    guard (1...53).contains(range.start), (1...53).contains(range.end) else {
      throw error("week numbers run from 1 to 53")
    }
    return range
  }

  // MARK: Weekdays and holidays

  private mutating func parseWeekdaySelector(into rule: inout OpeningHoursRule) throws(OpeningHoursParseError)
  {
    var lastWasHoliday = false
    while true {
      if case .word(let word) = peek()?.kind, word == "ph" || word == "sh" {
        pos += 1
        var holiday = HolidaySelector(kind: word == "ph" ? .publicHoliday : .schoolHoliday)
        if isOffsetAhead() { holiday.dayOffset = try parseDayOffset() }
        rule.holidays.append(holiday)
        lastWasHoliday = true
      } else {
        rule.weekdays.append(try parseWeekdayRange())
        lastWasHoliday = false
      }
      if case .symbol(",") = peek()?.kind {
        var probe = self
        probe.pos += 1
        guard probe.isWeekdayOrHolidayStart() else { return }
        pos += 1
      } else if lastWasHoliday, weekdayAt(0) != nil {
        // `SH Mo-Fr`: the specification's holiday-and-weekday sequence (both must hold).
        rule.holidaysAndWeekdaysIntersect = true
      } else if !lastWasHoliday, isHolidayAt(0) {
        note("holiday after weekdays without a comma")
      } else {
        return
      }
    }
  }

  private mutating func parseWeekdayRange() throws(OpeningHoursParseError) -> WeekdayRange {
    guard let start = weekdayAt(0) else { throw error("expected a weekday") }
    pos += 1
    var range = WeekdayRange(start: start, end: start)
    if case .symbol("-") = peek()?.kind, let end = weekdayAt(1) {
      pos += 2
      range.end = end
      return range
    }
    if case .symbol("[") = peek()?.kind {
      pos += 1
      repeat {
        if case .symbol(",") = peek()?.kind { pos += 1 }
        let from = try signedNumber()
        var to = from
        if case .symbol("-") = peek()?.kind {
          pos += 1
          to = try signedNumber()
        }
        guard (1...5).contains(abs(from)), (1...5).contains(abs(to)), from != 0, (from > 0) == (to > 0) else {
          throw error("a weekday's occurrence in the month is 1 to 5 or -1 to -5")
        }
        range.nth.append(min(from, to)...max(from, to))
      } while peek()?.kind == .symbol(",")
      guard case .symbol("]") = peek()?.kind else { throw error("expected \"]\"") }
      pos += 1
      if isOffsetAhead() { range.dayOffset = try parseDayOffset() }
    }
    return range
  }

  /// `+1 day`, `-2 days`.
  private mutating func parseDayOffset() throws(OpeningHoursParseError) -> Int {
    guard case .symbol(let sign) = peek()?.kind else { throw error("expected a day offset") }
    pos += 1
    let amount = try number()
    pos += 1  // "day" / "days", checked by isOffsetAhead
    return sign == "-" ? -amount : amount
  }

  // MARK: Times

  private mutating func parseTimeSpan() throws(OpeningHoursParseError) -> TimeSpan {
    var span = TimeSpan(start: try parseTimePoint())
    if case .symbol("-") = peek()?.kind {
      pos += 1
      span.end = try parseTimePoint()
    }
    if case .symbol("+") = peek()?.kind {
      pos += 1
      span.openEnd = true
    }
    if case .symbol("/") = peek()?.kind {
      // A repeating point in time (`10:00-16:00/01:30`): we keep the whole range open.
      pos += 1
      _ = try number()
      if case .symbol(":") = peek()?.kind {
        pos += 1
        _ = try number()
      }
    }
    if span.end == nil, !span.openEnd {
      throw error("a time needs an end (\"10:00-18:00\") or \"+\" for an open end")
    }
    return span
  }

  private mutating func parseTimePoint() throws(OpeningHoursParseError) -> TimePoint {
    if case .symbol("(") = peek()?.kind {
      pos += 1
      guard let event = solarAt(0) else { throw error("expected sunrise, sunset, dawn or dusk after \"(\"") }
      pos += 1
      guard case .symbol(let sign) = peek()?.kind, sign == "+" || sign == "-" else {
        throw error("expected \"+\" or \"-\" and an offset")
      }
      pos += 1
      let offset = try clockMinutes()
      guard case .symbol(")") = peek()?.kind else { throw error("expected \")\"") }
      pos += 1
      return .solar(event, offsetMinutes: sign == "-" ? -offset : offset)
    }
    if let event = solarAt(0) {
      pos += 1
      return .solar(event, offsetMinutes: 0)
    }
    let minutes = try clockMinutes()
    guard minutes <= 48 * 60 else { throw error("times run up to 48:00") }
    return .clock(minutes: minutes)
  }

  /// `hh:mm`, tolerating `h:mm`, `hh.mm` and a bare hour (`9-17`).
  private mutating func clockMinutes() throws(OpeningHoursParseError) -> Int {
    guard case .number(let hourText) = peek()?.kind, hourText.count <= 2, let hour = Int(hourText) else {
      throw error(peek().map { "unexpected \(describe($0)); expected a time" } ?? "expected a time")
    }
    pos += 1
    if hourText.count == 1 { note("one-digit hour") }
    guard case .symbol(let separator) = peek()?.kind, separator == ":" || separator == ".",
      case .number(let minuteText) = peek(1)?.kind, minuteText.count == 2, let minute = Int(minuteText)
    else {
      note("hour without minutes")
      return hour * 60
    }
    if separator == "." { note("\".\" between hours and minutes") }
    guard minute < 60 else { throw error("minutes run from 00 to 59") }
    pos += 2
    return hour * 60 + minute
  }

  // MARK: Look-ahead helpers

  private func peek(_ offset: Int = 0) -> OHToken? {
    pos + offset < tokens.count ? tokens[pos + offset] : nil
  }

  private func isAlways() -> Bool {
    peek()?.kind == .number("24") && peek(1)?.kind == .symbol("/") && peek(2)?.kind == .number("7")
  }

  private func isNumber(_ offset: Int, digits: Int? = nil) -> Bool {
    guard case .number(let text) = peek(offset)?.kind else { return false }
    return digits.map { text.count == $0 } ?? true
  }

  /// A day of month: a number not followed by `:` (which would make it a time).
  private func isDayNumber(_ offset: Int) -> Bool {
    guard isNumber(offset), !isNumber(offset, digits: 4) else { return false }
    guard case .symbol(let next) = peek(offset + 1)?.kind, next == ":" || next == "." else { return true }
    // `Jan 02: 18:00` and `Jun01:10:00` are a day, a colon and a time; `Dec 10:00` is a time.
    guard next == ":", let after = peek(offset + 2), case .number = after.kind else { return next == ":" }
    if after.spaced { return true }
    return peek(offset + 3)?.kind == .symbol(":")
  }

  private func isYearStart() -> Bool { isNumber(0, digits: 4) }

  private func isMonthdayStart() -> Bool {
    let offset = isNumber(0, digits: 4) ? 1 : 0
    if monthAt(offset) != nil { return true }
    if case .word("easter") = peek(offset)?.kind { return true }
    return false
  }

  private func isWeekdayOrHolidayStart() -> Bool {
    if weekdayAt(0) != nil { return true }
    if case .word(let word) = peek()?.kind { return word == "ph" || word == "sh" }
    return false
  }

  /// `Mar Su[-1]-Oct Su[-1]`: a weekday occurrence used as a date, which only happens at the
  /// start of a date range; `Apr-Oct Su[2]` keeps `Su[2]` as a weekday selector.
  private func isNthWeekdayDateAt(_ offset: Int) -> Bool {
    guard weekdayAt(offset) != nil, peek(offset + 1)?.kind == .symbol("[") else { return false }
    var index = offset + 2
    while let token = peek(index), token.kind != .symbol("]") { index += 1 }
    guard case .symbol(let next) = peek(index + 1)?.kind else { return false }
    return next == "-" || next == "+"
  }

  private func peekIsWideStart(_ offset: Int) -> Bool {
    var probe = self
    probe.pos += offset
    if case .word("week") = probe.peek()?.kind { return true }
    return probe.isMonthdayStart()
  }

  private func isHolidayAt(_ offset: Int) -> Bool {
    guard case .word(let word) = peek(offset)?.kind else { return false }
    return word == "ph" || word == "sh"
  }

  private func isTimeStart() -> Bool {
    if solarAt(0) != nil { return true }
    if case .symbol("(") = peek()?.kind { return true }
    guard case .number(let text) = peek()?.kind, text.count <= 2 else { return false }
    return !isAlways()
  }

  /// `+1 day` / `-2 days` ahead.
  private func isOffsetAhead() -> Bool {
    guard case .symbol(let sign) = peek()?.kind, sign == "+" || sign == "-", isNumber(1),
      case .word(let word) = peek(2)?.kind
    else { return false }
    return word == "day" || word == "days"
  }

  private func monthAt(_ offset: Int) -> Int? {
    guard case .word(let word) = peek(offset)?.kind else { return nil }
    return Self.months[word]
  }

  private func weekdayAt(_ offset: Int) -> Int? {
    guard case .word(let word) = peek(offset)?.kind else { return nil }
    return Self.weekdays[word]
  }

  private func solarAt(_ offset: Int) -> SolarCalculator.Event? {
    guard case .word(let word) = peek(offset)?.kind else { return nil }
    return SolarCalculator.Event(rawValue: word)
  }

  private static let months: [String: Int] = {
    let names = [
      "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
      "november", "december",
    ]
    var table: [String: Int] = [:]
    for (index, name) in names.enumerated() {
      table[name] = index + 1
      table[String(name.prefix(3))] = index + 1
    }
    table["sept"] = 9
    return table
  }()

  private static let weekdays: [String: Int] = {
    let names = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
    var table: [String: Int] = [:]
    for (index, name) in names.enumerated() {
      table[String(name.prefix(2))] = index + 1
      table[String(name.prefix(3))] = index + 1
      table[name] = index + 1
    }
    table["tues"] = 2
    table["thur"] = 4
    table["thurs"] = 4
    return table
  }()

  // MARK: Terminals

  private mutating func number() throws(OpeningHoursParseError) -> Int {
    guard case .number(let text) = peek()?.kind, let value = Int(text) else {
      throw error(peek().map { "unexpected \(describe($0)); expected a number" } ?? "expected a number")
    }
    pos += 1
    return value
  }

  private mutating func positiveNumber() throws(OpeningHoursParseError) -> Int {
    let value = try number()
    guard value > 0 else { throw error("a step must be at least 1") }
    return value
  }

  private mutating func signedNumber() throws(OpeningHoursParseError) -> Int {
    if case .symbol("-") = peek()?.kind {
      pos += 1
      return -(try number())
    }
    return try number()
  }

  private mutating func year() throws(OpeningHoursParseError) -> Int {
    guard isNumber(0, digits: 4) else { throw error("expected a four-digit year") }
    return try number()
  }

  private mutating func note(_ deviation: String) {
    if !tolerated.contains(deviation) { tolerated.append(deviation) }
  }

  private func describe(_ token: OHToken) -> String {
    "\"\(String(chars[token.start..<token.end]))\""
  }

  private func error(_ message: String) -> OpeningHoursParseError {
    let position = (peek()?.start ?? chars.count) + 1
    return OpeningHoursParseError(message: message, position: position)
  }
}
