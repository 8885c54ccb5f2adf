/// Finds a unit written with no designator, the way US lists often do:
/// `801 South Canal Street C1S`, `1020 West Bryn Mawr 211`, `212 W. Washington, 1506, Chicago`.
///
/// Only the segment holding a leading house number is read, and only the token right after its
/// street (or the segment's last token), so road numbers (`Hwy 50`), postcodes and cities stay put.
struct BareUnitRule {
  let text: String
  let cursor: TokenCursor
  let claimed: Set<Int>

  func find() -> SubpremiseSpan? {
    guard let house = leadingHouseNumber() else { return nil }
    let segment = cursor[house].segment
    let segmentTokens = (house..<cursor.count).prefix { cursor[$0].segment == segment && cursor[$0].isWord }
    guard let last = segmentTokens.last, last > house + 1 else {
      return nextSegmentIdentifier(after: house)
    }
    let suffixes = segmentTokens.dropFirst(2).filter {
      AddressLexicon.streetSuffixes.contains(cursor[$0].folded) && !cursor[$0].startsWithDigit
    }
    for suffix in suffixes {
      // `9912 S. Avenue H`: a suffix right after the number is the street's name, not its type.
      let previous = cursor[suffix - 1]
      if suffix - 1 == house || AddressLexicon.directions.contains(previous.folded) { continue }
      var candidate = suffix + 1
      while candidate < last, AddressLexicon.directions.contains(cursor[candidate].folded) { candidate += 1 }
      if candidate == last, AddressLexicon.directions.contains(cursor[candidate].folded),
        cursor[candidate].key.count > 1 || !cursor.segmentEnds(at: candidate + 1)
      {
        return nil
      }
      guard candidate <= last else { return nextSegmentIdentifier(after: house) }
      if AddressLexicon.streetSuffixes.contains(cursor[candidate].folded) { continue }
      return unit(at: candidate, last: last)
    }
    if !suffixes.isEmpty {
      return suffixes.last == last ? nextSegmentIdentifier(after: house) : nil
    }
    // No street type: the segment's last token (or last two, `1 W`) may be the unit.
    var candidate = last
    if cursor[last].key.count <= 2,
      AddressLexicon.directions.contains(cursor[last].folded) || cursor[last].isAllLetters,
      last - 1 > house + 1, cursor[last - 1].hasDigit
    {
      candidate = last - 1
    }
    guard candidate > house + 1, cursor[candidate].hasDigit else {
      return nextSegmentIdentifier(after: house)
    }
    return unit(at: candidate, last: last)
  }

  /// The first token that starts a US-style address line: a number followed by a word.
  private func leadingHouseNumber() -> Int? {
    for index in 0..<cursor.count where !claimed.contains(index) {
      let token = cursor[index]
      guard token.isWord, token.startsWithDigit, token.key.count <= 8 else { continue }
      if index > 0, cursor[index - 1].isWord, cursor[index - 1].segment == token.segment {
        if cursor[index - 1].isAllLetters { return nil }  // street-first order: not this rule
        continue
      }
      guard let next = cursor.word(index + 1, sameSegmentAs: index),
        next.key.first?.isLetter ?? false || cursor.isOrdinal(next)
      else {
        continue
      }
      if AddressLexicon.postfixFloorWords.contains(next.key) { continue }
      return index
    }
    return nil
  }

  private func unit(at index: Int, last: Int) -> SubpremiseSpan? {
    let token = cursor[index]
    guard !claimed.contains(index), isBareIdentifier(token), !cursor.followsRouteWord(index) else {
      return nil
    }
    if let next = cursor.word(index + 1, sameSegmentAs: index),
      ["&", "and", "at", "y"].contains(next.folded)
    {
      return nil
    }
    if token.hasDigit, index > 0, AddressLexicon.regionCodes.contains(cursor[index - 1].folded),
      cursor[index - 1].isUpperCase
    {
      return nil
    }
    var end = index
    if end + 1 <= last, let next = cursor.word(end + 1, sameSegmentAs: index), token.hasDigit,
      next.key.count <= 2, AddressLexicon.directions.contains(next.folded) || next.key.count == 1,
      end + 1 == last || cursor.segmentEnds(at: end + 2)
    {
      end += 1
    }
    return SubpremiseSpan(kind: .unit, range: token.range.lowerBound..<cursor[end].range.upperBound)
  }

  /// A segment that is only an identifier right after the house-number segment: `, 1506,`.
  private func nextSegmentIdentifier(after house: Int) -> SubpremiseSpan? {
    var index = house
    while index < cursor.count, cursor[index].kind != .separator { index += 1 }
    let first = index + 1
    guard first < cursor.count, let token = cursor.word(first, sameSegmentAs: first), isBareIdentifier(token),
      token.hasDigit
    else { return nil }
    var end = first
    if let next = cursor.word(first + 1, sameSegmentAs: first) {
      guard next.key.count == 1, next.isAllLetters, cursor.segmentEnds(at: first + 2) else { return nil }
      end = first + 1
    }
    guard cursor.segmentEnds(at: end + 1) else { return nil }
    return SubpremiseSpan(kind: .unit, range: token.range.lowerBound..<cursor[end].range.upperBound)
  }

  /// `211`, `12C`, `C1S`, `M-9`, `B`, `LH`; not `29th`, `60601`, `IL`, `N`.
  private func isBareIdentifier(_ token: AddressToken) -> Bool {
    guard token.isWord, cursor.isIdentifier(token) else { return false }
    if token.hasDigit {
      guard token.digitCount <= 4, token.key.count <= 7 else { return false }
      return !cursor.isOrdinal(token)
    }
    if AddressLexicon.directions.contains(token.folded) || AddressLexicon.regionCodes.contains(token.folded) {
      return false
    }
    return token.key.count == 1 || token.isUpperCase
  }
}
