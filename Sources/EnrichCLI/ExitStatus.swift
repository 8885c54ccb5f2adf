/// The documented exit codes. Cron jobs branch on these, so they never change meaning.
package enum ExitStatus: Int32, Sendable, CaseIterable {
  /// Every row was processed and none failed (not_found and low_confidence rows are results).
  case success = 0
  /// The run finished and the outputs were written, but some rows are `failed` or `invalid`.
  case rowsFailed = 1
  /// The input could not be read: missing file, syntax error, bad encoding, or refused as
  /// hostile (a DTD, an .xlsx part that inflates out of proportion). No output replaced.
  case inputError = 2
  /// A provider cannot work at all: bad API key, billing off, missing or corrupt index.
  case providerFatal = 3
  /// Stopped early by a budget or an exhausted daily quota; committed rows kept, resumable.
  case stoppedResumable = 4
  /// Another run holds the lock on the same journal or output.
  case locked = 5
  /// Bad command line or configuration, detected before any request was made.
  case usage = 64
  /// An output, summary, journal or index cannot be written (disk full, missing or read-only
  /// folder), or a bug.
  case internalError = 70
  /// Interrupted by SIGINT/SIGTERM.
  case interrupted = 130
  /// A stream output's reader closed it (`enrich … -o - | head`): the run stopped quietly, no
  /// file output replaced, as a Unix tool stopped by SIGPIPE (128 + 13, what a shell reports).
  case outputClosed = 141

  /// The status as a word, the `code` of `--log-format json` error records.
  package var code: String {
    switch self {
    case .success: return "ok"
    case .rowsFailed: return "rows_failed"
    case .inputError: return "input_error"
    case .providerFatal: return "provider_unusable"
    case .stoppedResumable: return "stopped"
    case .locked: return "locked"
    case .usage: return "usage_error"
    case .internalError: return "output_error"
    case .interrupted: return "interrupted"
    case .outputClosed: return "output_closed"
    }
  }

  package var meaning: String {
    switch self {
    case .success: return "all rows processed, none failed"
    case .rowsFailed: return "finished, but some rows are failed or invalid (outputs written)"
    case .inputError: return "input unreadable: missing file, syntax error or bad encoding"
    case .providerFatal: return "provider unusable: bad API key, billing off, missing index"
    case .stoppedResumable: return "stopped by a budget or exhausted quota (resumable)"
    case .locked: return "another run holds the lock on this journal or output"
    case .usage: return "bad command line or configuration"
    case .internalError: return "an output cannot be written (disk full, read-only folder), or internal error"
    case .interrupted: return "interrupted"
    case .outputClosed: return "the reader of stdout or a stream output closed it (| head): stopped quietly"
    }
  }
}

/// An error that ends a command with a specific status and message.
package struct CommandFailure: Error, Sendable, CustomStringConvertible {
  package var status: ExitStatus
  package var message: String

  package init(_ status: ExitStatus, _ message: String) {
    self.status = status
    self.message = message
  }

  package var description: String { message }
}
