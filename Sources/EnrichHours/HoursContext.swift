public import EnrichCore
public import Foundation

/// What is known about a place besides its hours: its clock, its position and its country.
public struct HoursContext: Sendable {
  /// The place's zone; nil lets the evaluator use the Google place's own zone, then a guess
  /// from the country, then UTC (with a warning).
  public var timeZone: TimeZone?
  /// Needed for `sunrise`, `sunset`, `dawn` and `dusk`.
  public var coordinate: Coordinate?
  /// ISO 3166-1 alpha-2; chooses the public-holiday calendar for `PH`.
  public var countryCode: String?

  public init(timeZone: TimeZone? = nil, coordinate: Coordinate? = nil, countryCode: String? = nil) {
    self.timeZone = timeZone
    self.coordinate = coordinate
    self.countryCode = countryCode
  }

  /// The zone to use and, when it had to be assumed, a warning saying so.
  func resolvedZone(placeZone: TimeZone? = nil) -> (TimeZone, String?) {
    if let placeZone { return (placeZone, nil) }
    if let timeZone { return (timeZone, nil) }
    if let countryCode, let guessed = CountryTimeZones.zone(forCountry: countryCode) { return (guessed, nil) }
    let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current
    return (utc, "the place's time zone is unknown; times are read in UTC (pass --tz)")
  }
}

/// The answer for one place: the status and, for the caller's records, when and where it was
/// evaluated.
public struct HoursEvaluation: Sendable, Equatable {
  public var info: OpenStatusInfo
  /// Something the user should know (unparseable expression, assumed zone), naming the input.
  public var warning: String?
  /// The instant that was evaluated.
  public var evaluatedAt: Date
  /// The zone the place's clock was read in.
  public var timeZone: TimeZone
}
