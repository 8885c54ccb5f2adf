import EnrichCore
import EnrichSystem

/// The few columns text search ranks on, read for every candidate; the full `PlaceRecord` is
/// read only for the results returned. A class: rows are cached and handed to every search
/// that hits them, and copying a struct of a dozen strings and arrays each time was costly.
final class RankingRow: Sendable {
  let id: Int64
  let foldedNames: [FoldedName]
  let streetKey: String?
  let houseNumber: String?
  let postcode: String?
  let city: String?
  let types: [String]
  /// The words of the types (`fast_food_restaurant` → `fast`, `food`, `restaurant`).
  let typeWords: [String]
  let location: Coordinate
  /// Derived once when the row is read (rows are cached and scored many times): the words of
  /// `streetKey`, the key written together, the folded city words, and the house number's
  /// comparison key and building number (see `StreetNames`).
  let streetTokens: [String]
  let joinedStreetKey: String?
  let cityTokens: [String]
  /// The `TokenSketch`es of `cityTokens` and `typeWords`.
  let cityTokenSketches: [TokenSketch]
  let typeWordSketches: [TokenSketch]
  let houseNumberKey: String?
  let houseNumberBase: String?
  /// The house number as a range or list (`14-20`, `3,5`), nil when it is neither: only then
  /// can it cover a number with another key (`StreetNames.houseNumber(_:covers:)`).
  let houseNumberList: StreetNames.HouseNumberList?
  /// Each of `foldedNames` written together (`Itä-Pasila` → `itapasila`), and whether all its
  /// words name cities of the index.
  let joinedNames: [FoldedName]
  let namesAreCities: [Bool]
  /// `joinedStreetKey` as a one-word name.
  let joinedStreetName: FoldedName?
  /// `foldedNames` with the roles of their words (`NameEvidence`).
  let nameProfiles: [NameEvidence.Profile]

  static let columns =
    "p.id, p.folded_names, p.street_key, p.housenumber, p.postcode, p.city, p.types, p.lat, p.lon"

  init(statement row: SQLiteStatement, cityWords: Set<String>) {
    id = row.int(0)
    foldedNames = (row.text(1) ?? "").split(separator: "\n").map {
      FoldedName(tokens: $0.split(separator: " ").map(String.init))
    }
    streetKey = row.text(2)
    houseNumber = row.text(3)
    postcode = row.text(4)
    city = row.text(5)
    types = (row.text(6) ?? "").split(separator: ",").map(String.init)
    typeWords = types.flatMap { $0.split(separator: "_").map(String.init) }
    location = Coordinate(latitude: row.double(7), longitude: row.double(8))
    let streetTokens = streetKey?.split(separator: " ").map(String.init) ?? []
    self.streetTokens = streetTokens
    joinedStreetKey = streetKey.map { streetTokens.count > 1 ? streetTokens.joined() : $0 }
    cityTokens = city.map(TextFolding.tokens) ?? []
    cityTokenSketches = cityTokens.map(TokenSketch.init)
    typeWordSketches = typeWords.map(TokenSketch.init)
    houseNumberKey = houseNumber.map(StreetNames.houseNumberKey)
    houseNumberBase = houseNumber.map { StreetNames.splitHouseNumber($0).number }
    joinedNames = foldedNames.map { FoldedName(tokens: [$0.joined]) }
    namesAreCities = foldedNames.map { $0.tokens.allSatisfy(cityWords.contains) }
    joinedStreetName = joinedStreetKey.map { FoldedName(tokens: [$0]) }
    nameProfiles = foldedNames.map { NameEvidence.Profile($0) }
    houseNumberList = houseNumber.flatMap(StreetNames.houseNumberList)
  }
}
