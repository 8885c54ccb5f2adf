/// What every output states before its rows: who made it, when, from which providers, for
/// which moment, and the credits its data sources require.
public struct RunHeader: Sendable, Equatable {
  public var generator: String
  /// ISO 8601 instant the run started.
  public var generatedAt: String
  /// Provider ids in cascade order (`["local"]`, `["local", "google"]`, `[]` for none).
  public var providers: [String]
  /// The `--at` request as the user gave it, and the instant it resolved to.
  public var openAt: String?
  public var attributions: [Attribution]

  public init(
    generator: String, generatedAt: String, providers: [String], openAt: String?,
    attributions: [Attribution]
  ) {
    self.generator = generator
    self.generatedAt = generatedAt
    self.providers = providers
    self.openAt = openAt
    self.attributions = attributions
  }

  /// `provider` as written in outputs: the id, cascade joined with `,`, or `none`.
  public var providerLabel: String { providers.isEmpty ? "none" : providers.joined(separator: ",") }

  /// The attribution line flat formats put on every row.
  public var attributionText: String { attributions.map(\.text).joined(separator: "; ") }

  public var attributionsJSON: JSONValue { .array(attributions.map(\.jsonValue)) }
}

/// End-of-run counts, written to stderr and into each output's `summary`.
public struct RunSummary: Sendable, Equatable {
  public var rows: Int = 0
  public var byStatus: [RowStatus: Int] = [:]
  /// Requests sent per endpoint (`local.searchText`, `google.places:searchText`, ...).
  public var requests: [String: Int] = [:]
  public var cacheHits: Int = 0
  public var retries: Int = 0
  public var elapsedSeconds: Double = 0
  public var estimatedCostUSD: Double?
  /// More members (budget stop reason, change counts, ...).
  public var extra: [JSONMember] = []

  public init() {}

  public mutating func count(_ status: RowStatus) {
    rows += 1
    byStatus[status, default: 0] += 1
  }

  public var jsonValue: JSONValue {
    var object = JSONObjectBuilder()
    object.add("rows", rows)
    let statuses = RowStatus.allCases.map { JSONMember($0.rawValue, .number(byStatus[$0] ?? 0)) }
    object.add("status", .object(statuses))
    object.add(
      "requests", .object(requests.keys.sorted().map { JSONMember($0, .number(requests[$0] ?? 0)) })
    )
    object.add("cacheHits", cacheHits)
    object.add("retries", retries)
    object.add("elapsedSeconds", (elapsedSeconds * 1000).rounded() / 1000)
    object.add("estimatedCostUSD", estimatedCostUSD)
    var members = object.members
    members.append(contentsOf: extra)
    return .object(members)
  }
}
