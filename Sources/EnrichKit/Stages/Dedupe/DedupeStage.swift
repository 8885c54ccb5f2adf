import EnrichCore
import Synchronization

/// Leaves out rows whose matched place (or chosen input fields) already appeared earlier in
/// the input. Rows without a place are never duplicates of each other.
public final class DedupeStage: Stage {
  public let name = "dedupe"
  public let placement = StagePlacement.inInputOrder
  public let settings: DedupeSettings
  /// Rows are shaped one at a time, in input order; the lock makes the stage shareable.
  private let seen = Mutex<Set<[String]>>([])

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
    return seen.withLock { $0.insert(key).inserted } ? row : nil
  }
}
