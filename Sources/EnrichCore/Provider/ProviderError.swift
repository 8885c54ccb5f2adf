/// Why a provider call failed, classified for the runner: some fail the row, some stop the run.
package struct ProviderError: Error, Sendable, Equatable, CustomStringConvertible {
  package enum Kind: String, Sendable, Equatable {
    /// The request is wrong (bad option, too many types): the row fails, no retry.
    case invalidRequest = "invalid_request"
    /// The id or resource does not exist.
    case notFound = "not_found"
    /// Transient: slow down and retry (429, OVER_QUERY_LIMIT).
    case rateLimited = "rate_limited"
    /// Transient server or network fault (5xx, reset, timeout).
    case unavailable
    /// The daily quota or budget is used up: stop cleanly, resumable.
    case quotaExhausted = "quota_exhausted"
    /// Bad key, API not enabled, billing off: stop the run at once.
    case permissionDenied = "permission_denied"
    /// The provider's data is missing or unusable (no index, corrupt index).
    case unusable
    /// The response could not be understood.
    case badResponse = "bad_response"
    /// `--offline` and the answer is not in the cache: the row is marked, nothing is sent.
    case notCached = "not_cached"
    /// The run's `--max-requests` / `--max-cost` has no room for this request: the run stops
    /// before sending it, resumable.
    case budgetExhausted = "budget_exhausted"
  }

  package var kind: Kind
  package var message: String
  /// For retries: how many attempts were made.
  package var attempts: Int

  package init(_ kind: Kind, _ message: String, attempts: Int = 1) {
    self.kind = kind
    self.message = message
    self.attempts = attempts
  }

  /// Whether this error ends the whole run rather than one row.
  package var isFatal: Bool {
    kind == .permissionDenied || kind == .quotaExhausted || kind == .unusable || kind == .budgetExhausted
  }

  package var description: String { message }
}
