import EnrichCore

/// Where a stage runs.
package enum StagePlacement: Sendable, Equatable {
  /// On each row as it is enriched; `waitsOnIO` lets the runner overlap rows up to
  /// `--concurrency`.
  case perRow(waitsOnIO: Bool)
  /// On finished rows in input order, just before the writers: it may drop a row (filter,
  /// dedupe) or reshape it (select).
  case inInputOrder
}

/// One step of the pipeline. Stages are peers: a per-row stage reads and amends a `WorkItem`,
/// never prints, and maps lower-level errors into the row's status at its own boundary (it
/// throws only for errors that must stop the whole run, `ProviderError.isFatal`); an
/// in-input-order stage shapes finished rows.
package protocol Stage: Sendable {
  /// The stage type's name as pipeline files spell it (`normalize`, `search`, ...).
  var name: String { get }
  var placement: StagePlacement { get }
  /// Per-row stages: works on one row.
  func process(_ item: inout WorkItem, context: StageContext) async throws
  /// In-input-order stages: the row to write, or nil to leave it out of the outputs.
  func shape(_ row: RowResult) -> RowResult?
  /// The input columns as written after this stage (writers need them before the first row).
  func columns(_ columns: [String]) -> [String]
  /// Sections the stage adds to the run summary (the change report's counts).
  var summarySections: [any SummarySection] { get }
}

extension Stage {
  package func process(_ item: inout WorkItem, context: StageContext) async throws {}
  package func shape(_ row: RowResult) -> RowResult? { row }
  package func columns(_ columns: [String]) -> [String] { columns }
  package var summarySections: [any SummarySection] { [] }

  var waitsOnIO: Bool {
    if case .perRow(let waits) = placement { return waits }
    return false
  }

  var isPerRow: Bool {
    if case .perRow = placement { return true }
    return false
  }
}
