import EnrichCore

/// Turns provider results into a confidence in [0, 1] per candidate: how sure we are that the
/// candidate is the row's place. Pure; every factor is explained in `docs` and the README.
///
/// - name: token-based similarity, folded for case, diacritics and punctuation, tolerant of
///   generic words and one typo (`NameSimilarity`);
/// - address: a different street or house number multiplies the score down, so a chain's
///   other branch is never silently taken for this one;
/// - distance to the row's own coordinates, type agreement, and the provider's own signals
///   (`partialMatch`, `locationType`, a result at (0, 0)).
package struct MatchScorer: Sendable {
  package var minConfidence: Double
  package var maxDistanceMeters: Double
  /// Two candidates closer than this are ambiguous.
  package var ambiguityMargin: Double = 0.05
  /// Candidates below this are noise, not candidates: a row left with none is `not_found`.
  package var noiseFloor: Double = 0.3
  /// The search's `locationRestriction`: a result outside it is rejected.
  package var restriction: Rectangle?
  /// The requested region (`--region`); else the row's own country is used.
  package var regionCode: String?

  package init(minConfidence: Double, maxDistanceMeters: Double) {
    self.minConfidence = minConfidence
    self.maxDistanceMeters = maxDistanceMeters
  }

  /// A candidate with its confidence and the reasons it was lowered.
  package struct Scored: Sendable, Equatable {
    package var candidate: ProviderPlace
    package var confidence: Double
    package var warnings: [String]
    /// How well the name alone matched (1 for geocoder and nearby answers).
    package var nameScore: Double = 1
    /// Whether the row's address confirmed this candidate (street and number agree).
    package var addressConfirmed = true

    package var asCandidate: Candidate {
      Candidate(
        place: candidate.place, confidence: confidence, score: candidate.score,
        distanceMeters: candidate.distanceMeters)
    }
  }

  /// The verdict for a row.
  package struct Decision: Sendable, Equatable {
    package var status: RowStatus
    package var best: Scored?
    package var ambiguous: Bool
    /// Best first, at most as many as asked (five by default).
    package var ranked: [Scored]
  }

  /// Scores a place-search candidate against what the row says.
  package func scorePlace(_ candidate: ProviderPlace, for request: RowRequest, includedType: String?)
    -> Scored
  {
    scorePlace(candidate, for: PreparedRow(request), includedType: includedType)
  }

  /// Scores a search's candidates against what the row says: the same as `scorePlace` on each,
  /// with the row's name and address folded once rather than once per candidate.
  package func scorePlaces(_ candidates: [ProviderPlace], for request: RowRequest, includedType: String?)
    -> [Scored]
  {
    let row = PreparedRow(request)
    return candidates.map { scorePlace($0, for: row, includedType: includedType) }
  }

  private func scorePlace(_ candidate: ProviderPlace, for row: PreparedRow, includedType: String?) -> Scored {
    var warnings: [String] = []
    let request = row.request
    let place = candidate.place
    let nameScore: Double
    if let name = row.nameProfile, place.name != nil {
      nameScore = Self.nameEvidence(name, candidate)
    } else if let query = row.query, let candidateName = place.name {
      nameScore = NameSimilarity.containment(of: FoldedName(candidateName), in: query)
    } else {
      nameScore = candidate.score ?? 0.5
    }
    let address = addressFactor(place, row.address, evidence: candidate.addressEvidence)
    var confidence = nameScore * address
    if let includedType, !place.types.contains(includedType), place.primaryType != includedType {
      confidence *= 0.8
    }
    confidence *= guards(place, request, warnings: &warnings)
    return Scored(
      candidate: candidate, confidence: clamp(confidence), warnings: warnings, nameScore: nameScore,
      addressConfirmed: address >= 0.95)
  }

  /// Scores a geocoder answer: address agreement times the result's precision.
  package func scoreGeocode(_ place: Place, for request: RowRequest) -> Scored {
    var warnings: [String] = []
    var confidence = 0.9 * addressFactor(place, request)
    confidence *= precisionFactor(place)
    if place.partialMatch == true { confidence *= 0.85 }
    if request.name?.isEmpty == false, request.houseNumberForMatching == nil,
      place.address?.houseNumber != nil
    {
      // `Picnic, Helsinki` geocoded to a building: that precision came from the name, not the
      // row's address (a branch picked, not an address found), so the address claim is only
      // as good as an approximate one.
      confidence *= precisionFactor(locationType: "APPROXIMATE")
      warnings.append("the geocoded building '\(place.id)' comes from the name; the address gives no number")
    }
    confidence *= guards(place, request, warnings: &warnings)
    return Scored(
      candidate: ProviderPlace(place: place), confidence: clamp(confidence), warnings: warnings)
  }

  /// Scores a nearby candidate for a coordinates-only row: closer is likelier.
  package func scoreNearby(_ candidate: ProviderPlace, center: Coordinate, radius: Double) -> Scored {
    var warnings: [String] = []
    let distance = candidate.distanceMeters ?? candidate.place.location.map(center.distance(to:)) ?? radius
    let closeness = max(0, 1 - distance / max(radius, 1))
    var confidence = 0.5 + 0.45 * closeness
    var request = RowRequest()
    request.coordinate = center
    confidence *= guards(candidate.place, request, warnings: &warnings)
    return Scored(candidate: candidate, confidence: clamp(confidence), warnings: warnings)
  }

  /// Picks the row's status from its scored candidates, listing at most `listed`.
  package func decide(_ scored: [Scored], listed: Int = 5) -> Decision {
    // Equal confidences (places of an asked-for category) nearest first.
    let ranked = scored.filter { $0.confidence >= noiseFloor }.sorted {
      ($0.confidence, -($0.candidate.distanceMeters ?? .infinity))
        > ($1.confidence, -($1.candidate.distanceMeters ?? .infinity))
    }
    guard let best = ranked.first else {
      return Decision(status: .notFound, best: nil, ambiguous: false, ranked: [])
    }
    let others = ranked.dropFirst().filter { $0.candidate.place.id != best.candidate.place.id }
    let close = others.first.map {
      best.confidence - $0.confidence < ambiguityMargin && $0.confidence >= minConfidence
    }
    // A chain: several places carry the name, and the row's address confirms none of them.
    // Another branch: as good a name (within the margin), or the same brand.
    let unconfirmedChain =
      !best.addressConfirmed && best.nameScore >= 0.9
      && others.contains {
        $0.nameScore >= 0.9 && ($0.nameScore > best.nameScore - ambiguityMargin || Self.sameBrand(best, $0))
      }
    let ambiguous = (close ?? false) || unconfirmedChain
    let status: RowStatus
    if best.confidence < minConfidence {
      status = .lowConfidence
    } else if ambiguous {
      status = .ambiguous
    } else {
      status = .matched
    }
    return Decision(
      status: status, best: best, ambiguous: ambiguous, ranked: Array(ranked.prefix(max(1, listed))))
  }

  /// 1 when street and number agree, lower when they differ, a little lower when unknown.
  func addressFactor(_ place: Place, _ request: RowRequest) -> Double {
    addressFactor(place, RowAddress(request), evidence: nil)
  }

  private func addressFactor(_ place: Place, _ row: RowAddress, evidence: AddressEvidence?) -> Double {
    guard let rowStreet = row.street else { return 1 }
    let rowNumber = row.number
    let candidateStreet = place.address?.street
    let candidateNumber = place.address?.houseNumber
    guard let candidateStreet else {
      // The provider placed the row's address against the place from its own data.
      switch evidence {
      case .atAddress: return rowNumber == nil ? 0.95 : 0.97
      case .onStreet: return rowNumber == nil ? 0.95 : 0.85
      case .elsewhere: return 0.5
      case nil: break
      }
      // Some providers' places carry only a formatted address; many open-data places carry none.
      guard let formatted = place.formattedAddress else { return 0.78 }  // cannot be checked
      let folded = FoldedName(formatted)
      guard NameSimilarity.containment(of: rowStreet.name, in: folded) >= 0.85 else { return 0.55 }
      guard let rowNumber else { return 0.95 }
      return folded.tokens.contains(rowNumber.base) ? 0.97 : 0.8
    }
    // The provider may know the street by the row's name for it (another language).
    let streetSimilarity =
      evidence == .atAddress || evidence == .onStreet
      ? 1.0 : StreetAgreement.similarity(rowStreet, candidateStreet)
    guard streetSimilarity >= 0.8 else { return 0.5 }
    var factor = 0.9 + 0.1 * streetSimilarity
    if let rowNumber, let candidateNumber {
      if rowNumber.key == StreetNames.houseNumberKey(candidateNumber) {
        factor *= 1
      } else if rowNumber.base == StreetNames.splitHouseNumber(candidateNumber).number {
        factor *= 0.95
      } else if Self.numberInRange(rowNumber.text, candidateNumber) {
        factor *= 0.97
      } else if Self.numbersNear(rowNumber.base, StreetNames.splitHouseNumber(candidateNumber).number) {
        // The next building or two: a slip of the number more likely than another branch.
        factor *= 0.85
      } else {
        factor *= 0.7
      }
    } else if rowNumber != nil {
      factor *= 0.93
    }
    if let rowPostcode = row.postcodeDigits, let candidatePostcode = place.address?.postcode,
      rowPostcode != candidatePostcode.filter(\.isNumber)
    {
      factor *= 0.9
    }
    return factor
  }

  /// Numbers at most 4 apart (two buildings along one side of a street).
  static func numbersNear(_ a: String, _ b: String) -> Bool {
    guard let a = Int(a), let b = Int(b) else { return false }
    return abs(a - b) <= 4
  }

  /// `14-20` contains `16`: Nordic and other ranges of building numbers.
  static func numberInRange(_ a: String, _ b: String) -> Bool {
    func range(_ text: String) -> ClosedRange<Int>? {
      let parts = text.split(separator: "-").compactMap { Int($0.filter(\.isNumber)) }
      guard parts.count == 2, parts[0] <= parts[1] else { return nil }
      return parts[0]...parts[1]
    }
    let numberA = Int(StreetNames.splitHouseNumber(a).number)
    let numberB = Int(StreetNames.splitHouseNumber(b).number)
    if let rangeB = range(b), let numberA { return rangeB.contains(numberA) }
    if let rangeA = range(a), let numberB { return rangeA.contains(numberB) }
    return false
  }

  func precisionFactor(_ place: Place) -> Double { precisionFactor(locationType: place.locationType) }

  func precisionFactor(locationType: String?) -> Double {
    switch locationType {
    case "ROOFTOP": return 1
    case "RANGE_INTERPOLATED": return 0.95
    case "GEOMETRIC_CENTER": return 0.8
    case "APPROXIMATE": return 0.6
    default: return 0.9
    }
  }

  /// Sanity guards: a result at (0, 0), outside the requested restriction or region, or far
  /// from the row's own coordinates is never accepted silently.
  func guards(_ place: Place, _ request: RowRequest, warnings: inout [String]) -> Double {
    guard let location = place.location else { return 0.9 }
    if location.latitude == 0, location.longitude == 0 {
      warnings.append("result '\(place.id)' is at (0, 0): rejected")
      return 0
    }
    if let restriction, !restriction.contains(location) {
      warnings.append("result '\(place.id)' lies outside the requested restriction: rejected")
      return 0
    }
    var factor = 1.0
    if let wanted = (regionCode ?? request.countryCode)?.uppercased(),
      let country = place.address?.countryCode?.uppercased(), country != wanted
    {
      warnings.append("result '\(place.id)' is in \(country), not in the requested region \(wanted)")
      factor = 0.5
    }
    if let own = request.coordinate {
      let distance = own.distance(to: location)
      if distance > maxDistanceMeters {
        warnings.append(
          "result '\(place.id)' is \(Int(distance)) m from the row's coordinates (limit \(Int(maxDistanceMeters)) m)"
        )
        return factor * 0.5
      }
      return factor * (distance <= 150 ? 1.05 : 1)
    }
    return factor
  }

  func clamp(_ value: Double) -> Double { min(1, max(0, value)) }
}
