import EnrichCore

/// Parsed `opening_hours` values (or their parse errors) by text, shared by every evaluation:
/// a batch meets the same few hundred expressions again and again, and parsing is most of an
/// evaluation's cost.
enum ParsedExpressionMemo {
  private static let parsed = BoundedMemo<String, Result<OpeningHoursExpression, OpeningHoursParseError>>(
    capacity: 20_000)

  /// `OpeningHoursExpression.parse(text)`, from the memo when the text was parsed before.
  static func parse(_ text: String) throws(OpeningHoursParseError) -> OpeningHoursExpression {
    let outcome = parsed.value(for: text) { text in
      Result { () throws(OpeningHoursParseError) in try OpeningHoursExpression.parse(text) }
    }
    return try outcome.get()
  }
}
