import EnrichCore

/// Scores a candidate place against a free-text query, in [0, 1]: how much of the place's best
/// name the query contains (typos and generic words tolerated), how much of the query the place
/// explains (name, street, number, postcode, city), whether house number / street / postcode
/// agree when the query has them, and distance decay under a location bias. Pure.
struct PlaceRanker {
  let query: FoldedName
  /// Query tokens that look like house numbers (start with a digit, not postcodes), with a
  /// following single letter glued on (`9 a` → `9a`).
  let numbers: [String]
  let postcodes: [String]

  /// The query without words that name a city of the index (`helsinki`), for name matching,
  /// so `Stockmann Helsinki` does not match a place called `Helsinki`; the full query when
  /// nothing distinctive would be left.
  let nameQuery: FoldedName

  /// The query's distinctive words that are not numbers, cities or street names of the index:
  /// what the name should explain. `Finlands Bank` must not be taken for `Ravintola Bank`.
  let nameWords: [String]

  init(query: FoldedName, cityWords: Set<String> = [], streetWords: Set<String> = []) {
    self.query = query
    let withoutCities = query.tokens.filter { !cityWords.contains($0) }
    let reduced = FoldedName(tokens: withoutCities)
    self.nameQuery = reduced.distinctiveTokens.isEmpty ? query : reduced
    self.nameWords = nameQuery.distinctiveTokens.filter {
      $0.first?.isNumber != true && !cityWords.contains($0) && !streetWords.contains($0)
    }
    var numbers: [String] = []
    var postcodes: [String] = []
    let tokens = query.tokens
    for (index, token) in tokens.enumerated() where token.first?.isNumber == true {
      if token.count == 5, token.allSatisfy(\.isNumber) {
        postcodes.append(token)
        continue
      }
      if index + 1 < tokens.count, tokens[index + 1].count == 1, tokens[index + 1].first?.isLetter == true {
        numbers.append(token + tokens[index + 1])
      }
      numbers.append(token)
    }
    self.numbers = numbers
    self.postcodes = postcodes
  }

  struct Score {
    var total: Double
    var name: Double
  }

  func score(_ record: PlaceRecord, bias: LocationArea?) -> Score {
    // Name: the best of all the place's names (name, name:sv, alt_name, brand...).
    var nameScore = 0.0
    var nameTokens: [String] = []
    for (_, value) in record.names {
      let name = FoldedName(value)
      let contained = NameSimilarity.containment(of: name, in: nameQuery)
      let whole = NameSimilarity.score(name, nameQuery)
      let value = max(contained * 0.97 + whole * 0.03, whole)
      if value > nameScore {
        nameScore = value
        nameTokens = name.tokens
      }
    }
    // What the name leaves unexplained in the query lowers the name score.
    if !nameWords.isEmpty {
      let streetTokens = Set(record.street.map { StreetNames.expandedTokens($0) } ?? [])
      // A word naming the place's type (`museum` in `Ateneum museum`) is explained too.
      let typeWords = Set(record.types.flatMap { $0.split(separator: "_").map(String.init) })
      let residual = nameWords.filter { !streetTokens.contains($0) && !typeWords.contains($0) }
      if !residual.isEmpty {
        let reverse = NameSimilarity.coverage(
          of: FoldedName(tokens: residual), in: nameTokens, abbreviations: .inName)
        nameScore = 0.6 * nameScore + 0.4 * reverse
      }
    }
    // Address agreement.
    var explained = Set(nameTokens)
    var address = 0.7
    if let street = record.street {
      let streetKey = FoldedName(tokens: [StreetNames.key(street).replacingOccurrences(of: " ", with: "")])
      if NameSimilarity.containment(of: streetKey, in: query) >= 0.85 {
        address += 0.15
        explained.formUnion(streetKey.tokens)
      }
    }
    if !numbers.isEmpty, let number = record.houseNumber {
      let key = StreetNames.houseNumberKey(number)
      let bare = StreetNames.splitHouseNumber(number).number
      if numbers.contains(key) {
        address += 0.15
      } else if numbers.contains(bare) {
        address += 0.1
      } else {
        address -= 0.4
      }
      explained.formUnion(numbers)
    }
    if let postcode = record.postcode, !postcodes.isEmpty {
      address += postcodes.contains(postcode) ? 0.05 : -0.15
      explained.formUnion(postcodes)
    }
    if let city = record.city { explained.formUnion(TextFolding.tokens(city)) }
    for type in record.types { explained.formUnion(type.split(separator: "_").map(String.init)) }
    // Coverage: the share of the query's distinctive words the place explains.
    let distinctive = query.distinctiveTokens
    var coverage = 1.0
    if !distinctive.isEmpty {
      var hits = 0.0
      for token in distinctive {
        hits += explained.map { NameSimilarity.tokenScore(token, $0) }.max() ?? 0
      }
      coverage = hits / Double(distinctive.count)
    }
    var total = 0.6 * nameScore + 0.2 * coverage + 0.2 * min(1, max(0, address))
    if let bias { total *= 0.8 + 0.2 * Self.decay(from: bias, to: record.location) }
    return Score(total: min(1, max(0, total)), name: nameScore)
  }

  /// 1 inside a bias area, falling off with distance outside it (half at one radius out).
  static func decay(from bias: LocationArea, to point: Coordinate) -> Double {
    switch bias {
    case .circle(let circle):
      let distance = circle.center.distance(to: point)
      let scale = max(circle.radius, 500)
      return distance <= circle.radius ? 1 : 1 / (1 + (distance - circle.radius) / scale)
    case .rectangle(let rectangle):
      if rectangle.contains(point) { return 1 }
      let halfDiagonal = max(rectangle.low.distance(to: rectangle.high) / 2, 500)
      let distance = rectangle.center.distance(to: point)
      return 1 / (1 + max(0, distance - halfDiagonal) / halfDiagonal)
    }
  }
}
