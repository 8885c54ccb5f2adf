import EnrichCore
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// The process's stderr and stdout. Stdout carries data only; stderr carries diagnostics,
/// progress and the summary. All stderr writes go through one lock so lines never tear and
/// the progress line is cleared before anything else is printed.
package final class Console: Sendable {
  private struct State {
    var progressLineShown = false
  }

  /// Whether stderr is a terminal that can redraw a line in place.
  package let isInteractive: Bool
  package let quiet: Bool
  /// `--log-format json`: every stderr line is one JSON object, for log collectors.
  package let jsonLogs: Bool
  /// Whether stdout is a terminal (then commands may print tables instead of JSON).
  package let stdoutIsTerminal: Bool
  private let state = Mutex(State())

  package init(quiet: Bool = false, jsonLogs: Bool = false) {
    self.jsonLogs = jsonLogs
    let term = ProcessInfo.processInfo.environment["TERM"] ?? ""
    self.isInteractive = isatty(STDERR_FILENO) == 1 && term != "dumb" && !term.isEmpty && !jsonLogs
    self.quiet = quiet
    self.stdoutIsTerminal = isatty(STDOUT_FILENO) == 1 && term != "dumb" && !term.isEmpty
  }

  /// Writes whole lines to stderr (a diagnostic or an error).
  package func error(_ text: String) {
    line(text, level: text.contains("warning:") ? "warning" : "error")
  }

  /// Writes to stderr unless `--quiet`.
  package func info(_ text: String) {
    if !quiet { line(text, level: "info") }
  }

  /// The end-of-run summary: text lines, or one JSON object with every count.
  package func summary(_ text: String, _ summary: RunSummary) {
    guard !quiet else { return }
    if jsonLogs {
      raw(
        JSONText.compact(
          .object([JSONMember("event", .string("summary")), JSONMember("summary", summary.jsonValue)])))
    } else {
      raw(text)
    }
  }

  func line(_ text: String, level: String) {
    if jsonLogs {
      let message = text.trimmingCharacters(in: .newlines)
      raw(
        JSONText.compact(
          .object([JSONMember("level", .string(level)), JSONMember("message", .string(message))])))
    } else {
      raw(text)
    }
  }

  private func raw(_ text: String) {
    state.withLock { state in
      clearProgress(&state)
      Self.write(text.hasSuffix("\n") ? text : text + "\n", to: STDERR_FILENO)
    }
  }

  /// Replaces the progress line (terminal) or prints it as a plain line (pipe).
  package func progress(_ line: String) {
    guard !quiet else { return }
    if jsonLogs {
      raw(
        JSONText.compact(
          .object([JSONMember("event", .string("progress")), JSONMember("message", .string(line))])))
      return
    }
    state.withLock { state in
      if isInteractive {
        Self.write("\r\u{1B}[K" + line, to: STDERR_FILENO)
        state.progressLineShown = true
      } else {
        Self.write(line + "\n", to: STDERR_FILENO)
      }
    }
  }

  package func endProgress() {
    state.withLock { clearProgress(&$0) }
  }

  /// Writes data to stdout.
  package func output(_ text: String) {
    Self.write(text, to: STDOUT_FILENO)
  }

  private func clearProgress(_ state: inout State) {
    if state.progressLineShown {
      Self.write("\r\u{1B}[K", to: STDERR_FILENO)
      state.progressLineShown = false
    }
  }

  /// Writes through FileHandle; a closed pipe (reader gone) is ignored rather than fatal.
  static func write(_ text: String, to descriptor: Int32) {
    let handle = descriptor == STDOUT_FILENO ? FileHandle.standardOutput : FileHandle.standardError
    try? handle.write(contentsOf: Data(text.utf8))
  }
}
