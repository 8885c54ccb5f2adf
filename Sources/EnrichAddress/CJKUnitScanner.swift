/// Finds subpremises written with CJK counters after a number: `3階`, `323号室`, `5号楼`,
/// `801室`, `12층`, `101동 202호`. These scripts write no spaces, so this reads characters.
enum CJKUnitScanner {
  /// Counter suffixes, longest first so `号室` wins over `室`.
  private static let suffixes: [(String, SubpremiseKind)] = [
    ("号室", .room), ("號室", .room), ("号楼", .building), ("號樓", .building), ("号館", .building),
    ("单元", .staircase), ("室", .room), ("階", .floor), ("层", .floor), ("樓", .floor), ("楼", .floor),
    ("棟", .building), ("栋", .building), ("층", .floor), ("호", .unit), ("동", .building),
  ]

  static func scan(_ text: String) -> [SubpremiseSpan] {
    var spans: [SubpremiseSpan] = []
    let hasCJK = text.contains(where: StreetNumberClassifier.isCJK)
    var index = text.startIndex
    while index < text.endIndex {
      guard isDigit(text[index]) else {
        index = text.index(after: index)
        continue
      }
      let start = index
      var end = index
      while end < text.endIndex, isDigit(text[end]) { end = text.index(after: end) }
      let before = start > text.startIndex ? text[text.index(before: start)] : " "
      let isRunStart = !(before.isLetter && before.isASCII) && before != "-" && before != "－"
      if hasCJK, isRunStart, before == " " || before == "　", let floorEnd = floorMarkEnd(text, end) {
        spans.append(SubpremiseSpan(kind: .floor, range: start..<floorEnd))  // `ABCビル 5F`
        index = floorEnd
      } else if isRunStart, let (suffix, kind) = suffixes.first(where: { text[end...].hasPrefix($0.0) }) {
        // Korean 동 after a name (`역삼1동`) is a neighbourhood, not a building.
        let koreanNeighbourhood = kind == .building && suffix == "동" && isHangul(before)
        let suffixEnd = text.index(end, offsetBy: suffix.count)
        if !koreanNeighbourhood {
          spans.append(SubpremiseSpan(kind: kind, range: start..<suffixEnd))
        }
        index = suffixEnd
      } else {
        index = end
      }
    }
    return spans
  }

  /// The end of an `F`/`Ｆ` floor mark right after a number, when nothing but space follows.
  private static func floorMarkEnd(_ text: String, _ end: String.Index) -> String.Index? {
    guard end < text.endIndex, text[end] == "F" || text[end] == "Ｆ" else { return nil }
    let after = text.index(after: end)
    guard after == text.endIndex || text[after].isWhitespace || text[after] == "," || text[after] == "、"
    else {
      return nil
    }
    return after
  }

  private static func isDigit(_ character: Character) -> Bool {
    character.isASCII ? character.isNumber : ("０"..."９").contains(character)
  }

  private static func isHangul(_ character: Character) -> Bool {
    character.unicodeScalars.first.map { (0xAC00...0xD7A3).contains($0.value) } ?? false
  }
}
