import Synchronization

/// Counts what providers spend, shared by every stage of a run: requests per endpoint,
/// retries, rate-limit answers. Thread-safe; read a snapshot at any time for progress.
public final class ProviderMetrics: Sendable {
  public struct Snapshot: Sendable, Equatable {
    /// Requests actually sent, by endpoint.
    public var requests: [RequestEndpoint: Int] = [:]
    public var retries: Int = 0
    /// Answers that said "slow down" (429, OVER_QUERY_LIMIT).
    public var rateLimited: Int = 0
    public var cacheHits: Int = 0
    /// Requests the provider refused outright (bad key, API disabled), which it does not
    /// bill; counted in `requests` too, since they were sent.
    public var refused: [RequestEndpoint: Int] = [:]
    /// The request cache's troubles during the run; nil when no cache file is open.
    public var cache: CacheCounts?

    public var totalRequests: Int { requests.values.reduce(0, +) }

    /// `requests` by endpoint key (`google.places:searchText`), as summaries print them.
    public var requestsByKey: [String: Int] {
      Dictionary(uniqueKeysWithValues: requests.map { ($0.key.key, $0.value) })
    }

    /// `requests` less the refused ones: what a cost estimate should price.
    public var billableRequests: [RequestEndpoint: Int] {
      requests.reduce(into: [:]) { result, entry in
        let count = entry.value - (refused[entry.key] ?? 0)
        if count > 0 { result[entry.key] = count }
      }
    }
  }

  private let state = Mutex(Snapshot())

  public init() {}

  public func recordRequest(_ endpoint: RequestEndpoint) {
    state.withLock { $0.requests[endpoint, default: 0] += 1 }
  }

  public func recordCacheOpened(path: String) {
    state.withLock { if $0.cache == nil { $0.cache = CacheCounts(path: path) } }
  }

  public func recordCache(_ problem: CacheCounts.Problem) {
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

  public func recordRefused(_ endpoint: RequestEndpoint) {
    state.withLock { $0.refused[endpoint, default: 0] += 1 }
  }

  public func recordRetry() { state.withLock { $0.retries += 1 } }

  public func recordRateLimited() { state.withLock { $0.rateLimited += 1 } }

  public func recordCacheHit() { state.withLock { $0.cacheHits += 1 } }

  public var snapshot: Snapshot { state.withLock { $0 } }
}

/// What went wrong with the request cache file during a run. None of it fails a row: a
/// damaged or unreadable entry is requested again, an answer that cannot be stored is still
/// used; the summary reports the counts.
public struct CacheCounts: Sendable, Equatable {
  public enum Problem: Sendable { case damagedEntry, notStored, readFailure }

  public var path: String
  /// Entries that failed their checksum: ignored and requested again.
  public var damagedEntries = 0
  /// Answers that could not be written (disk full, I/O error, read-only file).
  public var notStored = 0
  /// Lookups that failed (I/O error, damaged pages): treated as misses.
  public var readFailures = 0

  public init(path: String) { self.path = path }

  public var hasProblems: Bool { damagedEntries + notStored + readFailures > 0 }

  /// The run summary's `cache` member.
  public var jsonValue: JSONValue {
    .object([
      JSONMember("path", .string(path)), JSONMember("damagedEntries", .number(damagedEntries)),
      JSONMember("notStored", .number(notStored)), JSONMember("readFailures", .number(readFailures)),
    ])
  }
}
