import EnrichCore
import EnrichSystem

/// Suggestions for partly typed input: every word matched as a prefix (`kapp espl` →
/// `Kappeli, Eteläesplanadi 1`), falling back to any-word matching with typo corrections, ranked
/// by how the name begins and by distance from the origin or bias. At most 5. A Latin input
/// also completes names in another script by their romanised keys (`LooseLatin`).
struct LocalAutocomplete {
  let database: SQLiteDatabase
  let corrector: TermCorrector
  let defaultCountry: String?

  static let maximumSuggestions = 5
  /// Whether the index keeps romanised names (`LocalTextSearch.searchesRomanised`): a Latin
  /// input that completes nothing is tried again by its keys (`Sharm` → `शर्मा ढाबा`).
  var searchesRomanised = false

  func suggest(_ request: AutocompleteRequest) throws -> [Suggestion] {
    var input = request.input
    if let offset = request.inputOffset {
      input = String(String.UnicodeScalarView(request.input.unicodeScalars.prefix(offset)))
    }
    let types = Set(request.includedPrimaryTypes)
    // The index holds points of interest only, no regions or cities.
    if types.contains("(regions)") || types.contains("(cities)") { return [] }
    var query = FoldedName(tokens: TextFolding.tokens(input))
    guard !query.isEmpty else { return [] }
    var candidates = try fetch(
      try FullTextQuery.expression(query.tokens, corrector: .none, prefixAll: true, joiner: "AND"))
    if candidates.isEmpty, searchesRomanised, !Transliteration.hasOtherScript(input) {
      let keyed = FoldedName(tokens: LooseLatin.name(input))
      if !keyed.isEmpty, keyed != query {
        candidates = try fetch(
          try FullTextQuery.expression(keyed.tokens, corrector: .none, prefixAll: true, joiner: "AND"))
        if !candidates.isEmpty { query = keyed }
      }
    }
    if candidates.isEmpty {
      candidates = try fetch(
        try FullTextQuery.expression(query.tokens, corrector: corrector, prefixAll: true, joiner: "OR"))
    }
    let regions = Set(request.includedRegionCodes.map { $0.uppercased() })
    var scored: [(Suggestion, Double)] = []
    for record in candidates {
      if !types.isEmpty, types.isDisjoint(with: record.types) { continue }
      if !regions.isEmpty, !regions.contains(record.country ?? defaultCountry ?? "") { continue }
      if let restriction = request.locationRestriction, !restriction.contains(record.location) { continue }
      var score = Self.prefixScore(
        query, foldedNames: record.foldedNames.map { $0.tokens.joined(separator: " ") })
      if let bias = request.locationBias {
        score *= 0.7 + 0.3 * PlaceRanker.decay(from: bias, to: record.location)
      } else if let origin = request.origin {
        score *=
          0.7 + 0.3
          * PlaceRanker.decay(from: .circle(Circle(center: origin, radius: 2000)), to: record.location)
      }
      let main = record.displayName(language: request.languageCode)
      let secondary = record.formattedAddress ?? record.city
      let text = [main, secondary].compactMap { $0 }.joined(separator: ", ")
      let distance = request.origin.map { Int($0.distance(to: record.location).rounded()) }
      let suggestion = Suggestion(
        placeID: record.osmID, text: text, mainText: main, secondaryText: secondary,
        types: record.types, distanceMeters: distance, matches: Self.matches(of: query, in: main))
      scored.append((suggestion, score))
    }
    scored.sort { $0.1 > $1.1 }
    return scored.prefix(Self.maximumSuggestions).map(\.0)
  }

  private func fetch(_ match: String?) throws -> [PlaceRecord] {
    guard let match else { return [] }
    let statement = try database.cached(
      """
      SELECT \(PlaceRecord.columns) FROM places_fts JOIN places p ON p.id = places_fts.rowid
      WHERE places_fts MATCH ?1 ORDER BY \(ConnectionPool.rank)(places_fts, 10.0, 2.0) LIMIT 100
      """, purpose: "find autocomplete candidates")
    try statement.bind(match, at: 1)
    var records: [PlaceRecord] = []
    while try statement.step() { records.append(PlaceRecord(statement: statement)) }
    return records
  }

  /// 1 when a name starts with the input, less when only its words start with the input's words.
  static func prefixScore(_ query: FoldedName, foldedNames: [String]) -> Double {
    var best = 0.0
    let typed = query.tokens.joined(separator: " ")
    for folded in foldedNames {
      if folded.hasPrefix(typed) {
        best = max(best, 1)
        continue
      }
      let words = folded.split(separator: " ").map(String.init)
      var hits = 0.0
      for token in query.tokens {
        if words.contains(where: { $0.hasPrefix(token) }) {
          hits += 1
        } else if words.contains(where: { NameSimilarity.tokenScore(token, $0) > 0 }) {
          hits += 0.6
        }
      }
      best = max(best, 0.8 * hits / Double(query.tokens.count))
    }
    return best
  }

  /// Code-point ranges of words in `text` that start with one of the typed words.
  static func matches(of query: FoldedName, in text: String) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var offset = 0
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      let length = word.unicodeScalars.count
      let folded = TextFolding.fold(String(word))
      if let token = query.tokens.first(where: { folded.hasPrefix($0) }) {
        ranges.append(offset..<(offset + min(length, token.unicodeScalars.count)))
      }
      offset += length + 1
    }
    return ranges
  }
}
