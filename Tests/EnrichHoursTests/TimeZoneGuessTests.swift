import EnrichCore
import EnrichHours
import Foundation
import Testing

/// The zone of a place from its country and coordinates (`CountryTimeZones`), and that the
/// evaluator uses it without warning where the country or the coordinates tell.
@Suite struct TimeZoneGuessTests {
  @Test(arguments: [
    ("MC", "Europe/Monaco"), ("AD", "Europe/Andorra"), ("fi", "Europe/Helsinki"), ("UK", "Europe/London"),
    ("EL", "Europe/Athens"), ("LI", "Europe/Vaduz"), ("SM", "Europe/San_Marino"), ("VA", "Europe/Vatican"),
    ("IS", "Atlantic/Reykjavik"), ("DE", "Europe/Berlin"), ("AR", "America/Argentina/Buenos_Aires"),
    ("NP", "Asia/Kathmandu"), ("FJ", "Pacific/Fiji"),
  ])
  func everyCountryOfOneClockHasItsZone(_ country: String, _ zone: String) throws {
    #expect(CountryTimeZones.zone(forCountry: country)?.identifier == zone)
    let expected = CountryTimeZones.Guess(zone: try #require(TimeZone(identifier: zone)))
    #expect(CountryTimeZones.guess(country: country, at: nil) == expected)
  }

  @Test func everyZoneInTheTablesIsKnownToTheSystem() {
    var missing: [String] = []
    let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init)
    for code in letters.flatMap({ first in letters.map { first + $0 } }) {
      for zone in CountryTimeZones.zones(forCountry: code) where TimeZone(identifier: zone) == nil {
        missing.append("\(code) \(zone)")
      }
    }
    #expect(missing.isEmpty)
    #expect(CountryTimeZones.zones(forCountry: "US").count > 20)
    #expect(CountryTimeZones.zones(forCountry: "ZZ").isEmpty)
  }

  @Test(arguments: [
    ("US", 40.71, -74.01, "America/New_York"), ("US", 41.88, -87.63, "America/Chicago"),
    ("US", 39.74, -104.99, "America/Denver"), ("US", 33.45, -112.07, "America/Phoenix"),
    ("US", 34.05, -118.24, "America/Los_Angeles"), ("US", 61.22, -149.90, "America/Anchorage"),
    ("US", 21.31, -157.86, "Pacific/Honolulu"), ("ES", 40.42, -3.70, "Europe/Madrid"),
    ("ES", 28.12, -15.43, "Atlantic/Canary"), ("PT", 38.72, -9.14, "Europe/Lisbon"),
    ("PT", 37.74, -25.67, "Atlantic/Azores"), ("RU", 55.76, 37.62, "Europe/Moscow"),
    ("RU", 43.12, 131.89, "Asia/Vladivostok"), ("AU", -33.87, 151.21, "Australia/Sydney"),
    ("AU", -31.95, 115.86, "Australia/Perth"), ("AU", -27.47, 153.03, "Australia/Brisbane"),
    ("BR", -23.55, -46.63, "America/Sao_Paulo"), ("BR", -3.12, -60.02, "America/Manaus"),
    ("CA", 43.65, -79.38, "America/Toronto"), ("CA", 49.28, -123.12, "America/Vancouver"),
    ("MX", 19.43, -99.13, "America/Mexico_City"), ("MX", 32.53, -117.04, "America/Tijuana"),
    ("ID", -6.21, 106.85, "Asia/Jakarta"), ("ID", -2.53, 140.72, "Asia/Jayapura"),
  ])
  func severalClocksAreToldApartByCoordinates(_ country: String, _ lat: Double, _ lng: Double, _ zone: String)
    throws
  {
    let guess = try #require(
      CountryTimeZones.guess(country: country, at: Coordinate(latitude: lat, longitude: lng)))
    // The country's first zone of the same clock: compare clocks, not names (Indiana's zones
    // keep New York's clock).
    let expected = try #require(TimeZone(identifier: zone))
    #expect(guess.assumption == nil)
    #expect(Self.sameClock(guess.zone, expected), "\(guess.zone.identifier) for \(zone)")
  }

  @Test func severalClocksWithoutCoordinatesAssumeThePrincipalZoneAndSaySo() throws {
    let guess = try #require(CountryTimeZones.guess(country: "US", at: nil))
    #expect(guess.zone.identifier == "America/New_York")
    #expect(guess.assumption?.contains("several time zones") == true)
  }

  @Test(arguments: [
    (43.7384, 7.4246, "Europe/Paris"), (42.5063, 1.5218, "Europe/Paris"), (60.17, 24.94, "Europe/Helsinki"),
    (35.68, 139.69, "Asia/Tokyo"), (-33.92, 18.42, "Africa/Johannesburg"), (27.72, 85.32, "Asia/Kathmandu"),
  ])
  func unknownCountryTakesTheCoordinatesClock(_ lat: Double, _ lng: Double, _ zone: String) throws {
    let guess = try #require(
      CountryTimeZones.guess(country: nil, at: Coordinate(latitude: lat, longitude: lng)))
    #expect(Self.sameClock(guess.zone, try #require(TimeZone(identifier: zone))))
    #expect(guess.assumption == nil)
  }

  @Test func openSeaAndTheFarSouthHaveNoZone() {
    #expect(CountryTimeZones.guess(country: nil, at: Coordinate(latitude: -40, longitude: -140)) == nil)
    #expect(CountryTimeZones.guess(country: nil, at: Coordinate(latitude: -80, longitude: 0)) == nil)
  }

  /// Monaco and Andorra (not in the old table): evaluated on their own clock, no warning.
  @Test(arguments: [("MC", 43.7384, 7.4246), ("AD", 42.5063, 1.5218), (nil, 43.7384, 7.4246)])
  func monacoAndAndorraEvaluateLocallyWithoutWarning(_ country: String?, _ lat: Double, _ lng: Double) throws
  {
    let time = try RequestedTime.parse("2026-07-15T09:30")
    let result = OpenStatusEvaluator.evaluate(
      osm: "Mo-Fr 09:00-10:00", at: time,
      context: HoursContext(coordinate: Coordinate(latitude: lat, longitude: lng), countryCode: country))
    #expect(result.warning == nil)
    #expect(result.info.status == .open)  // 09:30 local (07:30 UTC, when UTC would say closed)
    #expect(result.timeZone.secondsFromGMT(for: result.evaluatedAt) == 7200)
  }

  /// Whether two zones show the same offset at noon UTC of every week of 2026.
  static func sameClock(_ a: TimeZone, _ b: TimeZone) -> Bool {
    (0..<53).allSatisfy { week in
      let instant = Date(timeIntervalSince1970: 1_767_268_800 + Double(week) * 7 * 86_400)
      return a.secondsFromGMT(for: instant) == b.secondsFromGMT(for: instant)
    }
  }
}
