import EnrichCore
import EnrichTestSupport
import Foundation
import Testing

@testable import EnrichKit

@Suite struct OpenStatusStageTests {
  static let cafe = Place(
    id: "k1", name: "Kappeli", location: Coordinate(latitude: 60.1674, longitude: 24.9488),
    hours: .expression("Mo-Fr 08:00-20:00"), timeZone: "Europe/Helsinki")

  /// A stage asked for `at` (local time at each place) with a matched row of `place`.
  func resolve(_ place: Place, at: String, method: MatchMethod = .textSearch) async throws -> WorkItem {
    var settings = OpenStatusSettings()
    settings.at = at
    let stage = try OpenStatusStage(providers: [FakeProvider()], settings: settings)
    let bench = StageBench()
    var item = bench.normalized(["name": "Kappeli"])
    item.result.status = .matched
    item.result.method = method
    item.result.provider = "fake"
    item.result.place = place
    try await stage.process(&item, context: bench.context)
    return item
  }

  @Test func theHoursDecideAtTheRequestedLocalTime() async throws {
    // 2026-12-07 is a Monday.
    #expect(try await resolve(Self.cafe, at: "2026-12-07T10:00").result.place?.openStatus?.status == .open)
    #expect(try await resolve(Self.cafe, at: "2026-12-07T21:00").result.place?.openStatus?.status == .closed)
    #expect(try await resolve(Self.cafe, at: "2026-12-06T10:00").result.place?.openStatus?.status == .closed)
  }

  @Test func aPlaceWithoutHoursIsUnknownWithTheReason() async throws {
    var place = Self.cafe
    place.hours = nil
    let status = try await resolve(place, at: "2026-12-07T10:00").result.place?.openStatus
    #expect(status?.status == .unknown)
    #expect(status?.reason == "no opening hours known for this place")
  }

  @Test func aGeocodedBuildingHasNoOpeningHours() async throws {
    let item = try await resolve(Self.cafe, at: "2026-12-07T10:00", method: .geocode)
    #expect(item.result.place?.openStatus == nil)
  }

  @Test func withoutARequestedTimeTheRunsStartIsUsed() async throws {
    let stage = try OpenStatusStage(providers: [], settings: OpenStatusSettings())
    // 2026-12-07T08:00Z is 10:00 in Helsinki on a Monday.
    let bench = StageBench(now: try #require(ISO8601DateFormatter().date(from: "2026-12-07T08:00:00Z")))
    var item = bench.normalized(["name": "Kappeli"])
    item.result.status = .matched
    item.result.place = Self.cafe
    try await stage.process(&item, context: bench.context)
    #expect(item.result.place?.openStatus?.status == .open)
  }

  @Test func aTimeThatIsNotOneIsRefusedWhenTheStageIsBuilt() {
    var settings = OpenStatusSettings()
    settings.at = "next tuesday"
    #expect(throws: PipelineError.self) { try OpenStatusStage(providers: [], settings: settings) }
  }
}
