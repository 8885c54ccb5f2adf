import EnrichCore

/// How a house number is written among folded address tokens, in the languages the street
/// table covers: digits with a letter or a Latin multiplier (`12`, `12b`, `12 bis`, `7 ter`),
/// after an optional marker (`nº 12`, `n. 12`, `Nr. 4`), never an ordinal (`1er`, `2nd`, `21st`,
/// `3eme`), which belongs to a street's name (`Quai Antoine 1er`).
enum HouseNumberSyntax {
  /// Suffixes after a number: single letters and the multipliers French, Italian and Spanish
  /// addresses use for a second entrance.
  static let multipliers: Set<String> = ["bis", "ter", "quater", "quinquies", "sexies"]

  /// Words that only announce the number that follows (`StreetNames.numberMarkers`).
  static var markers: Set<String> { StreetNames.numberMarkers }

  /// A house number: digits, then nothing, one letter or a multiplier.
  static func isNumber(_ token: String) -> Bool {
    let digits = token.prefix { $0.isNumber }
    guard !digits.isEmpty, digits.count <= 6 else { return false }
    let suffix = token.dropFirst(digits.count)
    return suffix.isEmpty || suffix.count == 1 && suffix.first?.isLetter == true
      || multipliers.contains(String(suffix))
  }

  /// A letter or multiplier written apart from its number (`9 A`, `12 bis`).
  static func isSuffix(_ token: String) -> Bool {
    token.count == 1 && token.first?.isLetter == true || multipliers.contains(token)
  }

  static func isPostcode(_ token: String) -> Bool {
    token.count >= 4 && token.count <= 6 && token.allSatisfy(\.isNumber)
  }

  /// A part after the street that holds its house number (`, 12`, `, 12 bis`, `, 7 B`): a number
  /// of up to three digits, or four with nothing but a suffix after it (a four-digit number
  /// followed by a city is a postcode: `, 1000 Bruxelles`).
  static func isCommaNumber(_ tokens: [String]) -> Bool {
    guard let first = tokens.first, isNumber(first) else { return false }
    let digits = first.prefix { $0.isNumber }.count
    if digits <= 3 { return true }
    return digits == 4 && tokens.dropFirst().allSatisfy(isSuffix)
  }

  /// The tokens without number markers that stand right before a number (`nº 12` → `12`).
  static func droppingMarkers(_ tokens: [String]) -> [String] {
    guard tokens.contains(where: markers.contains) else { return tokens }
    var kept: [String] = []
    for (index, token) in tokens.enumerated() {
      let before = index + 1 < tokens.count && tokens[index + 1].first?.isNumber == true
      if before, markers.contains(token) { continue }
      kept.append(token)
    }
    return kept
  }
}
