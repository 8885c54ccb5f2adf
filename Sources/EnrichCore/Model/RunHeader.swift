/// What every output states before its rows: who made it, when, from which providers, for
/// which moment, and the credits its data sources require.
package struct RunHeader: Sendable, Equatable {
  package var generator: String
  /// ISO 8601 instant the run started.
  package var generatedAt: String
  /// Provider ids in cascade order (`["local"]`, `["local", "google"]`, `[]` for none).
  package var providers: [String]
  /// The `--at` request as the user gave it, and the instant it resolved to.
  package var openAt: String?
  package var attributions: [Attribution]

  package init(
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
  package var providerLabel: String { providers.isEmpty ? "none" : providers.joined(separator: ",") }

  /// The attribution line flat formats put on every row.
  package var attributionText: String { attributions.map(\.text).joined(separator: "; ") }

  package var attributionsJSON: JSONValue { .array(attributions.map(\.jsonValue)) }
}

/// End-of-run counts, written to stderr and into each output's `summary`.
package struct RunSummary: Sendable, Equatable {
  package var rows: Int = 0
  package var byStatus: [RowStatus: Int] = [:]
  /// Requests sent per endpoint (`local.searchText`, `google.places:searchText`, ...).
  package var requests: [String: Int] = [:]
  package var cacheHits: Int = 0
  package var retries: Int = 0
  package var elapsedSeconds: Double = 0
  package var estimatedCostUSD: Double?
  /// More members (budget stop reason, change counts, ...).
  package var extra: [JSONMember] = []

  package init() {}

  package mutating func count(_ status: RowStatus) {
    rows += 1
    byStatus[status, default: 0] += 1
  }

  package var jsonValue: JSONValue {
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
    // Money to a millionth of a dollar: sums of list prices carry no float noise.
    object.add("estimatedCostUSD", estimatedCostUSD.map { JSONNumberFormat.rounded($0, decimals: 6) })
    var members = object.members
    members.append(contentsOf: extra)
    return .object(members)
  }
}
