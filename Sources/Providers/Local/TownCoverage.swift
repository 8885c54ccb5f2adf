import EnrichCore
import Foundation

/// The towns an index covers, to tell a query about a place elsewhere (`Apollo Pharmacy,
/// Station Road, Kota` asked of an index of another town): after the name and an address, its
/// last part names a town the index does not know, in any language, spelling, romanisation or
/// with one slip, while no other part names one it knows. Such a query finds nothing here, rather than the local branch of a
/// chain; a later provider of a cascade may still answer it.
struct TownCoverage: Sendable {
  /// The index's city words (`IndexVocabulary.cityWords`), their romanised keys, and the keys
  /// with one letter left out (a slip in either spelling).
  private let words: Set<String>
  private let keys: Set<String>
  private let slips: Set<String>

  init(cityWords: Set<String>) {
    words = cityWords
    var keys: Set<String> = []
    var slips: Set<String> = []
    for word in cityWords {
      for key in Self.keys(of: word) {
        keys.insert(key)
        slips.formUnion(VocabularyTables.deletions(of: key))
      }
    }
    self.keys = keys
    self.slips = slips
  }

  /// Whether the index knows no town at all (the rule then never applies).
  var isEmpty: Bool { words.isEmpty }

  /// The query's last part when it is a town outside the index (`kota`); nil otherwise.
  /// `isStreetWord` keeps a street written last (`Hesburger, Kamppi, Mannerheimintie`) from
  /// being read as a town, `isIndexWord` any other word of the index.
  func townOutside(
    _ textQuery: String, isStreetWord: (String) throws -> Bool,
    isIndexWord: (String) throws -> Bool = { _ in false }
  ) rethrows -> String? {
    guard !isEmpty else { return nil }
    let rawParts = textQuery.split(separator: ",")
    // A name, something of the address, then the town: `name, town` alone is left alone, as
    // its second part may as well be a street or a district.
    guard rawParts.count >= 3, let last = rawParts.last else { return nil }
    // Cheapest first: most rows end with a town the index knows as written.
    let town = TextFolding.tokens(String(last)).filter { $0.first?.isNumber == false }
    guard (1...3).contains(town.count), town.allSatisfy({ $0.count >= 3 && $0.allSatisfy(\.isLetter) }),
      !town.contains(where: words.contains)
    else { return nil }
    // A word the index holds anywhere (a district in a place's name or address, `Kallio`) is
    // not taken for a town elsewhere.
    if try town.contains(where: { try isStreetWord($0) || isIndexWord($0) }) { return nil }
    // Between the name and the town, an address (a number or a word of the index's streets), or
    // words the index holds nowhere (a street of that other town): otherwise the parts may all
    // be the name's (`Engels, Popken, Santjer Asianajotoimisto`, whose words the index knows).
    let between = rawParts.dropFirst().dropLast().flatMap { TextFolding.tokens(String($0)) }
    let hasAddress = try between.contains {
      try $0.allSatisfy(\.isNumber) || ($0.count >= 3 && isStreetWord($0))
    }
    let allForeign =
      try !between.isEmpty
      && between.allSatisfy { try $0.count >= 3 && !$0.allSatisfy(\.isNumber) && !isIndexWord($0) }
    guard hasAddress || allForeign else { return nil }
    if town.contains(where: knows) || between.contains(where: knows) { return nil }
    // A country (`…, Mannerheimintie 10, Finland`) says nothing of the town.
    let written = town.joined(separator: " ")
    if Self.countryNames.contains(written) { return nil }
    return written
  }

  /// Country names in the languages of the index's users and of the scripts read here, folded
  /// (`finland`, `suomi`, and `भारत` as folding writes it); made on first use, which only a
  /// query about an unknown town reaches.
  static let countryNames: Set<String> = {
    let languages = [
      "en", "fi", "sv", "da", "nb", "is", "et", "lv", "lt", "de", "nl", "fr", "es", "ca", "pt", "it", "pl",
      "cs",
      "sk", "sl", "hr", "hu", "ro", "el", "tr", "ru", "uk", "be", "bg", "sr", "mk", "hi", "mr", "ne", "ar",
      "he",
    ]
    var names: Set<String> = []
    for language in languages {
      let locale = Locale(identifier: language)
      for region in Locale.Region.isoRegions {
        guard let name = locale.localizedString(forRegionCode: region.identifier) else { continue }
        names.insert(TextFolding.tokens(name).joined(separator: " "))
      }
    }
    return names
  }()

  /// Whether `word` is a word of a town the index knows.
  private func knows(_ word: String) -> Bool {
    if words.contains(word) { return true }
    for key in Self.keys(of: word) {
      if keys.contains(key) || slips.contains(key) { return true }
      if VocabularyTables.deletions(of: key).contains(where: { keys.contains($0) || slips.contains($0) }) {
        return true
      }
    }
    return false
  }

  private static func keys(of word: String) -> [String] {
    LooseLatin.tokens(word).filter { $0.count >= 3 }
  }
}
