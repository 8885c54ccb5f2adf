import EnrichCore
import Synchronization

/// Leaves out rows whose matched place (or chosen input fields) already appeared earlier in
/// the input. Rows without a place are never duplicates of each other.
package final class DedupeStage: OrderedStage {
  package let name = "dedupe"
  package let settings: DedupeSettings
  /// Rows are shaped one at a time, in input order; the lock makes the stage shareable.
  private let seen = Mutex<Set<[String]>>([])

  package init(settings: DedupeSettings) {
    self.settings = settings
  }

  package func shape(_ row: RowResult) -> RowResult? {
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
