/// Finds the first token that reads as the building's house number, in either order:
/// number first (`626 E Kilbourn Ave`) or street first (`Storgatan 1`, `Castellana, 185`).
enum HouseNumberLocator {
  static func locate(_ cursor: TokenCursor, claimed: Set<Int>) -> Int? {
    for index in 0..<cursor.count where !claimed.contains(index) {
      let token = cursor[index]
      guard token.isWord, token.startsWithDigit, token.key.count <= 9 else { continue }
      if index > 0 {
        let previous = cursor[index - 1]
        if previous.kind == .hash || previous.kind == .dash { continue }
        if previous.isWord,
          cursor.designatorKind(previous) != nil || AddressLexicon.connectors.contains(previous.key)
            || AddressLexicon.routeWords.contains(previous.folded)
        {
          continue
        }
      }
      let next = cursor.word(index + 1, sameSegmentAs: index)
      if let next, AddressLexicon.postfixFloorWords.contains(next.key) { continue }
      let followedByWord = next.map { $0.key.first?.isLetter ?? false } ?? false
      let precededByWord = cursor.word(index - 1, sameSegmentAs: index)?.isAllLetters ?? false
      let afterStreetSegment =
        index >= 2 && cursor[index - 1].kind == .separator && cursor[index - 2].isAllLetters
        && token.key.count <= 5
      if followedByWord || precededByWord || afterStreetSegment { return index }
    }
    return nil
  }
}
