import Synchronization

/// Parsed `opening_hours` values (or their parse errors) by text, shared by every evaluation:
/// a batch meets the same few hundred expressions again and again, and parsing is most of an
/// evaluation's cost. Bounded: emptied when full, so odd inputs cannot grow it without limit.
enum ParsedExpressionMemo {
  /// At most this many distinct texts.
  static let capacity = 20_000

  private static let parsed = Mutex<[String: Result<OpeningHoursExpression, OpeningHoursParseError>]>([:])

  /// `OpeningHoursExpression.parse(text)`, from the memo when the text was parsed before.
  static func parse(_ text: String) throws(OpeningHoursParseError) -> OpeningHoursExpression {
    if let known = parsed.withLock({ $0[text] }) { return try known.get() }
    let outcome = Result { () throws(OpeningHoursParseError) in try OpeningHoursExpression.parse(text) }
    parsed.withLock { memo in
      if memo.count >= capacity { memo.removeAll(keepingCapacity: true) }
      memo[text] = outcome
    }
    return try outcome.get()
  }
}
