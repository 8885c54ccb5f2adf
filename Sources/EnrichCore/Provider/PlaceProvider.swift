/// The four questions every provider answers, with the same request options, so a pipeline
/// can switch providers with one flag. Requests are validated with `RequestValidator` first.
package protocol PlaceProvider: Sendable {
  /// `local`, `google`.
  var id: String { get }
  /// Credits every output that holds this provider's data must carry.
  var attributions: [Attribution] { get }

  func searchText(_ request: TextSearchRequest) async throws -> [ProviderPlace]
  /// Forward geocoding; results carry `locationType` and `partialMatch`.
  func geocode(_ request: GeocodeRequest) async throws -> [Place]
  func nearby(_ request: NearbyRequest) async throws -> [ProviderPlace]
  /// Up to 5 suggestions.
  func autocomplete(_ request: AutocompleteRequest) async throws -> [Suggestion]
  /// One place by id with the named fields (used to fetch missing hours fields).
  func details(_ request: DetailsRequest) async throws -> Place?
  /// See the extension: the id, unless a provider's data has versions.
  var cacheScope: String { get }
  /// The details request that would give `place` what the open-status stage needs, or nil
  /// when it has it (or the provider has nothing more). Pure: the stage sends it through the
  /// decorators, so budgets and de-duplication apply.
  func openStatusDetails(for place: Place) -> DetailsRequest?
  /// `place` completed with the answer to that request (nil: the place is no longer known).
  func completingOpenStatus(_ place: Place, with details: Place?) -> Place
  /// The details request that gives a known place ID the `content` a search answer would
  /// have carried (a kept place ID completed without searching again). Pure.
  func placeByID(_ id: String, content: AnswerContent) -> DetailsRequest
}

extension PlaceProvider {
  /// What cached answers of this provider are valid for: its id, plus whatever identifies
  /// its data (the local provider adds its index's source and build time, so a rebuilt or
  /// different index never answers from another index's cache entries).
  package var cacheScope: String { id }

  package func openStatusDetails(for place: Place) -> DetailsRequest? { nil }

  package func completingOpenStatus(_ place: Place, with details: Place?) -> Place { place }

  package func placeByID(_ id: String, content: AnswerContent) -> DetailsRequest {
    DetailsRequest(placeID: id, fields: [], content: content)
  }
}
