/// End-of-run counts, written to stderr and into each output's `summary`: the counts every run
/// has, then the typed sections the layers that own them add (the input's columns, the shard,
/// the change report, the cache, the plan, the billing), then any facts of a provider plugin.
package struct RunSummary: Sendable, Equatable {
  package var rows: Int = 0
  package var byStatus: [RowStatus: Int] = [:]
  /// Requests sent per endpoint (`local.searchText`, `google.places:searchText`, ...).
  package var requests: [String: Int] = [:]
  package var cacheHits: Int = 0
  package var retries: Int = 0
  package var elapsedSeconds: Double = 0
  package var estimatedCostUSD: Double?
  /// The typed sections, in the order outputs write them; one of each type.
  package var sections: [any SummarySection] = []
  /// Members in a provider plugin's own vocabulary (`ProviderPlugin.summaryFacts`), written
  /// after the sections; a merge also keeps here the members of its parts no section reads.
  package var providerFacts: [JSONMember] = []

  package init() {}

  package mutating func count(_ status: RowStatus) {
    rows += 1
    byStatus[status, default: 0] += 1
  }

  /// The section of type `Section`; setting one replaces the section of its type in place, or
  /// adds it last.
  package subscript<Section: SummarySection>(_ type: Section.Type) -> Section? {
    get { sections.lazy.compactMap { $0 as? Section }.first }
    set {
      let index = sections.firstIndex { $0 is Section }
      switch (index, newValue) {
      case (let index?, let section?): sections[index] = section
      case (let index?, nil): sections.remove(at: index)
      case (nil, let section?): sections.append(section)
      case (nil, nil): break
      }
    }
  }

  /// The members every summary has, before its sections.
  static let countKeys: Set<String> = [
    "rows", "status", "requests", "cacheHits", "retries", "elapsedSeconds", "estimatedCostUSD",
  ]

  package var jsonValue: JSONValue {
    var object = JSONObjectBuilder()
    object.add("rows", rows)
    let statuses = RowStatus.allCases.map { JSONMember($0.rawValue, .number(byStatus[$0] ?? 0)) }
    object.add("status", .object(statuses))
    object.add("requests", .counts(requests))
    object.add("cacheHits", cacheHits)
    object.add("retries", retries)
    object.add("elapsedSeconds", (elapsedSeconds * 1000).rounded() / 1000)
    // Money to a millionth of a dollar: sums of list prices carry no float noise.
    object.add("estimatedCostUSD", estimatedCostUSD.map { JSONNumberFormat.rounded($0, decimals: 6) })
    return .object(object.members + sections.map(\.member) + providerFacts)
  }

  /// The summary an output wrote (a part to merge): its counts, the members `types` read as
  /// their sections, and every other member as it is (`providerFacts`).
  package init(json: JSONValue, sections types: [any SummarySection.Type]) {
    rows = json["rows"]?.countValue ?? 0
    for status in RowStatus.allCases {
      if let count = json["status"]?[status.rawValue]?.countValue, count > 0 { byStatus[status] = count }
    }
    for member in json["requests"]?.objectValue ?? [] {
      if let count = member.value.countValue { requests[member.key] = count }
    }
    cacheHits = json["cacheHits"]?.countValue ?? 0
    retries = json["retries"]?.countValue ?? 0
    elapsedSeconds = json["elapsedSeconds"]?.doubleValue ?? 0
    estimatedCostUSD = json["estimatedCostUSD"]?.doubleValue
    for member in json.objectValue ?? [] where !Self.countKeys.contains(member.key) {
      if let type = types.first(where: { $0.key == member.key }), let section = type.init(json: member.value)
      {
        sections.append(section)
      } else {
        providerFacts.append(member)
      }
    }
  }

  package static func == (a: RunSummary, b: RunSummary) -> Bool {
    a.rows == b.rows && a.byStatus == b.byStatus && a.requests == b.requests && a.cacheHits == b.cacheHits
      && a.retries == b.retries && a.elapsedSeconds == b.elapsedSeconds
      && a.estimatedCostUSD == b.estimatedCostUSD && a.providerFacts == b.providerFacts
      && a.sections.count == b.sections.count
      && zip(a.sections, b.sections).allSatisfy { $0.isEqual(to: $1) }
  }
}
