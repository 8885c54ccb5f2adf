import EnrichAddress
import EnrichCore
import Foundation

/// What the normalize stage understood of a row: the parts later stages search with.
package struct RowRequest: Sendable, Equatable {
  /// Business or place name.
  package var name: String?
  /// The full address as the row gives it (unit included).
  package var address: String?
  /// The address split into building and subpremise, with the routing decision.
  package var analysis: AddressAnalysis?
  /// Coordinates the row already has (columns or the format's geometry).
  package var coordinate: Coordinate?
  /// ISO country code from the row, upper case.
  package var countryCode: String?
  package var street: String?
  package var houseNumber: String?
  package var postcode: String?
  package var city: String?
  /// The text search query: the template's output, or name plus building address.
  package var queryText: String?
  /// Whether `queryText` came from a `--query` template (then it is searched even without a name).
  package var queryIsTemplate = false

  package init() {}

  /// The address without its subpremise, as place search wants it.
  package var buildingAddress: String? {
    guard let analysis else { return address }
    let building = analysis.building.trimmed()
    return building.isEmpty ? address : building
  }

  /// Whether the address must go to the geocoder (subpremise, hyphenated number, CZ numbers).
  package var needsGeocoding: Bool { analysis?.route == .geocode }
}

extension RowRequest {
  /// The street to compare candidates with: the street column, else the part of the building
  /// address before its first number (`Aleksanterinkatu 52, Helsinki` → `Aleksanterinkatu`).
  package var streetForMatching: String? {
    if let street { return street }
    return parsedStreetLine?.street
  }

  /// The house number (with a letter suffix such as `20 B`), from its column or the address.
  package var houseNumberForMatching: String? {
    if let houseNumber { return houseNumber }
    return parsedStreetLine?.number
  }

  /// The street and number of the building address's first line (`StreetLine`).
  var parsedStreetLine: (street: String, number: String?)? {
    buildingAddress.flatMap(StreetLine.parse)
  }
}
