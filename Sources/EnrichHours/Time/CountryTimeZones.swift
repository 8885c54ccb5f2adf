import EnrichCore
import Foundation

/// The zone of a place whose zone is not given: from its country (every country, from the tz
/// database's zone.tab) and, in a country of several clocks (US, ES, PT, RU, ...) or when the
/// country is unknown, from its coordinates (`ZoneQuadtree`).
package enum CountryTimeZones {
  /// A zone and, when it had to be assumed, why.
  package struct Guess: Sendable, Equatable {
    package var zone: TimeZone
    package var assumption: String?

    package init(zone: TimeZone, assumption: String? = nil) {
      self.zone = zone
      self.assumption = assumption
    }
  }

  /// The zone of `country` (ISO 3166-1 alpha-2) when the whole country keeps one clock, nil
  /// when unknown or when it has several (without a coordinate there is no telling which).
  package static func zone(forCountry country: String) -> TimeZone? {
    guard let zones = table.zones[normalized(country)], zones.count == 1 else { return nil }
    return TimeZone(identifier: zones[0].name)
  }

  /// The zone for a place in `country` at `coordinate`, either may be missing. A country of one
  /// clock gives its zone; otherwise the coordinate's clock picks the country's zone. With a
  /// country of several clocks and no coordinate, its principal zone is assumed (and said).
  package static func guess(country: String?, at coordinate: Coordinate?) -> Guess? {
    let zones = country.flatMap { table.zones[normalized($0)] } ?? []
    if zones.count == 1, let zone = TimeZone(identifier: zones[0].name) { return Guess(zone: zone) }
    let clock = coordinate.flatMap { ZoneQuadtree.shared.zone(at: $0) }
    if let clock {
      let name = zones.first { $0.clock == clock }?.name ?? (zones.isEmpty ? clock : nil)
      if let name, let zone = TimeZone(identifier: name) { return Guess(zone: zone) }
    }
    guard let principal = zones.first, let zone = TimeZone(identifier: principal.name) else { return nil }
    let reason =
      coordinate == nil ? "it has no coordinates" : "its coordinates are outside the country's zones"
    return Guess(
      zone: zone,
      assumption:
        "\(normalized(country ?? "")) has several time zones and \(reason); assumed \(principal.name)")
  }

  /// The IANA zones of `country`, the principal first (empty when the code is unknown).
  package static func zones(forCountry country: String) -> [String] {
    table.zones[normalized(country)]?.map(\.name) ?? []
  }

  /// `UK` and `EL` (the EU's codes) for GB and GR.
  private static func normalized(_ country: String) -> String {
    let code = country.uppercased()
    return ["UK": "GB", "EL": "GR"][code] ?? code
  }

  private struct CountryZone: Sendable {
    var name: String
    /// The quadtree's name for this zone's clock (the zone itself in one-clock countries).
    var clock: String
  }

  private struct Table: Sendable {
    var zones: [String: [CountryZone]] = [:]
  }

  private static let table: Table = {
    var table = Table()
    for line in CountryZoneTable.lines.split(separator: "\n") {
      let parts = line.split(separator: " ").map(String.init)
      guard parts.count >= 2 else { continue }
      table.zones[parts[0], default: []].append(CountryZone(name: parts[1], clock: parts.last ?? parts[1]))
    }
    return table
  }()
}
