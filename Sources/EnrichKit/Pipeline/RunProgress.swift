import EnrichCore
import Synchronization

/// Live counters of a run, updated by the runner and read by the progress display.
package final class RunProgress: Sendable {
  package struct Snapshot: Sendable, Equatable {
    package var rowsRead = 0
    package var rowsWritten = 0
    /// Rows known to exist in the input (from a pre-count), when known.
    package var totalRows: Int?
    package var byStatus: [RowStatus: Int] = [:]
    /// Rows that were geocoded as a fallback after (or instead of) place search.
    package var fallbacks = 0

    package func count(_ status: RowStatus) -> Int { byStatus[status] ?? 0 }
  }

  private let state = Mutex(Snapshot())

  package init() {}

  package func setTotal(_ total: Int?) { state.withLock { $0.totalRows = total } }

  func rowRead() { state.withLock { $0.rowsRead += 1 } }

  func rowWritten(_ result: RowResult) {
    state.withLock {
      $0.rowsWritten += 1
      $0.byStatus[result.status, default: 0] += 1
      if result.method == .geocode { $0.fallbacks += 1 }
    }
  }

  package var snapshot: Snapshot { state.withLock { $0 } }
}
