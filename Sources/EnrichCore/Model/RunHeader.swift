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
