import Synchronization

/// Counts what providers spend, shared by every stage of a run: requests per endpoint,
/// retries, rate-limit answers. Thread-safe; read a snapshot at any time for progress.
public final class ProviderMetrics: Sendable {
  public struct Snapshot: Sendable, Equatable {
    /// Requests actually sent, keyed `provider.endpoint` (`google.places:searchText`).
    public var requests: [String: Int] = [:]
    public var retries: Int = 0
    /// Answers that said "slow down" (429, OVER_QUERY_LIMIT).
    public var rateLimited: Int = 0
    public var cacheHits: Int = 0
    /// Requests the provider refused outright (bad key, API disabled), which it does not
    /// bill; counted in `requests` too, since they were sent.
    public var refused: [String: Int] = [:]

    public var totalRequests: Int { requests.values.reduce(0, +) }

    /// `requests` less the refused ones: what a cost estimate should price.
    public var billableRequests: [String: Int] {
      requests.reduce(into: [:]) { result, entry in
        let count = entry.value - (refused[entry.key] ?? 0)
        if count > 0 { result[entry.key] = count }
      }
    }
  }

  private let state = Mutex(Snapshot())

  public init() {}

  public func recordRequest(_ endpoint: String) {
    state.withLock { $0.requests[endpoint, default: 0] += 1 }
  }

  public func recordRefused(_ endpoint: String) {
    state.withLock { $0.refused[endpoint, default: 0] += 1 }
  }

  public func recordRetry() { state.withLock { $0.retries += 1 } }

  public func recordRateLimited() { state.withLock { $0.rateLimited += 1 } }

  public func recordCacheHit() { state.withLock { $0.cacheHits += 1 } }

  public var snapshot: Snapshot { state.withLock { $0 } }
}
