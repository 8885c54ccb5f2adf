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

    public var totalRequests: Int { requests.values.reduce(0, +) }
  }

  private let state = Mutex(Snapshot())

  public init() {}

  public func recordRequest(_ endpoint: String) {
    state.withLock { $0.requests[endpoint, default: 0] += 1 }
  }

  public func recordRetry() { state.withLock { $0.retries += 1 } }

  public func recordRateLimited() { state.withLock { $0.rateLimited += 1 } }

  public func recordCacheHit() { state.withLock { $0.cacheHits += 1 } }

  public var snapshot: Snapshot { state.withLock { $0 } }
}
