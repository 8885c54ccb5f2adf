import EnrichCore

/// Keeps the listed input fields in the given order (all when none are listed) and renames
/// fields, so outputs carry the columns a downstream sheet expects.
package struct SelectStage: OrderedStage {
  package let name = "select"
  package let settings: SelectSettings

  package init(settings: SelectSettings) {
    self.settings = settings
  }

  package func shape(_ row: RowResult) -> RowResult? {
    var shaped = row
    var fields = row.record.fields
    if !settings.fields.isEmpty {
      fields = settings.fields.compactMap { name in fields.first { $0.name == name } }
    }
    shaped.record.fields = fields.map { field in
      Field(settings.rename[field.name] ?? field.name, field.value)
    }
    return shaped
  }

  package func columns(_ columns: [String]) -> [String] {
    let kept = settings.fields.isEmpty ? columns : settings.fields.filter(columns.contains)
    return kept.map { settings.rename[$0] ?? $0 }
  }
}
