/// A typed member of the run summary: a fact the layer that owns it states as a value (the
/// plan, the cache's troubles, the change report's counts…), which the text summary reads and
/// every output writes as `"key": jsonValue`. `enrich merge` reads it back from its parts and
/// combines it by what it means.
package protocol SummarySection: Sendable, Equatable {
  /// The member's name in the summary (`plan`, `cache`, …).
  static var key: String { get }
  /// The member's value, in the shape the README documents.
  var jsonValue: JSONValue { get }
  /// The section as an output wrote it (a part to merge); nil when the value is not its shape.
  init?(json: JSONValue)
  /// The section of a merged output, from each part's (nil where a part has none): counts
  /// summed, facts kept when the parts agree; nil when the merged output has none.
  static func merged(_ parts: [Self?]) -> Self?
}

extension SummarySection {
  package var member: JSONMember { JSONMember(Self.key, jsonValue) }

  /// The section every part holds, when they all hold the same one (a fact about the whole run).
  package static func agreed(_ parts: [Self?]) -> Self? {
    guard let first = parts.first ?? nil, parts.allSatisfy({ $0 == first }) else { return nil }
    return first
  }

  /// This section of each summary, merged.
  package static func merged(from summaries: [RunSummary]) -> Self? {
    merged(summaries.map { $0[Self.self] })
  }

  func isEqual(to other: any SummarySection) -> Bool { (other as? Self) == self }
}

extension JSONValue {
  /// A whole number (`12`, or `12.0` as an older writer may have put it); nil for anything else.
  package var countValue: Int? {
    guard case .number(let text) = self else { return nil }
    return Int(text) ?? Double(text).flatMap { Int(exactly: $0) }
  }

  /// Counts by name as summaries write them: members sorted by name.
  package static func counts(_ counts: [String: Int]) -> JSONValue {
    .object(counts.keys.sorted().map { JSONMember($0, .number(counts[$0] ?? 0)) })
  }

  /// An object of whole numbers as counts by name; nil for anything else.
  package var countsValue: [String: Int]? {
    guard let members = objectValue else { return nil }
    var counts: [String: Int] = [:]
    for member in members {
      guard let count = member.value.countValue else { return nil }
      counts[member.key] = count
    }
    return counts
  }
}
