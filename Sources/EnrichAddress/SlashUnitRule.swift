/// Units written with a slash. Australia and New Zealand put the unit first (`3/15 Smith St`
/// is unit 3 at number 15); Poland puts the flat after the house number (`Marszałkowska 10/12`).
/// US fractions (`16 1/2 Windward Rd`) follow a number and are part of the house number.
enum SlashUnitRule {
  static func find(text: String, cursor: TokenCursor, country: String?) -> SubpremiseSpan? {
    for index in 0..<cursor.count where cursor[index].isWord {
      let token = cursor[index]
      guard let slash = token.raw.firstIndex(of: "/") else { continue }
      if let span = viennese(token, slash: slash, cursor: cursor, index: index) { return span }
      let left = token.raw[token.raw.startIndex..<slash]
      let right = token.raw[token.raw.index(after: slash)...].filter { $0 != "," && $0 != "." }
      // `12/2F1` is a Scottish flat position after the house number (`NationalUnitRule`).
      guard isNumberPart(left), isNumberPart(Substring(right)), !NationalUnitRule.isFlatPosition(right) else {
        continue
      }
      let startsSegment = index == 0 || cursor[index - 1].kind == .separator
      if startsSegment, let street = cursor.word(index + 1, sameSegmentAs: index),
        street.key.first?.isLetter ?? false, country?.uppercased() != "US" || !isFraction(left, right)
      {
        let removal = token.range.lowerBound..<token.raw.index(after: slash)
        return SubpremiseSpan(kind: .unit, range: token.range.lowerBound..<slash, removal: removal)
      }
      let afterStreet = cursor.word(index - 1, sameSegmentAs: index)?.isAllLetters ?? false
      if afterStreet, ["PL", "AT"].contains(country?.uppercased() ?? (hasPolishPostcode(cursor) ? "PL" : ""))
      {
        let start = token.raw.index(after: slash)
        return SubpremiseSpan(
          kind: .apartment, range: start..<token.range.upperBound, removal: slash..<token.range.upperBound)
      }
    }
    return nil
  }

  /// `Neubaugasse 12/3/14`: house number, staircase and door (Austria); the part after the
  /// first slash is the subpremise.
  private static func viennese(_ token: AddressToken, slash: String.Index, cursor: TokenCursor, index: Int)
    -> SubpremiseSpan?
  {
    let parts = token.raw.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 3, parts.allSatisfy({ isNumberPart($0.filter { $0 != "," }[...]) }),
      cursor.word(index - 1, sameSegmentAs: index)?.isAllLetters ?? false
    else { return nil }
    let start = token.raw.index(after: slash)
    var end = token.range.upperBound
    if token.raw.last == "," { end = token.raw.index(before: end) }
    return SubpremiseSpan(kind: .apartment, range: start..<end, removal: slash..<end)
  }

  /// `00-590`: a Polish postcode, which says the country when none is given.
  private static func hasPolishPostcode(_ cursor: TokenCursor) -> Bool {
    (0..<cursor.count).contains { index in
      let raw = cursor[index].raw.filter { $0 != "," }
      let parts = raw.split(separator: "-", omittingEmptySubsequences: false)
      return cursor[index].isWord && parts.count == 2 && parts[0].count == 2 && parts[1].count == 3
        && raw.allSatisfy { $0.isNumber || $0 == "-" }
    }
  }

  private static func isNumberPart(_ part: Substring) -> Bool {
    guard let first = part.first, first.isNumber, part.count <= 5 else { return false }
    return part.allSatisfy { $0.isNumber || $0.isLetter } && part.filter(\.isLetter).count <= 1
  }

  private static func isFraction(_ left: Substring, _ right: String) -> Bool {
    guard let numerator = Int(left), let denominator = Int(right) else { return false }
    return numerator < denominator && denominator <= 4
  }
}
