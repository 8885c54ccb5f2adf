import EnrichSystem

/// Rewrites street names in other languages (or former names) to the street's own key, using
/// the names OSM gives highways: `Alexandersgatan 22` → `aleksanterinkatu 22`, so Swedish
/// addresses in Finland match the Finnish `addr:street` of the data. Looks aliases up in the
/// index's `street_aliases` through one connection (nil: the index has none), remembering
/// answers in the provider's `IndexVocabulary`.
struct StreetAliases {
  let database: SQLiteDatabase?
  let vocabulary: IndexVocabulary

  /// The street key an alias key (`StreetNames.key` form) stands for, nil when it is none.
  func street(for alias: String) throws -> String? {
    guard let database else { return nil }
    return try vocabulary.aliasTargets.value(for: alias) { alias in
      let statement = try database.cached(
        "SELECT street_key FROM street_aliases WHERE alias_key = ?1", purpose: "look up a street alias")
      try statement.bind(alias, at: 1)
      return try statement.step() ? statement.text(0) : nil
    }
  }

  /// The tokens with aliases of one or two words replaced by the street key's tokens.
  func rewrite(_ tokens: [String]) throws -> [String] {
    guard database != nil else { return tokens }
    var output: [String] = []
    var index = 0
    while index < tokens.count {
      if index + 1 < tokens.count, let key = try street(for: tokens[index] + " " + tokens[index + 1]) {
        output += key.split(separator: " ").map(String.init)
        index += 2
      } else if let key = try street(for: tokens[index]) {
        output += key.split(separator: " ").map(String.init)
        index += 1
      } else {
        output.append(tokens[index])
        index += 1
      }
    }
    return output
  }
}
