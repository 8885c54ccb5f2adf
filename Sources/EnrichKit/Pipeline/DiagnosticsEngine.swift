import Synchronization

/// Collects row-level diagnostics from stages and hands them to one consumer (the CLI prints
/// them to stderr). Counts errors and warnings so the exit code is decided once, at the end.
public final class DiagnosticsEngine: Sendable {
  public enum Severity: String, Sendable { case note, warning, error }

  /// One diagnostic: `source:line: severity: message`.
  public struct Diagnostic: Sendable, Equatable {
    public var severity: Severity
    public var source: String?
    public var line: Int?
    public var message: String

    public var rendered: String {
      var location = source ?? ""
      if let line { location += location.isEmpty ? "line \(line)" : ":\(line)" }
      let prefix = location.isEmpty ? "" : location + ": "
      return "\(prefix)\(severity.rawValue): \(message)"
    }
  }

  private struct State {
    var warnings = 0
    var errors = 0
  }

  private let state = Mutex(State())
  private let handler: @Sendable (Diagnostic) -> Void
  /// Warnings passed on to the handler; later ones are only counted (every row keeps its own
  /// warnings in the output), so a million-row file cannot flood the terminal or cron mail.
  public let warningLimit: Int

  /// `handler` is called for every diagnostic, from any task; it must be thread-safe.
  public init(warningLimit: Int = 50, handler: @escaping @Sendable (Diagnostic) -> Void) {
    self.warningLimit = warningLimit
    self.handler = handler
  }

  public func emit(_ diagnostic: Diagnostic) {
    let shown = state.withLock { state -> Int? in
      switch diagnostic.severity {
      case .warning:
        state.warnings += 1
        return state.warnings
      case .error:
        state.errors += 1
        return nil
      case .note:
        return nil
      }
    }
    guard let shown else { return handler(diagnostic) }
    if shown <= warningLimit { handler(diagnostic) }
    if shown == warningLimit {
      handler(
        Diagnostic(
          severity: .note, message: "more warnings are not shown here; each row keeps its own in the output"))
    }
  }

  public func warning(_ message: String, source: String? = nil, line: Int? = nil) {
    emit(Diagnostic(severity: .warning, source: source, line: line, message: message))
  }

  public var warningCount: Int { state.withLock { $0.warnings } }
  public var errorCount: Int { state.withLock { $0.errors } }
}
