import EnrichCore
import Foundation

/// A `PlaceProvider` decorator that answers repeated requests from the persistent cache, for
/// providers whose terms let a cache keep whole answers (open data such as the local index): a
/// hit returns the stored answer and nothing is sent.
///
/// An ID-only provider's answers cannot be kept whole (Google: no Places content), so they are
/// never answered from here: every request is sent (`--offline`: refused as `not_cached`). What
/// such a cache keeps is each stage's verdict, in `DecisionMemory`, from which a later run asks
/// only for what it needs.
///
/// Hits are counted with `ProviderMetrics.recordCacheHit()`; requests are counted by the
/// wrapped provider when it sends them, and hits never touch its rate limiter.
package final class CachingProvider: PlaceProvider {
  /// How the cache is consulted.
  package enum Mode: Sendable, Equatable {
    /// Fresh entries answer; missing or expired ones are requested and stored.
    case normal
    /// `--refresh`: like `normal`, but an entry with any expired part (coordinates older
    /// than their limit) is re-requested in full instead of being completed by ID.
    case refresh
    /// `--offline`: answers come from the cache alone; a miss throws `.notCached`, nothing is sent.
    case offline
  }

  package let base: any PlaceProvider
  package let store: any AnswerStore
  package let policy: CachePolicy
  package let mode: Mode
  /// The wrapped provider's field mask (part of every search key).
  package let fields: [String]
  let metrics: ProviderMetrics
  let now: @Sendable () -> Date

  package var id: String { base.id }
  package var attributions: [Attribution] { base.attributions }
  package var cacheScope: String { base.cacheScope }

  package func openStatusDetails(for place: Place) -> DetailsRequest? { base.openStatusDetails(for: place) }

  package func completingOpenStatus(_ place: Place, with details: Place?) -> Place {
    base.completingOpenStatus(place, with: details)
  }

  package func placeByID(_ id: String, content: AnswerContent) -> DetailsRequest {
    base.placeByID(id, content: content)
  }

  /// - Parameters:
  ///   - fields: the field mask the wrapped provider sends with searches, so a change of
  ///     `--fields` never reuses answers that lack the new fields.
  ///   - now: the clock that stamps new entries (expiry is judged by the store's clock).
  package init(
    wrapping base: any PlaceProvider, store: any AnswerStore, policy: CachePolicy, mode: Mode = .normal,
    fields: [String] = [], metrics: ProviderMetrics, now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.base = base
    self.store = store
    self.policy = policy
    self.mode = mode
    self.fields = fields
    self.metrics = metrics
    self.now = now
  }

  package func searchText(_ request: TextSearchRequest) async throws -> [ProviderPlace] {
    let key = CacheKey.searchText(request, provider: base.cacheScope, fields: fields)
    let origin = request.locationBias?.center ?? request.locationRestriction?.center
    return try await searchLike(key, origin: origin, language: request.languageCode) {
      try await self.base.searchText(request)
    }
  }

  package func nearby(_ request: NearbyRequest) async throws -> [ProviderPlace] {
    let key = CacheKey.nearby(request, provider: base.cacheScope, fields: fields)
    return try await searchLike(key, origin: request.center, language: request.languageCode) {
      try await self.base.nearby(request)
    }
  }

  package func geocode(_ request: GeocodeRequest) async throws -> [Place] {
    let key = CacheKey.geocode(request, provider: base.cacheScope, fields: fields)
    guard policy.cachedEndpoints.contains(.geocode), policy.retention == .wholeAnswer else {
      return try await passThrough(key) { try await self.base.geocode(request) }
    }
    return try await wholeAnswer(key, CachePayload.places) { try await self.base.geocode(request) }
  }

  package func autocomplete(_ request: AutocompleteRequest) async throws -> [Suggestion] {
    let key = CacheKey.autocomplete(request, provider: base.cacheScope)
    guard policy.cachedEndpoints.contains(.autocomplete), policy.retention == .wholeAnswer else {
      return try await passThrough(key) { try await self.base.autocomplete(request) }
    }
    return try await wholeAnswer(key, CachePayload.suggestions) { try await self.base.autocomplete(request) }
  }

  package func details(_ request: DetailsRequest) async throws -> Place? {
    let key = CacheKey.details(request, provider: base.cacheScope)
    guard policy.cachedEndpoints.contains(.details), policy.retention == .wholeAnswer else {
      return try await passThrough(key) { try await self.base.details(request) }
    }
    return try await wholeAnswer(key, CachePayload.details) { try await self.base.details(request) }
  }

  // MARK: Shared flows

  private func searchLike(
    _ key: CacheKey, origin: Coordinate?, language: String?,
    fetch: @Sendable () async throws -> [ProviderPlace]
  ) async throws -> [ProviderPlace] {
    guard policy.cachedEndpoints.contains(key.endpoint), policy.retention == .wholeAnswer else {
      return try await passThrough(key, fetch)
    }
    return try await wholeAnswer(key, CachePayload.hits, fetch: fetch)
  }

  /// Stored whole: decode on a hit, encode and store on a miss.
  private func wholeAnswer<Answer>(
    _ key: CacheKey, _ coding: CachePayload.Coding<Answer>, fetch: () async throws -> Answer
  ) async throws -> Answer {
    if let entry = usableEntry(key), let cached = coding.decode(entry.payload) {
      metrics.recordCacheHit()
      return cached
    }
    try refuseWhenOffline(key)
    // A fleet: wait while another worker asks, then take its answer from the shared store.
    if let fleet = store.fleet {
      let decoded = { self.usableEntry(key).flatMap { coding.decode($0.payload) } }
      if try await fleet.turn(for: key, answered: { decoded() != nil }) == .answered, let cached = decoded() {
        metrics.recordCacheHit()
        return cached
      }
    }
    defer { store.fleet?.finish(key) }
    let answer = try await fetch()
    if let payload = coding.encode(answer) {
      save(CacheEntry(payload: payload, storedAt: now()), key)
    }
    return answer
  }

  /// Endpoints the policy does not cache whole: sent as they are, or refused offline.
  func passThrough<Answer>(_ key: CacheKey, _ fetch: () async throws -> Answer) async throws -> Answer {
    if mode == .offline { throw Self.neverCached(key) }
    return try await fetch()
  }

  /// What `--offline` says of a request whose answer no cache keeps.
  static func neverCached(_ key: CacheKey) -> ProviderError {
    ProviderError(
      .notCached,
      "--offline: \(key.provider) \(key.endpoint.rawValue) answers are never cached whole (provider terms), "
        + "and no decision kept for this row answers it")
  }

  /// A stored entry this mode may answer from.
  func usableEntry(_ key: CacheKey) -> CacheEntry? {
    guard let entry = store.entry(for: key) else { return nil }
    if mode == .refresh, !entry.isEntirelyFresh(at: store.currentTime()) { return nil }
    return entry
  }

  func refuseWhenOffline(_ key: CacheKey) throws(ProviderError) {
    guard mode == .offline else { return }
    throw ProviderError(
      .notCached, "--offline: no cached \(key.provider) \(key.endpoint.rawValue) answer for this request")
  }

  /// Stamps expiry from the policy and stores, unless the user limit is zero days.
  func save(_ entry: CacheEntry, _ key: CacheKey) {
    if policy.entryLifetime == 0 { return }
    var stamped = entry
    stamped.expiresAt = policy.entryExpiry(storedAt: entry.storedAt)
    if entry.coordinates != nil {
      stamped.coordinatesExpireAt = policy.coordinateExpiry(storedAt: entry.storedAt)
    }
    store.put(stamped, for: key)
  }
}
