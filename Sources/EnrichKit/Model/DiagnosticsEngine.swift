import Synchronization

/// Collects row-level diagnostics from stages and hands them to one consumer (the CLI prints
/// them to stderr), and caps how many warnings reach it.
package final class DiagnosticsEngine: Sendable {
  package enum Severity: String, Sendable { case note, warning, error }

  /// One diagnostic: `source:line: severity: row N: message`.
  package struct Diagnostic: Sendable, Equatable {
    package var severity: Severity
    package var source: String?
    package var line: Int?
    package var message: String
    /// The data row it is about (1-based), when it is about one.
    package var row: Int?
    /// What kind of diagnostic it is, for log collectors (`row_warning`, `input_warning`).
    package var code: String

    package init(
      severity: Severity, source: String? = nil, line: Int? = nil, message: String, row: Int? = nil,
      code: String? = nil
    ) {
      self.severity = severity
      self.source = source
      self.line = line
      self.message = message
      self.row = row
      self.code = code ?? severity.rawValue
    }

    package var rendered: String {
      var location = source ?? ""
      if let line { location += location.isEmpty ? "line \(line)" : ":\(line)" }
      let prefix = location.isEmpty ? "" : location + ": "
      return "\(prefix)\(severity.rawValue): \(row.map { "row \($0): " } ?? "")\(message)"
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
          severity: .note, message: "more warnings are not shown here; each row keeps its own in the output",
          code: "warnings_capped"))
    }
  }

  package func warning(
    _ message: String, source: String? = nil, line: Int? = nil, row: Int? = nil, code: String = "warning"
  ) {
    emit(Diagnostic(severity: .warning, source: source, line: line, message: message, row: row, code: code))
  }

}
