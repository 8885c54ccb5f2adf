import EnrichCore
import Foundation

/// What is known about a place besides its hours: its clock, its position and its country.
package struct HoursContext: Sendable {
  /// The place's zone (`--tz` or known from the pipeline). A Google place's own `timeZone.id`
  /// takes precedence; without either, the evaluator uses Google's `utcOffsetMinutes`, then the
  /// zone of the country and coordinates (`CountryTimeZones.guess`), then UTC (with a warning).
  package var timeZone: TimeZone?
  /// Needed for `sunrise`, `sunset`, `dawn` and `dusk`.
  package var coordinate: Coordinate?
  /// ISO 3166-1 alpha-2; chooses the public-holiday calendar for `PH`.
  package var countryCode: String?

  package init(timeZone: TimeZone? = nil, coordinate: Coordinate? = nil, countryCode: String? = nil) {
    self.timeZone = timeZone
    self.coordinate = coordinate
    self.countryCode = countryCode
  }

  /// The zone to use and, when it had to be assumed, a warning saying so.
  package func resolvedZone(placeZone: TimeZone? = nil) -> (TimeZone, String?) {
    if let placeZone { return (placeZone, nil) }
    if let timeZone { return (timeZone, nil) }
    if let guess = CountryTimeZones.guess(country: countryCode, at: coordinate) {
      return (guess.zone, guess.assumption.map { "\($0) (pass --tz)" })
    }
    let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current
    return (utc, "the place's time zone is unknown; times are read in UTC (pass --tz)")
  }
}

/// The answer for one place: the status and, for the caller's records, when and where it was
/// evaluated.
package struct HoursEvaluation: Sendable, Equatable {
  package var info: OpenStatusInfo
  /// Something the user should know (unparseable expression, assumed zone), naming the input.
  package var warning: String?
  /// The instant that was evaluated.
  package var evaluatedAt: Date
  /// The zone the place's clock was read in.
  package var timeZone: TimeZone

  package init(info: OpenStatusInfo, warning: String?, evaluatedAt: Date, timeZone: TimeZone) {
    self.info = info
    self.warning = warning
    self.evaluatedAt = evaluatedAt
    self.timeZone = timeZone
  }
}
