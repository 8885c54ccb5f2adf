import EnrichCore

/// Where a stage type runs, known before any stage is built (pipeline files are checked
/// against it).
package enum StagePlacement: Sendable, Equatable {
  /// On each row as it is enriched; `waitsOnIO` lets the runner overlap rows up to
  /// `--concurrency`.
  case perRow(waitsOnIO: Bool)
  /// On finished rows in input order, just before the writers: it may drop a row (filter,
  /// dedupe) or reshape it (select).
  case inInputOrder
}

/// One step of the pipeline. Stages are peers, and each is one of two kinds: a `RowStage`
/// works on each row as it is enriched, an `OrderedStage` shapes finished rows in input order.
/// A stage says which through `role` (given by those two protocols), so a stage that does
/// neither does not compile.
package protocol Stage: Sendable {
  /// The stage type's name as pipeline files spell it (`normalize`, `search`, ...).
  var name: String { get }
  /// The stage as the runner drives it.
  var role: StageRole { get }
  /// The input columns as written after this stage (writers need them before the first row).
  func columns(_ columns: [String]) -> [String]
  /// Sections the stage adds to the run summary (the change report's counts).
  var summarySections: [any SummarySection] { get }
}

/// A stage that reads and amends each row's `WorkItem`. It never prints, and maps lower-level
/// errors into the row's status at its own boundary (it throws only for errors that must stop
/// the whole run, `ProviderError.isFatal`).
package protocol RowStage: Stage {
  /// Whether it waits on a provider or a file, so the runner overlaps rows up to
  /// `--concurrency`.
  var waitsOnIO: Bool { get }
  func process(_ item: inout WorkItem, context: StageContext) async throws
}

/// A stage that shapes finished rows in input order, just before the writers.
package protocol OrderedStage: Stage {
  /// The row to write, or nil to leave it out of the outputs.
  func shape(_ row: RowResult) -> RowResult?
}

/// How the runner drives a stage.
package enum StageRole: Sendable {
  case perRow(any RowStage)
  case inInputOrder(any OrderedStage)
}

extension Stage {
  package func columns(_ columns: [String]) -> [String] { columns }
  package var summarySections: [any SummarySection] { [] }

  /// The placement its role implies (what its settings type declares).
  package var placement: StagePlacement {
    switch role {
    case .perRow(let stage): .perRow(waitsOnIO: stage.waitsOnIO)
    case .inInputOrder: .inInputOrder
    }
  }

  var isPerRow: Bool {
    if case .perRow = role { return true }
    return false
  }
}

extension RowStage {
  package var role: StageRole { .perRow(self) }
}

extension OrderedStage {
  package var role: StageRole { .inInputOrder(self) }
}
