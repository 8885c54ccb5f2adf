/// The street and house number of a building address's first line, for comparing a row with
/// candidates: number last (`Bulevardi 9 A`), number first (`10 Downing Street`, `12 bis Bd des
/// Moulins`), number after a comma (`Calle Mayor, 12`) or before one (`64, Station Road`). A line without a number is a street
/// only when it says so (`Annankatu`, `Rue Grimaldi`): `Helsinki` alone is a city, not a street
/// to hold candidates to.
package enum StreetLine {
  package static func parse(_ address: String) -> (street: String, number: String?)? {
    let parts = address.split(separator: ",").map { $0.split(separator: " ").map(String.init) }
    guard let words = parts.first, !words.isEmpty else { return nil }
    guard let numberIndex = words.firstIndex(where: isNumberWord) else {
      // `Calle Mayor, 12`: the number in the next part.
      if parts.count > 1, let next = parts[1].first, isNumberWord(next),
        next.prefix(while: \.isNumber).count <= 4,
        parts[1].count == 1 || parts[1].dropFirst().allSatisfy(isSuffix)
      {
        return (words.joined(separator: " "), parts[1].joined(separator: " "))
      }
      let street = words.joined(separator: " ")
      return looksLikeStreet(street) ? (street, nil) : nil
    }
    var number = words[numberIndex]
    var end = numberIndex + 1
    if end < words.count, isSuffix(words[end]) {
      number += " " + words[end]
      end += 1
    }
    if numberIndex == 0 {
      let street = words[end...].joined(separator: " ")
      if street.isEmpty, parts.count > 1, let next = parts[1].first, next.first?.isLetter == true {
        // `64, Station Road` (India): the street in the part after the number.
        return (parts[1].joined(separator: " "), number)
      }
      return street.isEmpty ? nil : (street, number)
    }
    // A word that announces the number (`Ленина д. 38`, `Hauptstrasse Nr. 4`) is not the street's.
    var streetEnd = numberIndex
    if streetEnd > 1, StreetNames.numberMarkers.contains(TextFolding.fold(words[streetEnd - 1])) {
      streetEnd -= 1
    }
    return (words[..<streetEnd].joined(separator: " "), number)
  }

  /// Whether the text names a street by its type: a street-type word (`street`, `rue`, `via`,
  /// `Str.`) or a name ending in one (`Annankatu`, `Hauptstraße`, `Drottninggatan`).
  package static func looksLikeStreet(_ text: String) -> Bool {
    StreetNames.expandedTokens(text).contains { token in
      if StreetNames.isStreetType(token) { return true }
      let count = token.count
      return streetEndings.contains { count > $0.count + 2 && token.hasSuffix($0.word) }
    }
  }

  /// The words a street name may end in, with their lengths: worked out once, not per line.
  private static let streetEndings: [(word: String, count: Int)] =
    StreetTypeLexicon.shared.joinedWords.union(StreetNames.streetWords).map { ($0, $0.count) }

  /// A house number: digits first, not an ordinal in a name (`1er`, `21st`).
  private static func isNumberWord(_ word: String) -> Bool {
    let digits = word.prefix(while: \.isNumber)
    guard !digits.isEmpty else { return false }
    let rest = word.dropFirst(digits.count).lowercased()
    return rest.count <= 1 || ["bis", "ter", "quater"].contains(rest) || rest.allSatisfy { !$0.isLetter }
  }

  private static func isSuffix(_ word: String) -> Bool {
    word.count == 1 && word.first?.isLetter == true || ["bis", "ter", "quater"].contains(word.lowercased())
  }
}
