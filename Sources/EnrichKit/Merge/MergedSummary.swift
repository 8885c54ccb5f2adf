import EnrichCore

/// The one summary of merged parts: every count summed (rows, statuses, requests by endpoint,
/// cache hits, retries, cost, and the numbers of nested facts such as the cache's), the
/// elapsed time of the longest part, facts all parts agree on kept, and `parts`, all kept as
/// JSON members (`providerFacts`).
enum MergedSummary {
  /// Members that describe the run rather than count its rows: kept when every part says the
  /// same, never summed (`input`: the header's line and the columns read).
  static let facts: Set<String> = ["input"]

  static func combine(_ summaries: [JSONValue]) -> RunSummary {
    let parts = summaries.map {
      JSONValue.object(($0.objectValue ?? []).filter { $0.key != "shard" && !facts.contains($0.key) })
    }
    let combined = parts.dropFirst().reduce(parts.first ?? .object([])) { sum($0, $1) ?? $0 }
    var result = RunSummary()
    result.rows = int(combined["rows"])
    for status in RowStatus.allCases {
      let count = int(combined["status"]?[status.rawValue])
      if count > 0 { result.byStatus[status] = count }
    }
    for member in combined["requests"]?.objectValue ?? [] { result.requests[member.key] = int(member.value) }
    result.cacheHits = int(combined["cacheHits"])
    result.retries = int(combined["retries"])
    result.elapsedSeconds = summaries.compactMap { $0["elapsedSeconds"]?.doubleValue }.max() ?? 0
    result.estimatedCostUSD = combined["estimatedCostUSD"]?.doubleValue
    let known: Set<String> = [
      "rows", "status", "requests", "cacheHits", "retries", "elapsedSeconds", "estimatedCostUSD",
    ]
    for fact in facts.sorted() {
      let values = summaries.map { $0[fact] }
      if let first = values.first, let value = first, values.allSatisfy({ $0 == value }) {
        result.providerFacts.append(JSONMember(fact, value))
      }
    }
    result.providerFacts += (combined.objectValue ?? []).filter { !known.contains($0.key) }
    result.providerFacts.append(JSONMember("parts", .number(summaries.count)))
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

  static func int(_ value: JSONValue?) -> Int { value?.doubleValue.map { Int($0) } ?? 0 }
}
