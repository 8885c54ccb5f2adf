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

  /// `handler` is called for every diagnostic, from any task; it must be thread-safe.
  public init(handler: @escaping @Sendable (Diagnostic) -> Void) {
    self.handler = handler
  }

  public func emit(_ diagnostic: Diagnostic) {
    state.withLock {
      switch diagnostic.severity {
      case .warning: $0.warnings += 1
      case .error: $0.errors += 1
      case .note: break
      }
    }
    handler(diagnostic)
  }

  public func warning(_ message: String, source: String? = nil, line: Int? = nil) {
    emit(Diagnostic(severity: .warning, source: source, line: line, message: message))
  }

  public var warningCount: Int { state.withLock { $0.warnings } }
  public var errorCount: Int { state.withLock { $0.errors } }
}
