import EnrichSystem
import EnrichTestSupport
import Testing

/// `addRememberingBM25` must rank exactly like FTS5's own `bm25()`: the same double for every
/// row of every query, whether a row's token count is read or remembered, and whatever rows
/// share a slot of its memory.
@Suite struct RememberingBM25Tests {
  static let words = [
    "kappeli", "kapelli", "savotta", "ravintola", "cafe", "helsinki", "esplanadi", "katu", "bar", "oy",
    "stockmann", "alepa", "k", "1", "22", "musee", "le", "parc", "de", "la",
  ]

  /// An FTS5 table like the index's (two columns, contentless, prefix indexes) with rows of
  /// one to a dozen words drawn from `words` (repeats included), rowids spread apart.
  static func database(remembering rows: Int32) throws -> SQLiteDatabase {
    let database = try SQLiteDatabase(path: ":memory:")
    try database.exec(
      """
      CREATE VIRTUAL TABLE t USING fts5(names, address, content='',
        tokenize='unicode61 remove_diacritics 2', prefix='2 3 4')
      """, purpose: "create a full-text table")
    var random = SplitMix(seed: 16)
    let insert = try database.prepare(
      "INSERT INTO t(rowid, names, address) VALUES(?1, ?2, ?3)", purpose: "insert")
    func text(_ count: Int) -> String {
      (0..<count).map { _ in words[Int(random.next() % UInt64(words.count))] }.joined(separator: " ")
    }
    for row in 0..<600 {
      let names = text(1 + Int(random.next() % 6))
      let address = text(Int(random.next() % 7))
      try insert.run([.int(Int64(row) * 37 + 5), .text(names), .text(address)])
    }
    try database.addRememberingBM25(named: "remembering_bm25", rows: rows)
    return database
  }

  static let matches = [
    "kappeli", "\"kappeli\" OR \"kapelli\"", "(\"ravintola\") OR (\"sav\"*)", "cafe AND helsinki",
    "\"le parc\"", "names : bar", "address : (katu OR esplanadi)", "(\"k\") OR (\"1\") OR (\"22\" OR \"oy\")",
    "\"st\"* OR musee", "de OR la OR le OR parc OR musee OR alepa OR stockmann",
  ]

  @Test(arguments: [Int32(4), 16_384])
  func givesBM25sValuesForEveryRow(remembering rows: Int32) throws {
    let database = try Self.database(remembering: rows)
    for weights in ["", ", 10.0", ", 10.0, 3.0", ", 1.0, 2.0, 5.0"] {
      let query = try database.prepare(
        "SELECT rowid, bm25(t\(weights)), remembering_bm25(t\(weights)) FROM t WHERE t MATCH ?1",
        purpose: "rank both ways")
      // Twice: the second pass finds the counts remembered (or, with 4 slots, mostly not).
      for match in Self.matches + Self.matches {
        query.reset()
        try query.bind(match, at: 1)
        var rows = 0
        while try query.step() {
          rows += 1
          #expect(
            query.double(1).bitPattern == query.double(2).bitPattern,
            "row \(query.int(0)) of \(match) with weights '\(weights)'")
        }
        #expect(rows > 0, "\(match) matches rows")
      }
    }
  }

  @Test func ordersTheFirstRowsLikeBM25() throws {
    let database = try Self.database(remembering: 64)
    for match in Self.matches {
      func ids(_ rank: String) throws -> [Int64] {
        let query = try database.prepare(
          "SELECT rowid FROM t WHERE t MATCH ?1 ORDER BY \(rank)(t, 10.0, 3.0) LIMIT 40", purpose: "rank")
        try query.bind(match, at: 1)
        var ids: [Int64] = []
        while try query.step() { ids.append(query.int(0)) }
        return ids
      }
      #expect(try ids("bm25") == ids("remembering_bm25"), "\(match)")
    }
  }

  @Test(arguments: [Int32(0), -8, 100])
  func refusesASizeThatIsNotAPowerOfTwo(_ rows: Int32) throws {
    let database = try SQLiteDatabase(path: ":memory:")
    #expect(throws: SQLiteError.self) { try database.addRememberingBM25(named: "r", rows: rows) }
  }
}
