/// Units written the way one country writes them, inside the house number's token or in words
/// the designator scanner does not read as units:
/// - Australia: `U3/15 Smith St` (unit 3 at number 15);
/// - Scotland: flat positions `2F1` (second floor, first door), alone or as `12/2F1`;
/// - Austria: `Mariahilfer Straße 45/Top 12`;
/// - the Netherlands: house-number additions `123-II`, `123hs`, and `123-2` when the address
///   is Dutch (country `NL` or a Dutch postcode such as `1012 LP`);
/// - Norway: dwelling numbers `H0304` (floor 03, door 04) after the house number;
/// - Spain and Latin America: `Of. 501` (an office) opening a part of the address;
/// - Hungary: `fszt.` (the ground floor) and doors written `12. ajtó`.
enum NationalUnitRule {
  static func find(text: String, cursor: TokenCursor, houseNumber: Int?, country: String?) -> [SubpremiseSpan]
  {
    let dutch = country?.uppercased() == "NL" || (country == nil && hasDutchPostcode(cursor))
    var spans: [SubpremiseSpan] = []
    for index in 0..<cursor.count where cursor[index].isWord {
      let found =
        australianUnit(cursor, index) ?? austrianTop(cursor, index) ?? scottishFlat(cursor, index)
        ?? dutchAddition(cursor, index, dutch: dutch) ?? norwegianDwelling(cursor, index, houseNumber)
        ?? spanishOffice(cursor, index) ?? hungarian(cursor, index, houseNumber)
      if let found { spans.append(found) }
    }
    return spans
  }

  /// `2F1`, `3f2`: a Scottish flat position (floor, `F`, door).
  static func isFlatPosition<S: StringProtocol>(_ text: S) -> Bool {
    let parts = text.lowercased().split(separator: "f", omittingEmptySubsequences: false)
    return parts.count == 2 && parts.allSatisfy { (1...2).contains($0.count) && $0.allSatisfy(\.isNumber) }
  }

  private static func trimmedEnd(_ token: AddressToken) -> String.Index {
    var end = token.range.upperBound
    if token.raw.last == "," || token.raw.last == "." { end = token.raw.index(before: end) }
    return end
  }

  private static func startsSegment(_ cursor: TokenCursor, _ index: Int) -> Bool {
    index == 0 || cursor[index - 1].kind == .separator
  }

  /// `U3/15 Smith Street`, `Unit3/15`: the unit before the slash, at the start of a line.
  private static func australianUnit(_ cursor: TokenCursor, _ index: Int) -> SubpremiseSpan? {
    let token = cursor[index]
    guard startsSegment(cursor, index), let slash = token.raw.firstIndex(of: "/") else { return nil }
    let unit = token.raw[token.raw.startIndex..<slash].lowercased()
    let letters = unit.prefix { $0.isLetter }
    let number = unit.dropFirst(letters.count)
    let house = token.raw[token.raw.index(after: slash)...]
    guard ["u", "unit"].contains(String(letters)), number.first?.isNumber == true, number.count <= 4,
      house.first?.isNumber == true, house.count <= 5,
      let street = cursor.word(index + 1, sameSegmentAs: index), street.key.first?.isLetter == true
    else { return nil }
    return SubpremiseSpan(
      kind: .unit, range: token.range.lowerBound..<slash,
      removal: token.range.lowerBound..<token.raw.index(after: slash))
  }

  /// `45/Top 12`, `45/Top12`: an Austrian door (`Top`) written after the house number.
  private static func austrianTop(_ cursor: TokenCursor, _ index: Int) -> SubpremiseSpan? {
    let token = cursor[index]
    guard token.startsWithDigit, let slash = token.raw.firstIndex(of: "/") else { return nil }
    let after = token.raw[token.raw.index(after: slash)...]
    guard after.lowercased().hasPrefix("top") else { return nil }
    let glued = after.dropFirst(3).filter { $0 != "," }
    if !glued.isEmpty {
      guard glued.first?.isNumber == true else { return nil }
      return SubpremiseSpan(
        kind: .apartment, range: token.raw.index(after: slash)..<trimmedEnd(token),
        removal: slash..<trimmedEnd(token))
    }
    guard let door = cursor.word(index + 1, sameSegmentAs: index), door.startsWithDigit, door.key.count <= 5
    else { return nil }
    return SubpremiseSpan(
      kind: .apartment, range: token.raw.index(after: slash)..<trimmedEnd(door),
      removal: slash..<trimmedEnd(door))
  }

  /// `2F1` alone (not after `Flat`, which the scanner reads) or after the house number as `12/2F1`.
  private static func scottishFlat(_ cursor: TokenCursor, _ index: Int) -> SubpremiseSpan? {
    let token = cursor[index]
    let end = trimmedEnd(token)
    let raw = token.raw[token.raw.startIndex..<end]
    if let slash = raw.firstIndex(of: "/") {
      let left = raw[raw.startIndex..<slash]
      let right = raw[raw.index(after: slash)...]
      guard !left.isEmpty, left.allSatisfy(\.isNumber), isFlatPosition(right) else { return nil }
      return SubpremiseSpan(kind: .flat, range: raw.index(after: slash)..<end, removal: slash..<end)
    }
    guard isFlatPosition(raw) else { return nil }
    if index > 0, cursor[index - 1].isWord, cursor[index - 1].segment == token.segment,
      cursor.designatorKind(cursor[index - 1]) != nil
    {
      return nil
    }
    return SubpremiseSpan(kind: .flat, range: token.range.lowerBound..<end)
  }

  private static let romanAdditions: Set<String> = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII"]

  /// `Damrak 123-II`, `123hs`, `123-hs`; `123-2` only in a Dutch address (elsewhere it is a
  /// range or a Queens-style number).
  private static func dutchAddition(_ cursor: TokenCursor, _ index: Int, dutch: Bool) -> SubpremiseSpan? {
    let token = cursor[index]
    guard token.startsWithDigit, cursor.word(index - 1, sameSegmentAs: index)?.isAllLetters == true else {
      return nil
    }
    let end = trimmedEnd(token)
    let raw = token.raw[token.raw.startIndex..<end]
    let digits = raw.prefix { $0.isNumber }
    guard digits.count <= 5 else { return nil }
    var rest = raw.dropFirst(digits.count)
    var start = rest.startIndex
    if rest.first == "-" {
      rest = rest.dropFirst()
      start = rest.startIndex
    }
    guard !rest.isEmpty else { return nil }
    let isAddition =
      ["hs", "huis"].contains(rest.lowercased()) || romanAdditions.contains(String(rest))
      || (dutch && raw.contains("-") && rest.count <= 3 && rest.allSatisfy(\.isNumber))
    guard isAddition else { return nil }
    let removal = raw[digits.endIndex...].first == "-" ? digits.endIndex : start
    return SubpremiseSpan(kind: .unit, range: start..<end, removal: removal..<end)
  }

  /// `1012 LP`, `1012LP`: a Dutch postcode.
  private static func hasDutchPostcode(_ cursor: TokenCursor) -> Bool {
    for index in 0..<cursor.count where cursor[index].isWord {
      let raw = cursor[index].raw.filter { $0 != "," }
      let isLetters = { (text: Substring) in
        text.count == 2 && text.allSatisfy { $0.isUppercase && $0.isASCII }
      }
      if raw.count == 6, raw.prefix(4).allSatisfy(\.isNumber), isLetters(raw.suffix(2)) { return true }
      if raw.count == 4, raw.allSatisfy(\.isNumber), let next = cursor.word(index + 1, sameSegmentAs: index),
        isLetters(next.raw.filter { $0 != "," }[...])
      {
        return true
      }
    }
    return false
  }

  /// `Karl Johans gate 10 H0304`: H (main floor), U (below), K (cellar), L (loft), then floor
  /// and door in two digits each.
  private static func norwegianDwelling(_ cursor: TokenCursor, _ index: Int, _ houseNumber: Int?)
    -> SubpremiseSpan?
  {
    let token = cursor[index]
    let end = trimmedEnd(token)
    let raw = token.raw[token.raw.startIndex..<end]
    guard let houseNumber, houseNumber < index, raw.count == 5, let first = raw.first, "HUKL".contains(first),
      raw.dropFirst().allSatisfy(\.isNumber)
    else { return nil }
    return SubpremiseSpan(kind: .apartment, range: token.range.lowerBound..<end)
  }

  /// `Av. Reforma 222, Of. 501`: written with its dot, so English `of` is never taken.
  private static func spanishOffice(_ cursor: TokenCursor, _ index: Int) -> SubpremiseSpan? {
    let token = cursor[index]
    guard token.segment > 0, startsSegment(cursor, index), token.raw.lowercased() == "of.",
      let office = cursor.word(index + 1, sameSegmentAs: index), office.startsWithDigit, office.key.count <= 6
    else { return nil }
    return SubpremiseSpan(kind: .suite, range: token.range.lowerBound..<trimmedEnd(office))
  }

  /// `fszt. 2.` (ground floor, door 2) and `12. ajtó` (door 12), after the house number.
  private static func hungarian(_ cursor: TokenCursor, _ index: Int, _ houseNumber: Int?) -> SubpremiseSpan? {
    let token = cursor[index]
    guard let houseNumber, houseNumber < index else { return nil }
    if token.folded == "fszt" {
      var last = index
      if let door = cursor.word(index + 1, sameSegmentAs: index), door.startsWithDigit, door.key.count <= 4 {
        last = index + 1
      }
      return SubpremiseSpan(kind: .floor, range: token.range.lowerBound..<cursor[last].range.upperBound)
    }
    guard token.startsWithDigit, token.key.count <= 4, token.key.allSatisfy(\.isNumber),
      let door = cursor.word(index + 1, sameSegmentAs: index), ["ajto", "ajtó"].contains(door.folded)
    else { return nil }
    return SubpremiseSpan(kind: .door, range: token.range.lowerBound..<trimmedEnd(door))
  }
}
