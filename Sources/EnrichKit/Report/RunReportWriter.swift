import EnrichCore
import EnrichFormats
import Foundation

/// `--report FILE.html`: a writer like the outputs (it sees every written row, in order, and
/// is finished, then committed, with them), which keeps only `ReportStatistics` — bounded
/// whatever the row count — and writes the page when the run ends, atomically.
package final class RunReportWriter: RecordWriter {
  private let target: OutputTarget
  private let facts: @Sendable (RunHeader, RunSummary) -> ReportFacts
  private var header: RunHeader?
  private var statistics = ReportStatistics()

  /// `facts` is asked once, at the end, for what the run knows beside the rows.
  package init(path: String, facts: @escaping @Sendable (RunHeader, RunSummary) -> ReportFacts) throws {
    target = try OutputTarget(path: path)
    self.facts = facts
  }

  /// Whether the file at `path` is a report enrich wrote (its generator tag near the start),
  /// and so its own to replace.
  package static func isOwnFile(_ path: String) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    let head = String(decoding: (try? handle.read(upToCount: 1024)) ?? Data(), as: UTF8.self)
    return head.hasPrefix("<!DOCTYPE html>") && head.contains(ReportPage.generatorTag)
  }

  package var outputName: String { target.name }

  package var pendingPath: String? { target.pendingPath }

  package func begin(_ header: RunHeader, inputColumns: [String]) throws {
    self.header = header
  }

  package func write(_ row: RowResult) throws {
    statistics.add(row)
  }

  package func finish(_ summary: RunSummary) throws {
    guard let header else {
      throw OutputError(path: target.name, message: "internal error: report not begun")
    }
    try target.write(ReportPage.render(statistics, facts(header, summary)))
    try target.complete()
  }

  package func commit() throws { try target.publish() }

  package func abandon() { target.discard() }
}
