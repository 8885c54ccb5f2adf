import EnrichCore

/// One step of the pipeline. Stages are peers: each reads and amends a `WorkItem`, never
/// prints, and maps lower-level errors into the row's status at its own boundary. A stage
/// throws only for errors that must stop the whole run (`ProviderError.isFatal`).
public protocol Stage: Sendable {
  /// The stage type's name as pipeline files spell it (`normalize`, `search`, ...).
  var name: String { get }
  /// Whether the stage waits on I/O (then the runner overlaps rows up to `--concurrency`).
  var waitsOnIO: Bool { get }
  func process(_ item: inout WorkItem, context: StageContext) async throws
}

/// A step that runs on finished rows in input order, just before the writers: it may drop a
/// row (filter, dedupe) or reshape it (select). Runs on the writer's task, so it may keep
/// state without locks.
public protocol OutputStage: AnyObject {
  var name: String { get }
  /// The row to write, or nil to leave it out of the outputs.
  func shape(_ row: RowResult) -> RowResult?
  /// The input columns as written after this stage (writers need them before the first row).
  func columns(_ columns: [String]) -> [String]
  /// Members the stage adds to the run summary (the change report's counts).
  var summaryMembers: [JSONMember] { get }
}

extension OutputStage {
  public func columns(_ columns: [String]) -> [String] { columns }
  public var summaryMembers: [JSONMember] { [] }
}
