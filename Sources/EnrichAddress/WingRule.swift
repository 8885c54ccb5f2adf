/// Joins a direction-named wing of the same building to an adjacent unit:
/// `North Tower, Ste. 700`, `west hall, room 311`, `STE 900 S BLDG`. A named building
/// (`Ziggurat Building`) is the building address, not a wing, and stays.
enum WingRule {
  static func extend(_ spans: [SubpremiseSpan], cursor: TokenCursor) -> [SubpremiseSpan] {
    spans.map { span in
      var span = span
      guard
        let first = (0..<cursor.count).first(where: { cursor[$0].range.overlaps(span.range) }),
        let last = (0..<cursor.count).last(where: { cursor[$0].range.overlaps(span.range) })
      else { return span }
      if first >= 3, cursor[first - 1].kind == .separator, isWing(first - 2, directionAt: first - 3, cursor) {
        let start = cursor[first - 3].range.lowerBound
        span.range = start..<span.range.upperBound
        span.removal = start..<span.removal.upperBound
      }
      if last + 2 < cursor.count, cursor[last + 1].segment == cursor[last].segment,
        isWing(last + 2, directionAt: last + 1, cursor)
      {
        let end = cursor[last + 2].range.upperBound
        span.range = span.range.lowerBound..<end
        span.removal = span.removal.lowerBound..<end
      }
      return span
    }
  }

  private static func isWing(_ wing: Int, directionAt direction: Int, _ cursor: TokenCursor) -> Bool {
    cursor[wing].isWord && cursor[direction].isWord && cursor[wing].segment == cursor[direction].segment
      && AddressLexicon.wingWords.contains(cursor[wing].folded)
      && AddressLexicon.directions.contains(cursor[direction].folded)
  }
}
