import EnrichCore

extension Attribution {
  /// The credit Google's Places policies require wherever its data is shown.
  package static let googleMaps = Attribution(
    provider: "Google Maps", text: "Google Maps",
    url: "https://developers.google.com/maps/documentation/places/web-service/policies")
}
