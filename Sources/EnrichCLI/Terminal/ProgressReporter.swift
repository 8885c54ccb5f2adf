import EnrichCore
import EnrichKit
import Foundation

/// Shows where a run stands: a redrawn line on a terminal (every 0.2 s), a plain line every
/// 10 s when stderr is a pipe or file (cron logs). Reads counters; never touches rows.
final class ProgressReporter: Sendable {
  let console: Console
  let progress: RunProgress
  let metrics: ProviderMetrics
  let started: Date

  init(console: Console, progress: RunProgress, metrics: ProviderMetrics, started: Date) {
    self.console = console
    self.progress = progress
    self.metrics = metrics
    self.started = started
  }

  /// Runs until cancelled.
  func run() async {
    let interval: Duration = console.isInteractive ? .milliseconds(200) : .seconds(10)
    while !Task.isCancelled {
      do {
        try await Task.sleep(for: interval)
      } catch {
        return
      }
      console.progress(line(now: Date()))
    }
  }

  func line(now: Date) -> String {
    let snapshot = progress.snapshot
    let spent = metrics.snapshot
    let elapsed = max(now.timeIntervalSince(started), 0.001)
    let rate = Double(snapshot.rowsWritten) / elapsed
    var text = "\(snapshot.rowsWritten)"
    if let total = snapshot.totalRows, total > 0 {
      text += "/\(total) \(Counted.noun(total, "row"))"
      if rate > 0, total > snapshot.rowsWritten {
        text += ", ETA \(Self.duration(Double(total - snapshot.rowsWritten) / rate))"
      }
    } else {
      text += " " + Counted.noun(snapshot.rowsWritten, "row")
    }
    text += String(format: ", %.0f rows/s", rate)
    text += " | matched \(snapshot.count(.matched)) geocoded \(snapshot.count(.geocoded))"
    text += " fallback \(snapshot.fallbacks) not found \(snapshot.count(.notFound))"
    text +=
      " low \(snapshot.count(.lowConfidence) + snapshot.count(.ambiguous)) failed \(snapshot.count(.failed))"
    text += " | requests \(spent.totalRequests) retries \(spent.retries) cache hits \(spent.cacheHits)"
    return text
  }

  static func duration(_ seconds: Double) -> String {
    let total = Int(seconds.rounded())
    if total >= 3600 { return "\(total / 3600)h\(String(format: "%02d", total % 3600 / 60))m" }
    if total >= 60 { return "\(total / 60)m\(String(format: "%02d", total % 60))s" }
    return "\(total)s"
  }
}
