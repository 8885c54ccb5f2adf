import EnrichCore
import EnrichFormats
import Foundation

/// `--dry-run`: reads and normalizes every row and counts the requests the run would make,
/// after de-duplication (identical requests are made once) and, when a cache lookup is
/// given, after the cache — without making any. Fallback geocodes depend on search answers
/// not yet known, so they are reported as an upper bound.
package struct DryRunPlanner {
  /// Requests by endpoint, counted once per distinct request.
  package struct Plan: Sendable {
    package var rows = 0
    package var requests: [RequestEndpoint: Int] = [:]
    /// Rows that might also need a fallback geocode (if their search is not trusted).
    package var possibleFallbacks = 0
    package var duplicates = 0
    package var cached = 0

    /// Prices the requests (the configured providers' price lists).
    package var pricing = RunPricing([])

    package var estimatedCostUSD: Double { pricing.cost(of: requests) }

    package var jsonValue: JSONValue {
      var object = JSONObjectBuilder()
      object.add("rows", rows)
      object.add(
        "requests", .object(requests.keys.sorted().map { JSONMember($0.key, .number(requests[$0] ?? 0)) }))
      object.add("duplicatesSkipped", duplicates)
      object.add("cacheHits", cached)
      object.add("possibleFallbackGeocodes", possibleFallbacks)
      object.add("estimatedCostUSD", (estimatedCostUSD * 100).rounded() / 100)
      return object.value
    }
  }

  package let normalize: NormalizeStage
  /// The first provider of the cascade: the one every row asks.
  package let provider: any ProviderPlugin
  package let checksHours: Bool
  /// Whether a request key is already answered by the cache (nil: no cache).
  package let isCached: ((String) -> Bool)?

  package init(
    normalize: NormalizeStage, provider: any ProviderPlugin, checksHours: Bool, isCached: ((String) -> Bool)?
  ) {
    self.normalize = normalize
    self.provider = provider
    self.checksHours = checksHours
    self.isCached = isCached
  }

  package func plan(_ reader: any RecordReader, context: StageContext) throws -> Plan {
    var plan = Plan()
    var seen: Set<String> = []
    let endpoints = type(of: provider).endpoints
    func count(_ kind: RequestKind, _ key: String) {
      let endpoint = endpoints[kind]
      guard seen.insert(endpoint.name + "\u{1F}" + key).inserted else {
        plan.duplicates += 1
        return
      }
      if let isCached, isCached(endpoint.name + "\u{1F}" + key) {
        plan.cached += 1
        return
      }
      plan.requests[endpoint, default: 0] += 1
    }
    while let record = try reader.next() {
      plan.rows += 1
      var item = WorkItem(record: record)
      normalize.normalize(&item, context: context)
      if item.isFinished { continue }
      let request = item.request
      let searches = request.name != nil || request.queryIsTemplate
      if searches, let query = request.queryText {
        count(.searchText, Self.key(query))
        if checksHours, let details = provider.openStatusRequest { count(details, Self.key(query)) }
        if request.address != nil, !request.needsGeocoding { plan.possibleFallbacks += 1 }
      }
      if let address = request.address, request.needsGeocoding || !searches {
        count(.geocode, Self.key(address))
      }
      if let point = request.coordinate, !searches, request.address == nil {
        count(.nearby, String(format: "%.5f,%.5f", point.latitude, point.longitude))
      }
    }
    return plan
  }

  /// Request text as the run's de-duplication sees it (the cache key normalisation), so the
  /// plan counts exactly the requests the run would share.
  static func key(_ text: String) -> String { CacheKeyText.normalize(text) }
}
