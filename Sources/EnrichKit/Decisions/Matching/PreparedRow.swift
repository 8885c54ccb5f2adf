import EnrichCore

/// What `MatchScorer` compares candidates with, worked out once per row: a search returns
/// several candidates, and folding the row's name and address again for each one was a
/// measurable share of a local run.
struct PreparedRow {
  let request: RowRequest
  /// The row's name, folded, with the roles of its words (its own city weighs little).
  let nameProfile: NameEvidence.Profile?
  /// The search text, folded (used when the row has no name).
  let query: FoldedName?
  let address: RowAddress

  init(_ request: RowRequest) {
    self.request = request
    // The row's city, and what follows a comma in its name (`Joe & The Juice, Stockmann`),
    // locate the place rather than name it.
    nameProfile = request.name.map { name in
      var light = Set(request.city.map(TextFolding.tokens) ?? [])
      if let comma = name.firstIndex(of: ",") {
        light.formUnion(StreetNames.expandedTokens(String(name[name.index(after: comma)...])))
      }
      return NameEvidence.Profile(FoldedName(name), lightWords: light, text: name)
    }
    query = request.name == nil ? request.queryText.map(FoldedName.init) : nil
    address = RowAddress.of(request)
  }
}

/// The row's street, house number and postcode in the forms `MatchScorer.addressFactor`
/// compares (see `StreetNames`).
struct RowAddress {
  struct Street {
    let text: String
    let name: FoldedName
    let key: String
    /// The words as written, not expanded (`av` may be `avinguda`, not `avenue`).
    let written: [String]
  }

  struct Number {
    let text: String
    /// `9 A` → `9a`.
    let key: String
    /// `9 A` → `9`.
    let base: String
  }

  let street: Street?
  let number: Number?
  let postcodeDigits: String?

  init(_ request: RowRequest) {
    // `streetForMatching` and `houseNumberForMatching` without parsing the address twice.
    let parsed = request.street == nil || request.houseNumber == nil ? Self.streetLine(request) : nil
    street = (request.street ?? parsed?.street).map {
      let name = FoldedName(tokens: StreetNames.streetTokens($0))
      // `StreetNames.key` is these tokens joined by spaces.
      return Street(
        text: $0, name: name, key: name.tokens.joined(separator: " "), written: TextFolding.tokens($0))
    }
    number = (request.houseNumber ?? parsed?.number).map {
      Number(
        text: $0, key: StreetNames.houseNumberKey($0), base: StreetNames.splitHouseNumber($0).number)
    }
    postcodeDigits = request.postcode?.filter(\.isNumber)
  }

  /// The street and number of the building address: its first comma part that holds a number
  /// after a word (`Asemahalli, Kaivokatu 1` → `Kaivokatu 1`; a number alone joins the part
  /// before it, `Calle Mayor, 12`), else `RowRequest.parsedStreetLine`.
  static func streetLine(_ request: RowRequest) -> (street: String, number: String?)? {
    guard let building = request.buildingAddress else { return nil }
    let parts = building.split(separator: ",").map { String($0).trimmed() }
    func hasLetters(_ text: String) -> Bool { text.containsLetter }
    func hasDigits(_ text: String) -> Bool { text.containsNumber }
    for (index, part) in parts.enumerated() where index > 0 && hasDigits(part) {
      var line = part
      if !hasLetters(part)
        || part.split(separator: " ").allSatisfy({ $0.first?.isNumber == true || $0.count <= 3 })
      {
        line = parts[index - 1] + " " + part  // `Calle Mayor, 12`, `Carrer Major, 12 bis`
      } else if hasDigits(parts[0]) {
        break  // the first part already is a street line
      }
      var single = request
      single.address = line
      single.analysis = nil
      return single.parsedStreetLine
    }
    return request.parsedStreetLine
  }
}

extension RowAddress {
  /// What `RowAddress(request)` depends on: the street, number and postcode columns and the
  /// building address.
  private struct Source: Hashable, Sendable {
    var street: String?
    var houseNumber: String?
    var postcode: String?
    var building: String?
  }

  /// Rows of a batch repeat the same addresses; parsing one is a pure function of `Source`.
  private static let memo = BoundedMemo<Source, RowAddress>(capacity: 5_000)

  /// `RowAddress(request)`, from the memo when the same address was prepared recently.
  static func of(_ request: RowRequest) -> RowAddress {
    let source = Source(
      street: request.street, houseNumber: request.houseNumber, postcode: request.postcode,
      building: request.buildingAddress)
    // A megabyte cell is prepared each time: the memo must not hold thousands of them.
    let texts = [source.street, source.houseNumber, source.postcode, source.building]
    guard texts.allSatisfy({ $0.map(MatchingLimits.isMemoizable) ?? true }) else {
      return RowAddress(request)
    }
    return memo.value(for: source) { _ in RowAddress(request) }
  }
}
