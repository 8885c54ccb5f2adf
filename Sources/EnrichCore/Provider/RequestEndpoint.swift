/// The five questions a provider answers; what the cache, the planner and the terms speak of.
package enum RequestKind: String, Sendable, Hashable, CaseIterable {
  case searchText, geocode, nearby, autocomplete, details
}

/// One endpoint of one provider, as requests are counted and priced: `google` +
/// `places:searchText` (key `google.places:searchText`). Providers declare theirs as
/// constants; nobody builds or parses the key text.
package struct RequestEndpoint: Sendable, Hashable, Comparable, CustomStringConvertible {
  package var provider: String
  package var name: String

  package init(provider: String, name: String) {
    self.provider = provider
    self.name = name
  }

  /// `provider.name`, the key in summaries and dry-run plans.
  package var key: String { "\(provider).\(name)" }

  package var description: String { key }

  package static func < (lhs: RequestEndpoint, rhs: RequestEndpoint) -> Bool { lhs.key < rhs.key }
}

/// Which endpoint a provider uses for each kind of request.
package struct ProviderEndpoints: Sendable, Equatable {
  package var searchText, geocode, nearby, autocomplete, details: RequestEndpoint

  package init(
    searchText: RequestEndpoint, geocode: RequestEndpoint, nearby: RequestEndpoint,
    autocomplete: RequestEndpoint, details: RequestEndpoint
  ) {
    self.searchText = searchText
    self.geocode = geocode
    self.nearby = nearby
    self.autocomplete = autocomplete
    self.details = details
  }

  package subscript(kind: RequestKind) -> RequestEndpoint {
    switch kind {
    case .searchText: return searchText
    case .geocode: return geocode
    case .nearby: return nearby
    case .autocomplete: return autocomplete
    case .details: return details
    }
  }
}
