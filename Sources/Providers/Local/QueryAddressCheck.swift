import EnrichCore
import EnrichSystem

/// Places a text query's street address (`Spar, 22 Boulevard Victor Hugo, Nice`: the part after
/// the name) against candidate places with the index's own streets and address points, so a
/// branch check does not rest on the places' own address tags alone (many have none):
///
/// - a street whose words the index does not know, or no street of the index has all of, lies
///   outside its coverage: every candidate is `elsewhere` (a branch of the chain in another town);
/// - otherwise the street is the index street whose words match (`StreetMatch`: typos, short
///   forms, other-language names through `StreetAliases`); a candidate on that street with its
///   own tags is `onStreet` / `atAddress` by its number; one without tags is placed by distance
///   to the address's own point (or the street's points): at it, by the street, or away from it.
struct QueryAddressCheck {
  let database: SQLiteDatabase
  let corrector: TermCorrector
  let streetWords: StreetWords
  /// Words of several of the index's streets (`rue`, `avenue`): a street's type, which a query
  /// may leave out.
  let streetTypeWords: Set<String>
  let aliases: StreetAliases

  /// Within this distance of the address's own point a place is at the address.
  static let atAddressMeters = 50.0
  /// Within this distance of one of the street's points a place is on the street.
  static let onStreetMeters = 120.0
  /// Beyond this distance of the address's own point a place is elsewhere.
  static let elsewhereMeters = 300.0

  /// What the index knows of the query's address.
  enum Finding: Sendable {
    /// No street address in the query, or nothing to tell.
    case unknown
    /// The street is not in the index.
    case outside
    /// The index street, its number's point when the index has it, and the street's points.
    case street(key: String, number: String?, point: Coordinate?, points: [Coordinate])
  }

  /// Reads the query's street line: the first part after the name with a number and a word
  /// (a number alone joins the part before it: `Carrer Major, 12`).
  func find(in textQuery: String) throws -> Finding {
    guard let line = Self.streetLine(of: textQuery) else { return .unknown }
    let query = AddressQuery(line)
    let expanded = try aliases.rewrite(query.streetKey.split(separator: " ").map(String.init))
    // The words as written too: an expansion may be another language's (`Av.` is `avinguda`
    // in Catalan, not `avenue`).
    let written = Self.streetWords(of: line)
    let raw = try aliases.rewrite(written.map(\.word))
    guard !raw.isEmpty || !expanded.isEmpty, max(raw.count, expanded.count) <= MatchingLimits.searchWords
    else {
      return .unknown
    }
    // Words that tell the street apart: not short forms (`Bd`, `Avda.`), articles or numbers.
    let telling = written.filter { word in
      !word.shortened && word.word.count >= 3 && !NameWords.isArticle(word.word)
        && !(word.word.count <= 4 && streetTypeWords.contains { StreetMatch.isShortForm(word.word, of: $0) })
    }.map(\.word)
    guard !telling.isEmpty else { return .unknown }
    // A word is known as written, one typo away, or in the form the index keys streets by (a
    // street type's common key).
    let unknown = try telling.filter { word in
      try !streetWords.contains(word)
        && !corrector.corrections(of: word).contains(where: streetWords.contains)
        && !StreetNames.expandedTokens(word).allSatisfy(streetWords.contains)

    }
    if !unknown.isEmpty { return .outside }
    // Every word is known, but no street of the index has them all (`Boulevard Victor Hugo`
    // where only `Rue Victor Hugo` is): outside too.
    guard let key = try bestStreet([expanded, raw].filter { !$0.isEmpty }, telling: telling) else {
      return .outside
    }
    let numberKey = query.number.map { $0 + (query.letter ?? "") }
    var point: Coordinate?
    var points: [Coordinate] = []
    let statement = try database.cached(
      "SELECT number_key, lat, lon FROM addresses WHERE street_key = ?1 LIMIT 2000",
      purpose: "read a street's address points")
    try statement.bind(key, at: 1)
    while try statement.step() {
      let location = Coordinate(latitude: statement.double(1), longitude: statement.double(2))
      points.append(location)
      let stored = statement.text(0)
      if point == nil, let stored, stored == numberKey || stored == query.number { point = location }
    }
    return .street(key: key, number: query.number, point: point, points: points)
  }

  /// The street line of a text query (`LocalTextSearch.namePart` is before it).
  static func streetLine(of textQuery: String) -> String? {
    let parts = textQuery.split(separator: ",").dropFirst().map { String($0).trimmed(of: .whitespaces) }
    func hasDigits(_ text: String) -> Bool { text.containsNumber }
    func hasLetters(_ text: String) -> Bool { text.containsLetter }
    for (index, part) in parts.enumerated() where hasDigits(part) {
      let words = part.split(separator: " ")
      let numberOnly = words.allSatisfy { $0.first?.isNumber == true || $0.count <= 3 }
      if numberOnly, index > 0, hasLetters(parts[index - 1]) { return parts[index - 1] + " " + part }
      if hasLetters(part) { return part }
    }
    return nil
  }

  /// The street's words as written (folded, not expanded), each with whether it was written
  /// short (`Bd.`, `C/`); numbers and the letter after a number left out.
  static func streetWords(of line: String) -> [(word: String, shortened: Bool)] {
    var words: [(word: String, shortened: Bool)] = []
    var afterNumber = false
    for raw in line.split(whereSeparator: { $0 == " " || $0 == "," }) {
      let shortened = raw.hasSuffix(".") || raw.hasSuffix("/")
      for token in TextFolding.tokens(String(raw)) {
        if token.first?.isNumber == true {
          afterNumber = true
          continue
        }
        if afterNumber, token.count == 1 { continue }
        afterNumber = false
        words.append((token, shortened))
      }
    }
    return words
  }

  /// The index street whose words match the query's (`StreetMatch`, for each way the query's
  /// words may be read), found through the streets' full-text index.
  private func bestStreet(_ readings: [[String]], telling: [String]) throws -> String? {
    let exact = try database.cached(
      "SELECT 1 FROM streets WHERE street_key = ?1", purpose: "look up a street")
    for tokens in readings {
      let joined = tokens.joined(separator: " ")
      exact.reset()
      try exact.bind(joined, at: 1)
      if try exact.step() { return joined }
    }
    guard
      let match = try FullTextQuery.expression(telling, corrector: corrector, prefixAll: false, joiner: "OR")
    else { return nil }
    let search = try database.cached(
      """
      SELECT s.street_key FROM streets_fts JOIN streets s ON s.id = streets_fts.rowid
      WHERE streets_fts MATCH ?1 LIMIT 200
      """, purpose: "search streets")
    try search.bind(match, at: 1)
    var best: (key: String, similarity: Double)?
    while try search.step() {
      guard let key = search.text(0) else { continue }
      let words = key.split(separator: " ").map(String.init)
      let similarity =
        readings.map { StreetMatch.similarity($0, words, optional: streetTypeWords) }.max() ?? 0
      if similarity > 0, similarity > best?.similarity ?? 0 { best = (key, similarity) }
    }
    return best?.key
  }

  /// The evidence for one candidate (nil when there is none).
  static func evidence(_ finding: Finding, for place: Place, streetKey: String?) -> AddressEvidence? {
    switch finding {
    case .unknown: return nil
    case .outside: return .elsewhere
    case .street(let key, let number, let point, let points):
      if let streetKey {
        guard streetKey == key else { return nil }  // its own street differs: the tags say so
        guard let number, let own = place.address?.houseNumber else { return .onStreet }
        return StreetNames.houseNumber(own, covers: number) ? .atAddress : .onStreet
      }
      guard let location = place.location else { return nil }
      if let point {
        let distance = location.distance(to: point)
        if distance <= atAddressMeters { return .atAddress }
        if distance > elsewhereMeters { return .elsewhere }
      }
      if points.contains(where: { location.distance(to: $0) <= onStreetMeters }) { return .onStreet }
      return point == nil ? nil : .elsewhere
    }
  }
}
