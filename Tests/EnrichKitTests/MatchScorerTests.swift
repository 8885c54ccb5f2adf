import EnrichCore
import Testing

@testable import EnrichKit

@Suite struct MatchScorerTests {
  let scorer = MatchScorer(minConfidence: 0.6, maxDistanceMeters: 2_000)

  func place(
    _ id: String, _ name: String, street: String? = nil, number: String? = nil,
    at location: Coordinate = Coordinate(latitude: 60.1685, longitude: 24.9419), types: [String] = ["cafe"]
  ) -> ProviderPlace {
    ProviderPlace(
      place: Place(
        id: id, name: name, location: location, types: types,
        address: PostalAddress(street: street, houseNumber: number)))
  }

  func request(name: String?, address: String?, coordinate: Coordinate? = nil) -> RowRequest {
    var request = RowRequest()
    request.name = name
    request.address = address
    request.coordinate = coordinate
    return request
  }

  @Test func exactNameAndAddressIsConfident() {
    let row = request(name: "Fazer Cafe", address: "Aleksanterinkatu 52")
    let scored = scorer.scorePlace(
      place("a", "Fazer Café", street: "Aleksanterinkatu", number: "52"), for: row, includedType: nil)
    #expect(scored.confidence > 0.9)
  }

  @Test func aChainsOtherBranchIsNeverSilentlyMatched() {
    let row = request(name: "Espresso House", address: "Kaisaniemenkatu 4")
    let other = scorer.scorePlace(
      place("b", "Espresso House", street: "Mannerheimintie", number: "16"), for: row, includedType: nil)
    #expect(other.confidence < 0.6)
    let decision = scorer.decide([other])
    #expect(decision.status == .lowConfidence)
    #expect(decision.best != nil)
  }

  @Test func wrongHouseNumberOnTheRightStreetLowersConfidence() {
    let row = request(name: "Kiila", address: "Kalevankatu 1")
    let right = scorer.scorePlace(
      place("r", "Kiila", street: "Kalevankatu", number: "1"), for: row, includedType: nil)
    let wrong = scorer.scorePlace(
      place("w", "Kiila", street: "Kalevankatu", number: "31"), for: row, includedType: nil)
    #expect(right.confidence > wrong.confidence + 0.2)
  }

  @Test func twoEquallyGoodCandidatesAreAmbiguous() {
    let row = request(name: "Espresso House", address: nil)
    let first = scorer.scorePlace(place("1", "Espresso House"), for: row, includedType: nil)
    let second = scorer.scorePlace(place("2", "Espresso House"), for: row, includedType: nil)
    let decision = scorer.decide([first, second])
    #expect(decision.status == .ambiguous)
    #expect(decision.ambiguous)
    #expect(decision.ranked.count == 2)
  }

  @Test func noCandidateIsNotFound() {
    #expect(scorer.decide([]).status == .notFound)
  }

  @Test func resultAtNullIslandIsRejectedWithAWarning() {
    let row = request(name: "Kappeli", address: nil)
    let scored = scorer.scorePlace(
      place("z", "Kappeli", at: Coordinate(latitude: 0, longitude: 0)), for: row, includedType: nil)
    #expect(scored.confidence == 0)
    #expect(scored.warnings.first?.contains("(0, 0)") == true)
  }

  @Test func resultFarFromTheRowsOwnCoordinatesIsDoubted() {
    let own = Coordinate(latitude: 60.1674, longitude: 24.9503)
    let row = request(name: "Kappeli", address: nil, coordinate: own)
    let far = scorer.scorePlace(
      place("f", "Kappeli", at: Coordinate(latitude: 60.45, longitude: 22.27)), for: row, includedType: nil)
    #expect(far.confidence < 0.6)
    #expect(far.warnings.first?.contains("m from the row's coordinates") == true)
  }

  @Test func typeDisagreementLowersConfidence() {
    let row = request(name: "Kappeli", address: nil)
    let cafe = scorer.scorePlace(place("c", "Kappeli", types: ["cafe"]), for: row, includedType: "cafe")
    let bar = scorer.scorePlace(place("b", "Kappeli", types: ["bar"]), for: row, includedType: "cafe")
    #expect(cafe.confidence > bar.confidence)
  }

  @Test func geocodePrecisionAndPartialMatchLowerConfidence() {
    let row = request(name: nil, address: "Bulevardi 9 A 12")
    var rooftop = Place(id: "r", location: Coordinate(latitude: 60.16, longitude: 24.93))
    rooftop.address = PostalAddress(street: "Bulevardi", houseNumber: "9 A")
    rooftop.locationType = "ROOFTOP"
    var street = rooftop
    street.address?.houseNumber = nil
    street.locationType = "GEOMETRIC_CENTER"
    street.partialMatch = true
    #expect(scorer.scoreGeocode(rooftop, for: row).confidence >= 0.85)
    #expect(scorer.scoreGeocode(street, for: row).confidence < 0.7)
  }

  @Test func nearbyPrefersTheClosestPlace() {
    let center = Coordinate(latitude: 60.1674, longitude: 24.9503)
    let near = ProviderPlace(place: Place(id: "n", name: "Kappeli", location: center), distanceMeters: 3)
    let far = ProviderPlace(place: Place(id: "f", name: "Other", location: center), distanceMeters: 45)
    let decision = scorer.decide([
      scorer.scoreNearby(far, center: center, radius: 50),
      scorer.scoreNearby(near, center: center, radius: 50),
    ])
    #expect(decision.status == .matched)
    #expect(decision.best?.candidate.place.id == "n")
  }
}

@Suite struct MatchScorerGuardTests {
  @Test func aResultOutsideTheRestrictionIsRejected() {
    var scorer = MatchScorer(minConfidence: 0.6, maxDistanceMeters: 2_000)
    scorer.restriction = Rectangle(
      low: Coordinate(latitude: 60.16, longitude: 24.93), high: Coordinate(latitude: 60.18, longitude: 24.96))
    var request = RowRequest()
    request.name = "Kappeli"
    let outside = ProviderPlace(
      place: Place(id: "x", name: "Kappeli", location: Coordinate(latitude: 60.45, longitude: 22.27)))
    let scored = scorer.scorePlace(outside, for: request, includedType: nil)
    #expect(scored.confidence == 0)
    #expect(scored.warnings.first?.contains("outside the requested restriction") == true)
  }

  @Test func aResultInAnotherCountryThanTheRowsIsDoubted() {
    let scorer = MatchScorer(minConfidence: 0.6, maxDistanceMeters: 2_000)
    var request = RowRequest()
    request.name = "Kappeli"
    request.countryCode = "FI"
    let elsewhere = ProviderPlace(
      place: Place(
        id: "y", name: "Kappeli", location: Coordinate(latitude: 59.33, longitude: 18.06),
        address: PostalAddress(countryCode: "SE")))
    let scored = scorer.scorePlace(elsewhere, for: request, includedType: nil)
    #expect(scored.confidence < 0.6)
    #expect(scored.warnings.first?.contains("not in the requested region FI") == true)
  }
}

/// The matcher's use of what a provider knows beyond the displayed place (issue 14).
@Suite struct MatchEvidenceTests {
  let scorer = MatchScorer(minConfidence: 0.6, maxDistanceMeters: 2_000)

  func request(name: String, address: String? = nil) -> RowRequest {
    var request = RowRequest()
    request.name = name
    request.address = address
    return request
  }

  func candidate(
    _ id: String, _ name: String, names: [String] = [], brand: String? = nil, types: [String] = ["store"],
    evidence: AddressEvidence? = nil
  ) -> ProviderPlace {
    ProviderPlace(
      place: Place(id: id, name: name, location: Coordinate(latitude: 43.74, longitude: 7.42), types: types),
      names: names, brand: brand, addressEvidence: evidence)
  }

  @Test func aNameInAnotherLanguageIsExplainedByThePlacesNameInThatLanguage() {
    let place = candidate(
      "n1", "Ambassade d'Italie", names: ["Embassy of Italy", "Ambasciata d'Italia"], types: ["embassy"])
    let scored = scorer.scorePlace(place, for: request(name: "Embassy of Italy"), includedType: nil)
    #expect(scored.confidence == 1)
    let shown = scorer.scorePlace(
      candidate("n1", "Ambassade d'Italie", types: ["embassy"]), for: request(name: "Embassy of Italy"),
      includedType: nil)
    #expect(shown.confidence < 0.6)
  }

  @Test func anAddressTheProviderPlacesElsewhereIsNoMatch() {
    let row = request(name: "Spar", address: "22 Boulevard Victor Hugo, Nice")
    let elsewhere = scorer.scorePlaces(
      [candidate("s", "Spar", evidence: .elsewhere)], for: row, includedType: nil)
    #expect(scorer.decide(elsewhere).status != .matched)
    let here = scorer.scorePlaces([candidate("s", "Spar", evidence: .atAddress)], for: row, includedType: nil)
    #expect(scorer.decide(here).status == .matched)
    // Unknown (no evidence, no tags): checked as far as possible, not confirmed.
    let unknown = scorer.scorePlaces([candidate("s", "Spar")], for: row, includedType: nil)
    #expect(unknown[0].confidence < here[0].confidence)
  }

  @Test func aBrandIsWeakerThanAPlacesOwnNameButMarksAChain() {
    let row = request(name: "Chanel", address: "Avenue des Beaux-Arts 1")
    let scored = scorer.scorePlaces(
      [candidate("a", "Chanel"), candidate("b", "Chanel Fine Jewelry Boutique", brand: "Chanel")], for: row,
      includedType: nil)
    #expect(scored[0].nameScore > scored[1].nameScore)
    // Neither branch confirmed by the address: the same brand makes it a chain.
    #expect(scorer.decide(scored).status == .ambiguous)
    let named = scorer.scorePlaces(
      [candidate("a", "Chanel"), candidate("b", "Chanel Fine Jewelry Boutique", brand: "Chanel")],
      for: request(name: "Chanel"), includedType: nil)
    #expect(scorer.decide(named).best?.candidate.place.id == "a")
  }

  @Test func aBuildingOrAStopYieldsToThePlaceOfTheSameName() {
    let scored = scorer.scorePlaces(
      [
        candidate("stop", "Casino", types: ["transit_stop"]),
        candidate("shop", "Casino", types: ["supermarket"]),
      ],
      for: request(name: "Casino"), includedType: nil)
    let decision = scorer.decide(scored)
    #expect(decision.status == .matched)
    #expect(decision.best?.candidate.place.id == "shop")
  }

  @Test func aCategoryRowListsPlacesOfTheCategoryWithoutMatching() {
    let scored = scorer.scorePlaces(
      [
        candidate("p", "Yliopiston Apteekki", types: ["pharmacy", "health"]),
        candidate("c", "Café Java", types: ["cafe"]),
      ],
      for: request(name: "pharmacy"), includedType: nil)
    let decision = scorer.decide(scored)
    #expect(decision.status == .lowConfidence)
    #expect(decision.ranked.map(\.candidate.place.id) == ["p"])
  }

  @Test func listedCandidatesFollowMaxResults() {
    let many = (0..<12).map { candidate("c\($0)", "Cafe \($0)", types: ["cafe"]) }
    let scored = scorer.scorePlaces(many, for: request(name: "cafe"), includedType: nil)
    #expect(scorer.decide(scored, listed: 12).ranked.count == 12)
    #expect(scorer.decide(scored).ranked.count == 5)
  }
}
