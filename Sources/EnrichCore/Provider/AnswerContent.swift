/// What a stage needs the places of an answer to carry, in the engine's words; each provider
/// turns it into its own request (Google: a field mask), and its plugin prices it. One request
/// is billed once, so asking a search for the hours can be cheaper than a second call for them.
package struct AnswerContent: OptionSet, Sendable, Hashable, Comparable, CustomStringConvertible {
  package let rawValue: Int

  package init(rawValue: Int) { self.rawValue = rawValue }

  /// What matching and the outputs use: names, address, location, types, business status.
  package static let basics = AnswerContent(rawValue: 1)
  /// What the open-status stage evaluates: opening hours, the place's clock.
  package static let openingHours = AnswerContent(rawValue: 2)

  /// A search answer: the basics, plus `extra`.
  package static func search(_ extra: AnswerContent = []) -> AnswerContent { extra.union(.basics) }

  package static func < (lhs: AnswerContent, rhs: AnswerContent) -> Bool { lhs.rawValue < rhs.rawValue }

  /// `basics+openingHours`, as keys and summaries spell it.
  package var description: String {
    var names: [String] = []
    if contains(.basics) { names.append("basics") }
    if contains(.openingHours) { names.append("openingHours") }
    return names.isEmpty ? "ids" : names.joined(separator: "+")
  }
}

/// One billable kind of request: a provider's request of some kind asked for some content
/// (which may change the SKU it is billed under). Runs count these; plugins price them.
package struct BilledRequest: Sendable, Hashable, Comparable, CustomStringConvertible {
  package var provider: String
  package var kind: RequestKind
  package var content: AnswerContent

  package init(provider: String, kind: RequestKind, content: AnswerContent) {
    self.provider = provider
    self.kind = kind
    self.content = content
  }

  package static func < (lhs: BilledRequest, rhs: BilledRequest) -> Bool {
    (lhs.provider, lhs.kind.rawValue, lhs.content.rawValue) < (
      rhs.provider, rhs.kind.rawValue, rhs.content.rawValue
    )
  }

  package var description: String { "\(provider).\(kind.rawValue)[\(content)]" }
}
