/// What a column of the input means to the pipeline.
package enum ColumnRole: String, Sendable, CaseIterable {
  case name, address, street, houseNumber, unit, city, postcode, country, latitude, longitude

  /// The role's key in a pipeline file's `input.columns`, in the `columns:` line and in the
  /// summary's `input.columns`.
  package var key: String {
    switch self {
    case .houseNumber: return "housenumber"
    case .latitude: return "lat"
    case .longitude: return "lng"
    default: return rawValue
    }
  }

  /// Whether a row can be searched with this column alone (a name, an address or a street,
  /// coordinates as a pair).
  package var isSearchable: Bool {
    switch self {
    case .name, .address, .street, .latitude, .longitude: return true
    default: return false
    }
  }
}
