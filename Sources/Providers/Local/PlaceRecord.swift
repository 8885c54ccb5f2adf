import EnrichCore
import EnrichSystem

/// One row of the `places` table, decoded.
struct PlaceRecord: Sendable {
  var rowID: Int64
  var osmID: String
  var name: String
  /// `key=value` name tags (`name`, `name:sv`, `alt_name`, `brand`, ...).
  var names: [(key: String, value: String)]
  var location: Coordinate
  var primaryType: String?
  var types: [String]
  var street: String?
  var houseNumber: String?
  var unit: String?
  var postcode: String?
  var city: String?
  var country: String?
  var openingHours: String?
  var phone: String?
  var website: String?
  var cuisine: String?
  var wheelchair: String?
  var brand: String?
  var tagCount: Int
  /// Each distinct name, folded, as prepared at build time.
  var foldedNames: [FoldedName]
  /// The street's comparison key (`StreetNames.key`).
  var streetKey: String?

  /// Columns in the order `init(statement:)` reads them.
  static let columns = """
    p.id, p.osm_id, p.name, p.names, p.lat, p.lon, p.primary_type, p.types, p.street, p.housenumber,
    p.unit, p.postcode, p.city, p.country, p.opening_hours, p.phone, p.website, p.cuisine, p.wheelchair,
    p.brand, p.tag_count, p.folded_names, p.street_key
    """

  init(statement row: SQLiteStatement) {
    rowID = row.int(0)
    osmID = row.text(1) ?? ""
    name = row.text(2) ?? ""
    names = (row.text(3) ?? "").split(separator: "\n").compactMap { line in
      guard let equals = line.firstIndex(of: "=") else { return nil }
      return (String(line[..<equals]), String(line[line.index(after: equals)...]))
    }
    location = Coordinate(latitude: row.double(4), longitude: row.double(5))
    primaryType = row.text(6)
    types = (row.text(7) ?? "").split(separator: ",").map(String.init)
    street = row.text(8)
    houseNumber = row.text(9)
    unit = row.text(10)
    postcode = row.text(11)
    city = row.text(12)
    country = row.text(13)
    openingHours = row.text(14)
    phone = row.text(15)
    website = row.text(16)
    cuisine = row.text(17)
    wheelchair = row.text(18)
    brand = row.text(19)
    tagCount = Int(row.int(20))
    foldedNames = (row.text(21) ?? "").split(separator: "\n").map {
      FoldedName(tokens: $0.split(separator: " ").map(String.init))
    }
    streetKey = row.text(22)
  }

  /// The name to show: `name:<language>` when asked for and present, else `name`.
  func displayName(language: String?) -> String {
    if let language {
      let base = language.split(separator: "-").first.map(String.init) ?? language
      if let localized = names.first(where: { $0.key == "name:\(base.lowercased())" }) {
        return localized.value
      }
    }
    return name
  }

  /// Every distinct name but the displayed one and the brand (`ProviderPlace.names`).
  func otherNames(language: String?) -> [String] {
    let shown = displayName(language: language)
    var seen: Set<String> = [shown]
    return names.filter { $0.key != "brand" }.map(\.value).filter { seen.insert($0).inserted }
  }

  /// `Aleksanterinkatu 22 B, 00100 Helsinki`, from the address tags present.
  var formattedAddress: String? {
    var parts: [String] = []
    if let street { parts.append([street, houseNumber].compactMap { $0 }.joined(separator: " ")) }
    let locality = [postcode, city].compactMap { $0 }.joined(separator: " ")
    if !locality.isEmpty { parts.append(locality) }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  func place(language: String?, defaultCountry: String?) -> Place {
    var extra: [JSONMember] = []
    if let cuisine { extra.append(JSONMember("cuisine", .string(cuisine))) }
    if let wheelchair { extra.append(JSONMember("wheelchair", .string(wheelchair))) }
    if let brand { extra.append(JSONMember("brand", .string(brand))) }
    return Place(
      id: osmID, name: displayName(language: language), formattedAddress: formattedAddress,
      location: location,
      types: types, primaryType: primaryType, businessStatus: .operational,
      address: PostalAddress(
        street: street, houseNumber: houseNumber, unit: unit, postcode: postcode, city: city,
        countryCode: country ?? defaultCountry),
      phone: phone, website: website, hours: openingHours.map(PlaceHours.expression), locationType: "ROOFTOP",
      extra: extra)
  }
}
