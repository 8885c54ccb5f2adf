import EnrichAddress
import EnrichCore
import Foundation

/// Reads the mapped columns of a row into a `RowRequest`: name, address (split into building
/// and subpremise), coordinates, country and the search text. Malformed rows end here as
/// `invalid`; rows with nothing to search as `skipped`.
package struct NormalizeStage: RowStage {
  package let name = "normalize"
  package let waitsOnIO = false
  package let mapping: ColumnMapping

  package init(mapping: ColumnMapping) {
    self.mapping = mapping
  }

  package func process(_ item: inout WorkItem, context: StageContext) async throws {
    normalize(&item, context: context)
  }

  /// The synchronous body, for callers outside a pipeline (`enrich address`, tests).
  package func normalize(_ item: inout WorkItem, context: StageContext) {
    let record = item.record
    if let problem = record.problem {
      item.finish(.invalid, error: RowError(code: "invalid_row", message: problem))
      return
    }
    var request = RowRequest()
    request.name = mapping.name.flatMap(record.text(of:))
    request.street = mapping.street.flatMap(record.text(of:))
    request.houseNumber = mapping.houseNumber.flatMap(record.text(of:))
    request.postcode = mapping.postcode.flatMap(record.text(of:))
    request.city = mapping.city.flatMap(record.text(of:))
    request.countryCode = mapping.country.flatMap(record.text(of:)).flatMap(Self.countryCode)
    request.address = composeAddress(record, request: request)
    if let address = request.address {
      request.analysis = AddressAnalyzer.analyze(address, country: request.countryCode)
    }
    request.coordinate = coordinate(of: &item, context: context)
    if let template = mapping.queryTemplate {
      let text = template.render { record.text(of: $0) }
      request.queryText = text.isEmpty ? nil : text
      request.queryIsTemplate = true
    } else {
      let parts = [request.name, request.buildingAddress].compactMap { $0 }
      request.queryText = parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
    item.request = request
    item.result.subpremise = request.analysis?.subpremise
    if request.queryText == nil, request.address == nil, request.coordinate == nil {
      context.warn("nothing to search: no name, address or coordinates", item: &item)
      item.finish(.skipped, error: RowError(code: "empty_row", message: "no name, address or coordinates"))
    }
  }

  /// The full address: the address columns joined, or the parts assembled
  /// (`street number unit, postcode city`).
  func composeAddress(_ record: InputRecord, request: RowRequest) -> String? {
    let unit = mapping.unit.flatMap(record.text(of:))
    var lines = mapping.address.compactMap(record.text(of:))
    if lines.isEmpty {
      let streetLine = [request.street, request.houseNumber, unit].compactMap { $0 }
        .joined(separator: " ")
      let cityLine = [request.postcode, request.city].compactMap { $0 }.joined(separator: " ")
      lines = [streetLine, cityLine].filter { !$0.isEmpty }
      if request.street == nil, request.houseNumber == nil { lines = [] }
    } else {
      if let unit { lines[0] += " " + unit }
      let known = lines.joined(separator: " ").lowercased()
      for part in [request.postcode, request.city].compactMap({ $0 })
      where !known.contains(part.lowercased()) {
        lines.append(part)
      }
    }
    let address = lines.joined(separator: ", ")
    return address.isEmpty ? nil : address
  }

  /// Coordinates from the mapped columns, else the format's own geometry. Unparseable or
  /// out-of-range values are ignored with a warning rather than searched with.
  func coordinate(of item: inout WorkItem, context: StageContext) -> Coordinate? {
    let record = item.record
    if let latColumn = mapping.latitude, let lngColumn = mapping.longitude,
      let latText = record.text(of: latColumn), let lngText = record.text(of: lngColumn)
    {
      let lat = Double(latText.replacingOccurrences(of: ",", with: "."))
      let lng = Double(lngText.replacingOccurrences(of: ",", with: "."))
      if let lat, let lng {
        let point = Coordinate(latitude: lat, longitude: lng)
        if point.isValid, !(lat == 0 && lng == 0) { return point }
      }
      context.warn(
        "ignored coordinates '\(latText), \(lngText)': not a valid latitude/longitude", item: &item)
      return nil
    }
    if let geometry = record.geometry, geometry.isValid { return geometry }
    return nil
  }

  /// Two-letter code from a code or a common country name; nil if unknown.
  static func countryCode(_ text: String) -> String? {
    let trimmed = text.trimmed(of: .whitespaces)
    if trimmed.count == 2, trimmed.allSatisfy(\.isLetter) { return trimmed.uppercased() }
    let names: [String: String] = [
      "finland": "FI", "suomi": "FI", "sweden": "SE", "sverige": "SE", "norway": "NO", "norge": "NO",
      "denmark": "DK", "danmark": "DK", "germany": "DE", "deutschland": "DE", "france": "FR",
      "united kingdom": "GB", "uk": "GB", "england": "GB", "united states": "US", "usa": "US",
      "czech republic": "CZ", "czechia": "CZ", "česko": "CZ", "estonia": "EE", "eesti": "EE",
    ]
    return names[trimmed.lowercased()]
  }
}
