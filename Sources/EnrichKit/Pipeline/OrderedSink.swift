import EnrichCore
import EnrichFormats

/// Counts finished rows (in input order), passes them through the in-input-order stages, and
/// writes the survivors to every output. (New rows are journaled as they finish, before they
/// reach here: see `PipelineRunner`.)
final class OrderedSink {
  let writers: [any RecordWriter]
  let orderStages: [any OrderedStage]
  let progress: RunProgress
  private(set) var summary = RunSummary()
  private(set) var failedRows = 0
  private(set) var newRows = 0
  private(set) var resumedRows = 0
  /// Rows that got an answer (`RowResult.isAnswered`), and why the others did not (error codes).
  private(set) var answeredRows = 0
  private(set) var unansweredReasons: [String: Int] = [:]

  init(writers: [any RecordWriter], orderStages: [any OrderedStage], progress: RunProgress) {
    self.writers = writers
    self.orderStages = orderStages
    self.progress = progress
  }

  func write(_ finished: PipelineRunner.Finished) throws {
    let result = finished.result
    if finished.isNew {
      newRows += 1
      if result.status == .failed { failedRows += 1 }
    } else if !finished.isSkipped {
      resumedRows += 1
    }
    summary.count(result.status)
    if result.isAnswered {
      answeredRows += 1
    } else {
      // Error codes are a small fixed set: the table stays small.
      unansweredReasons[result.error?.code ?? result.status.rawValue, default: 0] += 1
    }
    progress.rowWritten(result)
    var row = result
    for stage in orderStages {
      guard let shaped = stage.shape(row) else { return }
      row = shaped
    }
    for writer in writers { try writer.write(row) }
  }
}
