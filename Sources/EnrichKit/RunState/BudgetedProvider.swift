import EnrichCore
import Synchronization

/// Meters every call that reaches the real provider (it sits beneath the cache, so cache hits
/// are free): before a request is sent its price is taken from the run budget — the row's
/// hold first (`RowAccount.current`) — and a request with no room is refused with
/// `budgetExhausted`, so `--max-requests` and `--max-cost` are never exceeded. An answered
/// request of a priced provider is counted as billed (what the run's cost is computed from);
/// a failed one is refunded (Google bills no refused, rate-limited or failed request).
package final class BudgetedProvider: PlaceProvider {
  package let inner: any PlaceProvider
  package let budget: RunBudget?
  /// The plugin's name, as billed requests and prices name the provider.
  let plugin: String
  let price: @Sendable (RequestKind, AnswerContent) -> Pricing?
  let metrics: ProviderMetrics

  /// Providers of one cascade share `budget`: it is for the whole run.
  package init(
    _ inner: any PlaceProvider, budget: RunBudget?, plugin: String,
    price: @escaping @Sendable (RequestKind, AnswerContent) -> Pricing?, metrics: ProviderMetrics
  ) {
    self.inner = inner
    self.budget = budget
    self.plugin = plugin
    self.price = price
    self.metrics = metrics
  }

  package var id: String { inner.id }
  package var attributions: [Attribution] { inner.attributions }
  package var cacheScope: String { inner.cacheScope }

  package func openStatusDetails(for place: Place) -> DetailsRequest? { inner.openStatusDetails(for: place) }

  package func completingOpenStatus(_ place: Place, with details: Place?) -> Place {
    inner.completingOpenStatus(place, with: details)
  }

  package func placeByID(_ id: String, content: AnswerContent) -> DetailsRequest {
    inner.placeByID(id, content: content)
  }

  package func searchText(_ request: TextSearchRequest) async throws -> [ProviderPlace] {
    try await metered(.searchText, request.content) { try await self.inner.searchText(request) }
  }

  package func geocode(_ request: GeocodeRequest) async throws -> [Place] {
    try await metered(.geocode, []) { try await self.inner.geocode(request) }
  }

  package func nearby(_ request: NearbyRequest) async throws -> [ProviderPlace] {
    try await metered(.nearby, request.content) { try await self.inner.nearby(request) }
  }

  package func autocomplete(_ request: AutocompleteRequest) async throws -> [Suggestion] {
    try await metered(.autocomplete, []) { try await self.inner.autocomplete(request) }
  }

  package func details(_ request: DetailsRequest) async throws -> Place? {
    try await metered(.details, request.content) { try await self.inner.details(request) }
  }

  private func metered<Answer>(
    _ kind: RequestKind, _ content: AnswerContent, _ call: () async throws -> Answer
  ) async throws -> Answer {
    let account = RowAccount.current
    account?.recordRequest()
    let pricing = price(kind, content)
    let amount = RunBudget.Amount(requests: 1, costUSD: (pricing?.perThousandUSD ?? 0) / 1000)
    if let budget {
      let granted: Bool
      if let row = account?.budget, row.budget === budget {
        granted = row.take(amount)
      } else {
        granted = budget.take(amount, held: .zero) != nil
      }
      guard granted else { throw ProviderError(.budgetExhausted, budget.refusal(amount)) }
    }
    do {
      let answer = try await call()
      if pricing != nil {
        metrics.recordBilled(BilledRequest(provider: plugin, kind: kind, content: content))
      }
      return answer
    } catch {
      budget?.refund(amount)
      throw error
    }
  }
}
