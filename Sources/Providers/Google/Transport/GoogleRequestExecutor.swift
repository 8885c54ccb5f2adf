import EnrichCore
import EnrichSystem
import Foundation
import Synchronization

/// Sends one logical request to Google: waits for the rate limiter and the in-flight window,
/// sends, classifies, retries transient failures with backoff, and counts everything in
/// `ProviderMetrics`. Errors leave here as `ProviderError` with the API key scrubbed.
final class GoogleRequestExecutor: Sendable {
  private let http: CurlHTTPClient
  private let limiter: GoogleRateLimiter
  private let window: InFlightWindow
  private let retry: RetryPolicy
  private let metrics: ProviderMetrics
  private let apiKey: String
  private let random: @Sendable () -> Double
  /// The first answer that ends the run (bad key, billing off, daily quota): once set, no
  /// further request is sent; callers still waiting get the same error.
  private let stopped = Mutex<ProviderError?>(nil)
  private let gate = FirstAnswerGate()
  /// The fleet's shared limit (`--state`): every worker's requests to one endpoint together.
  private let sharedRate: (any SharedRatePacer)?
  private let configuration: GoogleConfiguration

  init(
    configuration: GoogleConfiguration, metrics: ProviderMetrics, sharedRate: (any SharedRatePacer)? = nil,
    random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
  ) throws(ProviderError) {
    do {
      http = try CurlHTTPClient(
        configuration: HTTPClientConfiguration(
          connectTimeout: configuration.connectTimeout, requestTimeout: configuration.requestTimeout,
          maxConnections: max(8, configuration.maxInFlight), userAgent: "enrich (google provider)",
          maxResponseBytes: configuration.maxResponseBytes))
    } catch {
      throw ProviderError(.unusable, "cannot start the HTTP client: \(error.description)")
    }
    limiter = GoogleRateLimiter(configuration: configuration)
    window = InFlightWindow(limit: configuration.maxInFlight)
    retry = RetryPolicy(
      maxAttempts: configuration.maxRetries + 1, baseDelay: configuration.retryBaseDelay,
      maxDelay: configuration.retryMaxDelay, maxServerDelay: configuration.maxRetryAfter)
    self.metrics = metrics
    apiKey = configuration.apiKey
    self.random = random
    self.sharedRate = sharedRate
    self.configuration = configuration
  }

  /// The JSON body of the first successful attempt.
  /// Throws `ProviderError`, or `CancellationError` when the task is cancelled.
  func perform(_ request: HTTPRequest, endpoint: GoogleEndpoint) async throws -> JSONValue {
    // The first request to each endpoint goes alone: if it is refused, nothing else is sent.
    var probing = await gate.enter(endpoint)
    defer { if probing { gate.open(endpoint) } }
    var attempt = 0
    while true {
      attempt += 1
      let wait = await limiter.reserve(endpoint)
      if wait > .zero { try await Task.sleep(for: wait) }
      try await paceWithFleet(endpoint)
      await window.acquire()
      // Checked after both waits: the answer that stops the run may have come in meanwhile.
      if let error = stopped.withLock({ $0 }) {
        await window.release()
        throw error
      }
      metrics.recordRequest(endpoint.requestEndpoint)
      let outcome: AttemptOutcome
      do {
        let response = try await http.send(request)
        outcome = GoogleResponseClassifier.classify(response, endpoint: endpoint)
      } catch let error as CurlError {
        outcome = .failure(GoogleResponseClassifier.classify(error, endpoint: endpoint))
      } catch {
        await window.release()
        throw error
      }
      await window.release()
      if case .failure(let failure) = outcome, failure.error.isFatal {
        let error = finalError(failure, attempts: attempt)
        stopped.withLock { if $0 == nil { $0 = error } }
      }
      if probing {
        probing = false
        gate.open(endpoint)
      }

      switch outcome {
      case .success(let json):
        return json
      case .failure(let failure):
        if failure.error.kind == .permissionDenied {
          // Google bills no refused request; the cost estimate leaves it out.
          metrics.recordRefused(endpoint.requestEndpoint)
        }
        if failure.error.isFatal { throw finalError(failure, attempts: attempt) }
        if failure.rateLimited {
          metrics.recordRateLimited()
          await limiter.rateLimited(endpoint)
        }
        guard failure.retryable, retry.allowsRetry(after: attempt) else {
          throw finalError(failure, attempts: attempt)
        }
        metrics.recordRetry()
        let delay = retry.delay(forRetry: attempt, serverDelay: failure.serverDelay, random: random())
        if delay > .zero { try await Task.sleep(for: delay) }
      }
    }
  }

  /// Waits for the fleet's next start time for `endpoint` (the local limiter's allowance, shared under one key per quota: the method's, or the project's).
  private func paceWithFleet(_ endpoint: GoogleEndpoint) async throws {
    guard let sharedRate else { return }
    let bucket = configuration.quotaScope == .project ? GoogleEndpoint.searchText : endpoint
    let (qps, qpm) = configuration.limits(for: bucket)
    guard let rate = [qps, qpm.map { $0 / 60 }].compactMap({ $0 }).min() else { return }
    let key = configuration.quotaScope == .project ? "google:project" : "google:\(bucket.rawValue)"
    // More headroom than one process needs: requests of several processes on a busy machine
    // reach Google with more jitter between them than one process's do.
    do {
      try await sharedRate.acquire(key, perSecond: rate * min(configuration.rateHeadroom, Self.fleetHeadroom))
    } catch let error as CancellationError {
      throw error
    } catch {
      // Without the fleet's schedule a request could break the shared quota: the row fails
      // unsent (and a resumed run asks again).
      throw ProviderError(.unavailable, "the shared rate limit (--state) cannot be reached: \(error)")
    }
  }

  /// The share of the quota a fleet uses.
  static let fleetHeadroom = 0.92

  private func finalError(_ failure: AttemptFailure, attempts: Int) -> ProviderError {
    var message = failure.error.message
    if failure.retryable { message += " (gave up after \(Counted.of(attempts, "attempt")))" }
    return ProviderError(failure.error.kind, scrub(message), attempts: attempts)
  }

  /// Belt and braces: no message may carry the key, whatever a server echoed back.
  private func scrub(_ text: String) -> String {
    let redacted = URLRedaction.redactText(text)
    guard !apiKey.isEmpty else { return redacted }
    return redacted.replacingOccurrences(of: apiKey, with: "REDACTED")
  }
}
