/// The type a flat output column holds: CSV writes text either way, typed formats (XLSX,
/// GeoPackage, GeoJSON) write the value as this type.
package enum ColumnType: String, Sendable, Equatable, CaseIterable {
  case text, integer, real, boolean
}

/// A place field a provider adds beyond the common ones (a Google `--fields` entry, an OSM tag
/// the local index keeps), declared by its plugin so flat outputs give it a typed column of its
/// own: `enrich_place_<name>`.
package struct PlaceColumn: Sendable, Equatable, Hashable {
  /// Where the value is in a `Place`.
  package enum Source: Sendable, Equatable, Hashable {
    /// A member of `Place.extra`, or a member inside that object, as a dotted path
    /// (`editorialSummary` → `text`).
    case member(String, subkey: String?)
    /// The `weekdayDescriptions` of one member of structured hours (`regularOpeningHours`),
    /// joined with `; `.
    case hoursDescriptions(String)
  }

  /// The column name after `enrich_place_`, in snake case (`rating`, `user_rating_count`).
  package var name: String
  package var source: Source
  package var type: ColumnType

  package init(name: String, source: Source, type: ColumnType) {
    self.name = name
    self.source = source
    self.type = type
  }

  /// A column for the extra member `member`, named after it in snake case.
  package init(member: String, subkey: String? = nil, type: ColumnType) {
    self.init(name: Self.snakeCase(member), source: .member(member, subkey: subkey), type: type)
  }

  /// `userRatingCount` → `user_rating_count`; `addr:city` → `addr_city`.
  package static func snakeCase(_ name: String) -> String {
    var out = ""
    for character in name {
      if character.isUppercase {
        if !out.isEmpty, out.last != "_" { out.append("_") }
        out.append(contentsOf: character.lowercased())
      } else if character.isLetter || character.isNumber {
        out.append(character)
      } else if !out.isEmpty, out.last != "_" {
        out.append("_")
      }
    }
    while out.hasSuffix("_") { out.removeLast() }
    return out
  }

  /// The column's value in `place`: JSON as the provider gave it (nil when absent).
  package func value(in place: Place) -> JSONValue? {
    switch source {
    case .member(let member, let subkey):
      guard let value = place.extra.first(where: { $0.key == member })?.value else { return nil }
      guard let subkey else { return value }
      var current: JSONValue? = value
      for key in subkey.split(separator: ".") { current = current?[String(key)] }
      return current
    case .hoursDescriptions(let member):
      guard case .periods(let periods) = place.hours,
        let lines = periods[member]?["weekdayDescriptions"]?.arrayValue
      else { return nil }
      let text = lines.compactMap(\.stringValue).joined(separator: "; ")
      return text.isEmpty ? nil : .string(text)
    }
  }
}
