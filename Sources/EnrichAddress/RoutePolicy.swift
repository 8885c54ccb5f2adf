/// Chooses text search or geocoding for an analysed address, following Google's guidance that
/// text search returns only partial matches for subpremises, road-segment numbers and Czech
/// conscription numbers, so those go to the geocoder with the full address.
enum RoutePolicy {
  static func decide(
    subpremise: String?, kind: SubpremiseKind?, hyphenated: String?, conscription: String?, poBox: Bool,
    isEmpty: Bool
  ) -> (AddressAnalysis.Route, String) {
    if isEmpty { return (.textSearch, "empty address: nothing to geocode") }
    var causes: [String] = []
    if let subpremise {
      let label = kind.map { $0.rawValue.replacingOccurrences(of: "_", with: " ") } ?? "unit"
      causes.append("subpremise \"\(subpremise)\" (\(label))")
    }
    if let hyphenated { causes.append("hyphenated street number \(hyphenated)") }
    if let conscription { causes.append("conscription/orientation number \(conscription)") }
    if !causes.isEmpty {
      return (
        .geocode,
        causes.joined(separator: " and ")
          + ": text search returns only partial matches, so geocode the full address"
      )
    }
    if poBox {
      return (.geocode, "PO box: a mailing address, not a place, so geocode it to its postal area")
    }
    return (.textSearch, "building address with no subpremise: text search")
  }
}
