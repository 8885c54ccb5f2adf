/// Finds subpremises marked by a designator word or shape: `Apt 4B`, `3rd Floor`, `# 12`,
/// `Whg. 3`, `3º Izq`, `4 t.v.`, `Bulevardi 9 A 12`, `Rear`. Bare identifiers without any
/// designator are left to ``BareUnitRule``.
struct SubpremiseScanner {
  let text: String
  let cursor: TokenCursor
  /// Tokens that belong to a PO box.
  let claimed: Set<Int>
  /// The first token that reads as a house number, if any.
  let houseNumber: Int?

  /// Designators too short or common to trust without a dot or a number: `as.`, `et.`, `int.`.
  private static let weakDesignators: Set<String> = [
    "as", "et", "sc", "int", "ap", "top", "haus", "sala", "cj", "kv", "bat", "local",
    "space", "shop", "level", "piano", "stock", "door", "porta", "porte", "tur", "conj", "un", "slip", "casa",
    "dto", "kat", "lok", "em", "byt",
  ]

  /// Designators that may be glued to their number: `Suite100`, `lt42`.
  private static let gluedPrefixes: [(String, SubpremiseKind)] = [
    ("suite", .suite), ("ste.", .suite), ("ste", .suite), ("unit", .unit), ("apt.", .apartment),
    ("apt", .apartment), ("rm", .room), ("lt", .lot), ("lot", .lot), ("bldg", .building), ("fl", .floor),
  ]

  /// Words that make a following `Flat` a floor flat: `Basement Flat`, `Top Floor Flat`.
  private static let flatFloorWords: Set<String> = [
    "basement", "ground", "lower", "upper", "top", "garden", "first", "second", "third",
  ]

  func scan() -> [SubpremiseSpan] {
    var spans: [SubpremiseSpan] = []
    var index = 0
    while index < cursor.count {
      guard !claimed.contains(index), cursor[index].kind == .word || cursor[index].kind == .hash else {
        index += 1
        continue
      }
      if let (span, end) = floorAfterOrdinal(index) ?? markedFloor(index) ?? prefixed(index) ?? spanishFloor(
        index)
        ?? danishFloor(index) ?? standalone(index) ?? nordicStaircase(index)
      {
        spans.append(span)
        index = max(end, index + 1)
      } else {
        index += 1
      }
    }
    return spans
  }

  private func houseBefore(_ index: Int) -> Bool {
    guard let houseNumber else { return false }
    return houseNumber < index
  }

  private func span(_ kind: SubpremiseKind, _ start: Int, _ end: Int) -> (SubpremiseSpan, Int) {
    var removalStart = cursor[start].range.lowerBound
    if start > 0, cursor[start - 1].kind == .dash { removalStart = cursor[start - 1].range.lowerBound }
    let range = cursor[start].range.lowerBound..<cursor[end - 1].range.upperBound
    return (SubpremiseSpan(kind: kind, range: range, removal: removalStart..<range.upperBound), end)
  }

  /// True when a business noun follows within the same run of words: `1st Floor Cafe`,
  /// `Floor 9 Rooftop Bar`. The look stops at a number, so `Suite 5 12 Bar St` is not a venue.
  private func isVenue(_ index: Int, after anchor: Int) -> Bool {
    // After a house number the words that follow a unit are a city (`Unit 5 Bar Harbor ME`).
    guard !houseBefore(anchor) else { return false }
    var position = index
    while position < index + 3, let word = cursor.word(position, sameSegmentAs: anchor), !word.hasDigit {
      if AddressLexicon.venueWords.contains(word.folded) { return true }
      position += 1
    }
    return false
  }

  // MARK: Designator before identifier

  /// `Apt 4B`, `Suite100`, `# 12`, `Apt No. 5`, `# APT 3`, `st 1400`, `No L2`.
  private func prefixed(_ index: Int) -> (SubpremiseSpan, Int)? {
    let token = cursor[index]
    if token.kind == .word, let glued = gluedDesignator(index) { return glued }
    let kind: SubpremiseKind
    if token.kind == .hash {
      if token.range.lowerBound > text.startIndex, text[text.index(before: token.range.lowerBound)] == "&" {
        return nil  // `&#38;` is an HTML entity
      }
      if !houseBefore(index), let name = cursor.word(index - 1, sameSegmentAs: index),
        name.raw.contains(where: \.isLetter), cursor.designatorKind(name) == nil,
        !AddressLexicon.connectors.contains(name.key)
      {
        return nil  // `Starbucks #1234`: a store number in the name
      }
      guard !isHashHouseNumber(index), !isColombianPlate(index), !cursor.followsRouteWord(index + 1)
      else { return nil }
      kind = .unit
    } else if let designated = cursor.designatorKind(token) {
      // `Via del Piano 12`, `Piazza della Scala 2`, `C/ de la Escalera 3`: after an article or
      // a preposition, before the house number, the word is part of the street's name.
      if !houseBefore(index), let previous = cursor.word(index - 1, sameSegmentAs: index),
        AddressLexicon.nameParticles.contains(previous.folded)
      {
        return nil
      }
      kind = designated
    } else if ["no", "nº", "n°", "nr", "№"].contains(token.key), houseBefore(index),
      !cursor.followsRouteWord(index + 1)
    {
      kind = .unit
    } else if token.folded == "st", houseBefore(index), index > 0,
      cursor[index - 1].kind == .separator
        || AddressLexicon.streetSuffixes.contains(cursor[index - 1].folded),
      let next = cursor.word(index + 1, sameSegmentAs: index), next.isAllDigits, next.key.count <= 4
    {
      kind = .suite
    } else if token.folded == "bus", index > 0, cursor[index - 1].isAllDigits, houseBefore(index),
      let next = cursor.word(index + 1, sameSegmentAs: index), next.isAllDigits
    {
      kind = .unit  // Belgian `Rue Neuve 45 bus 3`
    } else if token.raw == "m." || token.raw == "M.", index > 0, cursor[index - 1].startsWithDigit,
      houseBefore(index),
      let next = cursor.word(index + 1, sameSegmentAs: index), next.isAllDigits
    {
      kind = .apartment  // Polish `Floriańska 15 m. 3` (mieszkanie)
    } else {
      return nil
    }

    if ["casa", "top", "kat", "em"].contains(token.folded), !houseBefore(index) { return nil }
    var next = index + 1
    // `# APT 3`, `# LOT 9`: a designator after `#` carries the kind.
    if token.kind == .hash, let inner = cursor.word(next, sameSegmentAs: index),
      cursor.designatorKind(inner) != nil, let (innerSpan, end) = prefixed(next)
    {
      return span(innerSpan.kind, index, end)
    }
    if let connector = cursor.word(next, sameSegmentAs: index) ?? hashAt(next, index),
      AddressLexicon.connectors.contains(connector.key) || connector.kind == .hash,
      let after = cursor.word(next + 1, sameSegmentAs: index), cursor.isIdentifier(after)
    {
      next += 1
    }
    guard let identifier = cursor.word(next, sameSegmentAs: index), cursor.isIdentifier(identifier) else {
      return nil
    }
    if !designatorAccepts(token, identifier) { return nil }
    var end = next + 1
    end = extendIdentifier(end, anchor: index)
    if isVenue(end, after: index) { return nil }
    if token.folded == "studio", !houseBefore(index), identifier.hasDigit { return nil }
    if kind == .building, !houseBefore(index), identifier.hasDigit,
      (end...(end + 2)).contains(where: { at in
        cursor.word(at, sameSegmentAs: index).map { AddressLexicon.streetSuffixes.contains($0.folded) }
          ?? false
      })
    {
      return nil  // `tower 401 church street`: the number is the house number
    }
    // `Unit 3/15 Smith St`: the unit ends at the slash; the rest is the house number.
    if identifier.key.unicodeScalars.contains("/"), let street = cursor.word(next + 1, sameSegmentAs: index),
      street.isAllLetters, let slash = text[identifier.range].firstIndex(of: "/")
    {
      let range = token.range.lowerBound..<slash
      return (
        SubpremiseSpan(kind: kind, range: range, removal: token.range.lowerBound..<text.index(after: slash)),
        next + 1
      )
    }
    return span(kind, index, end)
  }

  private func hashAt(_ index: Int, _ anchor: Int) -> AddressToken? {
    guard index < cursor.count, cursor[index].kind == .hash, cursor[index].segment == cursor[anchor].segment
    else { return nil }
    return cursor[index]
  }

  /// Rules that depend on which designator met which identifier.
  private func designatorAccepts(_ designator: AddressToken, _ identifier: AddressToken) -> Bool {
    if Self.weakDesignators.contains(designator.folded) {
      let dotted = designator.raw.hasSuffix(".")
      guard identifier.hasDigit || dotted || identifier.key.count == 1 else { return false }
      if ["as", "et", "sc", "int", "ap", "kv"].contains(designator.folded), !dotted, !identifier.hasDigit {
        return false
      }
    }
    if ["fl", "flr"].contains(designator.folded), identifier.digitCount >= 5 { return false }
    // `SC 29410`, `IN 46514`: a state code before a ZIP code.
    if AddressLexicon.regionCodes.contains(designator.folded), identifier.digitCount >= 5 { return false }
    if designator.folded == "fl", designator.isUpperCase, identifier.digitCount >= 4 { return false }
    return true
  }

  /// `Apt 13 C`, `Unit 2 East`, `APT 53-201`: letters and directions that finish an identifier.
  private func extendIdentifier(_ end: Int, anchor: Int) -> Int {
    guard let next = cursor.word(end, sameSegmentAs: anchor) else { return end }
    let following = end + 1
    let closes =
      cursor.segmentEnds(at: following) || cursor.designatorKind(cursor[following]) != nil
      || cursor[following].kind == .hash || cursor[following].startsWithDigit
    let startsAnotherUnit =
      cursor.designatorKind(next) != nil && following < cursor.count && cursor.isIdentifier(cursor[following])
    if startsAnotherUnit { return end }  // `Piso 3 Dto B`: the next designator starts its own part
    if AddressLexicon.sideWords.contains(next.folded) { return following }
    if AddressLexicon.postfixFloorWords.contains(next.folded), cursor.isOrdinal(cursor[end - 1]) {
      return following
    }
    let wingFollows = following < cursor.count && AddressLexicon.wingWords.contains(cursor[following].folded)
    if next.key.count == 1, next.isAllLetters, closes, !wingFollows { return following }
    if AddressLexicon.directions.contains(next.folded), cursor.segmentEnds(at: following) { return following }
    return end
  }

  /// `Suite100`, `Unit508`, `lt42`, `ste.5300`, `Apt#4` (hash split already).
  private func gluedDesignator(_ index: Int) -> (SubpremiseSpan, Int)? {
    let key = cursor[index].key
    for (prefix, kind) in Self.gluedPrefixes where key.hasPrefix(prefix) {
      let rest = key.dropFirst(prefix.count)
      guard let first = rest.first, first.isNumber, rest.count <= 6,
        rest.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" })
      else { continue }
      if isVenue(index + 1, after: index) { return nil }
      if let next = cursor.word(index + 1, sameSegmentAs: index), Self.isInwardPostcode(next.key) {
        return nil  // `RM15 5EE` is a UK postcode
      }
      return span(kind, index, index + 1)
    }
    return nil
  }

  /// `5EE`, `1LF`: the second half of a UK postcode.
  static func isInwardPostcode(_ key: String) -> Bool {
    let characters = Array(key)
    return characters.count == 3 && characters[0].isNumber && characters[1].isLetter && characters[2].isLetter
  }

  /// `# 2 Turner Rd`: a leading `#` before a number and a street name is the house number.
  private func isHashHouseNumber(_ index: Int) -> Bool {
    let startsSegment = index == 0 || cursor[index - 1].kind == .separator
    guard startsSegment, !houseBefore(index), let number = cursor.word(index + 1, sameSegmentAs: index),
      number.hasDigit,
      let street = cursor.word(index + 2, sameSegmentAs: index)
    else { return false }
    return street.isAllLetters && cursor.designatorKind(street) == nil && street.key.count > 1
  }

  /// Colombian plates `Cra 18 # 63-64`: the `#` joins two street numbers.
  private func isColombianPlate(_ index: Int) -> Bool {
    guard index > 0, cursor[index - 1].startsWithDigit,
      let next = cursor.word(index + 1, sameSegmentAs: index)
    else { return false }
    return next.key.unicodeScalars.contains("-") && next.startsWithDigit
  }

  // MARK: Floors written after their number

  /// `3rd Floor`, `Second Floor`, `3 fl`, `2. OG`, `3e étage`, `1 trappa upp`, `Lower level`.
  private func floorAfterOrdinal(_ index: Int) -> (SubpremiseSpan, Int)? {
    let token = cursor[index]
    if token.isWord,
      Self.flatFloorWords.contains(token.folded), let flat = cursor.word(index + 1, sameSegmentAs: index),
      ["flat", "maisonette"].contains(flat.folded), !isVenue(index + 2, after: index)
    {
      return span(.flat, index, index + 2)  // UK `Basement Flat`
    }
    guard token.isWord, let floorWord = cursor.word(index + 1, sameSegmentAs: index),
      AddressLexicon.postfixFloorWords.contains(floorWord.key)
        || AddressLexicon.postfixFloorWords.contains(floorWord.folded)
    else { return nil }
    let roman =
      ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x"].contains(token.key) && token.isUpperCase
    let ordinal = cursor.isOrdinal(token) || roman
    let small = token.isAllDigits && token.key.count <= 3
    guard ordinal || small else { return nil }
    if small, !ordinal, ["level", "sal", "piano", "stock", "andar"].contains(floorWord.folded) { return nil }
    if floorWord.folded == "fl", let after = cursor.word(index + 2, sameSegmentAs: index),
      after.digitCount >= 5
    {
      return nil
    }
    var end = index + 2
    if let side = cursor.word(end, sameSegmentAs: index), AddressLexicon.sideWords.contains(side.folded) {
      end += 1
    }
    if let tail = cursor.word(end, sameSegmentAs: index),
      ["flat", "apartment", "office", "suite", "rear", "front"].contains(tail.folded),
      !(cursor.word(end + 1, sameSegmentAs: index).map(cursor.isIdentifier) ?? false)
    {
      end += 1
    }
    end = roomTail(end, anchor: index)
    if isVenue(end, after: index) { return nil }
    return span(.floor, index, end)
  }

  /// Hong Kong `12/F`, `G/F` and Taiwanese `5F., No. 7`: a floor written as one token.
  private func markedFloor(_ index: Int) -> (SubpremiseSpan, Int)? {
    let token = cursor[index]
    guard token.isWord else { return nil }
    let raw = token.raw.filter { $0 != "," }
    let lower = raw.lowercased()
    if lower.hasSuffix("/f"), lower.count >= 3,
      lower.dropLast(2).allSatisfy({ $0.isNumber || $0 == "g" || $0 == "u" })
    {
      return span(.floor, index, index + 1)
    }
    // `5F.` alone in its segment; inside a US line `5F` is a unit number and is left to other rules.
    let startsSegment = index == 0 || cursor[index - 1].kind == .separator
    guard startsSegment, cursor.segmentEnds(at: index + 1), raw.hasSuffix("F") || raw.hasSuffix("F."),
      raw.prefix(while: \.isNumber).count >= 1, raw.prefix(while: \.isNumber).count <= 3,
      raw.drop(while: \.isNumber) == "F" || raw.drop(while: \.isNumber) == "F."
    else { return nil }
    return span(.floor, index, index + 1)
  }

  /// `17th Floor Conference Room`: a room named without a number stays with its floor.
  private func roomTail(_ end: Int, anchor: Int) -> Int {
    var cursorIndex = end
    while cursorIndex < end + 3, let word = cursor.word(cursorIndex, sameSegmentAs: anchor), word.isAllLetters
    {
      if ["room", "rooms"].contains(word.folded), cursor.segmentEnds(at: cursorIndex + 1) {
        return cursorIndex + 1
      }
      cursorIndex += 1
    }
    return end
  }

  // MARK: Other shapes

  /// `185 - 5º`, `3º Izq`, `2ª B`: Spanish and Portuguese floors after the house number.
  private func spanishFloor(_ index: Int) -> (SubpremiseSpan, Int)? {
    let token = cursor[index]
    // `3º`, and `2.º` as Portugal writes it.
    guard token.isWord, houseBefore(index), let mark = token.raw.firstIndex(where: { "ºª°".contains($0) }),
      token.raw[token.raw.startIndex..<mark].allSatisfy({ $0.isNumber || $0 == "." }),
      token.raw.first?.isNumber == true
    else { return nil }
    if let street = cursor.word(index + 1, sameSegmentAs: index),
      ["calle", "avenida", "av", "carrera", "rua", "travessa"].contains(street.folded)
        || AddressLexicon.streetSuffixes.contains(street.folded)
    {
      return nil
    }
    var end = index + 1
    for _ in 0..<2 {
      guard let next = cursor.word(end, sameSegmentAs: index) else { break }
      let isMark = next.raw.contains { "ºª°".contains($0) } && next.raw.first?.isNumber == true
      let isSide =
        AddressLexicon.sideWords.contains(next.folded) || (next.key.count == 1 && next.isAllLetters)
      let isFloorWord = AddressLexicon.postfixFloorWords.contains(next.folded)  // `2.º andar`
      guard isMark || isSide || isFloorWord else { break }
      end += 1
    }
    return span(.floor, index, end)
  }

  /// `4 t.v.`, `st. th.`: Danish floor and side.
  private func danishFloor(_ index: Int) -> (SubpremiseSpan, Int)? {
    let token = cursor[index]
    guard token.isWord, houseBefore(index),
      (token.isAllDigits && token.key.count <= 2) || ["st", "kl"].contains(token.folded),
      let side = cursor.word(index + 1, sameSegmentAs: index),
      ["tv", "th", "mf", "t.v", "t.h"].contains(side.folded)
    else { return nil }
    return span(.floor, index, index + 2)
  }

  /// `Rear`, `Mezzanine`, `Bajo`, `begane grond`: a subpremise with no number, after the street.
  private func standalone(_ index: Int) -> (SubpremiseSpan, Int)? {
    let token = cursor[index]
    guard token.isWord, houseBefore(index) || token.segment > 0 else { return nil }
    if token.folded == "begane", let next = cursor.word(index + 1, sameSegmentAs: index),
      next.folded.hasPrefix("gr")
    {
      return span(.floor, index, index + 2)
    }
    guard let kind = AddressLexicon.standaloneDesignators[token.folded], houseBefore(index),
      !cursor.followsRouteWord(index)
    else { return nil }
    let beforeUnit =
      index + 1 < cursor.count
      && (cursor.designatorKind(cursor[index + 1]) != nil || cursor[index + 1].kind == .hash)
    guard cursor.segmentEnds(at: index + 1) || (beforeUnit && kind == .floor) else { return nil }
    if ["eg", "dg", "ll"].contains(token.folded), !token.isUpperCase { return nil }
    return span(kind, index, index + 1)
  }

  /// `Bulevardi 9 A 12`: Nordic staircase letter and apartment number after the house number.
  private func nordicStaircase(_ index: Int) -> (SubpremiseSpan, Int)? {
    let token = cursor[index]
    guard token.isWord, token.key.count == 1, token.isAllLetters, index >= 2,
      let number = cursor.word(index - 1, sameSegmentAs: index), number.isAllDigits,
      let street = cursor.word(index - 2, sameSegmentAs: index), street.isAllLetters,
      !AddressLexicon.directions.contains(street.folded), !AddressLexicon.routeWords.contains(street.folded),
      !token.raw.hasSuffix("."),
      let apartment = cursor.word(index + 1, sameSegmentAs: index), apartment.isAllDigits,
      apartment.key.count <= 3,
      cursor.segmentEnds(at: index + 2)
        || (cursor.word(index + 2, sameSegmentAs: index)?.isAllDigits ?? false)
    else { return nil }
    return span(.staircase, index, index + 2)
  }
}
