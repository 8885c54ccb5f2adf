/// The live rate limiter: one `EndpointRateLimit` per Google method (or one for the whole
/// project when its quota is shared by every method), on a monotonic clock. The policy is in
/// `EndpointRateLimit` (pure); this actor only serialises access and reads the clock.
actor GoogleRateLimiter {
  private var limits: [GoogleEndpoint: EndpointRateLimit] = [:]
  private let configuration: GoogleConfiguration
  private let clock = ContinuousClock()
  private let origin: ContinuousClock.Instant

  init(configuration: GoogleConfiguration) {
    self.configuration = configuration
    origin = clock.now
  }

  private var now: Double {
    let elapsed = clock.now - origin
    let (seconds, attoseconds) = elapsed.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }

  /// Reserves the next slot for `endpoint`; returns how long to wait before sending.
  func reserve(_ requested: GoogleEndpoint) -> Duration {
    let endpoint = bucket(requested)
    let time = now
    var limit = limits[endpoint] ?? makeLimit(endpoint, at: time)
    let wait = limit.reserve(at: time)
    limits[endpoint] = limit
    return .milliseconds(Int64((wait * 1000).rounded(.up)))
  }

  func rateLimited(_ requested: GoogleEndpoint) {
    let endpoint = bucket(requested)
    let time = now
    var limit = limits[endpoint] ?? makeLimit(endpoint, at: time)
    limit.rateLimited(at: time)
    limits[endpoint] = limit
  }

  /// The current allowed rate of `endpoint` in requests per second (nil = unlimited).
  func effectiveQPS(_ requested: GoogleEndpoint) -> Double? {
    let endpoint = bucket(requested)
    return (limits[endpoint] ?? makeLimit(endpoint, at: now)).effectiveQPS
  }

  /// Whose allowance a request to `endpoint` uses: its own, or (a project-wide quota) the one
  /// every method shares, kept under the Text Search key.
  private func bucket(_ endpoint: GoogleEndpoint) -> GoogleEndpoint {
    configuration.quotaScope == .project ? .searchText : endpoint
  }

  private func makeLimit(_ endpoint: GoogleEndpoint, at time: Double) -> EndpointRateLimit {
    let (qps, qpm) = configuration.limits(for: endpoint)
    return EndpointRateLimit(qps: qps, qpm: qpm, headroom: configuration.rateHeadroom, now: time)
  }
}
