import EnrichCore
import Foundation
import Testing

@testable import LocalProvider

/// `openNow` asks the place's OSM hours at the run's clock, not the system's.
@Suite struct OpenNowClockTests {
  static let place = Place(
    id: "node/1", name: "Kahvila", location: Coordinate(latitude: 60.1699, longitude: 24.9384),
    hours: .expression("Mo-Fr 09:00-17:00"))

  static func instant(_ text: String) throws -> Date {
    try #require(ISO8601DateFormatter().date(from: text))
  }

  @Test func answersAtTheInstantItIsGiven() throws {
    // Monday 12:00 and Sunday 12:00 in Helsinki (UTC+2 in December).
    #expect(LocalPlugin.isOpenNow(Self.place, at: try Self.instant("2026-12-07T10:00:00Z")) == true)
    #expect(LocalPlugin.isOpenNow(Self.place, at: try Self.instant("2026-12-06T10:00:00Z")) == false)
  }

  @Test func placesWithoutHoursAreKept() throws {
    var place = Self.place
    place.hours = nil
    #expect(LocalPlugin.isOpenNow(place, at: try Self.instant("2026-12-07T10:00:00Z")) == nil)
  }
}
