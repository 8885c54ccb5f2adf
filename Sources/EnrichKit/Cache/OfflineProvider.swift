import EnrichCore

/// `--offline` for a provider whose answers no cache keeps whole (ID-only terms): nothing is
/// ever sent, every request is a `not_cached` miss. The rows it can still answer are answered
/// by the stages from their kept verdicts (`DecisionMemory`) before any request is made.
package final class OfflineProvider: PlaceProvider {
  package let base: any PlaceProvider

  package init(_ base: any PlaceProvider) { self.base = base }

  package var id: String { base.id }
  package var attributions: [Attribution] { base.attributions }
  package var cacheScope: String { base.cacheScope }

  package func openStatusDetails(for place: Place) -> DetailsRequest? { base.openStatusDetails(for: place) }

  package func completingOpenStatus(_ place: Place, with details: Place?) -> Place {
    base.completingOpenStatus(place, with: details)
  }

  package func placeByID(_ id: String, content: AnswerContent) -> DetailsRequest {
    base.placeByID(id, content: content)
  }

  private func refuse(_ kind: RequestKind) -> ProviderError {
    ProviderError(
      .notCached,
      "--offline: \(base.id) \(kind.rawValue) answers are never cached whole (provider terms), and no "
        + "decision kept for this row answers it")
  }

  package func searchText(_ request: TextSearchRequest) async throws -> [ProviderPlace] {
    throw refuse(.searchText)
  }
  package func geocode(_ request: GeocodeRequest) async throws -> [Place] { throw refuse(.geocode) }
  package func nearby(_ request: NearbyRequest) async throws -> [ProviderPlace] { throw refuse(.nearby) }
  package func autocomplete(_ request: AutocompleteRequest) async throws -> [Suggestion] {
    throw refuse(.autocomplete)
  }
  package func details(_ request: DetailsRequest) async throws -> Place? { throw refuse(.details) }
}
