import EnrichCore
import Foundation
import Synchronization

@testable import EnrichKit

/// The requests and answers behind `Tests/Fixtures/legacy-cache-v1.sqlite`, a cache written by
/// enrich before issue 12 (commit 3aaee30, when answers were stored through the `Cached*`
/// Codable mirrors). `LegacyCacheTests` replays them against a copy of that file.
///
/// To write the file again, check out 3aaee30, copy this file and `LegacyCacheTests.swift` into
/// `Tests/EnrichKitTests`, and run
/// `ENRICH_WRITE_LEGACY_CACHE=$PWD/Tests/Fixtures/legacy-cache-v1.sqlite swift test --filter LegacyCacheTests`.
enum LegacyCacheFixture {
  /// When the entries were stored (the verifying clock runs a day later, inside Google's
  /// 30-day limit for coordinates).
  static let storedAt = Date(timeIntervalSince1970: 1_800_000_000)

  static var path: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/legacy-cache-v1.sqlite").path
  }

  // MARK: Requests (the same ones wrote the file and replay it)

  static let searches: [TextSearchRequest] = {
    var biased = TextSearchRequest(textQuery: "Café \"Regatta\" / Töölö")
    biased.locationBias = .circle(
      Circle(center: Coordinate(latitude: 60.1733, longitude: 24.9410), radius: 800))
    biased.languageCode = "fi"
    return [TextSearchRequest(textQuery: "Kappeli"), biased, TextSearchRequest(textQuery: "nothing here")]
  }()

  static let geocodes: [GeocodeRequest] = {
    var withComponents = GeocodeRequest(address: "Mannerheimintie 12 B 7")
    withComponents.components = ["country": "FI", "postal_code": "00100"]
    return [
      withComponents, GeocodeRequest(address: "Tab\there, \\ and a line\nbreak"),
      GeocodeRequest(address: "nothing at all"),
    ]
  }()

  static let nearby = NearbyRequest(center: Coordinate(latitude: -33.8688, longitude: 151.2093), radius: 250)
  static let autocompletes = [AutocompleteRequest(input: "Stockm"), AutocompleteRequest(input: "Ö")]
  static let details = [
    DetailsRequest(placeID: "node/123", fields: []), DetailsRequest(placeID: "way/9", fields: []),
    DetailsRequest(placeID: "gone", fields: []),
  ]
}

/// Deterministic answers with everything a `Place` can carry, awkward numbers (many digits,
/// tiny, negative, integral), escapes and non-ASCII text, sparse places and empty answers.
/// Counts every call, so a replay can prove nothing was asked again.
final class LegacyFixtureProvider: PlaceProvider {
  let id: String
  let attributions = [Attribution(provider: "Test", text: "invented data")]
  private let calls = Mutex([String: Int]())

  init(id: String) { self.id = id }

  func count(_ endpoint: String) -> Int { calls.withLock { $0[endpoint, default: 0] } }
  var total: Int { calls.withLock { $0.values.reduce(0, +) } }
  private func record(_ endpoint: String) { calls.withLock { $0[endpoint, default: 0] += 1 } }

  static func places(for text: String) -> [Place] {
    if text.hasPrefix("nothing") { return [] }
    let full = Place(
      id: "node/\(text.unicodeScalars.count)", name: "\(text) \u{1F600}",
      formattedAddress: "Aleksanterinkatu 52, 00100 Helsinki",
      location: Coordinate(latitude: 60.169_876_543_21, longitude: 24.938_4),
      types: ["cafe", "food", "point_of_interest"], primaryType: "cafe", businessStatus: .operational,
      address: PostalAddress(
        street: "Aleksanterinkatu", houseNumber: "52", unit: "B 7", postcode: "00100", city: "Helsinki",
        countryCode: "FI"),
      phone: "+358 9 123", website: "https://example.test/a?b=1&c=\"2\"",
      // The fixture file also stored Google hours beside these; a place holds one kind now,
      // and the expression is the one read back.
      hours: .expression("Mo-Fr 09:00-18:00; Sa 10:00-16:00 \"by appointment\""),
      timeZone: "Europe/Helsinki", locationType: "ROOFTOP", partialMatch: false,
      extra: [
        JSONMember("cuisine", .string("coffee_shop;regional")), JSONMember("wheelchair", .string("yes")),
        JSONMember("osm", .array([.string("node/1"), .bool(true), .number("-0.000001"), .null])),
      ])
    let sparse = Place(id: "way/\(text.utf8.count)")
    let located = Place(
      id: "relation/7", name: "Tab\there \\ \u{0001}",
      location: Coordinate(latitude: -0.000_000_1, longitude: -180),
      types: [], partialMatch: true)
    return [full, sparse, located]
  }

  static func hits(for text: String) -> [ProviderPlace] {
    let signals: [(Double?, Double?)] = [(0.1 + 0.2, 12_345.678_901_234), (nil, nil), (1, 1e-9)]
    return zip(places(for: text), signals).map { ProviderPlace(place: $0, score: $1.0, distanceMeters: $1.1) }
  }

  func searchText(_ request: TextSearchRequest) async throws -> [ProviderPlace] {
    record("searchText")
    return Self.hits(for: request.textQuery)
  }

  func geocode(_ request: GeocodeRequest) async throws -> [Place] {
    record("geocode")
    // Every geocode answer has coordinates (an ID-only hit needs them all).
    return Self.places(for: request.address).filter { $0.location != nil }
  }

  func nearby(_ request: NearbyRequest) async throws -> [ProviderPlace] {
    record("nearby")
    return Self.hits(for: "near")
  }

  func autocomplete(_ request: AutocompleteRequest) async throws -> [Suggestion] {
    record("autocomplete")
    return [
      Suggestion(
        placeID: "node/5", text: "\(request.input)ann, Aleksanterinkatu 52", mainText: "\(request.input)ann",
        secondaryText: "Aleksanterinkatu 52", types: ["department_store", "store"], distanceMeters: 1_234,
        matches: [0..<request.input.count, 8..<12]),
      Suggestion(
        placeID: "way/6", text: "\(request.input) \"quoted\"", mainText: "\(request.input)",
        secondaryText: nil),
    ]
  }

  func details(_ request: DetailsRequest) async throws -> Place? {
    record("details")
    if request.placeID == "gone" { return nil }
    return Self.places(for: request.placeID).first.map { place in
      var place = place
      place.id = request.placeID
      return place
    }
  }
}
