import EnrichCore
import Foundation

/// What every stage may use besides its row: shared counters and run-wide settings.
package struct StageContext: Sendable {
  package let metrics: ProviderMetrics
  /// The instant the run started (stages never read the clock themselves).
  package let runStarted: Date
  /// Where row-level diagnostics go (`input.csv:12: warning: ...`).
  package let diagnostics: DiagnosticsEngine
  /// The input's name for messages (path or `<stdin>`).
  package let sourceName: String

  package init(
    metrics: ProviderMetrics, runStarted: Date, diagnostics: DiagnosticsEngine, sourceName: String
  ) {
    self.metrics = metrics
    self.runStarted = runStarted
    self.diagnostics = diagnostics
    self.sourceName = sourceName
  }

  /// Records a warning on the row and reports it with the row's input line.
  package func warn(_ message: String, item: inout WorkItem) {
    item.warn(message)
    diagnostics.warning(
      message, source: sourceName, line: item.record.line, row: item.record.row, code: "row_warning")
  }
}
