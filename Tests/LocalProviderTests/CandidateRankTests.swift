import EnrichCore
import EnrichSystem
import Testing

@testable import LocalProvider

/// The pooled connections rank full-text candidates with `ConnectionPool.rank`, which must
/// give FTS5's `bm25()`'s values, hence the same candidates in the same order: checked on the
/// MATCH expressions text search makes for every place of the sample index, by its name, its
/// name and street, and its name with a letter dropped (corrections and prefixes).
@Suite struct CandidateRankTests {
  @Test func rankIsBM25ForTheQueriesOfEveryPlace() throws {
    let pool = try ConnectionPool(path: SharedIndex.build.get().path, size: 1)
    let mismatches = try pool.withConnection { database in
      let corrector = try IndexVocabulary(database: database).corrector(database)
      let places = try database.prepare(
        "SELECT name, coalesce(street, '') FROM places ORDER BY id", purpose: "read the places' names")
      var texts: [String] = []
      while try places.step() {
        let name = places.text(0) ?? ""
        texts += [
          name, name + " " + (places.text(1) ?? ""), String(name.dropFirst(2).prefix(1)) + name.dropFirst(3),
        ]
      }
      var matches: [String] = []
      for text in texts {
        if let match = try FullTextQuery.expression(
          FoldedName(text).tokens, corrector: corrector, prefixAll: false, joiner: "OR")
        {
          matches.append(match)
        }
      }
      #expect(matches.count > 3_000)
      func ranked(_ rank: String, _ match: String) throws -> [(Int64, UInt64)] {
        let query = try database.cached(
          """
          SELECT rowid, \(rank)(places_fts, 10.0, 3.0) FROM places_fts WHERE places_fts MATCH ?1
          ORDER BY \(rank)(places_fts, 10.0, 3.0) LIMIT \(LocalTextSearch.candidateLimit)
          """, purpose: "rank candidates")
        try query.bind(match, at: 1)
        var rows: [(Int64, UInt64)] = []
        while try query.step() { rows.append((query.int(0), query.double(1).bitPattern)) }
        return rows
      }
      var mismatches: [String] = []
      for match in matches {
        let (own, fts5) = (try ranked(ConnectionPool.rank, match), try ranked("bm25", match))
        if !own.elementsEqual(fts5, by: ==) { mismatches.append(match) }
      }
      return mismatches
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }
}

/// The category check of a text search sees a place's name by a telling word without making
/// the query's profile: the same answer as from the profile.
@Suite struct CategoryCheckTests {
  @Test(arguments: [
    "pharmacy", "apteekki", "Café", "le café", "Ravintola", "Kappeli", "Ravintola Savotta", "cafe oy",
    "bar 12", "the pub", "", "Apteekki Helsinki", "Oy Ab", "le la", "restaurant café bar",
  ])
  func agreesWithTheProfile(_ text: String) {
    let query = FoldedName(text)
    for includedType in [nil, "pharmacy"] {
      #expect(
        CategorySearch.types(for: query, includedType: includedType)
          == CategorySearch.types(for: NameEvidence.Profile(query), includedType: includedType))
    }
  }
}

/// `PlaceRanker.score` with `keeps` may leave out work only on places the caller drops: checked
/// against the exact score for every place of the sample index, for queries made from its
/// places' names and addresses (the same number, another, none), with and without a bias.
@Suite struct RankerShortcutTests {
  @Test func aShortcutTotalIsAnUpperBoundThatIsNotKept() throws {
    let pool = try ConnectionPool(path: SharedIndex.build.get().path, size: 1)
    let (rows, texts, cityWords) = try pool.withConnection { database in
      let cityWords = try IndexVocabulary(database: database).cityWords
      let read = try database.prepare(
        "SELECT \(RankingRow.columns) FROM places p ORDER BY p.id", purpose: "read the ranking rows")
      var rows: [RankingRow] = []
      while try read.step() { rows.append(RankingRow(statement: read, cityWords: cityWords)) }
      let places = try database.prepare(
        "SELECT name, coalesce(street, ''), coalesce(housenumber, '') FROM places WHERE id % 61 = 0",
        purpose: "read queries")
      var texts: [String] = []
      while try places.step() {
        let (name, street, number) = (places.text(0) ?? "", places.text(1) ?? "", places.text(2) ?? "")
        texts += [
          name, "\(name), \(street) \(number), Helsinki", "\(name) \(street) 999", "\(street) \(number)",
        ]
      }
      return (rows, texts, cityWords)
    }
    #expect(texts.count > 100)
    let bias = LocationArea.circle(Circle(center: rows[0].location, radius: 300))
    var shortcuts = 0
    for text in texts {
      let query = FoldedName(text)
      // Its name part as search takes it (`Name, street`): name evidence counts then.
      let namePart = LocalTextSearch.firstPart(of: text).flatMap(LocalTextSearch.namePart)
      let ranker = PlaceRanker(query: query, namePart: namePart, cityWords: cityWords)
      for row in rows {
        for area in [nil, bias] {
          let exact = ranker.score(row, bias: area).total
          for threshold in [0.3, 0.45] {
            let quick = ranker.score(row, bias: area) { $0 >= threshold }.total
            if quick != exact {
              shortcuts += 1
              #expect(quick > exact && quick < threshold, "\(text) / \(row.id)")
            }
          }
        }
      }
    }
    #expect(shortcuts > 1_000, "\(shortcuts) shortcuts")
  }
}

/// Text search that leaves out the work on candidates it cannot return answers exactly what it
/// answers doing all of it: queries made from the sample index's places, with several result
/// counts, a type asked for, a bias, distance order and open-now.
@Suite struct SearchPruningTests {
  @Test func pruningChangesNoAnswer() throws {
    let pool = try ConnectionPool(path: SharedIndex.build.get().path, size: 1)
    let differences = try pool.withConnection { database in
      let vocabulary = try IndexVocabulary(database: database)
      func search(pruning: Bool) -> LocalTextSearch {
        var search = LocalTextSearch(
          database: database, corrector: vocabulary.corrector(database), cityWords: vocabulary.cityWords,
          streetWords: vocabulary.streetWords(database), streetTypeWords: vocabulary.streetTypeWords,
          aliases: vocabulary.aliases(database), memo: TextSearchMemo(), defaultCountry: "FI",
          openNow: { _ in true })
        search.prunes = pruning
        return search
      }
      let (pruned, full) = (search(pruning: true), search(pruning: false))
      let places = try database.prepare(
        "SELECT name, coalesce(street, ''), coalesce(housenumber, ''), lat, lon FROM places WHERE id % 17 = 0",
        purpose: "read queries")
      var requests: [TextSearchRequest] = []
      while try places.step() {
        let (name, street, number) = (places.text(0) ?? "", places.text(1) ?? "", places.text(2) ?? "")
        let point = Coordinate(latitude: places.double(3), longitude: places.double(4))
        for (index, text) in [
          "\(name), \(street) \(number), Helsinki", "\(name) \(street) 999", "\(street) \(number)",
        ]
        .enumerated() {
          var request = TextSearchRequest(textQuery: text)
          request.maxResultCount = [5, 1, 3, 20][(requests.count + index) % 4]
          if requests.count % 5 == 0 { request.includedType = "restaurant" }
          if requests.count % 7 == 0 { request.locationBias = .circle(Circle(center: point, radius: 200)) }
          if requests.count % 11 == 0 { request.rankPreference = .distance }
          if requests.count % 13 == 0 { request.openNow = true }
          requests.append(request)
        }
      }
      #expect(requests.count > 250)
      var differences: [String] = []
      for request in requests where try pruned.search(request) != full.search(request) {
        differences.append(request.textQuery)
      }
      return differences
    }
    #expect(differences.isEmpty, "\(differences.prefix(5))")
  }
}
