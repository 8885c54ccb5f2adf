import EnrichCore
import EnrichTestSupport
import Testing

@testable import EnrichKit

@Suite struct NearbyStageTests {
  static let point = Coordinate(latitude: 60.1656, longitude: 24.9451)

  static func provider(_ places: [ProviderPlace]) -> FakeProvider {
    FakeProvider(id: "near", answers: FakeProvider.Answers(nearby: { _ in places }))
  }

  static func stage(_ provider: FakeProvider) -> NearbyStage {
    NearbyStage(providers: [provider], settings: NearbySettings(), scorer: SearchSettings().scorer)
  }

  @Test func aRowWithOnlyCoordinatesGetsThePlacesThereRanked() async throws {
    let bench = StageBench()
    let close = ProviderPlace(
      place: Place(id: "close", name: "Kiosk", location: Self.point), distanceMeters: 3)
    let far = ProviderPlace(
      place: Place(id: "far", name: "Bar", location: Coordinate(latitude: 60.1659, longitude: 24.9455)),
      distanceMeters: 40)
    var item = bench.normalized(["name": "", "lat": "60.1656", "lng": "24.9451"])
    try await Self.stage(Self.provider([far, close])).process(&item, context: bench.context)
    #expect(item.result.method == .nearby)
    #expect(item.result.provider == "near")
    #expect(item.result.candidates.first?.place.id == "close")
    #expect(item.result.candidates.count == 2)
    if item.result.status == .matched { #expect(item.result.place?.id == "close") }
  }

  @Test func aRowWithoutCoordinatesIsNotAsked() async throws {
    let bench = StageBench()
    let provider = Self.provider([ProviderPlace(place: Place(id: "x", location: Self.point))])
    var item = bench.normalized(["name": "Kappeli"])
    try await Self.stage(provider).process(&item, context: bench.context)
    #expect(provider.count(.nearby) == 0)
    #expect(item.result.method == nil)
  }

  @Test func nothingNearbyLeavesNoPlace() async throws {
    let bench = StageBench()
    var item = bench.normalized(["name": "", "lat": "60.1656", "lng": "24.9451"])
    try await Self.stage(Self.provider([])).process(&item, context: bench.context)
    #expect(item.result.place == nil)
    #expect(item.result.status != .matched)
  }
}
