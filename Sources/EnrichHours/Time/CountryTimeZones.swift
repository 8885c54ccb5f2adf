import Foundation

/// IANA zones of countries that have a single zone, for places whose zone is not given.
package enum CountryTimeZones {
  /// The zone of `country` (ISO 3166-1 alpha-2), nil when unknown or when the country spans
  /// several zones (US, CA, AU, BR, RU, MX, ...).
  package static func zone(forCountry country: String) -> TimeZone? {
    let code = country.uppercased() == "UK" ? "GB" : country.uppercased()
    return table[code].flatMap(TimeZone.init(identifier:))
  }

  /// Country code → IANA zone identifier.
  package static let table: [String: String] = [
    "FI": "Europe/Helsinki", "SE": "Europe/Stockholm", "NO": "Europe/Oslo", "DK": "Europe/Copenhagen",
    "DE": "Europe/Berlin", "FR": "Europe/Paris", "GB": "Europe/London", "CZ": "Europe/Prague",
    "EE": "Europe/Tallinn", "LV": "Europe/Riga", "LT": "Europe/Vilnius", "PL": "Europe/Warsaw",
    "NL": "Europe/Amsterdam", "BE": "Europe/Brussels", "LU": "Europe/Luxembourg", "CH": "Europe/Zurich",
    "AT": "Europe/Vienna", "IT": "Europe/Rome", "ES": "Europe/Madrid", "IE": "Europe/Dublin",
    "IS": "Atlantic/Reykjavik", "SK": "Europe/Bratislava", "HU": "Europe/Budapest", "SI": "Europe/Ljubljana",
    "HR": "Europe/Zagreb", "RO": "Europe/Bucharest", "BG": "Europe/Sofia", "GR": "Europe/Athens",
    "RS": "Europe/Belgrade", "UA": "Europe/Kyiv", "BY": "Europe/Minsk", "MT": "Europe/Malta",
    "CY": "Asia/Nicosia", "TR": "Europe/Istanbul", "IL": "Asia/Jerusalem", "JP": "Asia/Tokyo",
    "KR": "Asia/Seoul", "CN": "Asia/Shanghai", "HK": "Asia/Hong_Kong", "TW": "Asia/Taipei",
    "SG": "Asia/Singapore", "TH": "Asia/Bangkok", "VN": "Asia/Ho_Chi_Minh", "PH": "Asia/Manila",
    "IN": "Asia/Kolkata", "AE": "Asia/Dubai", "SA": "Asia/Riyadh", "EG": "Africa/Cairo",
    "ZA": "Africa/Johannesburg", "KE": "Africa/Nairobi", "NG": "Africa/Lagos", "MA": "Africa/Casablanca",
    "NZ": "Pacific/Auckland", "AR": "America/Argentina/Buenos_Aires", "CO": "America/Bogota",
    "PE": "America/Lima", "CL": "America/Santiago", "PA": "America/Panama",
  ]
}
