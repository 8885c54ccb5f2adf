import EnrichCore
import EnrichSystem

/// Writes places, address points and streets into a new index file during a build. Streets are
/// accumulated in memory (one entry per distinct street) and written at the end.
final class IndexWriter {
  private let database: SQLiteDatabase
  private let insertPlace: SQLiteStatement
  private let insertPlaceText: SQLiteStatement
  private let insertPlaceBox: SQLiteStatement
  private let insertAddress: SQLiteStatement
  private var streets: [String: StreetAccumulator] = [:]
  private var localityWords: Set<String> = []
  /// Other-language or former street names → the street's key.
  private var aliases: [String: String] = [:]
  private var countryVotes: [String: Int] = [:]
  /// The build step that gives address-less places the address around them (`AddressInheritance`).
  var inheritance: AddressInheritance?
  private(set) var placeCount = 0
  private(set) var addressCount = 0
  /// Places with a name in another script, kept romanised too (`romanisedNames`).
  private(set) var romanisedCount = 0

  init(database: SQLiteDatabase) throws(SQLiteError) {
    self.database = database
    try database.exec(
      "PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF; PRAGMA page_size=8192;",
      purpose: "set fast bulk-load pragmas")
    try database.exec(IndexSchema.create, purpose: "create the index tables")
    try database.exec("BEGIN", purpose: "start the bulk load")
    insertPlace = try database.prepare(IndexSchema.insertPlace, purpose: "insert a place")
    insertPlaceText = try database.prepare(IndexSchema.insertPlaceText, purpose: "index a place's names")
    insertPlaceBox = try database.prepare(IndexSchema.insertPlaceBox, purpose: "index a place's location")
    insertAddress = try database.prepare(IndexSchema.insertAddress, purpose: "insert an address point")
  }

  /// Records one OSM object: as a place when it is a named POI, as an address point when it has
  /// a house number and street, as a street point when it is a named highway.
  func add(osmID: String, tags: [String: String], latitude: Double, longitude: Double) throws(SQLiteError) {
    if let country = tags["addr:country"], country.count == 2 {
      countryVotes[country.uppercased(), default: 0] += 1
    }
    if let place = tags["place"], Self.localityPlaces.contains(place) {
      // City names in every language (`Helsingfors`), so queries ending in a city name in any
      // language treat it as the city, not as part of a place's name.
      for (tag, value) in tags where tag == "name" || tag.hasPrefix("name:") {
        let words = TextFolding.tokens(value)
        if words.count == 1 { localityWords.insert(words[0]) }
      }
    }
    if let name = tags["name"] ?? tags["brand"] {
      let types = PlaceTypeMapping.types(for: tags)
      if !types.isEmpty {
        try addPlace(
          osmID: osmID, name: name, tags: tags, types: types, latitude: latitude, longitude: longitude)
      }
      if let highway = tags["highway"], Self.streetHighways.contains(highway) {
        let key = StreetNames.key(name)
        streets[key, default: StreetAccumulator(name: name)].addHighway(
          latitude: latitude, longitude: longitude)
        // Other names of the street (`Alexandersgatan` for `Aleksanterinkatu`).
        for (tag, value) in tags where Self.isAliasKey(tag) {
          let alias = StreetNames.key(value)
          if alias != key, !alias.isEmpty { aliases[alias] = key }
        }
      }
    }
    if let street = tags["addr:street"], let number = tags["addr:housenumber"] {
      try addAddress(
        osmID: osmID, street: street, number: number, tags: tags, latitude: latitude, longitude: longitude)
    }
  }

  private func addPlace(
    osmID: String, name: String, tags: [String: String], types: [String], latitude: Double, longitude: Double
  ) throws(SQLiteError) {
    placeCount += 1
    let id = Int64(placeCount)
    let nameTags = tags.filter { Self.isNameKey($0.key) }.sorted { $0.key < $1.key }
    let names = nameTags.map { "\($0.key)=\(Self.oneLine($0.value))" }.joined(separator: "\n")
    let romanised = Self.romanisedNames(nameTags)
    if !romanised.isEmpty { romanisedCount += 1 }
    try insertPlace.run([
      .int(id), .text(osmID), .text(name), .text(names), .double(latitude), .double(longitude),
      .text(types[0]), .text(types.joined(separator: ",")), text(tags["addr:street"]),
      text(tags["addr:housenumber"]), text(tags["addr:unit"] ?? tags["addr:door"]),
      text(tags["addr:postcode"]), text(tags["addr:city"]), text(tags["addr:country"]?.uppercased()),
      text(tags["opening_hours"]), text(tags["phone"] ?? tags["contact:phone"]),
      text(tags["website"] ?? tags["contact:website"]), text(tags["cuisine"]), text(tags["wheelchair"]),
      text(tags["brand"]), .int(Int64(tags.count)),
      .text(Self.foldedNames(nameTags.map(\.value), romanised: romanised)),
      text(tags["addr:street"].map(StreetNames.key)),
    ])
    let namesText = Self.searchText(names: nameTags.map(\.value), romanised: romanised)
    if tags["addr:street"] == nil, let inheritance {
      try inheritance.deferText(id: id, names: namesText)  // written once its address is known
    } else {
      try insertPlaceText.run([.int(id), .text(namesText), .text(Self.searchText(address: tags))])
    }
    try insertPlaceBox.run([.int(id), .double(latitude), .double(longitude)])
  }

  private func addAddress(
    osmID: String, street: String, number: String, tags: [String: String], latitude: Double, longitude: Double
  ) throws(SQLiteError) {
    addressCount += 1
    let key = StreetNames.key(street)
    try insertAddress.run([
      .text(osmID), .text(street), .text(key), .text(number), .text(StreetNames.houseNumberKey(number)),
      text(tags["addr:unit"] ?? tags["addr:door"]), text(tags["addr:flats"]), text(tags["addr:postcode"]),
      text(tags["addr:city"]), text(tags["addr:country"]?.uppercased()), .double(latitude),
      .double(longitude),
    ])
    streets[key, default: StreetAccumulator(name: street)].addAddress(
      latitude: latitude, longitude: longitude, postcode: tags["addr:postcode"], city: tags["addr:city"])
  }

  /// The most frequent `addr:country`, upper case.
  var guessedCountry: String? { Self.mostVoted(countryVotes) }

  /// The key with the most votes; of keys with as many, the first in order. Dictionaries
  /// iterate in a different order in every process, so a tie must not be left to that: the
  /// same extract always builds the same index.
  static func mostVoted(_ votes: [String: Int]) -> String? {
    votes.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
  }

  /// Writes streets, metadata and secondary indexes, and commits.
  /// - Parameter step: told before each long step (for progress).
  func finish(metadata: [String: String], step: (String) -> Void = { _ in }) throws(SQLiteError) -> Int {
    step("giving places the addresses around them")
    try inheritance?.apply(insertText: insertPlaceText, addressText: Self.searchText(address:))
    step("writing streets")
    let insertStreet = try database.prepare(IndexSchema.insertStreet, purpose: "insert a street")
    let insertStreetText = try database.prepare(IndexSchema.insertStreetText, purpose: "index a street name")
    var id: Int64 = 0
    for (key, street) in streets.sorted(by: { $0.key < $1.key }) where !key.isEmpty {
      id += 1
      let point = street.representativePoint
      try insertStreet.run([
        .int(id), .text(key), .text(street.name), .double(point.latitude), .double(point.longitude),
        text(street.postcode), text(street.city), .int(Int64(street.addressCount)),
      ])
      // A street named in another script is also found by its romanised words (`Sadar Bazaar`
      // for `सदर बाज़ार`), as `LocalGeocoder.romanisedStreet` asks.
      let romanised =
        Transliteration.hasOtherScript(street.name)
        ? LooseLatin.tokens(street.name).joined(separator: " ") : ""
      try insertStreetText.run([.int(id), .text(romanised.isEmpty ? key : key + " " + romanised)])
    }
    let insertAlias = try database.prepare(IndexSchema.insertAlias, purpose: "insert a street alias")
    for (alias, key) in aliases.sorted(by: { $0.key < $1.key }) where streets[alias] == nil {
      try insertAlias.run([.text(alias), .text(key)])
    }
    let insertLocality = try database.prepare(IndexSchema.insertLocalityWord, purpose: "insert a city name")
    for word in localityWords.sorted() { try insertLocality.run([.text(word)]) }
    let insertMeta = try database.prepare(IndexSchema.insertMeta, purpose: "write index metadata")
    for (key, value) in metadata.sorted(by: { $0.key < $1.key }) {
      try insertMeta.run([.text(key), .text(value)])
    }
    try database.exec("COMMIT", purpose: "commit the bulk load")
    step("optimizing the full-text and address indexes")
    try database.exec(IndexSchema.finish, purpose: "build secondary indexes")
    step("writing the typo index and the street and city words")
    try VocabularyTables.write(into: database)
    return Int(id)
  }

  private func text(_ value: String?) -> SQLiteStatement.Value { value.map { .text($0) } ?? .null }

  /// `value` with line breaks as spaces (names are stored a line each). Checked on bytes first:
  /// Foundation's replacing costs a few per cent of a build, and almost no name has a break.
  static func oneLine(_ value: String) -> String {
    guard value.utf8.contains(10) else { return value }
    var scalars = String.UnicodeScalarView()
    for scalar in value.unicodeScalars { scalars.append(scalar == "\n" ? " " : scalar) }
    return String(scalars)
  }

  /// The tags whose values are names of the object, matched by search: `name`, `name:<lang>`,
  /// `alt_name`, `old_name`, `official_name`, `short_name`, `loc_name`, `int_name`, `nat_name`,
  /// `reg_name` (each also with a `:<lang>` suffix), and `brand`.
  static func isNameKey(_ key: String) -> Bool {
    if containsAny(key, notNames) { return false }
    if key == "name" || key.hasPrefix("name:") || key == "brand" { return true }
    let base = key.split(separator: ":", maxSplits: 1).first.map(String.init) ?? key
    return nameKeys.contains(base)
  }

  /// A street's other names that addresses use (`Alexandersgatan`): its names in other
  /// languages, former and alternative names; not colloquial ones (`loc_name` `Lönkka` is also a
  /// restaurant's name).
  static func isAliasKey(_ key: String) -> Bool {
    guard isNameKey(key), key != "name", key != "brand" else { return false }
    return key.hasPrefix("name:") || ["alt_name", "old_name", "official_name", "short_name"].contains(key)
  }

  /// Whether `text` contains one of `parts` (ASCII), on UTF-8 bytes: Foundation's `contains`
  /// costs far more, and this runs for every tag of every place and street.
  private static func containsAny(_ text: String, _ parts: [[UInt8]]) -> Bool {
    guard text.utf8.count >= 8 else { return false }  // the shortest part
    let bytes = Array(text.utf8)
    for part in parts {
      var start = 0
      while start + part.count <= bytes.count {
        var matched = 0
        while matched < part.count, bytes[start + matched] == part[matched] { matched += 1 }
        if matched == part.count { return true }
        start += 1
      }
    }
    return false
  }

  private static let notNames = ["etymology", "wikidata", "pronunciation"].map { Array($0.utf8) }

  private static let nameKeys: Set<String> = [
    "alt_name", "old_name", "official_name", "short_name", "loc_name", "int_name", "nat_name", "reg_name",
  ]

  /// Each distinct name's folded words (`StreetNames.expandedTokens`), one name a line, so
  /// ranking never folds at query time.
  static func foldedNames(_ names: [String], romanised: [String] = []) -> String {
    var seen: Set<String> = []
    var lines: [String] = []
    for name in names {
      let line = StreetNames.expandedTokens(name).joined(separator: " ")
      if !line.isEmpty, seen.insert(line).inserted { lines.append(line) }
    }
    for line in romanised where seen.insert(line).inserted { lines.append(line) }
    return lines.joined(separator: "\n")
  }

  /// The names a user without the script's keyboard types in Latin letters: the `LooseLatin`
  /// keys of the place's own names (`name`, `alt_name`, `official_name`, `short_name`,
  /// `old_name`, `loc_name`, `brand`; not `name:xx`, which are other languages' names) that are
  /// written in another script (`Шоколадница` → `sokoladnica`), each once. Made at build time,
  /// so searching costs nothing more; a query's keys find them (`LocalTextSearch`).
  static func romanisedNames(_ nameTags: [(key: String, value: String)]) -> [String] {
    var lines: [String] = []
    for (key, value) in nameTags where !key.hasPrefix("name:") && Transliteration.hasOtherScript(value) {
      let line = LooseLatin.name(value).joined(separator: " ")
      if !line.isEmpty, !lines.contains(line) { lines.append(line) }
    }
    return lines
  }

  /// Folded name words for full-text search, plus each multi-word name written together.
  static func searchText(names: [String], romanised: [String] = []) -> String {
    var words: [String] = []
    for name in names {
      let tokens = StreetNames.expandedTokens(name)
      words += tokens
      if tokens.count > 1 { words.append(tokens.joined()) }
    }
    for line in romanised {
      let tokens = line.split(separator: " ").map(String.init)
      words += tokens
      if tokens.count > 1 { words.append(tokens.joined()) }
    }
    return words.joined(separator: " ")
  }

  static func searchText(address tags: [String: String]) -> String {
    let parts = ["addr:street", "addr:housenumber", "addr:postcode", "addr:city"].compactMap { tags[$0] }
    return StreetNames.expandedTokens(parts.joined(separator: " ")).joined(separator: " ")
  }

  static let localityPlaces: Set<String> = ["city", "town", "municipality"]

  static let streetHighways: Set<String> = [
    "primary", "secondary", "tertiary", "residential", "unclassified", "living_street", "pedestrian",
    "service", "trunk", "road", "footway", "cycleway", "path",
  ]
}

/// One street's points while building: address points vote for postcode and city; a named
/// highway gives the representative point when there is one.
struct StreetAccumulator {
  let name: String
  var addressCount = 0
  private var latitudeSum = 0.0
  private var longitudeSum = 0.0
  private var highwayPoint: (latitude: Double, longitude: Double)?
  private var postcodes: [String: Int] = [:]
  private var cities: [String: Int] = [:]

  init(name: String) { self.name = name }

  mutating func addAddress(latitude: Double, longitude: Double, postcode: String?, city: String?) {
    addressCount += 1
    latitudeSum += latitude
    longitudeSum += longitude
    if let postcode { postcodes[postcode, default: 0] += 1 }
    if let city { cities[city, default: 0] += 1 }
  }

  mutating func addHighway(latitude: Double, longitude: Double) {
    if highwayPoint == nil { highwayPoint = (latitude, longitude) }
  }

  var representativePoint: (latitude: Double, longitude: Double) {
    if let highwayPoint { return highwayPoint }
    let count = Double(max(addressCount, 1))
    return (latitudeSum / count, longitudeSum / count)
  }

  var postcode: String? { IndexWriter.mostVoted(postcodes) }
  var city: String? { IndexWriter.mostVoted(cities) }
}
