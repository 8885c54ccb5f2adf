import Synchronization

/// Counts what providers spend, shared by every stage of a run: requests per endpoint,
/// retries, rate-limit answers. Thread-safe; read a snapshot at any time for progress.
package final class ProviderMetrics: Sendable {
  package struct Snapshot: Sendable, Equatable {
    /// Requests actually sent, by endpoint.
    package var requests: [RequestEndpoint: Int] = [:]
    package var retries: Int = 0
    /// Answers that said "slow down" (429, OVER_QUERY_LIMIT).
    package var rateLimited: Int = 0
    package var cacheHits: Int = 0
    /// Requests the provider refused outright (bad key, API disabled), which it does not
    /// bill; counted in `requests` too, since they were sent.
    package var refused: [RequestEndpoint: Int] = [:]
    /// The request cache's troubles during the run; nil when no cache file is open.
    package var cache: CacheCounts?
    /// Answered requests of priced providers, by what they are billed as (counted once per
    /// request, beneath the cache): what the run's cost is computed from.
    package var billed: [BilledRequest: Int] = [:]

    package var totalRequests: Int { requests.values.reduce(0, +) }

    /// `requests` by endpoint key (`google.places:searchText`), as summaries print them.
    package var requestsByKey: [String: Int] {
      Dictionary(uniqueKeysWithValues: requests.map { ($0.key.key, $0.value) })
    }

    /// `requests` less the refused ones: what a cost estimate should price.
    package var billableRequests: [RequestEndpoint: Int] {
      requests.reduce(into: [:]) { result, entry in
        let count = entry.value - (refused[entry.key] ?? 0)
        if count > 0 { result[entry.key] = count }
      }
    }
  }

  private let state = Mutex(Snapshot())

  package init() {}

  package func recordRequest(_ endpoint: RequestEndpoint) {
    state.withLock { $0.requests[endpoint, default: 0] += 1 }
  }

  package func recordCacheOpened(path: String) {
    state.withLock { if $0.cache == nil { $0.cache = CacheCounts(path: path) } }
  }

  package func recordCache(_ problem: CacheCounts.Problem) {
    state.withLock { snapshot in
      guard var counts = snapshot.cache else { return }
      switch problem {
      case .damagedEntry: counts.damagedEntries += 1
      case .notStored: counts.notStored += 1
      case .readFailure: counts.readFailures += 1
      }
      snapshot.cache = counts
    }
  }

  package func recordBilled(_ request: BilledRequest) {
    state.withLock { $0.billed[request, default: 0] += 1 }
  }

  package func recordRefused(_ endpoint: RequestEndpoint) {
    state.withLock { $0.refused[endpoint, default: 0] += 1 }
  }

  package func recordRetry() { state.withLock { $0.retries += 1 } }

  package func recordRateLimited() { state.withLock { $0.rateLimited += 1 } }

  package func recordCacheHit() { state.withLock { $0.cacheHits += 1 } }

  package var snapshot: Snapshot { state.withLock { $0 } }
}
