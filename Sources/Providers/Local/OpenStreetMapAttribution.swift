import EnrichCore

extension Attribution {
  /// The credit OpenStreetMap's licence (ODbL) requires for the index's data.
  package static let openStreetMap = Attribution(
    provider: "OpenStreetMap", text: "© OpenStreetMap contributors, ODbL 1.0",
    url: "https://www.openstreetmap.org/copyright", license: "ODbL-1.0")
}
