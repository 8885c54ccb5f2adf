import EnrichCore

/// The typed sections a run's summary can hold, in the order outputs write them: the input's
/// columns, the shard, the change report, the cache, the plan, the billing. The runner orders a
/// run's sections by it; `enrich merge` reads its parts' sections with it.
package enum SummarySections {
  package static let types: [any SummarySection.Type] = [
    InputSummary.self, RowShard.self, ChangeSummary.self, CacheCounts.self, PlanSummary.self,
    BillingSummary.self,
  ]

  /// `sections` in the order of `types` (others after them, as they came).
  static func ordered(_ sections: [any SummarySection]) -> [any SummarySection] {
    func rank(_ section: any SummarySection) -> Int {
      types.firstIndex { $0.key == type(of: section).key } ?? types.count
    }
    let ranked = sections.enumerated().map { (rank: rank($1), offset: $0, section: $1) }
    return ranked.sorted { ($0.rank, $0.offset) < ($1.rank, $1.offset) }.map(\.section)
  }
}
