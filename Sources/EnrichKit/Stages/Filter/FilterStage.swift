import EnrichCore

/// Keeps only the rows that meet every condition given (status, open status, confidence,
/// type): "cafés open on Sunday morning".
package struct FilterStage: OrderedStage {
  package let name = "filter"
  package let settings: FilterSettings

  package init(settings: FilterSettings) {
    self.settings = settings
  }

  package func shape(_ row: RowResult) -> RowResult? {
    if !settings.statuses.isEmpty, !settings.statuses.contains(row.status) { return nil }
    if !settings.openStatuses.isEmpty {
      let status = row.place?.openStatus?.status ?? .unknown
      if !settings.openStatuses.contains(status) { return nil }
    }
    if let minimum = settings.minConfidence, (row.confidence ?? 0) < minimum { return nil }
    if !settings.types.isEmpty {
      let types = Set((row.place?.types ?? []) + [row.place?.primaryType].compactMap { $0 })
      if types.isDisjoint(with: settings.types) { return nil }
    }
    return row
  }
}
