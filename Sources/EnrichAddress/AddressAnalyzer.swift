import EnrichCore

/// Splits a raw address into its building address and subpremise, flags street numbers that
/// text search mishandles, and picks the provider operation. Pure and deterministic: no
/// network, no locale, no state.
///
/// ```swift
/// let analysis = AddressAnalyzer.analyze("120 N. Michigan Ave. Ste 1605, Chicago, IL 60601")
/// analysis.building     // "120 N. Michigan Ave., Chicago, IL 60601"
/// analysis.subpremise   // "Ste 1605"
/// analysis.route        // .geocode
/// ```
package enum AddressAnalyzer {
  /// Analyses one address.
  /// - Parameters:
  ///   - address: the raw address, any script, commas and line breaks allowed.
  ///   - country: an ISO 3166 alpha-2 hint (`US`, `AU`, `PL`, `CZ`) that settles the few
  ///     shapes that differ by country (`1/2` fraction or unit, `10/12` flat or conscription number).
  package static func analyze(_ address: String, country: String? = nil) -> AddressAnalysis {
    // A megabyte cell is analysed each time: the memo must not hold thousands of them.
    guard MatchingLimits.isMemoizable(address) else { return analyzeOnce(address, country: country) }
    return memo.value(for: MemoKey(address: address, country: country)) {
      analyzeOnce($0.address, country: $0.country)
    }
  }

  private struct MemoKey: Hashable, Sendable {
    var address: String
    var country: String?
  }

  /// Analyses already made: batches repeat addresses (one street, one building, many rows).
  private static let memo = BoundedMemo<MemoKey, AddressAnalysis>(capacity: 20_000)

  private static func analyzeOnce(_ address: String, country: String?) -> AddressAnalysis {
    let tokens = AddressTokenizer.tokenize(address)
    let cursor = TokenCursor(tokens: tokens)
    let (poBox, claimed) = POBoxDetector(tokens: tokens).detect()
    let house = HouseNumberLocator.locate(cursor, claimed: claimed)

    var spans = SubpremiseScanner(text: address, cursor: cursor, claimed: claimed, houseNumber: house).scan()
    spans += CJKUnitScanner.scan(address)
    if let slash = SlashUnitRule.find(text: address, cursor: cursor, country: country) { spans.append(slash) }
    if let civic = CanadianUnitRule.find(cursor: cursor, country: country) { spans.append(civic) }
    spans += NationalUnitRule.find(text: address, cursor: cursor, houseNumber: house, country: country)
    if spans.isEmpty, let bare = BareUnitRule(text: address, cursor: cursor, claimed: claimed).find() {
      spans.append(bare)
    }
    spans = WingRule.extend(spans, cursor: cursor)
    let merged = SpanMerger.merge(spans, in: address)

    var explained = claimed
    for (index, token) in tokens.enumerated()
    where merged.contains(where: { $0.range.overlaps(token.range) }) {
      explained.insert(index)
    }
    let shapes = StreetNumberClassifier(text: address, cursor: cursor, explained: explained).classify()
    var hyphenated: String?
    var conscription: String?
    for shape in shapes {
      switch shape {
      case .hyphenated(let number): hyphenated = number
      case .conscription(let number): conscription = number
      }
    }

    let subpremise = merged.isEmpty ? nil : merged.map { String(address[$0.range]) }.joined(separator: ", ")
    var kind = merged.max { $0.specificity < $1.specificity }?.kind
    if kind == nil, conscription != nil { kind = .conscriptionNumber }
    let building = merged.isEmpty ? address : BuildingAddress.removing(merged.map(\.removal), from: address)
    let (route, reason) = RoutePolicy.decide(
      subpremise: subpremise, kind: kind, hyphenated: hyphenated, conscription: conscription, poBox: poBox,
      isEmpty: tokens.isEmpty)
    return AddressAnalysis(
      input: address, building: building, subpremise: subpremise, subpremiseKind: kind,
      hyphenatedStreetNumber: hyphenated != nil, poBox: poBox, route: route, reason: reason)
  }
}
