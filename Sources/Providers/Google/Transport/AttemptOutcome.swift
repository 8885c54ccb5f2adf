import EnrichCore

/// What one HTTP attempt produced, as the retry loop needs it.
enum AttemptOutcome: Sendable, Equatable {
  case success(JSONValue)
  case failure(AttemptFailure)
}

/// A failed attempt: the error to report if no retry follows, and how to retry.
struct AttemptFailure: Sendable, Equatable {
  var error: ProviderError
  /// Trying again can succeed (429, 5xx, network trouble).
  var retryable: Bool
  /// Google said "slow down": the rate limiter backs off.
  var rateLimited: Bool
  /// The server's requested wait (`Retry-After`, `RetryInfo`), if any.
  var serverDelay: Duration?

  init(
    _ error: ProviderError, retryable: Bool = false, rateLimited: Bool = false, serverDelay: Duration? = nil
  ) {
    self.error = error
    self.retryable = retryable
    self.rateLimited = rateLimited
    self.serverDelay = serverDelay
  }
}
