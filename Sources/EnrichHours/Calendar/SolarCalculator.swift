import EnrichCore
import Foundation

/// Sunrise, sunset and civil twilight from the NOAA solar calculator equations
/// (Meeus, "Astronomical Algorithms"), accurate to about a minute between ±65° latitude.
package enum SolarCalculator {
  /// A solar event an opening_hours expression can name.
  package enum Event: String, Sendable, CaseIterable {
    case dawn, sunrise, sunset, dusk

    /// Sun's zenith angle at the event: 90.833° (refraction + disc) or 96° (civil twilight).
    var zenith: Double {
      switch self {
      case .sunrise, .sunset: return 90.833
      case .dawn, .dusk: return 96
      }
    }

    var isMorning: Bool { self == .dawn || self == .sunrise }
  }

  /// Minutes after UTC midnight of `date` at which `event` happens at `coordinate`.
  ///
  /// Polar day gives the start (morning events: 0) or end (evening events: 1440) of the UTC day;
  /// polar night gives solar noon for both, so the interval between them is empty.
  package static func utcMinutes(of event: Event, on date: CivilDate, at coordinate: Coordinate) -> Double {
    var minutes = 720 - 4 * coordinate.longitude
    // Two passes: evaluate the sun's position at the approximate event time.
    for _ in 0..<2 {
      let julianDay = Double(date.dayNumber) + 2_440_587.5 + minutes / 1440
      let solar = SolarPosition(julianDay: julianDay)
      let noon = 720 - 4 * coordinate.longitude - solar.equationOfTime
      guard let hourAngle = solar.hourAngle(latitude: coordinate.latitude, zenith: event.zenith) else {
        let polarDay = solar.isPolarDay(latitude: coordinate.latitude, zenith: event.zenith)
        if polarDay { return event.isMorning ? 0 : 1440 }
        return noon
      }
      minutes = event.isMorning ? noon - 4 * hourAngle : noon + 4 * hourAngle
    }
    return minutes
  }
}

/// The sun's declination and the equation of time at one instant.
private struct SolarPosition {
  let declination: Double  // radians
  let equationOfTime: Double  // minutes

  init(julianDay: Double) {
    let t = (julianDay - 2_451_545) / 36_525
    let meanLongitude = (280.46646 + t * (36_000.76983 + t * 0.0003032)).truncatingRemainder(dividingBy: 360)
    let meanAnomaly = 357.52911 + t * (35_999.05029 - 0.0001537 * t)
    let eccentricity = 0.016708634 - t * (0.000042037 + 0.0000001267 * t)
    let m = meanAnomaly * .pi / 180
    let center =
      sin(m) * (1.914602 - t * (0.004817 + 0.000014 * t)) + sin(2 * m) * (0.019993 - 0.000101 * t)
      + sin(3 * m) * 0.000289
    let trueLongitude = meanLongitude + center
    let omega = (125.04 - 1934.136 * t) * .pi / 180
    let apparentLongitude = (trueLongitude - 0.00569 - 0.00478 * sin(omega)) * .pi / 180
    let meanObliquity = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60
    let obliquity = (meanObliquity + 0.00256 * cos(omega)) * .pi / 180
    declination = asin(sin(obliquity) * sin(apparentLongitude))
    let y = tan(obliquity / 2) * tan(obliquity / 2)
    let l0 = meanLongitude * .pi / 180
    let eq =
      y * sin(2 * l0) - 2 * eccentricity * sin(m) + 4 * eccentricity * y * sin(m) * cos(2 * l0)
      - 0.5 * y * y * sin(4 * l0) - 1.25 * eccentricity * eccentricity * sin(2 * m)
    equationOfTime = 4 * eq * 180 / .pi
  }

  /// The hour angle in degrees at which the sun reaches `zenith`, nil if it never does that day.
  func hourAngle(latitude: Double, zenith: Double) -> Double? {
    let phi = latitude * .pi / 180
    let cosH = cos(zenith * .pi / 180) / (cos(phi) * cos(declination)) - tan(phi) * tan(declination)
    guard cosH >= -1, cosH <= 1 else { return nil }
    return acos(cosH) * 180 / .pi
  }

  func isPolarDay(latitude: Double, zenith: Double) -> Bool {
    let phi = latitude * .pi / 180
    let cosH = cos(zenith * .pi / 180) / (cos(phi) * cos(declination)) - tan(phi) * tan(declination)
    return cosH < -1
  }
}
