import EnrichCore

/// Leaves out rows whose matched place (or chosen input fields) already appeared earlier in
/// the input. Rows without a place are never duplicates of each other.
public final class DedupeStage: OutputStage {
  public let name = "dedupe"
  public let settings: DedupeSettings
  private var seen: Set<[String]> = []

  public init(settings: DedupeSettings) {
    self.settings = settings
  }

  public func shape(_ row: RowResult) -> RowResult? {
    let key: [String]
    if settings.fields.isEmpty {
      guard let id = row.place?.id else { return row }
      key = [id]
    } else {
      key = settings.fields.map { row.record.value(of: $0)?.plainText ?? "" }
    }
    return seen.insert(key).inserted ? row : nil
  }
}
