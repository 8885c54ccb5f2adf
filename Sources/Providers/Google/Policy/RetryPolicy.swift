/// When to try a failed request again: exponential backoff with full jitter (a uniformly
/// random wait below a ceiling that doubles per retry), or the server's own delay
/// (`Retry-After`, `RetryInfo.retryDelay`) when it sent one. Pure: the random draw is passed in.
package struct RetryPolicy: Sendable, Equatable {
  /// Attempts in all, the first included.
  package var maxAttempts: Int
  package var baseDelay: Duration
  package var maxDelay: Duration
  /// Server-sent delays are capped here so one answer cannot stall a run for hours.
  package var maxServerDelay: Duration

  package init(
    maxAttempts: Int = 5, baseDelay: Duration = .milliseconds(250), maxDelay: Duration = .seconds(16),
    maxServerDelay: Duration = .seconds(60)
  ) {
    self.maxAttempts = max(1, maxAttempts)
    self.baseDelay = baseDelay
    self.maxDelay = maxDelay
    self.maxServerDelay = maxServerDelay
  }

  /// Whether another attempt is allowed after `attempt` attempts.
  package func allowsRetry(after attempt: Int) -> Bool { attempt < maxAttempts }

  /// The wait before retry number `retry` (1 = the first retry).
  /// - Parameter random: a draw in [0, 1).
  package func delay(forRetry retry: Int, serverDelay: Duration?, random: Double) -> Duration {
    if let serverDelay { return min(max(serverDelay, .zero), maxServerDelay) }
    let exponent = min(max(retry - 1, 0), 30)
    let ceiling = min(baseDelay * Double(1 << exponent), maxDelay)
    return ceiling * min(max(random, 0), 1)
  }
}
