/// The outcome of one row. Every input row produces exactly one.
public enum RowStatus: String, Sendable, Equatable, CaseIterable {
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
public enum MatchMethod: String, Sendable, Equatable {
  case textSearch = "text_search"
  case geocode
  case nearby
}

/// A place considered for a row, with the confidence the match stage gave it.
public struct Candidate: Sendable, Equatable {
  public var place: Place
  public var confidence: Double
  /// The provider's own relevance score, when it has one.
  public var score: Double?
  public var distanceMeters: Double?

  public init(place: Place, confidence: Double, score: Double? = nil, distanceMeters: Double? = nil) {
    self.place = place
    self.confidence = confidence
    self.score = score
    self.distanceMeters = distanceMeters
  }

  public var jsonValue: JSONValue {
    var object = JSONObjectBuilder()
    object.add("id", place.id)
    object.add("name", place.name)
    object.add("formattedAddress", place.formattedAddress)
    object.add("location", place.location?.jsonValue)
    object.add("types", strings: place.types)
    object.add("confidence", Self.rounded(confidence))
    object.add("distanceMeters", distanceMeters.map { ($0 * 10).rounded() / 10 })
    return object.value
  }

  static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}

/// Why a row failed, as `{"code", "message"}`.
public struct RowError: Sendable, Equatable, Error {
  public var code: String
  public var message: String

  public init(code: String, message: String) {
    self.code = code
    self.message = message
  }

  public var jsonValue: JSONValue {
    .object([JSONMember("code", .string(code)), JSONMember("message", .string(message))])
  }
}

/// One enriched output row. Its JSON shape is documented in the README and shared by every
/// JSON-based format; later features add members, they never rename these.
public struct RowResult: Sendable, Equatable {
  public var record: InputRecord
  public var status: RowStatus
  public var method: MatchMethod?
  /// Which provider answered (`local`, `google`).
  public var provider: String?
  /// The text that was searched, when a search ran.
  public var query: String?
  public var confidence: Double?
  public var ambiguous: Bool?
  /// The unit/apartment/suite split off the row's address.
  public var subpremise: String?
  public var place: Place?
  /// The geocoder's answer for rows that were geocoded in addition to a place search.
  public var geocode: Place?
  public var candidates: [Candidate]
  public var warnings: [String]
  public var error: RowError?
  /// Members added by later stages (change report, ...), appended at the end.
  public var extra: [JSONMember]

  public init(
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

  /// The members `jsonValue` writes, in order (members a provider adds through `extra` aside):
  /// the names a JSON, NDJSON or GeoJSON output's `fields` list may use.
  public static let jsonMemberNames = [
    "row", "input", "status", "method", "provider", "query", "confidence", "ambiguous", "subpremise", "place",
    "geocode", "candidates", "warnings", "error", "change",
  ]

  /// The row object: `{row, input, status, method, provider, query, confidence, ambiguous,
  /// subpremise, place, geocode, candidates, warnings, error}`, absent parts omitted.
  public var jsonValue: JSONValue {
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
