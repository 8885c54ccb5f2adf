import EnrichCore
import Testing

/// The one JSON round trip of places, search hits and suggestions, in both forms: what
/// outputs show (and the journal keeps) and what the cache stores.
@Suite struct ModelJSONTests {
  static let hours = JSONValue.object([
    JSONMember("utcOffsetMinutes", .number("120")),
    JSONMember("regularOpeningHours", .object([JSONMember("periods", .array([.null, .number("1.50")]))])),
  ])

  static let place = Place(
    id: "node/1", name: "Café \"A\"", formattedAddress: "Aleksanterinkatu 52",
    location: Coordinate(latitude: 60.1699, longitude: 24.9384),
    types: ["cafe", "food"], primaryType: "cafe", businessStatus: .operational,
    address: PostalAddress(
      street: "Aleksanterinkatu", houseNumber: "52", city: "Helsinki", countryCode: "FI"),
    phone: "+358 1", website: "https://example.test", hours: .periods(hours),
    timeZone: "Europe/Helsinki", locationType: "ROOFTOP", partialMatch: false,
    openStatus: OpenStatusInfo(
      status: .open, reason: "open until 17:00", nextChange: "2026-12-07T17:00:00+02:00"),
    extra: [
      JSONMember("wheelchair", .string("yes")), JSONMember("brand", .array([.string("Fazer"), .bool(true)])),
    ])

  @Test func theStoredFormKeepsTheHoursAndLeavesOutTheOpenStatus() throws {
    let stored = Self.place.json(.stored)
    let keys = try #require(stored.objectValue).map(\.key)
    #expect(!keys.contains("openStatus") && !keys.contains("nextChange"))
    #expect(stored["hoursPeriods"] == Self.hours)
    // The extras come last, in their order, after the hours.
    #expect(keys.suffix(3) == ["hoursPeriods", "wheelchair", "brand"])
    var expected = Self.place
    expected.openStatus = nil
    #expect(Place(json: stored, form: .stored) == expected)
    // Through text too: numbers keep their literal, members their order.
    let text = JSONText.compact(stored)
    #expect(Place(json: try JSONParser.parse(text, maxDepth: 64), form: .stored) == expected)
    #expect(
      text.contains(#""hoursPeriods":{"utcOffsetMinutes":120,"regularOpeningHours":{"periods":[null,1.50]}}"#)
    )
  }

  @Test func theOutputFormKeepsTheOpenStatusAndLeavesOutTheHours() throws {
    let output = Self.place.jsonValue
    #expect(output == Self.place.json(.output))
    #expect(output["hoursPeriods"] == nil)
    #expect(output["openStatus"] == .string("open"))
    var expected = Self.place
    expected.hours = nil
    #expect(Place(json: output) == expected)
  }

  @Test func membersOfANewerVersionLandInExtra() {
    let json = JSONValue.object([
      JSONMember("id", .string("x")), JSONMember("rating", .number("4.5")), JSONMember("hoursPeriods", .null),
    ])
    #expect(Place(json: json)?.extra.map(\.key) == ["rating", "hoursPeriods"])
    #expect(Place(json: json, form: .stored)?.extra.map(\.key) == ["rating"])
    #expect(Place(json: .object([JSONMember("name", .string("no id"))])) == nil)
  }

  @Test func searchHitsRoundTripWithTheirSignals() {
    var place = Self.place
    place.openStatus = nil
    for hit in [
      ProviderPlace(place: place, score: 0.1 + 0.2, distanceMeters: 12_345.678_901_234),
      ProviderPlace(place: Place(id: "way/2")),
    ] {
      #expect(ProviderPlace(storedJSON: hit.storedJSON) == hit)
    }
    #expect(ProviderPlace(storedJSON: .object([JSONMember("score", .number(1))])) == nil)
  }

  @Test func suggestionsStoreTheirMatchRangesButDoNotShowThem() throws {
    let suggestion = Suggestion(
      placeID: "node/5", text: "Stockmann, Aleksanterinkatu 52", mainText: "Stockmann",
      secondaryText: "Aleksanterinkatu 52", types: ["department_store"], distanceMeters: 1_234,
      matches: [0..<6, 8..<12])
    #expect(Suggestion(json: suggestion.json(.stored), form: .stored) == suggestion)
    #expect(suggestion.jsonValue["matches"] == nil)
    var shown = suggestion
    shown.matches = []
    #expect(Suggestion(json: suggestion.jsonValue) == shown)
    let bare = Suggestion(placeID: "p", text: "t", mainText: "m", secondaryText: nil)
    #expect(Suggestion(json: bare.json(.stored), form: .stored) == bare)
  }
}
