import EnrichCore
import Synchronization

/// Refuses provider calls beyond `--max-requests`, counting every call that reaches the real
/// provider (it sits beneath the cache, so cache hits are free). The refusal is a
/// `quotaExhausted` error: the run stops cleanly, committed rows stay in the journal, and
/// `--resume` continues later.
public final class BudgetedProvider: PlaceProvider {
  public let inner: any PlaceProvider
  public let budget: RequestBudget

  /// Providers of one cascade share `budget`: it is for the whole run.
  public init(_ inner: any PlaceProvider, budget: RequestBudget) {
    self.inner = inner
    self.budget = budget
  }

  public var id: String { inner.id }
  public var attributions: [Attribution] { inner.attributions }

  public func openStatusDetails(for place: Place) -> DetailsRequest? { inner.openStatusDetails(for: place) }

  public func completingOpenStatus(_ place: Place, with details: Place?) -> Place {
    inner.completingOpenStatus(place, with: details)
  }
  public var cacheScope: String { inner.cacheScope }

  func reserve() throws { try budget.reserve() }

  public func searchText(_ request: TextSearchRequest) async throws -> [ProviderPlace] {
    try reserve()
    return try await inner.searchText(request)
  }

  public func geocode(_ request: GeocodeRequest) async throws -> [Place] {
    try reserve()
    return try await inner.geocode(request)
  }

  public func nearby(_ request: NearbyRequest) async throws -> [ProviderPlace] {
    try reserve()
    return try await inner.nearby(request)
  }

  public func autocomplete(_ request: AutocompleteRequest) async throws -> [Suggestion] {
    try reserve()
    return try await inner.autocomplete(request)
  }

  public func details(_ request: DetailsRequest) async throws -> Place? {
    try reserve()
    return try await inner.details(request)
  }
}

/// The run's request allowance, shared by every provider of a cascade.
public final class RequestBudget: Sendable {
  public let maxRequests: Int
  private let used = Mutex(0)

  public init(maxRequests: Int) { self.maxRequests = maxRequests }

  /// Takes one request from the budget or throws `quotaExhausted`.
  public func reserve() throws(ProviderError) {
    let granted = used.withLock { count -> Bool in
      guard count < maxRequests else { return false }
      count += 1
      return true
    }
    if !granted {
      throw ProviderError(
        .quotaExhausted,
        "request budget reached: \(maxRequests) requests made (--max-requests \(maxRequests))")
    }
  }
}
