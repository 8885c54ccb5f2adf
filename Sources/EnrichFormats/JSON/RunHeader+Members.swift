import EnrichCore

extension RunHeader {
  /// `generator`, `generatedAt`, `provider`, `openAt` (null when not asked), `attributions`:
  /// the members every JSON-based output carries.
  var outputMembers: [JSONMember] {
    [
      JSONMember("generator", .string(generator)),
      JSONMember("generatedAt", .string(generatedAt)),
      JSONMember("provider", .string(providerLabel)),
      JSONMember("openAt", openAt.map(JSONValue.string) ?? .null),
      JSONMember("attributions", attributionsJSON),
    ]
  }
}
