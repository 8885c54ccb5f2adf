import EnrichCore
import EnrichSystem

/// Geocoding over the index's address points and streets: exact street + number (ROOFTOP),
/// the street alone (its representative point, GEOMETRIC_CENTER, partial), or the postcode's
/// address points (APPROXIMATE, partial).
struct LocalGeocoder {
  let database: SQLiteDatabase
  let corrector: TermCorrector
  /// Other names of streets → street keys (`StreetAliases`).
  let aliases: StreetAliases
  let defaultCountry: String?

  func geocode(_ request: GeocodeRequest) throws -> [Place] {
    let query = AddressQuery(request.address, components: request.components)
    if let street = try resolveStreet(query.streetKey, numberFirst: query.numberFirst) {
      if let numberKey = query.numberKey, let number = query.number {
        for (key, exactLetter) in [(numberKey, true), (number, query.letter == nil)] {
          if let place = try addressPoint(street: street.key, numberKey: key, query: query) {
            var place = place
            // `9 A` found as number 9 with unit A is still an exact match.
            let letterIsUnit = query.letter.map { TextFolding.fold(place.address?.unit ?? "") == $0 } ?? false
            place.partialMatch = exactLetter || letterIsUnit ? nil : true
            return [place]
          }
        }
      }
      if let number = query.number,
        let place = try rangeAddressPoint(street: street.key, number: number, query: query)
      {
        return [place]
      }
      return [streetPlace(street, query: query)]
    }
    if let postcode = query.postcode, let place = try postcodePlace(postcode) { return [place] }
    return []
  }

  struct Street {
    var id: Int64
    var key: String
    var name: String
    var location: Coordinate
    var postcode: String?
    var city: String?
  }

  /// The street whose key equals the query's, or the most similar one the full-text index finds.
  /// After a leading number the street may run on into the city (`22 Main Street Springfield`):
  /// its leading words are tried too, longest first.
  func resolveStreet(_ key: String, numberFirst: Bool = false) throws -> Street? {
    guard !key.isEmpty else { return nil }
    let exact = try database.cached(
      "SELECT id, street_key, name, lat, lon, postcode, city FROM streets WHERE street_key = ?1",
      purpose: "look up a street")
    let tokens = key.split(separator: " ").map(String.init)
    let prefixes =
      numberFirst ? (1..<tokens.count).reversed().map { tokens.prefix($0).joined(separator: " ") } : []
    for candidate in [key] + prefixes.filter({ $0.contains(" ") || !StreetNames.isStreetType($0) }) {
      exact.reset()
      try exact.bind(try aliases.street(for: candidate) ?? candidate, at: 1)
      if try exact.step() { return street(exact) }
    }
    // No street has more words; each would be a full-text term.
    guard tokens.count <= MatchingLimits.searchWords else { return nil }
    let terms = try tokens.map { token in
      ([token] + (try corrector.corrections(of: token))).map { "\"\($0)\"" }.joined(separator: " OR ")
    }
    let wanted = FoldedName(tokens: [tokens.joined()])
    var best = try bestStreet(
      matching: terms.map { "(\($0))" }.joined(separator: " AND "), limit: 50, minimum: 0.8,
      purpose: "search streets"
    ) { candidate in
      max(
        NameSimilarity.score(
          wanted, FoldedName(tokens: [candidate.key.replacingOccurrences(of: " ", with: "")])),
        Self.similarityInAnyOrder(tokens, candidate.key.split(separator: " ").map(String.init)))
    }
    if best == nil { best = try romanisedStreet(tokens) }
    if best == nil { best = try streetByInitials(tokens) }
    return best?.0
  }

  /// A street named in another script, asked for in Latin letters (`Sadar Bazaar` for `सदर
  /// बाज़ार`, `ulitsa Lenina` for `улица Ленина`): the query's romanised keys (`LooseLatin`)
  /// against those the index keeps beside such streets' names, in any order.
  private func romanisedStreet(_ tokens: [String]) throws -> (Street, Double)? {
    guard !Transliteration.hasOtherScript(tokens.joined(separator: " ")) else { return nil }
    let keys = LooseLatin.tokens(tokens.joined(separator: " "))
    guard !keys.isEmpty, keys.count <= MatchingLimits.searchWords else { return nil }
    return try bestStreet(
      matching: keys.map { "\"\($0)\"" }.joined(separator: " OR "), limit: 50, minimum: 0.85,
      purpose: "search streets by their romanised names"
    ) { candidate in
      Transliteration.hasOtherScript(candidate.name)
        ? Self.similarityInAnyOrder(keys, LooseLatin.tokens(candidate.name)) : 0
    }
  }

  /// A street written with initials (`MG Road`, `M.G. Road` for `Mahatma Gandhi Road`): the
  /// streets that have the query's other words, compared with the initials spelled out
  /// (`StreetMatch`).
  private func streetByInitials(_ tokens: [String]) throws -> (Street, Double)? {
    let initials = tokens.filter {
      $0.count <= 4 && $0.allSatisfy(\.isLetter) && !StreetNames.isStreetType($0)
    }
    let rest = tokens.filter { !initials.contains($0) }
    guard !initials.isEmpty, !rest.isEmpty else { return nil }
    return try bestStreet(
      matching: rest.map { "\"\($0)\"" }.joined(separator: " AND "), limit: 200, minimum: 0.85,
      purpose: "search streets by their other words"
    ) { candidate in
      let words = candidate.key.split(separator: " ").map(String.init)
      return StreetMatch.spellingOutInitials(tokens, words) != nil ? StreetMatch.similarity(tokens, words) : 0
    }
  }

  /// The street the full-text `match` finds (at most `limit`) that `similarity` scores highest,
  /// when that is at least `minimum`; the first of equals wins.
  private func bestStreet(
    matching match: String, limit: Int, minimum: Double, purpose: String, similarity: (Street) -> Double
  ) throws -> (Street, Double)? {
    let statement = try database.cached(
      """
      SELECT s.id, s.street_key, s.name, s.lat, s.lon, s.postcode, s.city FROM streets_fts
      JOIN streets s ON s.id = streets_fts.rowid WHERE streets_fts MATCH ?1 LIMIT \(limit)
      """, purpose: purpose)
    try statement.bind(match, at: 1)
    var best: (Street, Double)?
    while try statement.step() {
      let candidate = street(statement)
      let score = similarity(candidate)
      if score >= minimum, score > (best?.1 ?? 0) { best = (candidate, score) }
    }
    return best
  }

  /// Street keys compared with the street type in either place or left out (`street садовая`,
  /// `садовая street`, `садовая`): their other words; 0 when both name a type and the types
  /// differ (`Park Road` is not `Park Avenue`).
  static func similarityInAnyOrder(_ wanted: [String], _ candidate: [String]) -> Double {
    let (wantedTypes, candidateTypes) = (
      wanted.filter(StreetNames.isStreetType), candidate.filter(StreetNames.isStreetType)
    )
    let wantedName = wanted.filter { !StreetNames.isStreetType($0) }
    let candidateName = candidate.filter { !StreetNames.isStreetType($0) }
    guard !wantedName.isEmpty, !candidateName.isEmpty else { return 0 }
    let similarity = StreetMatch.similarity(wantedName, candidateName)
    let typesAgree = wantedTypes.isEmpty || candidateTypes.isEmpty || Set(wantedTypes) == Set(candidateTypes)
    return typesAgree ? similarity : 0
  }

  private func street(_ row: SQLiteStatement) -> Street {
    Street(
      id: row.int(0), key: row.text(1) ?? "", name: row.text(2) ?? "",
      location: Coordinate(latitude: row.double(3), longitude: row.double(4)), postcode: row.text(5),
      city: row.text(6))
  }

  private func addressPoint(street: String, numberKey: String, query: AddressQuery) throws -> Place? {
    let statement = try database.cached(
      """
      SELECT street, housenumber, unit, postcode, city, country, lat, lon FROM addresses
      WHERE street_key = ?1 AND number_key = ?2
      ORDER BY (postcode IS ?3) DESC, (lower(unit) IS ?4) DESC, id LIMIT 1
      """, purpose: "look up an address point")
    try statement.bind(street, at: 1)
    try statement.bind(numberKey, at: 2)
    try statement.bind(query.postcode, at: 3)
    try statement.bind(query.letter, at: 4)
    guard try statement.step() else { return nil }
    let streetName = statement.text(0) ?? ""
    let number = statement.text(1) ?? ""
    var houseNumber = number
    if let letter = query.letter, StreetNames.houseNumberKey(number) != numberKey + letter,
      !StreetNames.houseNumberKey(number).hasSuffix(letter)
    {
      houseNumber = number + " " + letter.uppercased()
    }
    let unit = query.unit ?? statement.text(2)
    let address = PostalAddress(
      street: streetName, houseNumber: houseNumber, unit: unit, postcode: statement.text(3),
      city: statement.text(4), countryCode: statement.text(5) ?? defaultCountry)
    return Place(
      id: Self.addressID(street: street, houseNumber: houseNumber, postcode: address.postcode),
      formattedAddress: Self.format(address),
      location: Coordinate(latitude: statement.double(6), longitude: statement.double(7)),
      types: ["street_address"], primaryType: "street_address", address: address, locationType: "ROOFTOP")
  }

  /// An address point whose number is a range or list containing the asked number
  /// (`Ludviginkatu 3` → `Ludviginkatu 3-5`): the same building, so ROOFTOP.
  private func rangeAddressPoint(street: String, number: String, query: AddressQuery) throws -> Place? {
    let statement = try database.cached(
      """
      SELECT housenumber, number_key FROM addresses WHERE street_key = ?1
        AND (housenumber LIKE '%-%' OR housenumber LIKE '%,%' OR housenumber LIKE '%;%') ORDER BY id
      """, purpose: "look up house number ranges")
    try statement.bind(street, at: 1)
    var match: String?
    while try statement.step() {
      if let stored = statement.text(0), StreetNames.houseNumber(stored, covers: number) {
        match = statement.text(1)
        break
      }
    }
    guard let match else { return nil }
    return try addressPoint(street: street, numberKey: match, query: query)
  }

  /// The id of an address answer: `address/<street key>/<house number>[/<postcode>]`
  /// (`address/bulevardi/9a/00120`), beside `street/<street key>` and `postcode/<postcode>`.
  /// It names the address, never the OSM element that carries its tags (often a shop or a café
  /// in the building), so a join on ids never takes an address for the business at it. The
  /// house number is kept readable (`9a`, `3-5`: folded case, no spaces, `/` as `-`); the
  /// postcode tells apart same-named streets of different towns, which share a street key; a
  /// flat or suite the row names is not part of it (the index locates buildings).
  static func addressID(street: String, houseNumber: String, postcode: String?) -> String {
    let number = String(houseNumber.lowercased().filter { !$0.isWhitespace }.map { $0 == "/" ? "-" : $0 })
    var id = "address/\(street)/\(number)"
    if let code = postcode?.filter({ !$0.isWhitespace }), !code.isEmpty { id += "/" + code }
    return id
  }

  private func streetPlace(_ street: Street, query: AddressQuery) -> Place {
    let address = PostalAddress(
      street: street.name, unit: query.unit, postcode: street.postcode, city: street.city,
      countryCode: defaultCountry)
    return Place(
      id: "street/\(street.key)", formattedAddress: Self.format(address), location: street.location,
      types: ["route"], primaryType: "route", address: address, locationType: "GEOMETRIC_CENTER",
      partialMatch: true)
  }

  private func postcodePlace(_ postcode: String) throws -> Place? {
    let statement = try database.cached(
      "SELECT avg(lat), avg(lon), count(*), max(city) FROM addresses WHERE postcode = ?1",
      purpose: "locate a postcode")
    try statement.bind(postcode, at: 1)
    guard try statement.step(), statement.int(2) > 0 else { return nil }
    let address = PostalAddress(postcode: postcode, city: statement.text(3), countryCode: defaultCountry)
    return Place(
      id: "postcode/\(postcode)", formattedAddress: Self.format(address),
      location: Coordinate(latitude: statement.double(0), longitude: statement.double(1)),
      types: ["postal_code"], primaryType: "postal_code", address: address, locationType: "APPROXIMATE",
      partialMatch: true)
  }

  static func format(_ address: PostalAddress) -> String {
    var parts: [String] = []
    if let street = address.street {
      parts.append([street, address.houseNumber].compactMap { $0 }.joined(separator: " "))
    }
    let locality = [address.postcode, address.city].compactMap { $0 }.joined(separator: " ")
    if !locality.isEmpty { parts.append(locality) }
    return parts.joined(separator: ", ")
  }
}
