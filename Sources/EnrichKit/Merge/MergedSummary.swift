import EnrichCore

/// The one summary of merged parts: every count summed (rows, statuses, requests by endpoint,
/// cache hits, retries, cost), the elapsed time of the longest part, each typed section merged
/// by what it means (`SummarySection.merged`: counts summed, facts such as the input's columns
/// kept when all parts agree, no shard), members no section reads summed where they are
/// numbers and kept where the parts agree, and `parts`.
enum MergedSummary {
  static func combine(_ summaries: [JSONValue]) -> RunSummary {
    let parts = summaries.map { RunSummary(json: $0, sections: SummarySections.types + [MergedParts.self]) }
    var result = RunSummary()
    result.rows = parts.reduce(0) { $0 + $1.rows }
    for part in parts {
      result.byStatus.merge(part.byStatus, uniquingKeysWith: +)
      result.requests.merge(part.requests, uniquingKeysWith: +)
    }
    result.cacheHits = parts.reduce(0) { $0 + $1.cacheHits }
    result.retries = parts.reduce(0) { $0 + $1.retries }
    result.elapsedSeconds = parts.map(\.elapsedSeconds).max() ?? 0
    let costs = parts.compactMap(\.estimatedCostUSD)
    if !costs.isEmpty { result.estimatedCostUSD = JSONNumberFormat.rounded(costs.reduce(0, +), decimals: 6) }
    result.sections = SummarySections.types.compactMap { $0.merged(from: parts) }
    let others = parts.map { JSONValue.object($0.providerFacts) }
    result.providerFacts =
      others.dropFirst().reduce(others.first ?? .object([])) { sum($0, $1) ?? $0 }.objectValue ?? []
    result[MergedParts.self] = MergedParts(count: summaries.count)
    return result
  }

  /// `a` and `b` with their numbers added, member by member (a member only one has is kept
  /// as it is: a count the other did not need); nil where they disagree on anything that is
  /// not a number (that fact is left out).
  static func sum(_ a: JSONValue, _ b: JSONValue) -> JSONValue? {
    switch (a, b) {
    case (.number(let x), .number(let y)):
      if let left = Int(x), let right = Int(y) { return .number(left + right) }
      guard let left = Double(x), let right = Double(y) else { return nil }
      return .number(JSONNumberFormat.rounded(left + right, decimals: 6))
    case (.object(let left), .object(let right)):
      var members: [JSONMember] = []
      for member in left {
        guard let other = right.first(where: { $0.key == member.key })?.value else {
          members.append(member)
          continue
        }
        if let value = sum(member.value, other) { members.append(JSONMember(member.key, value)) }
      }
      members += right.filter { member in !left.contains { $0.key == member.key } }
      return .object(members)
    default:
      return a == b ? a : nil
    }
  }
}
