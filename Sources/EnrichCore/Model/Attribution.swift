/// A credit a data source requires wherever its data is shown or stored.
public struct Attribution: Sendable, Equatable, Hashable {
  /// Who provided the data ("OpenStreetMap", "Google Maps").
  public var provider: String
  /// The exact text to display.
  public var text: String
  public var url: String?
  public var license: String?

  public init(provider: String, text: String, url: String? = nil, license: String? = nil) {
    self.provider = provider
    self.text = text
    self.url = url
    self.license = license
  }

  public static let openStreetMap = Attribution(
    provider: "OpenStreetMap", text: "© OpenStreetMap contributors, ODbL 1.0",
    url: "https://www.openstreetmap.org/copyright", license: "ODbL-1.0")

  public static let googleMaps = Attribution(
    provider: "Google Maps", text: "Google Maps",
    url: "https://developers.google.com/maps/documentation/places/web-service/policies")

  public var jsonValue: JSONValue {
    var object = JSONObjectBuilder()
    object.add("provider", provider)
    object.add("text", text)
    object.add("url", url)
    object.add("license", license)
    return object.value
  }
}
