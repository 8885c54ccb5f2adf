/// The outcome of one row. Every input row produces exactly one.
package enum RowStatus: String, Sendable, Equatable, CaseIterable {
  case matched
  case geocoded
  case notFound = "not_found"
  case lowConfidence = "low_confidence"
  case ambiguous
  case invalid
  case failed
  case skipped
}

/// Which provider operation produced a row's result.
package enum MatchMethod: String, Sendable, Equatable {
  case textSearch = "text_search"
  case geocode
  case nearby
}

/// A place considered for a row, with the confidence the match stage gave it.
package struct Candidate: Sendable, Equatable {
  package var place: Place
  package var confidence: Double
  /// The provider's own relevance score, when it has one.
  package var score: Double?
  package var distanceMeters: Double?

  package init(place: Place, confidence: Double, score: Double? = nil, distanceMeters: Double? = nil) {
    self.place = place
    self.confidence = confidence
    self.score = score
    self.distanceMeters = distanceMeters
  }

  package var jsonValue: JSONValue {
    var object = JSONObjectBuilder()
    object.add("id", place.id)
    object.add("name", place.name)
    object.add("formattedAddress", place.formattedAddress)
    object.add("location", place.location?.outputJSON)
    object.add("types", strings: place.types)
    object.add("confidence", Self.rounded(confidence))
    object.add("distanceMeters", distanceMeters.map { ($0 * 10).rounded() / 10 })
    return object.value
  }

  static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}

/// Why a row failed, as `{"code", "message"}`.
package struct RowError: Sendable, Equatable, Error {
  package var code: String
  package var message: String

  package init(code: String, message: String) {
    self.code = code
    self.message = message
  }

  package var jsonValue: JSONValue {
    .object([JSONMember("code", .string(code)), JSONMember("message", .string(message))])
  }
}

/// One enriched output row. Its JSON shape is documented in the README and shared by every
/// JSON-based format; later features add members, they never rename these.
package struct RowResult: Sendable, Equatable {
  package var record: InputRecord
  package var status: RowStatus
  package var method: MatchMethod?
  /// Which provider answered (`local`, `google`).
  package var provider: String?
  /// The text that was searched, when a search ran.
  package var query: String?
  package var confidence: Double?
  package var ambiguous: Bool?
  /// The unit/apartment/suite split off the row's address.
  package var subpremise: String?
  package var place: Place?
  /// The geocoder's answer for rows that were geocoded in addition to a place search.
  package var geocode: Place?
  package var candidates: [Candidate]
  package var warnings: [String]
  package var error: RowError?
  /// Members added by later stages (change report, ...), appended at the end.
  package var extra: [JSONMember]

  package init(
    record: InputRecord, status: RowStatus, method: MatchMethod? = nil, provider: String? = nil,
    query: String? = nil, confidence: Double? = nil, ambiguous: Bool? = nil,
    subpremise: String? = nil, place: Place? = nil, geocode: Place? = nil,
    candidates: [Candidate] = [], warnings: [String] = [], error: RowError? = nil,
    extra: [JSONMember] = []
  ) {
    self.record = record
    self.status = status
    self.method = method
    self.provider = provider
    self.query = query
    self.confidence = confidence
    self.ambiguous = ambiguous
    self.subpremise = subpremise
    self.place = place
    self.geocode = geocode
    self.candidates = candidates
    self.warnings = warnings
    self.error = error
    self.extra = extra
  }

  /// Whether the row got what the run was asked for: a place, an address or a verdict (not
  /// found, low confidence, ambiguous), or, with no provider, its columns read. Rows that are
  /// invalid, failed, or skipped for a reason (nothing to search, a stop) are not answered.
  package var isAnswered: Bool {
    status.isVerdict || (status == .skipped && error == nil)
  }

  /// The members `jsonValue` writes, in order (members a provider adds through `extra` aside):
  /// the names a JSON, NDJSON or GeoJSON output's `fields` list may use.
  package static let jsonMemberNames = [
    "row", "input", "status", "method", "provider", "query", "confidence", "ambiguous", "subpremise", "place",
    "geocode", "candidates", "warnings", "error", "change",
  ]

  /// The row object: `{row, input, status, method, provider, query, confidence, ambiguous,
  /// subpremise, place, geocode, candidates, warnings, error}`, absent parts omitted.
  package var jsonValue: JSONValue {
    var object = JSONObjectBuilder()
    object.add("row", record.row)
    object.add("input", .object(record.fields.map { JSONMember($0.name, $0.value) }))
    object.add("status", status.rawValue)
    object.add("method", method?.rawValue)
    object.add("provider", provider)
    object.add("query", query)
    object.add("confidence", confidence.map(Candidate.rounded))
    object.add("ambiguous", ambiguous)
    object.add("subpremise", subpremise)
    object.add("place", place?.jsonValue)
    object.add("geocode", geocode?.jsonValue)
    if !candidates.isEmpty { object.add("candidates", .array(candidates.map(\.jsonValue))) }
    object.add("warnings", strings: warnings)
    object.add("error", error?.jsonValue)
    var members = object.members
    members.append(contentsOf: extra)
    return .object(members)
  }
}
