import EnrichCore
import Foundation

/// Which input columns hold the name, the address parts and the coordinates: detected from the
/// header and overridable per role (`--name-column`, `--address-column`, ...).
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

  /// Guesses roles from header names. Exact (folded) name matches only: a guess on a partial
  /// match would silently search the wrong column.
  package static func detect(columns: [String]) -> ColumnMapping {
    var mapping = ColumnMapping()
    var taken = Set<String>()
    // Folded once per distinct name, not once per role and column (folding goes through
    // Foundation; a header may have tens of thousands of columns).
    var foldedNames: [String: String] = [:]
    let folded = columns.map { column in
      if let known = foldedNames[column] { return known }
      let value = fold(column)
      foldedNames[column] = value
      return value
    }
    for role in ColumnRole.allCases {
      let wanted = Set(role.headerNames)
      let index = columns.indices.first { index in
        !taken.contains(columns[index]) && wanted.contains(folded[index])
      }
      guard let index else { continue }
      let hit = columns[index]
      taken.insert(hit)
      mapping.assign(role, hit)
    }
    return mapping
  }

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

  /// Human-readable description for `--verbose` and `pipeline show`.
  package var summary: String {
    var parts: [String] = []
    if let name { parts.append("name=\(name)") }
    if !address.isEmpty { parts.append("address=\(address.joined(separator: "+"))") }
    for (label, column) in [
      ("street", street), ("housenumber", houseNumber), ("unit", unit), ("city", city),
      ("postcode", postcode), ("country", country), ("lat", latitude), ("lng", longitude),
    ] {
      if let column { parts.append("\(label)=\(column)") }
    }
    if let queryTemplate { parts.append("query=\"\(queryTemplate.text)\"") }
    return parts.isEmpty ? "(no columns recognised)" : parts.joined(separator: " ")
  }

  static func fold(_ header: String) -> String {
    let folded = header.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .lowercased()
      .trimmingCharacters(in: .whitespacesAndNewlines)
    var out = ""
    for scalar in folded.unicodeScalars {
      if CharacterSet.alphanumerics.contains(scalar) {
        out.unicodeScalars.append(scalar)
      } else if !out.hasSuffix("_") {
        out += "_"
      }
    }
    return out.trimmingCharacters(in: CharacterSet(charactersIn: "_"))
  }
}
