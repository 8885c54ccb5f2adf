/// A credit a data source requires wherever its data is shown or stored. Each provider declares
/// its own (`PlaceProvider.attributions`).
package struct Attribution: Sendable, Equatable, Hashable {
  /// Who provided the data ("OpenStreetMap", "Google Maps").
  package var provider: String
  /// The exact text to display.
  package var text: String
  package var url: String?
  package var license: String?

  package init(provider: String, text: String, url: String? = nil, license: String? = nil) {
    self.provider = provider
    self.text = text
    self.url = url
    self.license = license
  }

  package var jsonValue: JSONValue {
    var object = JSONObjectBuilder()
    object.add("provider", provider)
    object.add("text", text)
    object.add("url", url)
    object.add("license", license)
    return object.value
  }
}
