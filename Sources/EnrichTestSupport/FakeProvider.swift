import EnrichCore
import Synchronization

/// The tests' one fake `PlaceProvider`: scripted answers per endpoint, a latency the test
/// controls (a gate it opens, a barrier, a few yields), scripted errors, and a count of every
/// call and of the calls in flight.
///
/// ```swift
/// let gate = TestGate()
/// let fake = FakeProvider(id: "local", answers: .invented(), latency: .until(gate))
/// fake.fail("busy", with: ProviderError(.unavailable, "503"), times: 1)
/// ```
package final class FakeProvider: PlaceProvider {
  package enum Endpoint: String, Sendable, CaseIterable {
    case searchText, geocode, nearby, autocomplete, details
  }

  package let id: String
  package let attributions: [Attribution]
  private let answers: Answers
  private let latency: Latency
  private let state = Mutex(State())

  private struct State {
    var calls: [Endpoint: Int] = [:]
    var inFlight = 0
    var peakInFlight = 0
    var details: [DetailsRequest] = []
    /// Errors by call key, for the next `remaining` calls with that key.
    var failures: [String: (error: ProviderError, remaining: Int)] = [:]
  }

  /// - Parameters:
  ///   - id: the provider id; the cache policy follows it (`local` keeps whole answers,
  ///     `google` IDs only).
  ///   - answers: what each endpoint returns (or throws); empty answers by default.
  ///   - latency: what each call awaits before it answers.
  package init(
    id: String = "fake", attributions: [Attribution] = [Attribution(provider: "Test", text: "invented data")],
    answers: Answers = Answers(), latency: Latency = .none
  ) {
    self.id = id
    self.attributions = attributions
    self.answers = answers
    self.latency = latency
  }

  /// Makes the next `times` calls whose key is `key` throw `error` (after their latency).
  /// The key is the query text for searchText, the address for geocode, the input for
  /// autocomplete, the place ID for details, and `nearby` for nearby.
  package func fail(_ key: String, with error: ProviderError, times: Int = .max) {
    state.withLock { $0.failures[key] = (error, times) }
  }

  /// Calls made to `endpoint` so far (counted when they arrive).
  package func count(_ endpoint: Endpoint) -> Int { state.withLock { $0.calls[endpoint, default: 0] } }

  /// Calls made to every endpoint so far.
  package var total: Int { state.withLock { $0.calls.values.reduce(0, +) } }

  /// Calls that have arrived and not yet answered.
  package var inFlight: Int { state.withLock { $0.inFlight } }

  /// The most calls that were in flight at once.
  package var peakInFlight: Int { state.withLock { $0.peakInFlight } }

  /// Every Details request, in the order they arrived.
  package var detailsRequests: [DetailsRequest] { state.withLock { $0.details } }

  package func searchText(_ request: TextSearchRequest) async throws -> [ProviderPlace] {
    try await call(.searchText, key: request.textQuery) { try answers.searchText(request) }
  }

  package func geocode(_ request: GeocodeRequest) async throws -> [Place] {
    try await call(.geocode, key: request.address) { try answers.geocode(request) }
  }

  package func nearby(_ request: NearbyRequest) async throws -> [ProviderPlace] {
    try await call(.nearby, key: "nearby") { try answers.nearby(request) }
  }

  package func autocomplete(_ request: AutocompleteRequest) async throws -> [Suggestion] {
    try await call(.autocomplete, key: request.input) { try answers.autocomplete(request) }
  }

  package func details(_ request: DetailsRequest) async throws -> Place? {
    state.withLock { $0.details.append(request) }
    return try await call(.details, key: request.placeID) { try answers.details(request) }
  }

  private func call<Value>(_ endpoint: Endpoint, key: String, answer: () throws -> Value) async throws
    -> Value
  {
    state.withLock { state in
      state.calls[endpoint, default: 0] += 1
      state.inFlight += 1
      state.peakInFlight = max(state.peakInFlight, state.inFlight)
    }
    defer { state.withLock { $0.inFlight -= 1 } }
    try await latency.body(endpoint)
    let failure = state.withLock { state -> ProviderError? in
      guard let entry = state.failures[key], entry.remaining > 0 else { return nil }
      state.failures[key] = (entry.error, entry.remaining - 1)
      return entry.error
    }
    if let failure { throw failure }
    return try answer()
  }
}

extension FakeProvider {
  /// What each endpoint answers; a closure may also throw (e.g. a `ProviderError`).
  package struct Answers: Sendable {
    package var searchText: @Sendable (TextSearchRequest) throws -> [ProviderPlace]
    package var geocode: @Sendable (GeocodeRequest) throws -> [Place]
    package var nearby: @Sendable (NearbyRequest) throws -> [ProviderPlace]
    package var autocomplete: @Sendable (AutocompleteRequest) throws -> [Suggestion]
    package var details: @Sendable (DetailsRequest) throws -> Place?

    package init(
      searchText: @escaping @Sendable (TextSearchRequest) throws -> [ProviderPlace] = { _ in [] },
      geocode: @escaping @Sendable (GeocodeRequest) throws -> [Place] = { _ in [] },
      nearby: @escaping @Sendable (NearbyRequest) throws -> [ProviderPlace] = { _ in [] },
      autocomplete: @escaping @Sendable (AutocompleteRequest) throws -> [Suggestion] = { _ in [] },
      details: @escaping @Sendable (DetailsRequest) throws -> Place? = { _ in nil }
    ) {
      self.searchText = searchText
      self.geocode = geocode
      self.nearby = nearby
      self.autocomplete = autocomplete
      self.details = details
    }
  }

  /// What a call awaits before it answers.
  package struct Latency: Sendable {
    let body: @Sendable (Endpoint) async throws -> Void

    package init(_ body: @escaping @Sendable (Endpoint) async throws -> Void) { self.body = body }

    /// Answers at once.
    package static let none = Latency { _ in }

    /// Yields to the scheduler 0 to `count` times (chosen at random per call), so concurrent
    /// calls finish out of order; no clock involved.
    package static func yields(upTo count: Int) -> Latency {
      Latency { _ in
        for _ in 0..<Int.random(in: 0...max(0, count)) { await Task.yield() }
      }
    }

    /// Waits until the test opens `gate` (a call still waiting after the gate's timeout fails).
    package static func until(_ gate: TestGate) -> Latency { Latency { _ in try await gate.wait() } }

    /// Arrives at `barrier` first, then takes `then`.
    package static func barrier(_ barrier: TestBarrier, then: Latency = .none) -> Latency {
      Latency { endpoint in
        try await barrier.arrive()
        try await then.body(endpoint)
      }
    }
  }
}
