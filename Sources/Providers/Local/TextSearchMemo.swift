import EnrichCore

/// What text search remembers between calls of one provider: the decoded ranking rows, the
/// full-text candidates of each distinct MATCH (a batch repeats the same names and streets, and
/// house numbers are not part of the MATCH), and the places it returned. All are pure functions
/// of the immutable index, so remembering them never changes an answer.
final class TextSearchMemo: Sendable {
  /// The SQL inputs of one candidate query.
  struct CandidateQuery: Hashable, Sendable {
    var match: String
    /// South, north, west, east of a `locationRestriction`.
    var restriction: [Double]?
    /// The type of a strict type filter.
    var strictType: String?
  }

  struct PlaceKey: Hashable, Sendable {
    var id: Int64
    var language: String?
  }

  let rows = RankingRowCache()
  let candidates = BoundedMemo<CandidateQuery, [Int64]>(capacity: 20_000)
  /// A returned place with every name it is known by (`ProviderPlace.names`). A class: a hit
  /// hands over one reference, not a copy of the place's dozens of fields.
  final class NamedPlace: Sendable {
    let place: Place
    let names: [String]
    let brand: String?
    /// The place's own street (`StreetNames.key` of `addr:street`).
    let streetKey: String?

    /// The place as an answer holds it (without the search's score, distance and evidence):
    /// every answer copies it, so they all share its one boxed `Place`.
    let answer: ProviderPlace

    init(place: Place, names: [String], brand: String?, streetKey: String?) {
      (self.place, self.names, self.brand, self.streetKey) = (place, names, brand, streetKey)
      answer = ProviderPlace(place: place, names: names, brand: brand)
    }
  }

  let places = BoundedMemo<PlaceKey, NamedPlace>(capacity: 20_000)
  /// The places of each category asked for without a location (`CategorySearch.candidates`
  /// then scans the index in order: the answer depends on the types alone). At most 400
  /// places each, so few are kept.
  let categories = BoundedMemo<Set<String>, [(id: Int64, score: Double, distance: Double?)]>(capacity: 256)
  /// What the index knows of a query's street line (`QueryAddressCheck`), per line.
  let addresses = BoundedMemo<String, QueryAddressCheck.Finding>(capacity: 20_000)
}
