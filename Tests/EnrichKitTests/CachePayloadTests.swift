import EnrichCore
import EnrichTestSupport
import Foundation
import Testing

@testable import EnrichKit

/// The payloads the cache stores: one coding per kind of answer, what they look like on
/// disk, and what cannot be stored or read.
@Suite struct CachePayloadTests {
  static let places = FakeProvider.Answers.inventedPlaces(for: "Regatta")

  @Test func everyKindOfAnswerReadsBackEqual() throws {
    let hits = Self.places.map { ProviderPlace(place: $0, score: 0.9, distanceMeters: 12.5) }
    let suggestions = [
      Suggestion(placeID: "s", text: "Reg Cafe", mainText: "Reg", secondaryText: nil, matches: [0..<3])
    ]
    #expect(CachePayload.places.encode(Self.places).flatMap(CachePayload.places.decode) == Self.places)
    #expect(CachePayload.hits.encode(hits).flatMap(CachePayload.hits.decode) == hits)
    #expect(
      CachePayload.suggestions.encode(suggestions).flatMap(CachePayload.suggestions.decode) == suggestions)
    #expect(
      CachePayload.details.encode(Self.places[0]).flatMap(CachePayload.details.decode)
        == .some(Self.places[0]))
    let none = try #require(CachePayload.details.encode(nil))
    #expect(none == #"{"details":null}"#)
    #expect(CachePayload.details.decode(none) == .some(nil))
    #expect(CachePayload.places.encode([]).flatMap(CachePayload.places.decode) == [])
  }

  @Test func placesAreStoredInTheirStoredForm() throws {
    let text = try #require(CachePayload.places.encode(Self.places))
    #expect(text.hasPrefix(#"{"places":[{"id":"id-regatta-1","name":"Regatta 1""#))
    #expect(text.contains(#""openingHours":"Mo-Fr 09:00-17:00""#))
    #expect(text.contains(#""hoursPeriods":{"utcOffsetMinutes":120,"b":null},"osm":["node/1",true,1.50]}"#))
    #expect(!text.contains("openStatus"))
  }

  @Test func placeIDsAndCoordinatesKeepTheirShape() throws {
    var places = Array(Self.places.prefix(2))
    places[1].location = nil
    let entry = CacheEntry(
      payload: CachePayload.placeIDs(of: places), coordinates: CachePayload.coordinates(of: places),
      storedAt: Date())
    #expect(entry.payload == #"{"ids":["id-regatta-1","id-regatta-2"]}"#)
    #expect(entry.coordinates == #"{"points":[[60.11,24.9],null]}"#)
    let read = try #require(CachePayload.idsAndCoordinates(entry))
    #expect(read.map(\.id) == ["id-regatta-1", "id-regatta-2"])
    #expect(read.map(\.location) == [places[0].location, nil])
    // As JSONEncoder wrote them before issue 12.
    let old = CacheEntry(
      payload: #"{"ids":["node\/1"]}"#, coordinates: #"{"points":[[-1e-07,-180]]}"#, storedAt: Date())
    #expect(
      CachePayload.idsAndCoordinates(old)?.first?.location == Coordinate(latitude: -1e-7, longitude: -180))
    let broken = CacheEntry(
      payload: #"{"ids":["a"]}"#, coordinates: #"{"points":[[1,"x"]]}"#, storedAt: Date())
    #expect(CachePayload.idsAndCoordinates(broken) == nil)
  }

  @Test func numbersThatAreNotFiniteAreNotStored() {
    var place = Self.places[0]
    place.location = Coordinate(latitude: .nan, longitude: 24.9)
    #expect(CachePayload.places.encode([place]) == nil)
    #expect(CachePayload.details.encode(place) == nil)
    #expect(CachePayload.coordinates(of: [place]) == nil)
    #expect(CachePayload.hits.encode([ProviderPlace(place: Self.places[0], score: .infinity)]) == nil)
  }

  @Test(arguments: [
    "", "not json", "{}", #"{"places":[{"name":"no id"}]}"#, #"[{"id":"x"}]"#, "[1]", #"{"hits":3}"#,
  ])
  func aPayloadThatDoesNotReadIsAMiss(_ text: String) {
    #expect(CachePayload.places.decode(text) == nil)
    #expect(CachePayload.hits.decode(text) == nil)
    #expect(CachePayload.suggestions.decode(text) == nil)
  }

  @Test func oldShapesReadLikeTheMirrorsDid() {
    // A legacy place needs `types` and `extra`; optional members may be null.
    let place = #"[{"id":"a","types":[],"extra":[{"o":[{"k":"x","v":{"z":0}}]}],"name":null,"latitude":1}]"#
    #expect(CachePayload.places.decode(place) == [Place(id: "a", extra: [JSONMember("x", .null)])])
    #expect(CachePayload.places.decode(#"[{"id":"a","types":[]}]"#) == nil)
    #expect(CachePayload.places.decode(#"[{"id":"a","types":[],"extra":[],"name":5}]"#) == nil)
    #expect(CachePayload.details.decode("{}") == .some(nil))
    #expect(CachePayload.details.decode(#"{"place":null}"#) == .some(nil))
    #expect(CachePayload.details.decode(#"{"place":{"id":"a"}}"#) == nil)
  }
}
