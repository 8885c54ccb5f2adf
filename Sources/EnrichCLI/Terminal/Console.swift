import EnrichCore
import EnrichSystem
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// The process's stderr and stdout. Stdout carries data only; stderr carries diagnostics,
/// progress and the summary. All stderr writes go through one lock so lines never tear and
/// the progress line is cleared before anything else is printed.
///
/// With `--log-format json` every stderr line is one JSON object with the same members —
/// `level`, `code`, `file`, `line`, `row`, `message` (null when they do not apply) — plus
/// `summary` on the summary record.
package final class Console: Sendable {
  private struct State {
    var progressLineShown = false
  }

  /// Whether progress lines are redrawn in place (a terminal, or `--progress always`).
  package let isInteractive: Bool
  /// Whether progress is shown at all (`--progress never` and `--quiet` turn it off).
  package let showsProgress: Bool
  package let quiet: Bool
  /// `--log-format json`: every stderr line is one JSON object, for log collectors.
  package let jsonLogs: Bool
  /// Whether stdout is a terminal (then commands may print tables instead of JSON).
  package let stdoutIsTerminal: Bool
  private let state = Mutex(State())

  package init(quiet: Bool = false, jsonLogs: Bool = false, progress: String = "auto") {
    self.jsonLogs = jsonLogs
    let term = ProcessInfo.processInfo.environment["TERM"] ?? ""
    let terminal = isatty(STDERR_FILENO) == 1 && term != "dumb" && !term.isEmpty
    self.isInteractive = !jsonLogs && (progress == "always" || (progress == "auto" && terminal))
    self.showsProgress = !quiet && progress != "never"
    self.quiet = quiet
    self.stdoutIsTerminal = isatty(STDOUT_FILENO) == 1 && term != "dumb" && !term.isEmpty
  }

  /// One structured stderr record.
  package struct Record: Sendable {
    package var level: String
    package var code: String
    package var file: String?
    package var line: Int?
    package var row: Int?
    package var message: String

    package init(
      level: String, code: String, file: String? = nil, line: Int? = nil, row: Int? = nil, message: String
    ) {
      self.level = level
      self.code = code
      self.file = file
      self.line = line
      self.row = row
      self.message = message
    }

    func json(extra: [JSONMember] = []) -> String {
      var members = [
        JSONMember("level", .string(level)), JSONMember("code", .string(code)),
        JSONMember("file", file.map(JSONValue.string) ?? .null),
        JSONMember("line", line.map { .number($0) } ?? .null),
        JSONMember("row", row.map { .number($0) } ?? .null), JSONMember("message", .string(message)),
      ]
      members += extra
      return JSONText.compact(.object(members))
    }
  }

  /// Writes whole lines to stderr (a diagnostic or an error).
  package func error(_ text: String) {
    let level = text.contains("warning:") ? "warning" : "error"
    line(text, record: Record(level: level, code: level, message: Self.bare(text)))
  }

  /// A fatal error: `enrich: error: MESSAGE`, or a record whose code names the exit status.
  package func failure(_ message: String, code: String) {
    line("enrich: error: \(message)", record: Record(level: "error", code: code, message: message))
  }

  /// A diagnostic with its location: text as rendered, or a record with each part.
  package func diagnostic(_ text: String, _ record: Record) {
    line(text, record: record)
  }

  /// Writes to stderr unless `--quiet`.
  package func info(_ text: String) {
    if !quiet { line(text, record: Record(level: "info", code: "note", message: Self.bare(text))) }
  }

  /// The end-of-run summary: text lines, or one record with every count.
  package func summary(_ text: String, _ summary: RunSummary) {
    guard !quiet else { return }
    if jsonLogs {
      raw(
        Record(level: "info", code: "summary", message: text).json(extra: [
          JSONMember("event", .string("summary")), JSONMember("summary", summary.jsonValue),
        ]))
    } else {
      raw(text)
    }
  }

  private func line(_ text: String, record: Record) {
    raw(jsonLogs ? record.json() : text)
  }

  /// The message without the `enrich: ` and `enrich: error: ` the text form starts with.
  static func bare(_ text: String) -> String {
    var message = text.trimmingCharacters(in: .newlines)
    for prefix in ["enrich: error: ", "enrich: warning: ", "enrich: "] where message.hasPrefix(prefix) {
      message.removeFirst(prefix.count)
      break
    }
    return message
  }

  private func raw(_ text: String) {
    state.withLock { state in
      clearProgress(&state)
      Self.writeError(text.hasSuffix("\n") ? text : text + "\n")
    }
  }

  /// Replaces the progress line (terminal) or prints it as a plain line (pipe).
  package func progress(_ line: String) {
    guard showsProgress else { return }
    if jsonLogs {
      raw(
        Record(level: "info", code: "progress", message: line).json(extra: [
          JSONMember("event", .string("progress"))
        ]))
      return
    }
    state.withLock { state in
      if isInteractive {
        Self.writeError("\r\u{1B}[K" + line)
        state.progressLineShown = true
      } else {
        Self.writeError(line + "\n")
      }
    }
  }

  package func endProgress() {
    state.withLock { clearProgress(&$0) }
  }

  /// Writes data to stdout. When its reader has gone (`enrich address < big.txt | head -1`),
  /// the command ends at once and quietly, as a Unix tool stopped by SIGPIPE: nothing it would
  /// still print could be read.
  package func output(_ text: String) {
    do {
      try FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
    } catch let error where SystemError.code(of: error) == EPIPE {
      endProgress()
      exit(ExitStatus.outputClosed.rawValue)
    } catch {
      // Any other failure (a full disk under `> file`) loses data: said, with the status of an
      // output that cannot be written.
      failure("cannot write to stdout: \(SystemError.reason(error))", code: ExitStatus.internalError.code)
      exit(ExitStatus.internalError.rawValue)
    }
  }

  private func clearProgress(_ state: inout State) {
    if state.progressLineShown {
      Self.writeError("\r\u{1B}[K")
      state.progressLineShown = false
    }
  }

  /// Writes to stderr; a closed pipe (reader gone) is ignored rather than fatal.
  static func writeError(_ text: String) {
    try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
  }
}
