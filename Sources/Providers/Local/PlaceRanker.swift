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
  /// `numbers` as house-number keys (`StreetNames.houseNumberKey`).
  let numberKeys: [String]
  /// The building numbers of `numbers` (`9a` → 9), for ranges and lists of candidates.
  let numberValues: [Int]
  let postcodes: [String]
  /// Whether each of `distinctive` is one of `numbers` or of `postcodes` (looked up once).
  let distinctiveIsNumber: [Bool]
  let distinctiveIsPostcode: [Bool]

  /// The query without words that name a city of the index (`helsinki`), for name matching,
  /// so `Stockmann Helsinki` does not match a place called `Helsinki`; the full query when
  /// nothing distinctive would be left.
  let nameQuery: FoldedName

  /// The query's distinctive words that are not numbers, cities or street names of the index:
  /// what the name should explain. `Finlands Bank` must not be taken for `Ravintola Bank`.
  let nameWords: [String]
  let nameWordsName: FoldedName

  /// Query words plus adjacent pairs joined (`mc donalds` → `mcdonalds`), with and without
  /// city words, prepared once per query.
  let queryTokens: [String]
  let nameQueryTokens: [String]
  /// Character counts of `queryTokens` and `nameQueryTokens`, counted once per query.
  let queryTokenLengths: [Int]
  let nameQueryTokenLengths: [Int]
  /// Their `TokenSketch`es, for the quick rejections of `NameSimilarity`.
  let queryTokenSketches: [TokenSketch]
  /// What their sketches tell at once of a word that matches none of them (`SketchBytes`).
  let queryTokenBytes: SketchBytes
  let nameQueryTokenSketches: [TokenSketch]
  let distinctive: [String]
  let distinctiveSketches: [TokenSketch]
  let cityWords: Set<String>

  /// The query's name part (`LocalTextSearch.namePart`), with the roles of its words: when
  /// there is one, a place's name score is how far its names explain it (`NameEvidence`).
  let namePart: NameEvidence.Profile?

  init(
    query: FoldedName, namePart: NameEvidence.Profile? = nil, cityWords: Set<String> = [],
    streetWords: Set<String> = []
  ) {
    self.query = query
    self.namePart = namePart
    // The first word stays: `Helsinki, Kaivokatu 1` may name a place called Helsinki.
    let withoutCities = query.tokens.enumerated().filter { $0.offset == 0 || !cityWords.contains($0.element) }
      .map(\.element)
    let reduced = withoutCities.count == query.tokens.count ? query : FoldedName(tokens: withoutCities)
    self.nameQuery = reduced.distinctiveTokens.isEmpty ? query : reduced
    self.nameWords = nameQuery.distinctiveTokens.filter {
      !$0.startsWithNumber && !cityWords.contains($0) && !streetWords.contains($0)
    }
    self.nameWordsName = FoldedName(tokens: nameWords)
    // Both are the query's words with pairs joined: worked out once, shared.
    let queryTokens = Self.withJoinedPairs(query.tokens)
    self.queryTokens = queryTokens
    self.nameQueryTokens = queryTokens
    self.queryTokenLengths = queryTokens.map(NameSimilarity.characterCount)
    self.nameQueryTokenLengths = queryTokenLengths
    self.queryTokenSketches = queryTokens.map(TokenSketch.init)
    self.queryTokenBytes = SketchBytes(queryTokenSketches)
    self.nameQueryTokenSketches = queryTokenSketches
    self.cityWords = cityWords
    self.distinctive = query.distinctiveTokens
    self.distinctiveSketches = distinctive.map(TokenSketch.init)
    var numbers: [String] = []
    var postcodes: [String] = []
    let tokens = query.tokens
    for (index, token) in tokens.enumerated() where token.startsWithNumber {
      if token.count == 5, token.allSatisfy(\.isNumber) {
        postcodes.append(token)
        continue
      }
      if index + 1 < tokens.count, tokens[index + 1].count == 1, tokens[index + 1].startsWithLetter {
        numbers.append(token + tokens[index + 1])
      }
      numbers.append(token)
    }
    self.numbers = numbers
    self.numberKeys = numbers.map(StreetNames.houseNumberKey)
    self.numberValues = numbers.compactMap { Int(StreetNames.splitHouseNumber($0).number) }
    self.postcodes = postcodes
    let (numberSet, postcodeSet) = (Set(numbers), Set(postcodes))
    self.distinctiveIsNumber = distinctive.map(numberSet.contains)
    self.distinctiveIsPostcode = distinctive.map(postcodeSet.contains)
  }

  struct Score {
    var total: Double
    var name: Double
  }

  /// The place's score; `keeps` tells whether the caller keeps a total (it must only ever turn
  /// from no to yes as the total grows): a total it would not keep may come back as an upper
  /// bound of the exact one (and the name score too), the work that would only have lowered it
  /// left out.
  func score(_ record: RankingRow, bias: LocationArea?, keeps: (Double) -> Bool = { _ in true }) -> Score {
    let streetTokens = record.streetTokens
    // Query words the name should explain: not address words, not words of the place's street
    // or type (`museum` in `Ateneum museum`).
    // Usually nothing is filtered out: reuse the name prepared once per query.
    let residualName: FoldedName
    if nameWords.contains(where: { streetTokens.contains($0) || record.typeWords.contains($0) }) {
      residualName = FoldedName(
        tokens: nameWords.filter { !streetTokens.contains($0) && !record.typeWords.contains($0) })
    } else {
      residualName = nameWordsName
    }
    let hasResidual = !residualName.isEmpty
    // Name: the best of all the place's names (name, name:sv, alt_name, brand...): how much of
    // it the query contains, and how much of the query's remaining words it explains.
    var nameScore = 0.0
    // The index of the best name in `foldedNames`.
    var bestName: Int?
    // Names that share a word with the query: only they can give name evidence.
    var sharing: [Int] = []
    let foldedNames = record.foldedNames
    for nameIndex in foldedNames.indices {
      // A name that is only a city (`Helsinki` station) must be asked for first in the query,
      // not merely end it as the city of an address.
      if record.namesAreCities[nameIndex], foldedNames[nameIndex].tokens.first != query.tokens.first {
        continue
      }
      var value = NameSimilarity.coverage(
        of: foldedNames[nameIndex], in: nameQueryTokens, lengths: nameQueryTokenLengths,
        sketches: nameQueryTokenSketches, bytes: queryTokenBytes, abbreviations: .inText)
      // Written together in the query (`itapasila` for `Itä-Pasila`); not when the joined
      // word can match no query word (its coverage would be 0).
      if value < 1, foldedNames[nameIndex].tokens.count > 1,
        queryTokenBytes.mayMatch(foldedNames[nameIndex].joinedSketch)
      {
        value = max(
          value,
          NameSimilarity.coverage(
            of: record.joinedNames[nameIndex], in: nameQueryTokens, lengths: nameQueryTokenLengths,
            sketches: nameQueryTokenSketches, bytes: queryTokenBytes, abbreviations: .inText))
      }
      if value > 0 { sharing.append(nameIndex) }
      if hasResidual, value > 0 {
        let name = foldedNames[nameIndex]
        let reverse = NameSimilarity.coverage(
          of: residualName, in: name.tokens, lengths: name.lengths, sketches: name.sketches,
          abbreviations: .inName)
        value = 0.6 * value + 0.4 * reverse
      }
      if value > nameScore {
        nameScore = value
        bestName = nameIndex
      }
    }
    // Address agreement.
    var address = 0.7
    var streetMatched = false
    var numberDiffers = false
    var explainsNumbers = false
    // `joinedStreetKey` as a one-word name (nil together).
    if let street = record.joinedStreetName {
      if NameSimilarity.coverage(
        of: street, in: queryTokens, lengths: queryTokenLengths, sketches: queryTokenSketches,
        bytes: queryTokenBytes, abbreviations: .inText)
        >= 0.85
      {
        address += 0.15
        streetMatched = true
      }
    }
    if !numbers.isEmpty, record.houseNumber != nil, let key = record.houseNumberKey {
      if numbers.contains(key) {
        address += 0.15
      } else if numberKeys.contains(key)
        || record.houseNumberList.map({ list in numberValues.contains(where: list.contains) }) == true
      {
        // `houseNumber(_:covers:)` for every number of the query, with the keys compared first
        // (no key is equal past them) and the candidate's range or list parsed once.
        address += 0.12
      } else if let base = record.houseNumberBase, numbers.contains(base) {
        address += 0.1
      } else {
        address -= 0.4
        numberDiffers = true
      }
      explainsNumbers = true
    }
    var explainsPostcodes = false
    if let postcode = record.postcode, !postcodes.isEmpty {
      address += postcodes.contains(postcode) ? 0.05 : -0.15
      explainsPostcodes = true
    }
    let decay = bias.map { Self.decay(from: $0, to: record.location) }
    func total(name: Double, coverage: Double) -> Double {
      var total = 0.6 * name + 0.2 * coverage + 0.2 * min(1, max(0, address))
      // Same street, another number: most likely another branch of a chain.
      if streetMatched, numberDiffers { total *= 0.8 }
      if let decay { total *= 0.8 + 0.2 * decay }
      return min(1, max(0, total))
    }
    // The total grows with the name score and the coverage, which evidence and coverage can
    // only lower (to at most 1): when even the total with the name score as it stands and full
    // coverage is not kept, the rest is not worked out (a place of the query's street with
    // another number and another name, usually).
    if case let most = total(name: nameScore, coverage: 1), !keeps(most) {
      return Score(total: most, name: nameScore)
    }
    if let namePart, nameScore > 0 {
      // The name is known apart from the address: its evidence decides, as it will for the
      // match (a `Costa` café does not explain `Parking de la Costa`).
      var evidence = 0.0
      for index in sharing {
        evidence = max(
          evidence, NameEvidence.score(namePart, record.nameProfiles[index], types: record.types))
        if evidence == 1 { break }
      }
      nameScore = min(nameScore, evidence)
    }
    if !distinctive.isEmpty, case let most = total(name: nameScore, coverage: 1), !keeps(most) {
      return Score(total: most, name: nameScore)
    }
    // Coverage: the share of the query's distinctive words the place explains. The query's own
    // numbers and postcodes explain themselves, exactly: compared word by word with the query
    // they would cost the square of its length.
    var coverage = 1.0
    if !distinctive.isEmpty {
      var hits = 0.0
      // The words that explain: the best name's, the street's when it matched, the city's and
      // the types' (the best of them is taken, so their order does not matter).
      let bestTokens = bestName.map { foldedNames[$0] }
      let street = streetMatched ? record.joinedStreetName : nil
      for (tokenIndex, token) in distinctive.enumerated() {
        if explainsNumbers && distinctiveIsNumber[tokenIndex]
          || explainsPostcodes && distinctiveIsPostcode[tokenIndex]
        {
          hits += 1
          continue
        }
        let sketch = distinctiveSketches[tokenIndex]
        var best = 0.0
        func consider(_ words: [String], _ sketches: [TokenSketch]) {
          for index in words.indices where best < 1 {
            best = max(best, NameSimilarity.tokenScore(token, sketch, words[index], sketches[index]))
          }
        }
        if let bestTokens { consider(bestTokens.tokens, bestTokens.sketches) }
        if let street { consider(street.tokens, street.sketches) }
        consider(record.cityTokens, record.cityTokenSketches)
        consider(record.typeWords, record.typeWordSketches)
        hits += best
      }
      coverage = hits / Double(distinctive.count)
    }
    return Score(total: total(name: nameScore, coverage: coverage), name: nameScore)
  }

  static func withJoinedPairs(_ tokens: [String]) -> [String] {
    var all = tokens
    for index in tokens.indices.dropLast() where tokens[index].startsWithLetter {
      all.append(tokens[index] + tokens[index + 1])
    }
    return all
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
