import EnrichCore
import Foundation

/// The ID-only flows (terms that keep place IDs and coordinates only): keep query → place IDs, keep coordinates for a limited
/// time, and fetch everything else again by ID.
extension CachingProvider {
  /// Search and nearby. A hit re-requests each place by ID (Place Details, `policy.detailsFields`)
  /// in parallel, keeping the stored order. When any ID is no longer known, the stored mapping
  /// is stale and the search is sent again. Offline, a hit answers with IDs and coordinates only.
  func searchByIDs(
    _ key: CacheKey, origin: Coordinate?, language: String?,
    fetch: @Sendable () async throws -> [ProviderPlace]
  ) async throws -> [ProviderPlace] {
    if let entry = usableEntry(key), let stored = CachePayload.idsAndCoordinates(entry) {
      if mode == .offline {
        metrics.recordCacheHit()
        return stored.map { ProviderPlace(place: Place(id: $0.id, location: $0.location)) }
      }
      if let places = try await detailsByID(stored, language: language) {
        metrics.recordCacheHit()
        return places.map { ProviderPlace(place: $0, distanceMeters: $0.distance(from: origin)) }
      }
    }
    try refuseWhenOffline(key)
    let answer = try await fetch()
    store(answer.map(\.place), for: key)
    return answer
  }

  /// Geocoding. A hit needs coordinates still within their limit: it answers with the place IDs
  /// and coordinates (the only parts such terms let us keep); otherwise the request is sent again.
  func geocodeByIDs(_ key: CacheKey, fetch: () async throws -> [Place]) async throws -> [Place] {
    if let entry = usableEntry(key), let stored = CachePayload.idsAndCoordinates(entry),
      stored.allSatisfy({ $0.location != nil })
    {
      metrics.recordCacheHit()
      return stored.map { Place(id: $0.id, location: $0.location) }
    }
    if mode == .offline {
      throw ProviderError(
        .notCached,
        "--offline: no \(key.provider) geocode answer with coordinates under \(Self.coordinateDays(policy)) "
          + "days old in the cache for this address")
    }
    let answer = try await fetch()
    store(answer, for: key)
    return answer
  }

  private func store(_ places: [Place], for key: CacheKey) {
    guard let coordinates = CachePayload.coordinates(of: places) else { return }
    save(
      CacheEntry(payload: CachePayload.placeIDs(of: places), coordinates: coordinates, storedAt: now()), key)
  }

  /// Details for every stored ID, in order; nil when one of them no longer exists.
  private func detailsByID(
    _ stored: [(id: String, location: Coordinate?)], language: String?
  ) async throws -> [Place]? {
    let base = self.base
    let fields = policy.detailsFields
    let fetched = try await withThrowingTaskGroup(of: (Int, Place?).self) { group in
      for (offset, item) in stored.enumerated() {
        var request = DetailsRequest(placeID: item.id, fields: fields)
        request.languageCode = language
        group.addTask { (offset, try await base.details(request)) }
      }
      var places = [Place?](repeating: nil, count: stored.count)
      for try await (offset, place) in group { places[offset] = place }
      return places
    }
    var places: [Place] = []
    for (offset, place) in fetched.enumerated() {
      guard var place else { return nil }
      // Details asked without `location` still gets the (fresh) stored coordinates.
      if place.location == nil { place.location = stored[offset].location }
      places.append(place)
    }
    return places
  }

  private static func coordinateDays(_ policy: CachePolicy) -> String {
    let days = (policy.coordinateLifetime ?? policy.entryLifetime ?? 0) / 86_400
    return JSONNumberFormat.format(days)
  }
}
