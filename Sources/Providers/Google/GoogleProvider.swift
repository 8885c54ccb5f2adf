import EnrichCore
import EnrichSystem

/// Google Maps Platform behind `PlaceProvider`: Places API (New) Text Search, Nearby Search,
/// Autocomplete and Place Details, and the Geocoding API, over one libcurl client with
/// per-method rate limits, an in-flight window, and retries with backoff.
///
/// ```swift
/// CurlRuntime.initialize()                       // in main, before any task starts
/// var configuration = GoogleConfiguration(apiKey: key)
/// configuration.qps = 50
/// let google = try GoogleProvider(configuration: configuration, metrics: metrics)
/// let hits = try await google.searchText(TextSearchRequest(textQuery: "Café Regatta"))
/// ```
///
/// Errors are `ProviderError`: `.permissionDenied` and `.quotaExhausted` are fatal (stop the
/// run), the rest fail one row. Requests are validated with `RequestValidator` first.
package final class GoogleProvider: PlaceProvider {
  package let id = "google"
  package let attributions = [Attribution.googleMaps]
  package let configuration: GoogleConfiguration
  /// Fields asked for by searches: the defaults plus the configured extras.
  package let fields: [String]
  private let encoder: GoogleRequestEncoder
  private let executor: GoogleRequestExecutor

  /// The fields the open-status stage needs (see `openStatusDetails(for:)`).
  package static let openStatusFields = GoogleFieldMask.openStatusFields

  /// Validates `configuration` and starts the HTTP client. Throws `ProviderError`.
  /// - Parameter sharedRate: the fleet's rate limit (`--state`), paced besides this process's.
  package init(
    configuration: GoogleConfiguration, metrics: ProviderMetrics, sharedRate: (any SharedRatePacer)? = nil
  ) throws(ProviderError) {
    try configuration.validate()
    CurlRuntime.initialize()
    let fields = GoogleFieldMask.searchFields(
      extras: try GoogleFieldMask.normalize(configuration.extraFields))
    self.configuration = configuration
    self.fields = fields
    encoder = GoogleRequestEncoder(configuration: configuration)
    executor = try GoogleRequestExecutor(
      configuration: configuration, metrics: metrics, sharedRate: sharedRate)
  }

  package func searchText(_ request: TextSearchRequest) async throws -> [ProviderPlace] {
    try RequestValidator.validate(request)
    let json = try await executor.perform(
      encoder.searchText(request, fields: fields(for: request.content)), endpoint: .searchText)
    let origin = request.locationBias?.center ?? request.locationRestriction?.center
    return try GooglePlaceDecoder.places(in: json, endpoint: .searchText).map { place in
      ProviderPlace(
        place: Self.answered(place, request.content), distanceMeters: place.distance(from: origin))
    }
  }

  package func nearby(_ request: NearbyRequest) async throws -> [ProviderPlace] {
    try RequestValidator.validate(request)
    let json = try await executor.perform(
      encoder.searchNearby(request, fields: fields(for: request.content)), endpoint: .searchNearby)
    return try GooglePlaceDecoder.places(in: json, endpoint: .searchNearby).map { place in
      ProviderPlace(
        place: Self.answered(place, request.content), distanceMeters: place.distance(from: request.center))
    }
  }

  package func autocomplete(_ request: AutocompleteRequest) async throws -> [Suggestion] {
    try RequestValidator.validate(request)
    let json = try await executor.perform(encoder.autocomplete(request), endpoint: .autocomplete)
    return Array(GooglePlaceDecoder.suggestions(in: json).prefix(5))
  }

  /// Place Details with exactly `request.fields` (Places names, no `places.` prefix; empty =
  /// the search fields). Returns nil when Google answers 404 (unknown or retired ID).
  package func details(_ request: DetailsRequest) async throws -> Place? {
    if request.placeID.isEmpty { throw ProviderError(.invalidRequest, "details needs a place ID") }
    let fields = request.fields.isEmpty ? self.fields : try GoogleFieldMask.normalize(request.fields)
    let withID = fields.contains("id") || fields.contains("*") ? fields : ["id"] + fields
    do {
      let json = try await executor.perform(encoder.details(request, fields: withID), endpoint: .details)
      let place = try GooglePlaceDecoder.place(json, endpoint: .details)
      return request.content.contains(.basics) ? Self.answered(place, request.content) : place
    } catch let error as ProviderError where error.kind == .notFound {
      return nil
    }
  }

  package func geocode(_ request: GeocodeRequest) async throws -> [Place] {
    try RequestValidator.validate(request)
    let json = try await executor.perform(encoder.geocode(request), endpoint: .geocode)
    return try GoogleGeocodeDecoder.places(in: json)
  }

  /// The field mask for places that must carry `content`: the search fields (defaults plus
  /// `--fields`) for the basics, the open-status fields for the hours. One request is billed at
  /// its mask's highest SKU, so a search that asks for the hours saves the Details call after it.
  package func fields(for content: AnswerContent) -> [String] {
    GoogleFieldMask.fields(for: content, searchFields: fields)
  }

  /// A place asked with the hours fields that came without any has none to ask for later: an
  /// empty set, as a Details call for the hours would have given it.
  static func answered(_ place: Place, _ content: AnswerContent) -> Place {
    guard content.contains(.openingHours), place.hours == nil else { return place }
    var completed = place
    completed.hours = .periods(.object([]))
    return completed
  }

  /// A place without hours data gets the hours fields with one Place Details call, billed at
  /// those fields' SKU only.
  package func openStatusDetails(for place: Place) -> DetailsRequest? {
    guard place.hours == nil else { return nil }
    return DetailsRequest(placeID: place.id, fields: Self.openStatusFields, content: .openingHours)
  }

  /// A kept place ID asked again with the fields its search would have carried.
  package func placeByID(_ id: String, content: AnswerContent) -> DetailsRequest {
    DetailsRequest(placeID: id, fields: fields(for: content), content: content)
  }

  /// The hours (an empty set when Google sent none or no longer knows the place), and the
  /// business status and zone when the place lacked them.
  package func completingOpenStatus(_ place: Place, with details: Place?) -> Place {
    var completed = place
    guard place.hours == nil else { return place }
    completed.hours = details?.hours ?? .periods(.object([]))
    completed.businessStatus = place.businessStatus ?? details?.businessStatus
    completed.timeZone = place.timeZone ?? details?.timeZone
    return completed
  }
}
