import EnrichCore
import EnrichSystem

/// Text search over the place index: full-text candidates (words, prefixes and one-typo
/// corrections), then `PlaceRanker` scores, filters and ordering by the request's options.
struct LocalTextSearch {
  let database: SQLiteDatabase
  let corrector: TermCorrector
  let cityWords: Set<String>
  var towns = TownCoverage(cityWords: [])
  let streetWords: StreetWords
  var streetTypeWords: Set<String> = []
  let aliases: StreetAliases
  let memo: TextSearchMemo
  let defaultCountry: String?
  let openNow: (@Sendable (Place) -> Bool?)?

  /// Candidates kept from full-text search before ranking.
  static let candidateLimit = 40
  /// Results scoring below this are not returned.
  static let minimumScore = 0.3
  /// Whether ranking may leave out the work on candidates that cannot be returned (off only to
  /// check that it changes nothing).
  var prunes = true
  /// Whether the index keeps romanised names (`IndexWriter.romanisedNames`): a Latin query
  /// that finds nothing good as written is asked again by its romanised keys (`LooseLatin`),
  /// so `Shokoladnitsa` finds `Шоколадница`. Off for indexes without them: no cost there.
  var searchesRomanised = false
  /// Below this best score a query is asked again by its romanised keys.
  static let romanisedRetryScore = 0.8

  func search(_ request: TextSearchRequest) throws -> [ProviderPlace] {
    // A row about a place in a town the index does not cover finds nothing here, not the local
    // branch of its chain.
    if try towns.townOutside(
      request.textQuery, isStreetWord: streetWords.contains, isIndexWord: corrector.contains)
      != nil
    {
      return []
    }
    let written = try searchAsWritten(request)
    guard searchesRomanised, (written.first?.score ?? 0) < Self.romanisedRetryScore,
      let keyed = Self.romanisedQuery(request.textQuery)
    else { return written }
    var romanisedRequest = request
    romanisedRequest.textQuery = keyed
    let romanised = try searchAsWritten(romanisedRequest)
    return (romanised.first?.score ?? 0) > (written.first?.score ?? 0) ? romanised : written
  }

  /// `text` as `LooseLatin` keys, each comma-separated part on its own (the name stays the
  /// first part); nil when it has no Latin letters to key or nothing changes.
  static func romanisedQuery(_ text: String) -> String? {
    guard text.utf8.contains(where: { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }),
      !Transliteration.hasOtherScript(text)
    else { return nil }
    let keyed = text.split(separator: ",", omittingEmptySubsequences: false)
      .map { LooseLatin.name(String($0)).joined(separator: " ") }.joined(separator: ", ")
    return keyed == TextFolding.fold(text) ? nil : keyed
  }

  private func searchAsWritten(_ request: TextSearchRequest) throws -> [ProviderPlace] {
    // Other names of streets are rewritten in the address part only: a place may share one
    // (the restaurant `Salutorget` and the square's Swedish name). Without a comma the whole
    // text may be an address (`Alexandersgatan 22`), when it has a number; a name alone
    // (`Södra Esplanaden stadscykelstation`) is left as written.
    let firstPart = Self.firstPart(of: request.textQuery)
    let nameProfile = firstPart.flatMap(Self.namePart)
    let namePart = nameProfile?.name
    let hasNumber = request.textQuery.containsNumber
    let written = firstPart ?? (hasNumber ? "" : request.textQuery)
    let addressPart =
      firstPart != nil ? Self.addressPart(of: request.textQuery) : hasNumber ? request.textQuery : ""
    // `FoldedName(written).tokens`, from the name part when that is the same text.
    let writtenTokens = namePart?.tokens ?? StreetNames.expandedTokens(written)
    let query = FoldedName(
      tokens: writtenTokens + (try aliases.rewrite(StreetNames.expandedTokens(addressPart))))
    // Candidates come from the words that can name a place: not articles or legal forms, not
    // numbers, not the city (`helsinki` matches every address; ranking still uses them all).
    let named = query.tokens.filter { !NameWords.isArticle($0) && !NameWords.isLegalForm($0) }
    let wordy = named.filter { !$0.startsWithNumber }
    let telling = wordy.filter { !cityWords.contains($0) }
    let words = !telling.isEmpty ? telling : !wordy.isEmpty ? wordy : !named.isEmpty ? named : query.tokens
    let reference = request.locationBias?.center ?? request.locationRestriction?.center
    var ranked: [(id: Int64, score: Double, distance: Double?)] = []
    let match = try FullTextQuery.expression(words, corrector: corrector, prefixAll: false, joiner: "OR")
    // The ranker only asks about the query's own words.
    let queryStreetWords = Set(try query.tokens.filter(streetWords.contains))
    let ranker = PlaceRanker(
      query: query, namePart: nameProfile, cityWords: cityWords, streetWords: queryStreetWords)
    // The name part's profile is the ranker's (made from the same words).
    let types: Set<String>?
    if let namePart = nameProfile {
      types = CategorySearch.types(for: namePart, includedType: request.includedType)
    } else {
      types = CategorySearch.types(for: query, includedType: request.includedType)
    }
    // Without an open-now filter or category places to merge in, the best `maxResultCount` by
    // score are returned: a place scoring below that many others already kept is not among
    // them (and sorting keeps the order of the others), so ranking may leave out its work.
    let returned = request.maxResultCount
    let keepsBestOnly =
      prunes && returned > 0 && !request.openNow && types == nil
      && !(request.rankPreference == .distance && reference != nil)
    // The best scores kept so far, highest first, at most `returned`.
    var best: [Double] = []
    func keeps(_ score: Double) -> Bool {
      score >= Self.minimumScore && !(keepsBestOnly && best.count == returned && score < best[returned - 1])
    }
    for row in try match.map({ try rankingRows(try candidateIDs(match: $0, request: request)) }) ?? [] {
      // A stop or a building named after the place beside it comes after that place.
      let secondary = row.types.first.map(PlaceTypeMapping.secondaryTypes.contains) ?? false
      // Google ranks the asked-for type first but may still return others.
      let typed = request.strictTypeFiltering ? nil : request.includedType.map(row.types.contains)
      func adjusted(_ total: Double) -> Double {
        var score = total
        if secondary { score *= 0.92 }
        if let typed { score = typed ? min(1, score + 0.05) : score * 0.85 }
        return score
      }
      // The ranker may leave out work on a place that would not be kept (`adjusted` only grows
      // with the total).
      let score = adjusted(ranker.score(row, bias: request.locationBias) { keeps(adjusted($0)) }.total)
      guard keeps(score) else { continue }
      if keepsBestOnly {
        let at = best.firstIndex { $0 < score } ?? best.count
        if at < returned { best.insert(score, at: at) }
        if best.count > returned { best.removeLast() }
      }
      ranked.append((row.id, score, reference.map { $0.distance(to: row.location) }))
    }
    if let types {
      // A category (`pharmacy`): its places too, nearest first (a place may also be named by
      // the word: `Kappeli`).
      var index = Dictionary(
        ranked.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { a, _ in a })
      let category = CategorySearch(database: database)
      let hits =
        request.locationBias == nil && request.locationRestriction == nil
        ? try memo.categories.value(for: types) { try category.candidates(types: $0, request: request) }
        : try category.candidates(types: types, request: request)
      for hit in hits {
        if let at = index[hit.id] {
          ranked[at].score = max(ranked[at].score, hit.score)
        } else {
          index[hit.id] = ranked.count
          ranked.append(hit)
        }
      }
    }
    if request.rankPreference == .distance, reference != nil {
      ranked.sort { ($0.distance ?? 0, -$0.score) < ($1.distance ?? 0, -$1.score) }
    } else {
      ranked.sort { ($0.score, -($0.distance ?? 0)) > ($1.score, -($1.distance ?? 0)) }
    }
    // Full rows only for what is returned (and, with openNow, until enough are open).
    let read = try database.cached(
      "SELECT \(PlaceRecord.columns) FROM places p WHERE p.id = ?1", purpose: "read a ranked place")
    var results: [ProviderPlace] = []
    var finding: QueryAddressCheck.Finding?
    for candidate in ranked where results.count < request.maxResultCount {
      let key = TextSearchMemo.PlaceKey(id: candidate.id, language: request.languageCode)
      let hit: TextSearchMemo.NamedPlace
      if let known = memo.places.value(for: key) {
        hit = known
      } else {
        read.reset()
        try read.bind(.int(candidate.id), at: 1)
        guard try read.step() else { continue }
        let record = PlaceRecord(statement: read)
        hit = TextSearchMemo.NamedPlace(
          place: record.place(language: request.languageCode, defaultCountry: defaultCountry),
          names: record.otherNames(language: request.languageCode), brand: record.brand,
          streetKey: record.streetKey)
        memo.places.insert(hit, for: key)
      }
      if request.openNow, let openNow, openNow(hit.place) != true { continue }
      if finding == nil {
        let check = QueryAddressCheck(
          database: database, corrector: corrector, streetWords: streetWords,
          streetTypeWords: streetTypeWords,
          aliases: aliases)
        let line = QueryAddressCheck.streetLine(of: request.textQuery) ?? ""
        if let known = memo.addresses.value(for: line) {
          finding = known
        } else {
          let found = try check.find(in: request.textQuery)
          if MatchingLimits.isMemoizable(line) { memo.addresses.insert(found, for: line) }
          finding = found
        }
      }
      // A copy of the memo's answer place: its boxed `Place` is shared, not copied.
      var place = hit.answer
      place.score = candidate.score
      place.distanceMeters = candidate.distance
      place.addressEvidence = finding.flatMap {
        QueryAddressCheck.evidence($0, for: hit.place, streetKey: hit.streetKey)
      }
      results.append(place)
    }
    return results
  }

  /// The text before the first comma, when there is one: by the convention of spreadsheets and
  /// of the search stage (`name, address`), the place's name, maybe with its street.
  static func firstPart(of text: String) -> String? {
    guard let comma = text.firstIndex(of: ",") else { return nil }
    return String(text[..<comma])
  }

  /// The first part as the place's name, judged like the match is (`PlaceRanker.namePart`);
  /// nil when it holds a number (`Kappeli Eteläesplanadi 1, 00130 Helsinki`: the address starts
  /// before the comma). As its profile (the roles of its words), made once per search: not
  /// remembered, as the rows' texts are many more than the places' names.
  static func namePart(of part: String) -> NameEvidence.Profile? {
    guard !part.containsNumber else { return nil }
    let name = FoldedName(part)
    return name.isEmpty ? nil : NameEvidence.Profile(name)
  }

  /// The text after the first comma.
  static func addressPart(of text: String) -> String {
    guard let comma = text.firstIndex(of: ",") else { return "" }
    return String(text[text.index(after: comma)...])
  }

  /// Full-text candidates for `match` under the request's filters, best first, at most
  /// `candidateLimit`: from the memo, or queried (and remembered).
  private func candidateIDs(match: String, request: TextSearchRequest) throws -> [Int64] {
    let key = TextSearchMemo.CandidateQuery(
      match: match,
      restriction: request.locationRestriction.map {
        [$0.low.latitude, $0.high.latitude, $0.low.longitude, $0.high.longitude]
      },
      strictType: request.strictTypeFiltering ? request.includedType : nil)
    if let known = memo.candidates.value(for: key) { return known }
    let filtered = request.locationRestriction != nil || request.strictTypeFiltering
    let statement: SQLiteStatement
    if filtered {
      statement = try database.cached(
        """
        SELECT p.id FROM places_fts JOIN places p ON p.id = places_fts.rowid
        WHERE places_fts MATCH ?1
          AND (?2 IS NULL OR (p.lat BETWEEN ?2 AND ?3 AND CASE WHEN ?4 <= ?5 THEN p.lon BETWEEN ?4 AND ?5
               ELSE (p.lon >= ?4 OR p.lon <= ?5) END))
          AND (?6 IS NULL OR (',' || p.types || ',') LIKE ('%,' || ?6 || ',%'))
        ORDER BY \(ConnectionPool.rank)(places_fts, 10.0, 3.0) LIMIT \(Self.candidateLimit)
        """, purpose: "search places by text within a restriction or type")
      if let box = request.locationRestriction {
        try statement.bind(box.low.latitude, at: 2)
        try statement.bind(box.high.latitude, at: 3)
        try statement.bind(box.low.longitude, at: 4)
        try statement.bind(box.high.longitude, at: 5)
      }
      if request.strictTypeFiltering { try statement.bind(request.includedType, at: 6) }
    } else {
      // Without filters the places table is not needed until ranking (much cheaper).
      statement = try database.cached(
        """
        SELECT rowid FROM places_fts WHERE places_fts MATCH ?1
        ORDER BY \(ConnectionPool.rank)(places_fts, 10.0, 3.0) LIMIT \(Self.candidateLimit)
        """, purpose: "search places by text")
    }
    try statement.bind(match, at: 1)
    var ids: [Int64] = []
    while try statement.step() { ids.append(statement.int(0)) }
    if MatchingLimits.isMemoizable(match) { memo.candidates.insert(ids, for: key) }
    return ids
  }

  /// The candidates' ranking rows, from the cache or read (and cached) in one query.
  private func rankingRows(_ ids: [Int64]) throws -> [RankingRow] {
    // Usually every row is cached: no dictionary, no query.
    if let cached = memo.rows.rows(forAll: ids) { return cached }
    let cached = memo.rows.rows(for: ids)
    var found: [Int64: RankingRow] = [:]
    for row in cached { if let row { found[row.id] = row } }
    let missing = ids.filter { found[$0] == nil }
    let statement = try database.prepare(
      "SELECT \(RankingRow.columns) FROM places p WHERE p.id IN (\(missing.map(String.init).joined(separator: ",")))",
      purpose: "read candidate places")
    var read: [RankingRow] = []
    while try statement.step() { read.append(RankingRow(statement: statement, cityWords: cityWords)) }
    memo.rows.insert(read)
    for row in read { found[row.id] = row }
    return ids.compactMap { found[$0] }
  }
}
