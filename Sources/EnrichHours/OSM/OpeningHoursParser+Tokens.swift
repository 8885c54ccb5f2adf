/// Look-ahead predicates and terminal readers shared by the parser's grammar rules.
extension OpeningHoursParser {
  // MARK: Look-ahead helpers

  func peek(_ offset: Int = 0) -> OHToken? {
    pos + offset < tokens.count ? tokens[pos + offset] : nil
  }

  func isAlways() -> Bool {
    peek()?.kind == .number("24") && peek(1)?.kind == .symbol("/") && peek(2)?.kind == .number("7")
  }

  func isNumber(_ offset: Int, digits: Int? = nil) -> Bool {
    guard case .number(let text) = peek(offset)?.kind else { return false }
    return digits.map { text.count == $0 } ?? true
  }

  /// A day of month: a number not followed by `:` (which would make it a time).
  func isDayNumber(_ offset: Int) -> Bool {
    guard isNumber(offset), !isNumber(offset, digits: 4) else { return false }
    guard case .symbol(let next) = peek(offset + 1)?.kind, next == ":" || next == "." else { return true }
    // `Jan 02: 18:00` and `Jun01:10:00` are a day, a colon and a time; `Dec 10:00` is a time.
    guard next == ":", let after = peek(offset + 2), case .number = after.kind else { return next == ":" }
    if after.spaced { return true }
    return peek(offset + 3)?.kind == .symbol(":")
  }

  func isYearStart() -> Bool { isNumber(0, digits: 4) }

  func isMonthdayStart() -> Bool {
    let offset = isNumber(0, digits: 4) ? 1 : 0
    if monthAt(offset) != nil { return true }
    if case .word("easter") = peek(offset)?.kind { return true }
    return false
  }

  func isWeekdayOrHolidayStart() -> Bool {
    if weekdayAt(0) != nil { return true }
    if case .word(let word) = peek()?.kind { return word == "ph" || word == "sh" }
    return false
  }

  /// `Mar Su[-1]-Oct Su[-1]`: a weekday occurrence used as a date, which only happens at the
  /// start of a date range; `Apr-Oct Su[2]` keeps `Su[2]` as a weekday selector.
  func isNthWeekdayDateAt(_ offset: Int) -> Bool {
    guard weekdayAt(offset) != nil, peek(offset + 1)?.kind == .symbol("[") else { return false }
    var index = offset + 2
    while let token = peek(index), token.kind != .symbol("]") { index += 1 }
    guard case .symbol(let next) = peek(index + 1)?.kind else { return false }
    return next == "-" || next == "+"
  }

  func peekIsWideStart(_ offset: Int) -> Bool {
    var probe = self
    probe.pos += offset
    if case .word("week") = probe.peek()?.kind { return true }
    return probe.isMonthdayStart()
  }

  func isHolidayAt(_ offset: Int) -> Bool {
    guard case .word(let word) = peek(offset)?.kind else { return false }
    return word == "ph" || word == "sh"
  }

  func isTimeStart() -> Bool {
    if solarAt(0) != nil { return true }
    if case .symbol("(") = peek()?.kind { return true }
    guard case .number(let text) = peek()?.kind, text.count <= 2 else { return false }
    return !isAlways()
  }

  /// `+1 day` / `-2 days` ahead.
  func isOffsetAhead() -> Bool {
    guard case .symbol(let sign) = peek()?.kind, sign == "+" || sign == "-", isNumber(1),
      case .word(let word) = peek(2)?.kind
    else { return false }
    return word == "day" || word == "days"
  }

  func monthAt(_ offset: Int) -> Int? {
    guard case .word(let word) = peek(offset)?.kind else { return nil }
    return Self.months[word]
  }

  func weekdayAt(_ offset: Int) -> Int? {
    guard case .word(let word) = peek(offset)?.kind else { return nil }
    return Self.weekdays[word]
  }

  func solarAt(_ offset: Int) -> SolarCalculator.Event? {
    guard case .word(let word) = peek(offset)?.kind else { return nil }
    return SolarCalculator.Event(rawValue: word)
  }

  static let months: [String: Int] = {
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

  static let weekdays: [String: Int] = {
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

  mutating func number() throws(OpeningHoursParseError) -> Int {
    guard case .number(let text) = peek()?.kind, text.count <= 5, let value = Int(text) else {
      throw error(peek().map { "unexpected \(describe($0)); expected a number" } ?? "expected a number")
    }
    pos += 1
    return value
  }

  mutating func positiveNumber() throws(OpeningHoursParseError) -> Int {
    let value = try number()
    guard value > 0 else { throw error("a step must be at least 1") }
    return value
  }

  mutating func signedNumber() throws(OpeningHoursParseError) -> Int {
    if case .symbol("-") = peek()?.kind {
      pos += 1
      return -(try number())
    }
    return try number()
  }

  mutating func year() throws(OpeningHoursParseError) -> Int {
    guard isNumber(0, digits: 4) else { throw error("expected a four-digit year") }
    return try number()
  }

  mutating func note(_ deviation: String) {
    if !tolerated.contains(deviation) { tolerated.append(deviation) }
  }

  func describe(_ token: OHToken) -> String {
    "\"\(String(chars[token.start..<token.end]))\""
  }

  func error(_ message: String) -> OpeningHoursParseError {
    let position = (peek()?.start ?? chars.count) + 1
    return OpeningHoursParseError(message: message, position: position)
  }
}
