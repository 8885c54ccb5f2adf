import EnrichCore
import Synchronization

/// Refuses provider calls beyond `--max-requests`, counting every call that reaches the real
/// provider (it sits beneath the cache, so cache hits are free). The refusal is a
/// `quotaExhausted` error: the run stops cleanly, committed rows stay in the journal, and
/// `--resume` continues later.
package final class BudgetedProvider: PlaceProvider {
  package let inner: any PlaceProvider
  package let budget: RequestBudget

  /// Providers of one cascade share `budget`: it is for the whole run.
  package init(_ inner: any PlaceProvider, budget: RequestBudget) {
    self.inner = inner
    self.budget = budget
  }

  package var id: String { inner.id }
  package var attributions: [Attribution] { inner.attributions }

  package func openStatusDetails(for place: Place) -> DetailsRequest? { inner.openStatusDetails(for: place) }

  package func completingOpenStatus(_ place: Place, with details: Place?) -> Place {
    inner.completingOpenStatus(place, with: details)
  }
  package var cacheScope: String { inner.cacheScope }

  func reserve() throws { try budget.reserve() }

  package func searchText(_ request: TextSearchRequest) async throws -> [ProviderPlace] {
    try reserve()
    return try await inner.searchText(request)
  }

  package func geocode(_ request: GeocodeRequest) async throws -> [Place] {
    try reserve()
    return try await inner.geocode(request)
  }

  package func nearby(_ request: NearbyRequest) async throws -> [ProviderPlace] {
    try reserve()
    return try await inner.nearby(request)
  }

  package func autocomplete(_ request: AutocompleteRequest) async throws -> [Suggestion] {
    try reserve()
    return try await inner.autocomplete(request)
  }

  package func details(_ request: DetailsRequest) async throws -> Place? {
    try reserve()
    return try await inner.details(request)
  }
}

/// The run's request allowance, shared by every provider of a cascade.
package final class RequestBudget: Sendable {
  package let maxRequests: Int
  private let used = Mutex(0)

  package init(maxRequests: Int) { self.maxRequests = maxRequests }

  /// Takes one request from the budget or throws `quotaExhausted`.
  package func reserve() throws(ProviderError) {
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
