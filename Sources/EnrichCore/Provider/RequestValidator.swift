import Foundation

/// Checks requests the way Google's services do, in one place shared by every provider, so an
/// option that Google would reject fails the same way offline.
package enum RequestValidator {
  package static func validate(_ request: TextSearchRequest) throws(ProviderError) {
    if request.textQuery.trimmed().isEmpty {
      throw invalid("textQuery must not be empty")
    }
    if request.locationBias != nil, request.locationRestriction != nil {
      throw invalid("locationBias and locationRestriction cannot be used together")
    }
    if let bias = request.locationBias { try validate(bias, field: "locationBias") }
    if let restriction = request.locationRestriction {
      try validate(restriction, field: "locationRestriction.rectangle")
    }
    guard (1...20).contains(request.maxResultCount) else {
      throw invalid("maxResultCount must be between 1 and 20, got \(request.maxResultCount)")
    }
    if let rating = request.minRating, !(0...5).contains(rating) {
      throw invalid("minRating must be between 0 and 5, got \(rating)")
    }
    if request.rankPreference == .popularity {
      throw invalid("rankPreference POPULARITY is for nearby search; use RELEVANCE or DISTANCE")
    }
    if request.strictTypeFiltering, request.includedType == nil {
      throw invalid("strictTypeFiltering needs includedType")
    }
    try validateType(request.includedType, field: "includedType")
    try validateLanguage(request.languageCode)
    try validateRegion(request.regionCode, field: "regionCode")
  }

  package static func validate(_ request: GeocodeRequest) throws(ProviderError) {
    if request.address.trimmed().isEmpty,
      request.components.isEmpty
    {
      throw invalid("geocode needs an address or components")
    }
    if let bounds = request.bounds { try validate(bounds, field: "bounds") }
    try validateRegion(request.region, field: "region")
    try validateLanguage(request.language)
  }

  package static func validate(_ request: NearbyRequest) throws(ProviderError) {
    try validateCoordinate(request.center, field: "locationRestriction.circle.center")
    guard request.radius > 0, request.radius <= 50_000 else {
      throw invalid("radius must be greater than 0 and at most 50000 metres, got \(request.radius)")
    }
    guard (1...20).contains(request.maxResultCount) else {
      throw invalid("maxResultCount must be between 1 and 20, got \(request.maxResultCount)")
    }
    if request.includedTypes.count > 50 {
      throw invalid("includedTypes accepts at most 50 types, got \(request.includedTypes.count)")
    }
    if request.rankPreference == .relevance {
      throw invalid("rankPreference for nearby search is POPULARITY or DISTANCE")
    }
    for type in request.includedTypes { try validateType(type, field: "includedTypes") }
    try validateLanguage(request.languageCode)
  }

  package static func validate(_ request: AutocompleteRequest) throws(ProviderError) {
    if request.input.isEmpty { throw invalid("input must not be empty") }
    if let offset = request.inputOffset,
      offset < 0 || offset > request.input.unicodeScalars.count
    {
      throw invalid("inputOffset \(offset) is outside the input (0...\(request.input.unicodeScalars.count))")
    }
    let types = request.includedPrimaryTypes
    let collections: Set<String> = ["(regions)", "(cities)"]
    if types.contains(where: collections.contains), types.count > 1 {
      throw invalid("includedPrimaryTypes: (regions) and (cities) must be used alone")
    }
    if types.count > 5 {
      throw invalid("includedPrimaryTypes accepts at most 5 types, got \(types.count)")
    }
    for type in types where !collections.contains(type) {
      try validateType(type, field: "includedPrimaryTypes")
    }
    if request.includedRegionCodes.count > 15 {
      throw invalid(
        "includedRegionCodes accepts at most 15 regions, got \(request.includedRegionCodes.count)")
    }
    for region in request.includedRegionCodes {
      try validateRegion(region, field: "includedRegionCodes")
    }
    if request.locationBias != nil, request.locationRestriction != nil {
      throw invalid("locationBias and locationRestriction cannot be used together")
    }
    if let bias = request.locationBias { try validate(bias, field: "locationBias") }
    if let restriction = request.locationRestriction {
      try validate(restriction, field: "locationRestriction")
    }
    if let origin = request.origin { try validateCoordinate(origin, field: "origin") }
    if let token = request.sessionToken {
      let allowed = token.unicodeScalars.allSatisfy {
        ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
          || $0 == "-" || $0 == "_" || $0 == "="
      }
      if token.isEmpty || token.count > 36 || !allowed {
        throw invalid("sessionToken must be 1-36 URL-safe base64 characters")
      }
    }
    try validateLanguage(request.languageCode)
    try validateRegion(request.regionCode, field: "regionCode")
  }

  package static func validate(_ area: LocationArea, field: String) throws(ProviderError) {
    switch area {
    case .circle(let circle):
      try validateCoordinate(circle.center, field: "\(field).circle.center")
      guard circle.radius >= 0, circle.radius <= 50_000 else {
        throw invalid("\(field).circle.radius must be between 0 and 50000 metres, got \(circle.radius)")
      }
    case .rectangle(let rectangle):
      try validate(rectangle, field: "\(field).rectangle")
    }
  }

  package static func validate(_ rectangle: Rectangle, field: String) throws(ProviderError) {
    try validateCoordinate(rectangle.low, field: "\(field).low")
    try validateCoordinate(rectangle.high, field: "\(field).high")
    if rectangle.low.latitude > rectangle.high.latitude {
      throw invalid(
        "\(field) is empty: low.latitude \(rectangle.low.latitude) is north of high.latitude \(rectangle.high.latitude)"
      )
    }
    if rectangle.longitudeSpan > 180 {
      throw invalid("\(field) is wider than 180 degrees of longitude")
    }
  }

  static func validateCoordinate(_ point: Coordinate, field: String) throws(ProviderError) {
    if !point.isValid {
      throw invalid(
        "\(field): latitude must be in [-90, 90] and longitude in [-180, 180], got \(point.latitude),\(point.longitude)"
      )
    }
  }

  static func validateType(_ type: String?, field: String) throws(ProviderError) {
    guard let type else { return }
    let ok =
      !type.isEmpty
      && type.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    if !ok { throw invalid("\(field): '\(type)' is not a place type (lower_snake_case, e.g. cafe)") }
  }

  static func validateRegion(_ region: String?, field: String) throws(ProviderError) {
    guard let region else { return }
    let ok =
      region.count == 2 && region.unicodeScalars.allSatisfy { $0.isASCII && $0.properties.isAlphabetic }
    if !ok { throw invalid("\(field): '\(region)' is not a two-letter region code") }
  }

  static func validateLanguage(_ language: String?) throws(ProviderError) {
    guard let language else { return }
    let ok =
      !language.isEmpty && language.count <= 35
      && language.unicodeScalars.allSatisfy {
        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
      }
    if !ok { throw invalid("languageCode: '\(language)' is not a BCP-47 language code") }
  }

  static func invalid(_ message: String) -> ProviderError { ProviderError(.invalidRequest, message) }
}
