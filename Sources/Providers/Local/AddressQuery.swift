import EnrichCore

/// A free-text address split into the parts the geocoder looks up:
/// `Bulevardi 9 A 12, 00120 Helsinki` → street `bulevardi`, number `9`, letter `a`, unit `12`,
/// postcode `00120`, city `helsinki`. Folded; street types and abbreviations compared through
/// `StreetNames` (`Aleksanterink.`, `Av.`, `C/`). Three orders are read: number last
/// (`Calle Mayor 12`), number first (`6 Quai Antoine 1er`, `12 bis Boulevard des Moulins`)
/// and number after a comma (`Calle Mayor, 12`); a number may carry a letter or `bis`/`ter`
/// (`12 B`, `12bis`), and an ordinal in a name (`Antoine 1er`, `21st`) is not a number. A
/// number alone before the first comma is followed by its street (`64, Station Road`, India).
struct AddressQuery: Equatable {
  var streetKey: String = ""
  var number: String?
  var letter: String?
  var unit: String?
  /// The end of a hyphenated number (`20` in `Mannerheimintie 14-20`), not a unit.
  var rangeEnd: String?
  var postcode: String?
  var cityTokens: [String] = []
  /// Whether the number came before the street (`6 Quai Antoine 1er`): the street may then run
  /// on into the city (`22 Main Street Springfield`), so the geocoder tries its leading words.
  var numberFirst = false

  init(_ address: String, components: [String: String] = [:]) {
    let parts = address.split(separator: ",").map(String.init)
    var rest: [String] = []
    for (offset, part) in parts.enumerated() {
      let tokens = HouseNumberSyntax.droppingMarkers(StreetNames.streetTokens(part))
      if offset == 0 || streetKey.isEmpty && number == nil {
        let range = Self.numberRange(in: part)
        parseStreetPart(tokens, rest: &rest)
        if let range, number == range.start {
          rangeEnd = range.end
          if unit == rangeEnd { unit = nil }
        }
      } else if streetKey.isEmpty, number != nil, offset == 1, tokens.first?.first?.isLetter == true {
        // `64, Station Road` (India): the number alone first, the street in the next part.
        let street = tokens.prefix { !HouseNumberSyntax.isPostcode($0) }
        streetKey = street.joined(separator: " ")
        rest += tokens[street.count...]
      } else if number == nil, !streetKey.isEmpty, HouseNumberSyntax.isCommaNumber(tokens) {
        // `Calle Mayor, 12`: the number in the part after the street.
        rest += tokens[parseNumber(tokens, at: 0)...]
      } else {
        rest += tokens
      }
    }
    for token in rest {
      if postcode == nil, token.count >= 4, token.count <= 6, token.allSatisfy(\.isNumber) {
        postcode = token
      } else if token.first?.isLetter == true {
        cityTokens.append(token)
      }
    }
    if let route = components["route"] { streetKey = StreetNames.key(route) }
    if let code = components["postal_code"] { postcode = code }
    if let locality = components["locality"] { cityTokens = TextFolding.tokens(locality) }
  }

  /// Number first: the street is what follows, up to a postcode. Number last: the first house
  /// number ends the street; a letter or `bis` after it is the number's, the next number the
  /// unit (`9 A 12`). A five-digit first part is a postcode.
  private mutating func parseStreetPart(_ tokens: [String], rest: inout [String]) {
    if let first = tokens.first, HouseNumberSyntax.isNumber(first),
      first.count <= 4 || !first.allSatisfy(\.isNumber)
    {
      // Number first (`15 B` with a route component, `22 Main Street`, `6 Quai Antoine 1er`).
      var next = parseNumber(tokens, at: 0)
      let street = tokens[next...].prefix { !HouseNumberSyntax.isPostcode($0) }
      if street.first?.first?.isLetter == true {
        streetKey = street.joined(separator: " ")
        numberFirst = true
        next += street.count
      }
      rest += tokens[next...]
      return
    }
    guard let index = tokens.firstIndex(where: HouseNumberSyntax.isNumber), index > 0 else {
      if streetKey.isEmpty, let first = tokens.first, first.first?.isLetter == true {
        // No number: a street alone, or a postcode + city part.
        streetKey = tokens.joined(separator: " ")
      } else {
        rest += tokens
      }
      return
    }
    streetKey = tokens[..<index].joined(separator: " ")
    let next = parseNumber(tokens, at: index)
    rest += tokens[next...]
  }

  /// Reads `number [letter|bis|ter] [unit]` from `index`; returns the index after them.
  private mutating func parseNumber(_ tokens: [String], at index: Int) -> Int {
    let split = StreetNames.splitHouseNumber(tokens[index])
    number = split.number
    var next = index + 1
    if !split.suffix.isEmpty {
      letter = split.suffix
    } else if next < tokens.count, HouseNumberSyntax.isSuffix(tokens[next]) {
      letter = tokens[next]
      next += 1
    }
    if next < tokens.count, tokens[next].first?.isNumber == true, tokens[next].count < 4,
      HouseNumberSyntax.isNumber(tokens[next])
    {
      unit = tokens[next]
      next += 1
    }
    return next
  }

  /// The first `digits [-–] digits` in `part` (spaces allowed around the dash), scanned by hand:
  /// a regular expression retried at every digit of a long run of digits is quadratic.
  static func numberRange(in part: String) -> (start: String, end: String)? {
    func isDigit(_ character: Character) -> Bool {
      character.unicodeScalars.count == 1
        && character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .decimalNumber }
    }
    func digitsEnd(from index: String.Index) -> String.Index {
      var index = index
      while index < part.endIndex, isDigit(part[index]) { index = part.index(after: index) }
      return index
    }
    func spacesEnd(from index: String.Index) -> String.Index {
      var index = index
      while index < part.endIndex, part[index].isWhitespace { index = part.index(after: index) }
      return index
    }
    var index = part.startIndex
    while index < part.endIndex {
      guard isDigit(part[index]) else {
        index = part.index(after: index)
        continue
      }
      // A later start inside this run of digits would reach the same end: try each run once.
      let startEnd = digitsEnd(from: index)
      let dash = spacesEnd(from: startEnd)
      if dash < part.endIndex, part[dash] == "-" || part[dash] == "–" {
        let second = spacesEnd(from: part.index(after: dash))
        let secondEnd = digitsEnd(from: second)
        if secondEnd > second { return (String(part[index..<startEnd]), String(part[second..<secondEnd])) }
      }
      index = startEnd
    }
    return nil
  }

  /// House number key as stored in the index (`9a`, `1420` for `14-20`), nil without a number.
  var numberKey: String? {
    guard let number else { return nil }
    if let rangeEnd { return number + rangeEnd }
    return number + (letter ?? "")
  }
}
