import EnrichCore

/// A `PlaceProvider` decorator that makes identical requests of one run share one call, in
/// flight or done. "Identical" means the same `CacheKey`: same provider, endpoint and normalised
/// request (spacing, case, list order and coordinate noise do not count).
///
/// Put it outermost (`Coalescing(Caching(provider))`) so concurrent duplicates do not even
/// look at the cache twice. Each shared answer counts as a cache hit in `ProviderMetrics`.
/// See `RequestCoalescer` for which errors are shared and kept.
package final class CoalescingProvider: PlaceProvider {
  package let base: any PlaceProvider
  private let metrics: ProviderMetrics
  private let searches: RequestCoalescer<[ProviderPlace]>
  private let geocodes: RequestCoalescer<[Place]>
  private let nearbys: RequestCoalescer<[ProviderPlace]>
  private let suggestions: RequestCoalescer<[Suggestion]>
  private let detailed: RequestCoalescer<Place?>
  private let fields: [String]

  package var id: String { base.id }
  package var cacheScope: String { base.cacheScope }
  package var attributions: [Attribution] { base.attributions }

  package func openStatusDetails(for place: Place) -> DetailsRequest? { base.openStatusDetails(for: place) }

  package func completingOpenStatus(_ place: Place, with details: Place?) -> Place {
    base.completingOpenStatus(place, with: details)
  }

  package func placeByID(_ id: String, content: AnswerContent) -> DetailsRequest {
    base.placeByID(id, content: content)
  }

  /// - Parameters:
  ///   - keepsAnswers: keep done answers for the rest of the run. Needed when no cache sits
  ///     behind, or when the cache does not keep whole answers (ID-only terms: a cache hit still costs
  ///     Place Details calls); with a whole-answer cache, the cache serves repeats.
  ///   - capacity: most answers kept (memory bound for runs of millions of distinct rows).
  ///   - fields: the wrapped provider's field mask, part of the key as in the cache.
  package init(
    wrapping base: any PlaceProvider, keepsAnswers: Bool, capacity: Int = 100_000, fields: [String] = [],
    metrics: ProviderMetrics
  ) {
    self.base = base
    self.metrics = metrics
    self.fields = fields
    searches = RequestCoalescer(keepsAnswers: keepsAnswers, capacity: capacity)
    geocodes = RequestCoalescer(keepsAnswers: keepsAnswers, capacity: capacity)
    nearbys = RequestCoalescer(keepsAnswers: keepsAnswers, capacity: capacity)
    // Autocomplete answers are session-priced and cheap to keep; details answers are what a
    // later stage asks per matched place, often the same place for duplicate rows.
    suggestions = RequestCoalescer(keepsAnswers: keepsAnswers, capacity: capacity)
    detailed = RequestCoalescer(keepsAnswers: keepsAnswers, capacity: capacity)
  }

  package func searchText(_ request: TextSearchRequest) async throws -> [ProviderPlace] {
    let base = self.base
    return try await searches.value(
      for: .searchText(request, provider: id, fields: fields), shared: countShare
    ) { try await base.searchText(request) }
  }

  package func geocode(_ request: GeocodeRequest) async throws -> [Place] {
    let base = self.base
    return try await geocodes.value(
      for: .geocode(request, provider: id, fields: fields), shared: countShare
    ) { try await base.geocode(request) }
  }

  package func nearby(_ request: NearbyRequest) async throws -> [ProviderPlace] {
    let base = self.base
    return try await nearbys.value(
      for: .nearby(request, provider: id, fields: fields), shared: countShare
    ) { try await base.nearby(request) }
  }

  package func autocomplete(_ request: AutocompleteRequest) async throws -> [Suggestion] {
    let base = self.base
    return try await suggestions.value(for: .autocomplete(request, provider: id), shared: countShare) {
      try await base.autocomplete(request)
    }
  }

  package func details(_ request: DetailsRequest) async throws -> Place? {
    let base = self.base
    return try await detailed.value(for: .details(request, provider: id), shared: countShare) {
      try await base.details(request)
    }
  }

  private var countShare: @Sendable () -> Void {
    let metrics = self.metrics
    return { metrics.recordCacheHit() }
  }
}
