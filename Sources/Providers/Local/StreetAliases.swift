/// Rewrites street names in other languages (or former names) to the street's own key, using
/// the names OSM gives highways: `Alexandersgatan 22` → `aleksanterinkatu 22`, so Swedish
/// addresses in Finland match the Finnish `addr:street` of the data.
struct StreetAliases: Sendable {
  /// Alias key → street key, both `StreetNames.key` forms.
  let keys: [String: String]

  init(keys: [String: String]) { self.keys = keys }

  /// The tokens with aliases of one or two words replaced by the street key's tokens.
  func rewrite(_ tokens: [String]) -> [String] {
    guard !keys.isEmpty else { return tokens }
    var output: [String] = []
    var index = 0
    while index < tokens.count {
      if index + 1 < tokens.count, let key = keys[tokens[index] + " " + tokens[index + 1]] {
        output += key.split(separator: " ").map(String.init)
        index += 2
      } else if let key = keys[tokens[index]] {
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
