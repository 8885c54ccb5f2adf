import Synchronization

/// Collects row-level diagnostics from stages and hands them to one consumer (the CLI prints
/// them to stderr), and caps how many warnings reach it.
package final class DiagnosticsEngine: Sendable {
  package enum Severity: String, Sendable { case note, warning, error }

  /// One diagnostic: `source:line: severity: message`.
  package struct Diagnostic: Sendable, Equatable {
    package var severity: Severity
    package var source: String?
    package var line: Int?
    package var message: String

    package var rendered: String {
      var location = source ?? ""
      if let line { location += location.isEmpty ? "line \(line)" : ":\(line)" }
      let prefix = location.isEmpty ? "" : location + ": "
      return "\(prefix)\(severity.rawValue): \(message)"
    }
  }

  /// Warnings emitted so far.
  private let warnings = Mutex(0)
  private let handler: @Sendable (Diagnostic) -> Void
  /// Warnings passed on to the handler; later ones are only counted (every row keeps its own
  /// warnings in the output), so a million-row file cannot flood the terminal or cron mail.
  package let warningLimit: Int

  /// `handler` is called for every diagnostic, from any task; it must be thread-safe.
  package init(warningLimit: Int = 50, handler: @escaping @Sendable (Diagnostic) -> Void) {
    self.warningLimit = warningLimit
    self.handler = handler
  }

  package func emit(_ diagnostic: Diagnostic) {
    guard diagnostic.severity == .warning else { return handler(diagnostic) }
    let shown = warnings.withLock { count -> Int in
      count += 1
      return count
    }
    if shown <= warningLimit { handler(diagnostic) }
    if shown == warningLimit {
      handler(
        Diagnostic(
          severity: .note, message: "more warnings are not shown here; each row keeps its own in the output"))
    }
  }

  package func warning(_ message: String, source: String? = nil, line: Int? = nil) {
    emit(Diagnostic(severity: .warning, source: source, line: line, message: message))
  }

}
