/// Canadian unit–civic numbers: `1203-55 Bloor St W` is unit 1203 at 55 Bloor St W. The same
/// shape is a Queens road-segment number in the US, so this rule needs the country hint `CA`.
enum CanadianUnitRule {
  static func find(cursor: TokenCursor, country: String?) -> SubpremiseSpan? {
    guard country?.uppercased() == "CA" else { return nil }
    for index in 0..<cursor.count where cursor[index].isWord {
      let token = cursor[index]
      guard token.startsWithDigit else { continue }
      guard StreetNumberClassifier.isHyphenPair(token.key), let dash = token.raw.firstIndex(of: "-"),
        let street = cursor.word(index + 1, sameSegmentAs: index), street.key.first?.isLetter ?? false
      else { return nil }
      var start = token.range.lowerBound
      if index > 0, cursor[index - 1].kind == .hash, cursor[index - 1].segment == token.segment {
        start = cursor[index - 1].range.lowerBound  // `#1203-55 Bloor St`
      }
      return SubpremiseSpan(kind: .unit, range: start..<dash, removal: start..<token.raw.index(after: dash))
    }
    return nil
  }
}
