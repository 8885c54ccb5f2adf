import EnrichCore
import Foundation

/// Which input columns hold the name, the address parts and the coordinates: detected from the
/// header names and the values (`ColumnDetection`), and overridable per role (`--name-column`,
/// `--address-column`, ...).
package struct ColumnMapping: Sendable, Equatable {
  package var name: String?
  /// Full-address columns, joined in order with ", ".
  package var address: [String] = []
  package var street: String?
  package var houseNumber: String?
  package var unit: String?
  package var city: String?
  package var postcode: String?
  package var country: String?
  package var latitude: String?
  package var longitude: String?
  /// `--query "{name}, {street} {housenumber}, {city}"`: overrides how the search text is built.
  package var queryTemplate: QueryTemplate?

  package init() {}

  /// Fills roles the user did not set from `detected`.
  package func completed(with detected: ColumnMapping) -> ColumnMapping {
    var merged = self
    merged.name = name ?? detected.name
    if address.isEmpty {
      // A detected column the user chose parts inside (`--street-column address.street`) is
      // not also the whole address.
      let chosen = [name, street, houseNumber, unit, city, postcode, country].compactMap { $0 }
      merged.address = detected.address.filter { column in
        !chosen.contains { Self.isPath(into: [column], $0) }
      }
    }
    merged.street = street ?? detected.street
    merged.houseNumber = houseNumber ?? detected.houseNumber
    merged.unit = unit ?? detected.unit
    merged.city = city ?? detected.city
    merged.postcode = postcode ?? detected.postcode
    merged.country = country ?? detected.country
    merged.latitude = latitude ?? detected.latitude
    merged.longitude = longitude ?? detected.longitude
    return merged
  }

  /// The column mapped to `role` (the first, for addresses).
  package func column(for role: ColumnRole) -> String? {
    switch role {
    case .name: return name
    case .address: return address.first
    case .street: return street
    case .houseNumber: return houseNumber
    case .unit: return unit
    case .city: return city
    case .postcode: return postcode
    case .country: return country
    case .latitude: return latitude
    case .longitude: return longitude
    }
  }

  /// Whether a row can be searched with these columns: a name, an address, a street,
  /// coordinates, or a query template.
  package var isSearchable: Bool {
    name != nil || !address.isEmpty || street != nil || (latitude != nil && longitude != nil)
      || queryTemplate != nil
  }

  mutating func assign(_ role: ColumnRole, _ column: String) {
    switch role {
    case .name: name = column
    case .address: address = [column]
    case .street: street = column
    case .houseNumber: houseNumber = column
    case .unit: unit = column
    case .city: city = column
    case .postcode: postcode = column
    case .country: country = column
    case .latitude: latitude = column
    case .longitude: longitude = column
    }
  }

  /// Columns named in the mapping that the input does not have (a typo in `--name-column`).
  package func missingColumns(in columns: [String]) -> [String] {
    let named =
      [name, street, houseNumber, unit, city, postcode, country, latitude, longitude]
      .compactMap { $0 } + address + (queryTemplate?.columns ?? [])
    let present = Set(columns)
    return named.filter { !present.contains($0) && !Self.isPath(into: present, $0) }
  }

  /// Whether `name` is a dotted path whose head is one of `columns` (`address.street`); what
  /// it selects inside the field is each row's own (`InputRecord.value(atPath:)`).
  static func isPath(into columns: Set<String>, _ name: String) -> Bool {
    var head = Substring(name)
    while let dot = head.lastIndex(of: ".") {
      head = head[..<dot]
      if columns.contains(String(head)) { return true }
    }
    return false
  }

  /// The roles and their columns, in role order: `[("name", ["Nimi"]), ("address", ["Osoite"])]`,
  /// keyed as a pipeline file's `input.columns`.
  package var roles: [(key: String, columns: [String])] {
    var roles: [(key: String, columns: [String])] = []
    for role in ColumnRole.allCases {
      let columns = role == .address ? address : column(for: role).map { [$0] } ?? []
      if !columns.isEmpty { roles.append((role.key, columns)) }
    }
    if let queryTemplate { roles.append(("query", [queryTemplate.text])) }
    return roles
  }
}
